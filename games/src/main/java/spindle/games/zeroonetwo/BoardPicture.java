package spindle.games.zeroonetwo;

import java.util.Arrays;

/**
 * The board as a picture on a character grid, threads drawn between the pegs they join.
 *
 * <p>Hole (q, r) is drawn at column {@code 4q + 2r} and line {@code 2r}: the drawing map of rules 2.1.4
 * ({@code x = q + r/2}, {@code y = r*sqrt(3)/2}) scaled by 4 across and about 2.3 down, which keeps the triangles
 * nearly equilateral on a terminal whose cells are twice as tall as wide and leaves a free line between rows for
 * threads. A thread is the straight segment between its pegs drawn with one line character chosen by its drawn
 * angle, one cell per column when it is near horizontal and one per line otherwise; hole cells keep their symbol (a thread passes over them), and a cell two
 * different threads pass through shows a crossing.
 */
final class BoardPicture {
    static final char EMPTY = ' ';
    static final String BLUE = "\u001b[34;1m";
    static final String RED = "\u001b[31;1m";
    static final String BOLD = "\u001b[1m";
    static final String DIM = "\u001b[2m";
    static final String RESET = "\u001b[0m";
    private static final int NOBODY = -1;
    private static final int MIXED = -2;

    private final Geometry g;
    private final Board b;
    private final int rMin;
    private final int rMax;
    private final int colMin;
    private final int width;
    private final char[][] cells;
    /** Who drew each cell: a seat, {@link #NOBODY}, or {@link #MIXED} for a crossing of both colours. */
    private final int[][] owner;

    private BoardPicture(ZeroOneTwoPosition p) {
        b = p.board;
        g = b.geo;
        int rLow = Integer.MAX_VALUE, rHigh = Integer.MIN_VALUE, cLow = Integer.MAX_VALUE, cHigh = Integer.MIN_VALUE;
        for (int h = 0; h < g.holes; h++) {
            if (b.present(h)) {
                rLow = Math.min(rLow, g.pr[h]);
                rHigh = Math.max(rHigh, g.pr[h]);
                cLow = Math.min(cLow, col(h, 0));
                cHigh = Math.max(cHigh, col(h, 0));
            }
        }
        rMin = rLow;
        rMax = rHigh;
        colMin = cLow;
        width = cHigh - cLow + 1;
        cells = new char[2 * (rMax - rMin) + 1][width];
        owner = new int[cells.length][width];
        for (int y = 0; y < cells.length; y++) {
            Arrays.fill(cells[y], EMPTY);
            Arrays.fill(owner[y], NOBODY);
        }
        Threads t = p.threads;
        for (int i = 0; i < t.count; i++) {
            thread(t.from[i], t.to[i], t.owner[i]);
        }
        for (int h = 0; h < g.holes; h++) {
            if (b.present(h)) {
                cells[line(h)][col(h, colMin)] = BoardText.symbol(b, h);
                owner[line(h)][col(h, colMin)] = b.peg(h) == 1 || b.peg(h) == 2 ? b.peg(h) - 1 : NOBODY;
            }
        }
    }

    /** Appends the picture with coordinate labels: r and the first q at the left of each hole row, q above and below. */
    static void draw(ZeroOneTwoPosition p, boolean colour, StringBuilder s) {
        new BoardPicture(p).append(colour, s);
    }

    private int col(int h, int origin) {
        return 4 * g.pq[h] + 2 * g.pr[h] - origin;
    }

    private int line(int h) {
        return 2 * (g.pr[h] - rMin);
    }

    private void thread(int from, int to, int seat) {
        int x0 = col(from, colMin), y0 = line(from), x1 = col(to, colMin), y1 = line(to);
        int dx = x1 - x0, dy = y1 - y0;
        char c = lineChar(dx, dy);
        if (c == '─') {
            int step = Integer.signum(dx);
            for (int x = x0 + step; x != x1; x += step) {
                put(x, y0 + Math.round((float) dy * (x - x0) / dx), c, seat);
            }
        } else {
            int step = Integer.signum(dy);
            for (int y = y0 + step; y != y1; y += step) {
                put(x0 + Math.round((float) dx * (y - y0) / dy), y, c, seat);
            }
        }
    }

    /** The line character for a segment of {@code dx} columns and {@code dy} lines (down is positive). */
    static char lineChar(int dx, int dy) {
        double angle = Math.toDegrees(Math.atan2(2.0 * Math.abs(dy), Math.abs(dx))); // a line is ~2 columns tall
        if (angle < 22.5) {
            return '─';
        }
        if (angle > 67.5) {
            return '│';
        }
        return (dx > 0) == (dy > 0) ? '╲' : '╱';
    }

    private void put(int x, int y, char c, int seat) {
        char old = cells[y][x];
        if (old == EMPTY || old == c) {
            cells[y][x] = c;
            owner[y][x] = old == EMPTY || owner[y][x] == seat ? seat : MIXED;
        } else {
            cells[y][x] = (old == '─' && c == '│') || (old == '│' && c == '─') ? '┼' : '╳';
            owner[y][x] = owner[y][x] == seat ? seat : MIXED;
        }
    }

    private void append(boolean colour, StringBuilder s) {
        String margin = " ".repeat(13);
        s.append(qLabels(rMin, margin)).append('\n');
        for (int y = 0; y < cells.length; y++) {
            int r = rMin + y / 2;
            StringBuilder row = new StringBuilder(y % 2 == 0 ? String.format("r=%3d q=%3d  ", r, firstQ(r)) : margin);
            for (int x = 0; x < width; x++) {
                cell(cells[y][x], owner[y][x], colour, row);
            }
            s.append(row.toString().stripTrailing()).append('\n');
        }
        s.append(qLabels(rMax, margin)).append('\n');
    }

    private void cell(char c, int who, boolean colour, StringBuilder row) {
        String code = !colour ? null : who == 0 ? BLUE : who == 1 ? RED : c == '@' ? BOLD : c == '*' ? DIM : null;
        if (code == null) {
            row.append(c);
        } else {
            row.append(code).append(c).append(RESET);
        }
    }

    /** "q =" and the q of every hole of row r, right-aligned on the hole's column. */
    private String qLabels(int r, String margin) {
        char[] text = new char[margin.length() + width];
        Arrays.fill(text, ' ');
        "     q =".getChars(0, 8, text, 0);
        for (int h = 0; h < g.holes; h++) {
            if (b.present(h) && g.pr[h] == r) {
                String label = Integer.toString(g.pq[h]);
                int end = margin.length() + col(h, colMin);
                label.getChars(0, label.length(), text, end - label.length() + 1);
            }
        }
        return new String(text).stripTrailing();
    }

    private int firstQ(int r) {
        int q = Integer.MAX_VALUE;
        for (int h = 0; h < g.holes; h++) {
            if (b.present(h) && g.pr[h] == r) {
                q = Math.min(q, g.pq[h]);
            }
        }
        return q;
    }
}
