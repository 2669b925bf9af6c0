package spindle.games.onepiecefortwo;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** {@code Game.describe}: the position as plain data for the browser board. */
final class BoardData {
    private BoardData() {
    }

    static Map<String, Object> describe(OnePiecePosition p, List<String> names) {
        Setup setup = p.setup;
        Map<String, Object> d = new LinkedHashMap<>();
        d.put("game", OnePieceForTwo.ID);
        d.put("width", setup.width());
        d.put("height", setup.height());
        d.put("stage", new String[] {"colours", "edge", p.relocating() ? "relocation" : "placement", "over"}[p.stage]);
        d.put("gameEdge", p.edge < 0 ? "not chosen" : Codes.EDGES[p.edge]);
        d.put("columns", p.board.cols);
        d.put("rows", p.board.rows);
        d.put("heights", heights(p.board));
        d.put("grid", rows(p.board));
        d.put("pieces", pieces(p.board));
        d.put("box", p.box);
        d.put("moves", p.moves);
        d.put("moveCap", setup.moveCap());
        d.put("players", players(p, names));
        d.put("toMove", p.stage == OnePiecePosition.STAGE_OVER ? -1 : p.seat);
        d.put("status", BoardText.status(p, names));
        Map<String, Object> result = new LinkedHashMap<>();
        result.put("over", p.stage == OnePiecePosition.STAGE_OVER);
        result.put("winner", p.winner);
        result.put("reason", p.result == OnePiecePosition.RESULT_NONE ? "" : OnePiecePosition.END_REASONS[p.result]);
        d.put("result", result);
        d.put("lastMove", lastMove(p));
        d.put("winning", WinningLine.of(p));
        return d;
    }

    private static List<Object> heights(Board board) {
        List<Object> heights = new ArrayList<>();
        for (int x = 0; x < board.cols; x++) {
            heights.add(board.height[x]);
        }
        return heights;
    }

    /** Rows from the game edge up (row 1 first), one character per element: R, B or '.'. */
    private static List<Object> rows(Board board) {
        List<Object> rows = new ArrayList<>();
        for (int y = 0; y < board.rows; y++) {
            StringBuilder row = new StringBuilder();
            for (int x = 0; x < board.cols; x++) {
                row.append(!board.occupied(x, y) ? '.' : board.isRed(x, y) ? 'R' : 'B');
            }
            rows.add(row.toString());
        }
        return rows;
    }

    private static List<Object> pieces(Board board) {
        List<Object> pieces = new ArrayList<>();
        for (int x = 0; x < board.cols; x++) {
            for (int y = 0; y < board.height[x]; y++) {
                boolean vertical = ((board.vertical[x] >>> y) & 1) != 0;
                if (vertical || ((board.horizontal[x] >>> y) & 1) != 0) {
                    int placement = board.pieceOf(Codes.removal(x, y, vertical));
                    pieces.add(piece(placement, board.removableAt(x) == Codes.removal(x, y, vertical)));
                }
            }
        }
        return pieces;
    }

    private static Map<String, Object> piece(int placement, boolean removable) {
        int x = Codes.placementX(placement);
        int y = Codes.placementY(placement);
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("red", OnePieceNotation.element(x, y));
        m.put("blue", OnePieceNotation.element(Codes.blueX(placement), Codes.blueY(placement)));
        m.put("redX", x);
        m.put("redY", y);
        m.put("blueX", Codes.blueX(placement));
        m.put("blueY", Codes.blueY(placement));
        m.put("removable", removable);
        return m;
    }

    private static List<Object> players(OnePiecePosition p, List<String> names) {
        List<Object> players = new ArrayList<>();
        for (int seat = 0; seat < 2; seat++) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("seat", seat);
            m.put("name", names.get(seat));
            m.put("role", seat == 0 ? "starter" : "chooses the game edge");
            m.put("colour", p.redSeat < 0 ? "not chosen" : BoardText.colourOf(p, seat));
            players.add(m);
        }
        return players;
    }

    /** The last action in notation, or "" at the start. */
    private static String lastMove(OnePiecePosition p) {
        return p.lastAction < 0 ? "" : OnePieceNotation.text(p.codes, p.lastAction, p.lastRemoved);
    }
}
