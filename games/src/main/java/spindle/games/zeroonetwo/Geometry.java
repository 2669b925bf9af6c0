package spindle.games.zeroonetwo;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The fixed tables of one board size n: every super-cell any game can reach (the Hex plus chains of at most
 * {@link #MAX_DEPTH} Deltas), every lattice point of those cells (the hole index space of the action codes), the
 * six unit triangles around each point, the side-sharing neighbours of each cell, and the six setup slots of
 * section 2.4. Immutable and shared by all positions of the same n.
 */
final class Geometry {
    /** Deltas in the game. */
    static final int DELTAS = 18;
    /**
     * Furthest a Delta can lie from the Hex in side-sharing steps: a setup Delta (step 1) and then a chain of the
     * 16 build Deltas.
     */
    static final int MAX_DEPTH = DELTAS - 1;

    /**
     * Every coordinate stays below this in absolute value, so orientation products of coordinate differences
     * (below 2 * 2^11 * 2^11) are exact even in int arithmetic (see {@link SpoolScan}).
     */
    static final int COORDINATE_LIMIT = 1 << 10;

    private static final Map<Integer, Geometry> CACHE = new ConcurrentHashMap<>();

    final int n;
    /** Coordinates of hole index h. */
    final int[] pq;
    final int[] pr;
    final int holes;
    private final int qMin;
    private final int rMin;
    private final int width;
    private final int[] grid;
    /** Cells: A, B and UP flag of cell index c. */
    final int[] cellA;
    final int[] cellB;
    final boolean[] cellUp;
    final int cells;
    private final int aMin;
    private final int bMin;
    private final int cellWidth;
    private final int[] cellGrid;
    /** The hole indices of each cell. */
    final int[][] cellPoints;
    /** The up to three side-sharing neighbours of each cell (-1 beyond the reachable region). */
    final int[][] cellNeighbours;
    /** The six unit triangles around hole h as cell indices, at [6h, 6h+6) (-1 where unreachable). */
    final int[] pointTriangles;
    /** The six cells of the Hex. */
    final int[] hexCells;
    /** The six setup slots in the order of the rules table 2.4. */
    final Slot[] slots;
    /** The holes of the Hex (d <= n). */
    final int[] hexHoles;

    /** One Delta slot around the Hex: its cell, apex, and the Hex edge opposite it. */
    record Slot(int cell, int apex, int oppositeMid, int[] oppositeMiddlePoints) {
    }

    static Geometry of(int n) {
        return CACHE.computeIfAbsent(n, Geometry::new);
    }

    private Geometry(int n) {
        this.n = n;
        List<int[]> cellList = reachableCells(n);
        cellList.sort(Comparator.<int[]>comparingInt(c -> c[1]).thenComparingInt(c -> c[0]).thenComparingInt(c -> c[2]));
        cells = cellList.size();
        cellA = new int[cells];
        cellB = new int[cells];
        cellUp = new boolean[cells];
        int amin = Integer.MAX_VALUE, amax = Integer.MIN_VALUE, bmin = Integer.MAX_VALUE, bmax = Integer.MIN_VALUE;
        for (int c = 0; c < cells; c++) {
            int[] cell = cellList.get(c);
            cellA[c] = cell[0];
            cellB[c] = cell[1];
            cellUp[c] = cell[2] == 1;
            amin = Math.min(amin, cell[0]);
            amax = Math.max(amax, cell[0]);
            bmin = Math.min(bmin, cell[1]);
            bmax = Math.max(bmax, cell[1]);
        }
        aMin = amin;
        bMin = bmin;
        cellWidth = amax - amin + 1;
        cellGrid = new int[cellWidth * (bmax - bmin + 1) * 2];
        java.util.Arrays.fill(cellGrid, -1);
        for (int c = 0; c < cells; c++) {
            cellGrid[cellSlot(cellA[c], cellB[c], cellUp[c])] = c;
        }
        // Points: every lattice point of a reachable cell, sorted by (r, q).
        List<int[]> points = new ArrayList<>();
        int qmin = n * amin, qmax = n * (amax + 1), rmin = n * bmin, rmax = n * (bmax + 1);
        for (int r = rmin; r <= rmax; r++) {
            for (int q = qmin; q <= qmax; q++) {
                if (inSomeCell(q, r)) {
                    points.add(new int[] {q, r});
                }
            }
        }
        holes = points.size();
        for (int[] pt : points) {
            if (Math.abs(pt[0]) >= COORDINATE_LIMIT || Math.abs(pt[1]) >= COORDINATE_LIMIT) {
                throw new IllegalArgumentException("board size " + n + " reaches beyond coordinate " + COORDINATE_LIMIT);
            }
        }
        pq = new int[holes];
        pr = new int[holes];
        qMin = qmin;
        rMin = rmin;
        width = qmax - qmin + 1;
        grid = new int[width * (rmax - rmin + 1)];
        java.util.Arrays.fill(grid, -1);
        for (int h = 0; h < holes; h++) {
            pq[h] = points.get(h)[0];
            pr[h] = points.get(h)[1];
            grid[(pr[h] - rmin) * width + (pq[h] - qmin)] = h;
        }
        cellPoints = new int[cells][];
        cellNeighbours = new int[cells][];
        for (int c = 0; c < cells; c++) {
            cellPoints[c] = pointsOf(c);
            cellNeighbours[c] = neighbours(cellA[c], cellB[c], cellUp[c]);
        }
        pointTriangles = new int[holes * 6];
        for (int h = 0; h < holes; h++) {
            int q = pq[h], r = pr[h];
            pointTriangles[6 * h] = triangleCell(q, r, true);
            pointTriangles[6 * h + 1] = triangleCell(q - 1, r, true);
            pointTriangles[6 * h + 2] = triangleCell(q, r - 1, true);
            pointTriangles[6 * h + 3] = triangleCell(q - 1, r - 1, false);
            pointTriangles[6 * h + 4] = triangleCell(q - 1, r, false);
            pointTriangles[6 * h + 5] = triangleCell(q, r - 1, false);
        }
        hexCells = new int[] {cell(0, 0, true), cell(-1, 0, true), cell(0, -1, true), cell(-1, -1, false),
                cell(-1, 0, false), cell(0, -1, false)};
        hexHoles = java.util.stream.IntStream.range(0, holes).filter(h -> Lattice.distance(pq[h], pr[h]) <= n)
                .toArray();
        slots = new Slot[] {
                slot(0, 0, false, n, 0, 0, n), slot(1, -1, true, n, 0, n, -n), slot(0, -2, false, 0, -n, n, -n),
                slot(-1, -1, true, -n, 0, 0, -n), slot(-2, 0, false, -n, 0, -n, n), slot(-1, 1, true, 0, n, -n, n)};
    }

    private static List<int[]> reachableCells(int n) {
        List<int[]> out = new ArrayList<>();
        java.util.Set<List<Integer>> seen = new java.util.HashSet<>();
        ArrayDeque<int[]> queue = new ArrayDeque<>();
        int[][] hex = {{0, 0, 1, 0}, {-1, 0, 1, 0}, {0, -1, 1, 0}, {-1, -1, 0, 0}, {-1, 0, 0, 0}, {0, -1, 0, 0}};
        for (int[] h : hex) {
            seen.add(List.of(h[0], h[1], h[2]));
            queue.add(h);
        }
        while (!queue.isEmpty()) {
            int[] c = queue.poll();
            out.add(new int[] {c[0], c[1], c[2]});
            if (c[3] == MAX_DEPTH) {
                continue;
            }
            for (int[] nb : neighbourCoords(c[0], c[1], c[2] == 1)) {
                if (seen.add(List.of(nb[0], nb[1], nb[2]))) {
                    queue.add(new int[] {nb[0], nb[1], nb[2], c[3] + 1});
                }
            }
        }
        return out;
    }

    private static int[][] neighbourCoords(int a, int b, boolean up) {
        return up ? new int[][] {{a, b, 0}, {a - 1, b, 0}, {a, b - 1, 0}}
                : new int[][] {{a, b, 1}, {a + 1, b, 1}, {a, b + 1, 1}};
    }

    private int[] neighbours(int a, int b, boolean up) {
        int[][] coords = neighbourCoords(a, b, up);
        int[] out = new int[3];
        for (int i = 0; i < 3; i++) {
            out[i] = cell(coords[i][0], coords[i][1], coords[i][2] == 1);
        }
        return out;
    }

    private int cellSlot(int a, int b, boolean up) {
        return ((b - bMin) * cellWidth + (a - aMin)) * 2 + (up ? 1 : 0);
    }

    /** The index of super-cell (A, B, up), or -1 if no game can reach it. */
    int cell(int a, int b, boolean up) {
        if (a < aMin || a >= aMin + cellWidth || b < bMin) {
            return -1;
        }
        int s = cellSlot(a, b, up);
        return s < cellGrid.length ? cellGrid[s] : -1;
    }

    private boolean inSomeCell(int q, int r) {
        for (int a = Math.floorDiv(q, n) - 1; a <= Math.floorDiv(q, n); a++) {
            for (int b = Math.floorDiv(r, n) - 1; b <= Math.floorDiv(r, n); b++) {
                if ((Lattice.inCell(n, a, b, true, q, r) && cell(a, b, true) >= 0)
                        || (Lattice.inCell(n, a, b, false, q, r) && cell(a, b, false) >= 0)) {
                    return true;
                }
            }
        }
        return false;
    }

    private int[] pointsOf(int c) {
        int[] out = new int[(n + 1) * (n + 2) / 2];
        int k = 0;
        for (int v = 0; v <= n; v++) {
            for (int u = 0; u <= n; u++) {
                int q = n * cellA[c] + u, r = n * cellB[c] + v;
                if (Lattice.inCell(n, cellA[c], cellB[c], cellUp[c], q, r)) {
                    out[k++] = hole(q, r);
                }
            }
        }
        return out;
    }

    private int triangleCell(int x, int y, boolean up) {
        int[] c = Lattice.cellOfTriangle(n, x, y, up);
        return cell(c[0], c[1], c[2] == 1);
    }

    private Slot slot(int a, int b, boolean up, int c1q, int c1r, int c2q, int c2r) {
        int cell = cell(a, b, up);
        int[][] corners = up ? new int[][] {{a, b}, {a + 1, b}, {a, b + 1}}
                : new int[][] {{a + 1, b}, {a, b + 1}, {a + 1, b + 1}};
        int apex = -1;
        for (int[] k : corners) {
            int q = n * k[0], r = n * k[1];
            if ((q != c1q || r != c1r) && (q != c2q || r != c2r)) {
                apex = hole(q, r);
            }
        }
        int[] middle = new int[n - 1];
        int dq = (c2q - c1q) / n, dr = (c2r - c1r) / n;
        for (int k = 1; k < n; k++) {
            middle[k - 1] = hole(-(c1q + k * dq), -(c1r + k * dr));
        }
        return new Slot(cell, apex, hole(-(c1q + c2q) / 2, -(c1r + c2r) / 2), middle);
    }

    /** The hole index of (q, r), or -1 if no board of this size can ever hold that point. */
    int hole(int q, int r) {
        int x = q - qMin, y = r - rMin;
        if (x < 0 || x >= width || y < 0) {
            return -1;
        }
        int i = y * width + x;
        return i < grid.length ? grid[i] : -1;
    }

    String holeName(int h) {
        return pq[h] + "," + pr[h];
    }

    String cellName(int c) {
        return Lattice.cellName(cellA[c], cellB[c], cellUp[c]);
    }
}
