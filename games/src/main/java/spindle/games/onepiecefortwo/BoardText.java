package spindle.games.onepiecefortwo;

import java.util.List;

/**
 * The text board: the edge frame with the game edge at the bottom, {@code R}/{@code B} for the halves and
 * {@code -} / {@code |} joining the two halves of a piece, so every piece can be named for a relocation.
 */
final class BoardText {
    private BoardText() {
    }

    static String render(OnePiecePosition p, List<String> names) {
        StringBuilder s = new StringBuilder();
        Setup setup = p.setup;
        s.append("One Piece for Two (1\u266342), board ").append(setup.width()).append('x').append(setup.height());
        if (p.edge < 0) {
            s.append(", game edge not chosen yet\n");
        } else {
            s.append(", game edge ").append(Codes.EDGES[p.edge]).append(" (drawn at the bottom)\n");
            grid(s, p.board);
        }
        if (p.redSeat >= 0) {
            s.append("Red: ").append(names.get(p.redSeat)).append("   Blue: ").append(names.get(1 - p.redSeat))
                    .append('\n');
        }
        s.append("In the box: ").append(p.box).append("   Moves: ").append(p.moves);
        if (setup.moveCap() > 0) {
            s.append(" (draw at ").append(setup.moveCap()).append(')');
        }
        s.append('\n').append(status(p, names)).append('\n');
        return s.toString();
    }

    /** One line: whose turn and what to decide, or the result. */
    static String status(OnePiecePosition p, List<String> names) {
        switch (p.stage) {
            case OnePiecePosition.STAGE_COLOUR:
                return names.get(0) + " to move: take a colour (red or blue)";
            case OnePiecePosition.STAGE_EDGE:
                return names.get(1) + " to move: choose the game edge (bottom, top, left or right)";
            case OnePiecePosition.STAGE_MOVE:
                return names.get(p.seat) + " (" + colourOf(p, p.seat) + ") to "
                        + (p.relocating() ? "relocate a piece" : "place a piece");
            default:
                return result(p, names);
        }
    }

    static String result(OnePiecePosition p, List<String> names) {
        return p.result == OnePiecePosition.RESULT_WIN ? colourOf(p, p.winner) + " wins: " + names.get(p.winner)
                : "Draw: " + whyDrawn(p, names);
    }

    /** Why a drawn game is drawn, as a clause: "the move cap of 200 was reached". */
    static String whyDrawn(OnePiecePosition p, List<String> names) {
        switch (p.result) {
            case OnePiecePosition.RESULT_NO_MOVE:
                return names.get(p.seat) + " has no legal move";
            case OnePiecePosition.RESULT_REPETITION:
                return "the same position occurred three times";
            default:
                return "the move cap of " + p.setup.moveCap() + " was reached";
        }
    }

    static String colourOf(OnePiecePosition p, int seat) {
        return seat == p.redSeat ? "red" : "blue";
    }

    private static void grid(StringBuilder s, Board board) {
        int label = Integer.toString(board.rows).length();
        String indent = " ".repeat(label + 2);
        for (int y = board.rows - 1; y >= 0; y--) {
            StringBuilder line = new StringBuilder();
            String number = Integer.toString(y + 1);
            line.append(" ".repeat(label - number.length())).append(number).append("  ");
            for (int x = 0; x < board.cols; x++) {
                line.append(!board.occupied(x, y) ? '.' : board.isRed(x, y) ? 'R' : 'B');
                if (x + 1 < board.cols) {
                    line.append(((board.horizontal[x] >>> y) & 1) != 0 && board.occupied(x, y) ? '-' : ' ');
                }
            }
            s.append(line).append('\n');
            if (y > 0) {
                StringBuilder joins = new StringBuilder(indent);
                for (int x = 0; x < board.cols; x++) {
                    boolean joined = y - 1 < board.height[x] && ((board.vertical[x] >>> (y - 1)) & 1) != 0;
                    joins.append(joined ? '|' : ' ').append(' ');
                }
                s.append(joins.toString().stripTrailing()).append('\n');
            }
        }
        s.append(indent);
        for (int x = 0; x < board.cols; x++) {
            s.append((char) ('a' + x)).append(x + 1 < board.cols ? " " : "\n");
        }
    }
}
