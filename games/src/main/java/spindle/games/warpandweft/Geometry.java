package spindle.games.warpandweft;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * The board of one size N: cell classification (rules section 1), adjacency (section 2), edge threads (section 3),
 * piece names (section 7) and Zobrist keys. Built once per size and shared, read-only, by every position.
 *
 * <p>Piece codes: Warp threads {@code 0..W-1}, Weft threads {@code W..2W-1} (W = 2N²), patches
 * {@code 2W..2W+P-1} (P = (2N-1)²); {@link #switchCode} and {@link #swapCode} follow. A thread's local index is
 * its code minus {@code side * W}; a patch's local index is its code minus {@code 2W}. Bit sets of threads of one
 * side and of patches are two {@code long} words each (at most 72 threads and 121 patches at N = 6).
 */
final class Geometry {
    static final int WARP = 0;
    static final int WEFT = 1;
    static final int MIN_SIZE = 2;
    static final int MAX_SIZE = 6;
    static final int FIRST_EDGE = 1;
    static final int SECOND_EDGE = 2;

    private static final Geometry[] CACHE = new Geometry[MAX_SIZE + 1];

    /** N, the number of same-direction threads along an edge. */
    final int size;
    /** S = 4N - 1, the board's width and height in cells. */
    final int cells;
    /** W = 2N², the threads of one side. */
    final int threads;
    /** P = (2N-1)², the patches. */
    final int patches;
    final int pieces;
    final int switchCode;
    final int swapCode;

    /** Two words per side: every thread of that side. */
    final long[] allThreads = new long[4];
    /** Two words: every patch. */
    final long[] allPatches = new long[2];
    /** Per piece code, two words: the patches a thread touches (zero for patches). */
    final long[] threadPatchMask;
    /** At {@code 2 * (side * P + patch)}, two words: the threads of that side the patch touches (local indices). */
    final long[] patchThreadMask;
    /** Per piece code: {@link #FIRST_EDGE} or {@link #SECOND_EDGE} for a thread on its side's edge, else 0. */
    final int[] edgeBits;

    private final int[] centreColumn;
    private final int[] centreRow;
    /** Piece code of every cell, indexed {@code (r - 1) * S + (c - 1)}. */
    private final int[] cellPiece;

    /** Zobrist key of a piece owned by a side, at {@code side * pieces + code}. */
    final long[] zPiece;
    final long[] zPatching = new long[2];
    final long zWeftToMove;
    final long zSwapped;
    final long zSwapAvailable;
    final long zQuietSalt;
    /** Per piece code: the piece a half turn of the board puts there (switch and swap map to themselves). */
    final int[] halfTurn;
    /** At {@code side * pieces + code}: that piece's key times its half-turn image's, so a position keeps both keys. */
    final long[] zHalfTurnChange;

    private Geometry(int size) {
        this.size = size;
        this.cells = 4 * size - 1;
        this.threads = 2 * size * size;
        this.patches = (2 * size - 1) * (2 * size - 1);
        this.pieces = 2 * threads + patches;
        this.switchCode = pieces;
        this.swapCode = pieces + 1;
        this.centreColumn = new int[pieces];
        this.centreRow = new int[pieces];
        this.cellPiece = new int[cells * cells];
        this.threadPatchMask = new long[2 * pieces];
        this.patchThreadMask = new long[4 * patches];
        this.zPiece = new long[2 * pieces];
        this.edgeBits = new int[pieces];
        numberPieces();
        classifyCells();
        linkPieces();
        SplittableRandom keys = new SplittableRandom(0x5EED_0F_3A4FL * 31 + size);
        for (int side = 0; side < 2; side++) {
            for (int code = 0; code < pieces; code++) {
                zPiece[side * pieces + code] = keys.nextLong();
            }
            zPatching[side] = keys.nextLong();
        }
        zWeftToMove = keys.nextLong();
        zSwapped = keys.nextLong();
        zSwapAvailable = keys.nextLong();
        zQuietSalt = keys.nextLong();
        halfTurn = new int[pieces + 2];
        zHalfTurnChange = new long[2 * pieces];
        for (int code = 0; code < pieces; code++) {
            halfTurn[code] = pieceAt(cells + 1 - centreColumn[code], cells + 1 - centreRow[code]);
        }
        halfTurn[switchCode] = switchCode;
        halfTurn[swapCode] = swapCode;
        for (int i = 0; i < 2 * pieces; i++) {
            zHalfTurnChange[i] = zPiece[i] ^ zPiece[i - i % pieces + halfTurn[i % pieces]];
        }
    }

    /** The shared geometry of size N (2..6). */
    static synchronized Geometry of(int size) {
        if (size < MIN_SIZE || size > MAX_SIZE) {
            throw new IllegalArgumentException("size must be " + MIN_SIZE + ".." + MAX_SIZE + ": " + size);
        }
        if (CACHE[size] == null) {
            CACHE[size] = new Geometry(size);
        }
        return CACHE[size];
    }

    private void numberPieces() {
        int[] next = {0, threads};
        for (int r = 1; r <= cells; r += 2) {
            for (int c = 1; c <= cells; c += 2) {
                int code = next[threadSideOfCentre(c, r)]++;
                centreColumn[code] = c;
                centreRow[code] = r;
            }
        }
        for (int r = 2; r < cells; r += 2) {
            for (int c = 2; c < cells; c += 2) {
                int code = patchCode(c, r);
                centreColumn[code] = c;
                centreRow[code] = r;
            }
        }
    }

    private void classifyCells() {
        for (int r = 1; r <= cells; r++) {
            for (int c = 1; c <= cells; c++) {
                cellPiece[(r - 1) * cells + (c - 1)] = classify(c, r);
            }
        }
    }

    /** Section 1.3: the piece a cell belongs to. */
    private int classify(int c, int r) {
        if (c % 2 == 0 && r % 2 == 0) {
            return patchCode(c, r);
        }
        if (c % 2 == 1 && r % 2 == 1) {
            return centreCode(c, r);
        }
        if (c % 2 == 1) {
            return (c + r - 1) % 4 == 0 ? centreCode(c, r - 1) : centreCode(c, r + 1);
        }
        return (c - 1 + r) % 4 == 2 ? centreCode(c - 1, r) : centreCode(c + 1, r);
    }

    private void linkPieces() {
        for (int code = 0; code < 2 * threads; code++) {
            int side = code < threads ? WARP : WEFT;
            int local = code - side * threads;
            allThreads[2 * side + (local >> 6)] |= 1L << local;
            int x = centreColumn[code];
            int y = centreRow[code];
            for (int dy = -1; dy <= 1; dy += 2) {
                for (int dx = -1; dx <= 1; dx += 2) {
                    if (x + dx >= 2 && x + dx <= cells - 1 && y + dy >= 2 && y + dy <= cells - 1) {
                        int patch = patchCode(x + dx, y + dy) - 2 * threads;
                        threadPatchMask[2 * code + (patch >> 6)] |= 1L << patch;
                        int at = 2 * (side * patches + patch);
                        patchThreadMask[at + (local >> 6)] |= 1L << local;
                    }
                }
            }
            edgeBits[code] = edgeBitsOf(side, x, y);
        }
        for (int patch = 0; patch < patches; patch++) {
            allPatches[patch >> 6] |= 1L << patch;
        }
    }

    /** Section 3: Warp's first edge is the top (centre row S), Weft's the left (centre column 1). */
    private int edgeBitsOf(int side, int x, int y) {
        if (side == WARP) {
            return y == cells ? FIRST_EDGE : y == 1 ? SECOND_EDGE : 0;
        }
        return x == 1 ? FIRST_EDGE : x == cells ? SECOND_EDGE : 0;
    }

    /** Thread centres (both coordinates odd): Warp when (c + r) mod 4 = 0, otherwise Weft. */
    static int threadSideOfCentre(int c, int r) {
        return (c + r) % 4 == 0 ? WARP : WEFT;
    }

    private int patchCode(int c, int r) {
        return 2 * threads + (r / 2 - 1) * (2 * size - 1) + (c / 2 - 1);
    }

    private int centreCode(int c, int r) {
        // Centres are numbered row by row in numberPieces; find by search once, at construction only.
        int side = threadSideOfCentre(c, r);
        for (int code = side * threads; code < (side + 1) * threads; code++) {
            if (centreColumn[code] == c && centreRow[code] == r) {
                return code;
            }
        }
        throw new IllegalStateException("no thread centred at " + c + "," + r);
    }

    /** The piece code of on-board cell (c, r), 1-based. */
    int pieceAt(int c, int r) {
        if (c < 1 || c > cells || r < 1 || r > cells) {
            throw new IllegalArgumentException("cell off the board: " + c + "," + r);
        }
        return cellPiece[(r - 1) * cells + (c - 1)];
    }

    boolean onBoard(int c, int r) {
        return c >= 1 && c <= cells && r >= 1 && r <= cells;
    }

    /**
     * The piece a cell belongs to, tab cells outside the board included (rule 1.5), or -1 for a cell that belongs
     * to nothing. Used for drawing only.
     */
    int pieceOrTabAt(int c, int r) {
        if (onBoard(c, r)) {
            return pieceAt(c, r);
        }
        if (c < 0 || c > cells + 1 || r < 0 || r > cells + 1) {
            return -1;
        }
        boolean rowOutside = r == 0 || r == cells + 1;
        boolean columnOutside = c == 0 || c == cells + 1;
        if (rowOutside && !columnOutside && c % 2 == 1) {
            int inner = r == 0 ? 1 : cells;
            int code = pieceAt(c, inner);
            return isThread(code) && sideOf(code) == WARP && centreRow[code] == inner ? code : -1;
        }
        if (columnOutside && !rowOutside && r % 2 == 1) {
            int inner = c == 0 ? 1 : cells;
            int code = pieceAt(inner, r);
            return isThread(code) && sideOf(code) == WEFT && centreColumn[code] == inner ? code : -1;
        }
        return -1;
    }

    boolean isThread(int code) {
        return code < 2 * threads;
    }

    /** The side whose direction a thread runs in. */
    int sideOf(int threadCode) {
        return threadCode < threads ? WARP : WEFT;
    }

    int column(int code) {
        return centreColumn[code];
    }

    int row(int code) {
        return centreRow[code];
    }

    /** The canonical name of a piece: its centre cell, for example {@code C13}. */
    String name(int code) {
        return cellName(centreColumn[code], centreRow[code]);
    }

    static String cellName(int c, int r) {
        return (char) ('A' + c - 1) + Integer.toString(r);
    }

    /** The on-board cells of a piece (one for a patch, two or three for a thread). */
    int[][] cellsOf(int code) {
        int c = centreColumn[code];
        int r = centreRow[code];
        if (!isThread(code)) {
            return new int[][] {{c, r}};
        }
        boolean warp = sideOf(code) == WARP;
        int[][] all = warp ? new int[][] {{c, r - 1}, {c, r}, {c, r + 1}} : new int[][] {{c - 1, r}, {c, r}, {c + 1, r}};
        return Arrays.stream(all).filter(cell -> onBoard(cell[0], cell[1])).toArray(int[][]::new);
    }
}
