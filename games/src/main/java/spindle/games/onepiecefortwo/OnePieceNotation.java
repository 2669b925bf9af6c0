package spindle.games.onepiecefortwo;

import java.util.Locale;
import spindle.engine.Notation;
import spindle.engine.NotationException;
import spindle.engine.Position;

/**
 * Section 8 of the rules: a placement is {@code red/blue} (for example {@code c1/d1}), a relocation is
 * {@code from-from>red/blue} (for example {@code a5-a6>b5/b6}, the removed piece in either order). The pre-game
 * choices are words: {@code red} or {@code blue} (the colour the starter takes) and {@code bottom}, {@code top},
 * {@code left} or {@code right} (the game edge). Input ignores case and spaces.
 */
final class OnePieceNotation implements Notation {
    private static final String FORMS = "a placement is red/blue elements (e.g. c1/d1), "
            + "a relocation is piece>red/blue (e.g. a5-a6>b5/b6)";

    @Override
    public String format(Position position, int action) {
        OnePiecePosition p = OnePiecePosition.of(position);
        int removed = -1;
        if (action >= p.codes.relocationBase && p.board.isPiece(p.codes.relocationRemoval(action))) {
            removed = p.board.pieceOf(p.codes.relocationRemoval(action));
        }
        return text(p.codes, action, removed);
    }

    /**
     * The text of an action; {@code removed} is the placement code of the piece a relocation takes away (so its red
     * element is written first), or -1 when unknown.
     */
    static String text(Codes codes, int action, int removed) {
        if (action < Codes.EDGE_BASE) {
            return Codes.COLOURS[action];
        }
        if (action < Codes.PLACE_BASE) {
            return Codes.EDGES[action - Codes.EDGE_BASE];
        }
        if (codes.isPlacement(action)) {
            return piece(action - Codes.PLACE_BASE);
        }
        String from = removed >= 0 ? piece(removed).replace('/', '-')
                : removalText(codes.relocationRemoval(action));
        return from + ">" + piece(codes.relocationPlacement(action));
    }

    /** {@code red/blue} of a placement code. */
    static String piece(int placement) {
        return element(Codes.placementX(placement), Codes.placementY(placement)) + "/"
                + element(Codes.blueX(placement), Codes.blueY(placement));
    }

    private static String removalText(int removal) {
        int x = Codes.removalX(removal);
        int y = Codes.removalY(removal);
        return Codes.removalVertical(removal) ? element(x, y) + "-" + element(x, y + 1)
                : element(x, y) + "-" + element(x + 1, y);
    }

    static String element(int x, int y) {
        return (char) ('a' + x) + Integer.toString(y + 1);
    }

    @Override
    public int parse(Position position, String text) {
        OnePiecePosition p = OnePiecePosition.of(position);
        String t = text.replaceAll("\\s+", "").toLowerCase(Locale.ROOT);
        if (t.isEmpty()) {
            throw new NotationException("empty move: " + expected(p));
        }
        for (int c = 0; c < Codes.COLOURS.length; c++) {
            if (t.equals(Codes.COLOURS[c])) {
                return c;
            }
        }
        for (int e = 0; e < Codes.EDGES.length; e++) {
            if (t.equals(Codes.EDGES[e])) {
                return Codes.EDGE_BASE + e;
            }
        }
        if (t.indexOf('/') < 0 && t.indexOf('>') < 0) {
            throw new NotationException("'" + text.trim() + "' is not a move: " + expected(p));
        }
        if (p.stage < OnePiecePosition.STAGE_MOVE) {
            throw new NotationException("no pieces yet: " + expected(p));
        }
        int arrow = t.indexOf('>');
        if (arrow < 0) {
            return Codes.PLACE_BASE + placement(p, t, text);
        }
        if (t.indexOf('>', arrow + 1) >= 0) {
            throw new NotationException("'" + text.trim() + "' has more than one '>': " + FORMS);
        }
        return p.codes.relocation(removal(p, t.substring(0, arrow), text), placement(p, t.substring(arrow + 1), text));
    }

    private static int placement(OnePiecePosition p, String t, String text) {
        String[] halves = t.split("/", -1);
        if (halves.length != 2) {
            throw new NotationException("'" + text.trim() + "': a piece is written red/blue, e.g. c1/d1");
        }
        int red = cell(p, halves[0]);
        int blue = cell(p, halves[1]);
        int dx = blue / 32 - red / 32;
        int dy = blue % 32 - red % 32;
        for (int dir = 0; dir < 4; dir++) {
            if (Codes.DX[dir] == dx && Codes.DY[dir] == dy) {
                return Codes.placement(red / 32, red % 32, dir);
            }
        }
        throw new NotationException("'" + text.trim() + "': " + halves[0] + " and " + halves[1]
                + " are not side by side; a piece covers two neighbouring elements");
    }

    private static int removal(OnePiecePosition p, String t, String text) {
        String[] halves = t.split("-", -1);
        if (halves.length != 2) {
            throw new NotationException("'" + text.trim() + "': name the piece to move by its two elements, "
                    + "e.g. a5-a6>b5/b6");
        }
        int a = cell(p, halves[0]);
        int b = cell(p, halves[1]);
        int low = Math.min(a, b);
        int high = Math.max(a, b);
        if (high - low == 1) {
            return Codes.removal(low / 32, low % 32, true);
        }
        if (high - low == 32) {
            return Codes.removal(low / 32, low % 32, false);
        }
        throw new NotationException("'" + text.trim() + "': " + halves[0] + " and " + halves[1]
                + " are not side by side, so they are not one piece");
    }

    /** An element of the edge frame as x * 32 + y. */
    private static int cell(OnePiecePosition p, String t) {
        Board board = p.board;
        String bounds = "columns a-" + (char) ('a' + board.cols - 1) + ", rows 1-" + board.rows;
        if (t.length() < 2 || t.charAt(0) < 'a' || t.charAt(0) > 'z') {
            throw new NotationException("'" + t + "' is not an element: write column then row, e.g. c1 ("
                    + bounds + ")");
        }
        String digits = t.substring(1);
        if (digits.length() > 2 || !digits.chars().allMatch(c -> c >= '0' && c <= '9')) {
            throw new NotationException("'" + t + "' is not an element: write column then row, e.g. c1 ("
                    + bounds + ")");
        }
        int row = Integer.parseInt(digits);
        int x = t.charAt(0) - 'a';
        if (x >= board.cols || row < 1 || row > board.rows) {
            throw new NotationException(t + " is off the board: " + bounds);
        }
        return x * 32 + row - 1;
    }

    private static String expected(OnePiecePosition p) {
        switch (p.stage) {
            case OnePiecePosition.STAGE_COLOUR:
                return "the starter first takes a colour: red or blue";
            case OnePiecePosition.STAGE_EDGE:
                return "the second player first chooses the game edge: bottom, top, left or right";
            default:
                return FORMS;
        }
    }
}
