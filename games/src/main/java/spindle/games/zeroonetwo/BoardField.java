package spindle.games.zeroonetwo;

import java.util.List;
import spindle.engine.NotationException;
import spindle.engine.PositionText;

/** The board field of a position text: its rows against the holes the Deltas make, and its pegs' marks. */
final class BoardField {
    static final String TOKENS = ".bBrRkxy";

    private BoardField() {
    }

    /** The token of each hole, by its index in {@code reading}; every hole must be written, and nothing else. */
    static char[] read(ZeroOneTwoPosition p, List<Integer> reading, String field) {
        Geometry g = p.rules.geo();
        int qMin = Integer.MAX_VALUE;
        for (int h : reading) {
            qMin = Math.min(qMin, g.pq[h]);
        }
        int rMin = g.pr[reading.get(0)];
        int rows = g.pr[reading.get(reading.size() - 1)] - rMin + 1;
        String[] written = field.split("/", -1);
        if (written.length != rows) {
            throw new NotationException("the board has " + written.length + " rows, the Hex and its Deltas make "
                    + rows);
        }
        char[] tokens = new char[reading.size()];
        int at = 0;
        for (int row = 0; row < rows; row++) {
            String cells = PositionText.expandRuns(written[row], '.');
            int r = rMin + row;
            int length = 0;
            for (int i = at; i < reading.size() && g.pr[reading.get(i)] == r; i++) {
                length = g.pq[reading.get(i)] - qMin + 1;
            }
            if (cells.length() != length) {
                throw new NotationException("row " + (row + 1) + " has " + cells.length() + " cells, the board has "
                        + length + " there (from q " + qMin + " to its last hole)");
            }
            for (int x = 0; x < length; x++) {
                char c = cells.charAt(x);
                boolean isHole = at < reading.size() && g.pr[reading.get(at)] == r
                        && g.pq[reading.get(at)] == qMin + x;
                String where = "row " + (row + 1) + " cell " + (x + 1) + " (" + (qMin + x) + "," + r + ")";
                if (!isHole) {
                    if (c != '-') {
                        throw new NotationException(where + " is '" + c + "', but it is not a hole of the board: "
                                + "write -");
                    }
                } else if (TOKENS.indexOf(c) < 0) {
                    throw new NotationException(where + " is '" + c + "': a hole is . (empty), b/B, r/R (a Blue or "
                            + "Red peg, capital once used), k (black), x/y (black captured by Blue/Red)");
                } else {
                    tokens[at++] = c;
                }
            }
        }
        checkCounts(p, reading, tokens);
        return tokens;
    }

    private static void checkCounts(ZeroOneTwoPosition p, List<Integer> reading, char[] tokens) {
        int[] count = new int[3];
        for (char c : tokens) {
            int kind = "bB".indexOf(c) >= 0 ? 0 : "rR".indexOf(c) >= 0 ? 1 : "kxy".indexOf(c) >= 0 ? 2 : -1;
            if (kind >= 0) {
                count[kind]++;
            }
        }
        String[] names = {"Blue", "Red"};
        for (int seat = 0; seat < 2; seat++) {
            if (count[seat] > Board.COLOUR_PEGS) {
                throw new NotationException(names[seat] + " has " + count[seat] + " pegs on the board, the box "
                        + "holds " + Board.COLOUR_PEGS);
            }
        }
        if (count[2] > Board.MAX_BLACK) {
            throw new NotationException("the board has " + count[2] + " black pegs, the game has " + Board.MAX_BLACK);
        }
        int centre = reading.indexOf(p.rules.geo().hole(0, 0));
        if ("kxy".indexOf(tokens[centre]) < 0) {
            throw new NotationException("the centre 0,0 holds '" + tokens[centre] + "', but its black peg never "
                    + "leaves it (3.3)");
        }
    }

    /** The used and captured marks the threads made must be the ones written. */
    static void checkMarks(ZeroOneTwoPosition p, List<Integer> reading, char[] tokens) {
        for (int i = 0; i < tokens.length; i++) {
            int h = reading.get(i);
            char made = PositionTexts.token(p.board, h);
            if (made != tokens[i]) {
                throw new NotationException("the peg on " + p.rules.geo().holeName(h) + " is written '" + tokens[i]
                        + "', but the threads make it '" + made + "': a peg is used (capital) once a thread ends on "
                        + "it, and a black peg is captured by the first thread to end on it");
            }
        }
    }
}
