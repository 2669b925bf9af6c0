package spindle.games.warpandweft;

import static spindle.games.warpandweft.Geometry.WARP;
import static spindle.games.warpandweft.Geometry.WEFT;
import static spindle.games.warpandweft.WarpAndWeftPosition.PATCHING;

import java.util.Arrays;

/**
 * The text board. The full board follows the published pbmserv drawing: every cell is four characters wide and two
 * lines high, walls are drawn between cells of different pieces (so each thread shows as one long box, tabs
 * included), and a claimed piece is filled with its owner's mark. The compact board (ruling W15, display only)
 * prints one character per cell.
 */
final class BoardText {
    static final char WARP_MARK = 'X';
    static final char WEFT_MARK = 'O';

    private BoardText() {
    }

    static String render(WarpAndWeftPosition p) {
        StringBuilder s = new StringBuilder();
        s.append(header(p));
        s.append(p.rules.compact() ? compact(p) : full(p));
        s.append(status(p));
        return s.toString();
    }

    private static String header(WarpAndWeftPosition p) {
        Rules r = p.rules;
        StringBuilder s = new StringBuilder("Warp and Weft, size ").append(r.geometry().size)
                .append(r.patchPrimary() ? ", Patch-Primary" : ", Thread-Primary")
                .append(r.swap() ? ", swap on" : ", swap off");
        if (r.switchLimit() > 0) {
            s.append(", draw after ").append(r.switchLimit()).append(" turns without a placement");
        }
        s.append('\n');
        for (int side = WARP; side <= WEFT; side++) {
            s.append(sideLine(p, side)).append('\n');
        }
        return s.append('\n').toString();
    }

    private static String sideLine(WarpAndWeftPosition p, int side) {
        String name = side == WARP ? "Warp (" + WARP_MARK + ", top-bottom)" : "Weft (" + WEFT_MARK + ", left-right)";
        String line = name + ": Player " + (p.seatOf(side) + 1) + ", "
                + (p.stateOf(side) == PATCHING ? "Patching" : "Threading");
        boolean toMove = p.result() == WarpAndWeftPosition.ONGOING && p.sideToMove() == side;
        return toMove ? line + "  <- to move" : line;
    }

    static String sideName(int side) {
        return side == WARP ? "Warp" : "Weft";
    }

    private static String status(WarpAndWeftPosition p) {
        StringBuilder s = new StringBuilder("\n");
        if (p.lastAction() >= 0) {
            s.append("Last move: ").append(new WarpAndWeftNotation(p.g).format(p, p.lastAction())).append('\n');
        }
        return s.append(result(p)).append('\n').toString();
    }

    /** One line: whose turn it is, or the result and why. */
    static String result(WarpAndWeftPosition p) {
        int result = p.result();
        if (result == WarpAndWeftPosition.ONGOING) {
            int side = p.sideToMove();
            return "Turn " + (p.plies() + 1) + ": " + sideName(side) + " (Player " + (p.seatOf(side) + 1)
                    + ") to move" + (p.swapAvailable() ? "; swap is available" : "");
        }
        if (result == WarpAndWeftPosition.DRAW) {
            return "Draw: " + p.rules.switchLimit() + " turns in a row without a placement";
        }
        String winner = sideName(result) + " (Player " + (p.seatOf(result) + 1) + ") wins";
        if (p.endReason() == WarpAndWeftPosition.BY_CONNECTION) {
            return winner + " by connecting " + (result == WARP ? "top and bottom" : "left and right");
        }
        return winner + ": " + sideName(result ^ 1) + " has no valid play";
    }

    private static String full(WarpAndWeftPosition p) {
        Geometry g = p.g;
        int n = g.cells + 2;
        char[][] canvas = new char[2 * n + 1][4 * n + 1];
        for (char[] line : canvas) {
            Arrays.fill(line, ' ');
        }
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                drawCell(p, canvas, c, r);
            }
        }
        for (int y = 0; y <= 2 * n; y += 2) {
            for (int x = 0; x <= 4 * n; x += 4) {
                canvas[y][x] = corner(canvas, x, y);
            }
        }
        String letters = columnLetters(g, 4, "     ");
        StringBuilder s = new StringBuilder(letters);
        for (int y = 0; y <= 2 * n; y++) {
            int row = g.cells + 1 - y / 2;
            boolean labelled = y % 2 == 1 && row >= 1 && row <= g.cells;
            String label = labelled ? String.format("%2d", row) : "  ";
            s.append(stripEnd(label + new String(canvas[y]) + (labelled ? " " + row : ""))).append('\n');
        }
        return s.append(letters).toString();
    }

    /** Canvas cell (c, r) in drawing coordinates, 0..S+1, row S+1 at the top. */
    private static void drawCell(WarpAndWeftPosition p, char[][] canvas, int c, int r) {
        Geometry g = p.g;
        int piece = g.pieceOrTabAt(c, r);
        int x = 4 * c;
        int y = 2 * (g.cells + 1 - r);
        if (piece >= 0) {
            int owner = p.claims.ownerOf(piece);
            canvas[y + 1][x + 2] = owner == WARP ? WARP_MARK : owner == WEFT ? WEFT_MARK : ' ';
        }
        if (piece != g.pieceOrTabAt(c + 1, r) && (piece >= 0 || g.pieceOrTabAt(c + 1, r) >= 0)) {
            canvas[y + 1][x + 4] = '|';
        }
        if (piece != g.pieceOrTabAt(c, r - 1) && (piece >= 0 || g.pieceOrTabAt(c, r - 1) >= 0)) {
            canvas[y + 2][x + 1] = '-';
            canvas[y + 2][x + 2] = '-';
            canvas[y + 2][x + 3] = '-';
        }
        if (c == 0 && piece >= 0) {
            canvas[y + 1][x] = '|';
        }
        if (r == g.cells + 1 && piece >= 0) {
            canvas[y][x + 1] = '-';
            canvas[y][x + 2] = '-';
            canvas[y][x + 3] = '-';
        }
    }

    private static char corner(char[][] canvas, int x, int y) {
        boolean horizontal = (x > 0 && canvas[y][x - 1] == '-') || (x + 1 < canvas[y].length && canvas[y][x + 1] == '-');
        boolean vertical = (y > 0 && canvas[y - 1][x] == '|') || (y + 1 < canvas.length && canvas[y + 1][x] == '|');
        if (horizontal) {
            return vertical ? '+' : '-';
        }
        return vertical ? '|' : ' ';
    }

    private static String compact(WarpAndWeftPosition p) {
        Geometry g = p.g;
        String letters = columnLetters(g, 2, "   ");
        StringBuilder s = new StringBuilder(letters);
        for (int r = g.cells; r >= 1; r--) {
            StringBuilder line = new StringBuilder(String.format("%2d ", r));
            for (int c = 1; c <= g.cells; c++) {
                line.append(' ').append(compactMark(p, g.pieceAt(c, r)));
            }
            s.append(line).append("  ").append(r).append('\n');
        }
        return s.append(letters).toString();
    }

    /** Compact marks: owner's mark, or '|' unclaimed Warp cell, '-' unclaimed Weft cell, '.' unclaimed patch. */
    private static char compactMark(WarpAndWeftPosition p, int piece) {
        int owner = p.claims.ownerOf(piece);
        if (owner >= 0) {
            return owner == WARP ? WARP_MARK : WEFT_MARK;
        }
        if (!p.g.isThread(piece)) {
            return '.';
        }
        return p.g.sideOf(piece) == WARP ? '|' : '-';
    }

    private static String columnLetters(Geometry g, int width, String indent) {
        StringBuilder s = new StringBuilder(indent);
        for (int c = 1; c <= g.cells; c++) {
            s.append(" ".repeat(width - 1)).append((char) ('A' + c - 1));
        }
        return s.append('\n').toString();
    }

    private static String stripEnd(String line) {
        int end = line.length();
        while (end > 0 && line.charAt(end - 1) == ' ') {
            end--;
        }
        return line.substring(0, end);
    }
}
