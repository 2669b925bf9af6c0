package spindle.games.justplayingaround;

import java.util.Arrays;

/**
 * The stacks of the 64 squares, bottom to top, and where each piece is. Flat byte arrays so that a copy is three
 * {@code arraycopy} calls and a move allocates nothing.
 *
 * <p>A square holds at most {@link #DEPTH} pieces: steady stacks hold at most 5 (a normal-game pair of one colour
 * can gain the three other colours in the extended game), and the always-group variant can put one such stack on
 * another for a moment before ejections.
 */
final class Board {
    static final int DEPTH = 16;

    /** {@code cells[square * DEPTH + level]}: piece at that level, level 0 at the bottom. */
    final byte[] cells;
    final byte[] height;
    /** Square of each piece. */
    final byte[] where;

    Board() {
        cells = new byte[Geometry.SQUARES * DEPTH];
        height = new byte[Geometry.SQUARES];
        where = new byte[Geometry.PIECES];
    }

    private Board(Board other) {
        cells = other.cells.clone();
        height = other.height.clone();
        where = other.where.clone();
    }

    Board copy() {
        return new Board(this);
    }

    void clear() {
        Arrays.fill(height, (byte) 0);
    }

    int height(int square) {
        return height[square];
    }

    int piece(int square, int level) {
        return cells[square * DEPTH + level];
    }

    int levelOf(int piece) {
        int base = where[piece] * DEPTH;
        int level = 0;
        while (cells[base + level] != piece) {
            level++;
        }
        return level;
    }

    void push(int square, int piece) {
        cells[square * DEPTH + height[square]++] = (byte) piece;
        where[piece] = (byte) square;
    }

    void insertBottom(int square, int piece) {
        int base = square * DEPTH;
        int h = height[square]++;
        System.arraycopy(cells, base, cells, base + 1, h);
        cells[base] = (byte) piece;
        where[piece] = (byte) square;
    }

    /** Takes the piece at {@code level} out; the pieces above it drop down. */
    int remove(int square, int level) {
        int base = square * DEPTH;
        int piece = cells[base + level];
        int h = --height[square];
        System.arraycopy(cells, base + level + 1, cells, base + level, h - level);
        return piece;
    }

    /** Puts the whole stack of {@code from} on top of the stack of {@code to} (which may be empty), order kept. */
    void moveStack(int from, int to) {
        int hf = height[from];
        int src = from * DEPTH;
        int dst = to * DEPTH + height[to];
        for (int i = 0; i < hf; i++) {
            byte p = cells[src + i];
            cells[dst + i] = p;
            where[p] = (byte) to;
        }
        height[to] += (byte) hf;
        height[from] = 0;
    }

    /** Bit set of the colours in the stack, or -1 if some colour appears twice. */
    int distinctColours(int square) {
        int base = square * DEPTH;
        int mask = 0;
        for (int i = height[square] - 1; i >= 0; i--) {
            int bit = 1 << Geometry.colourOf(cells[base + i]);
            if ((mask & bit) != 0) {
                return -1;
            }
            mask |= bit;
        }
        return mask;
    }

    /** Extended-game stability (rule 8.2): all colours differ. */
    boolean stable(int square) {
        return distinctColours(square) >= 0;
    }

    /** Whether the stack of {@code top} placed on the stack of {@code bottom} would have all colours different. */
    boolean stableTogether(int top, int bottom) {
        int a = distinctColours(top);
        int b = distinctColours(bottom);
        return a >= 0 && b >= 0 && (a & b) == 0;
    }

    int countColour(int square, int colour) {
        int base = square * DEPTH;
        int n = 0;
        for (int i = height[square] - 1; i >= 0; i--) {
            if (Geometry.colourOf(cells[base + i]) == colour) {
                n++;
            }
        }
        return n;
    }

    /** Places every colour on its home edge in the order of a setup code (rules 3.3 and 3.4). */
    void setUp(long code) {
        clear();
        for (int c = 0; c < Geometry.COLOURS; c++) {
            placeColour(c, SetupCode.rankOf(code, c));
        }
    }

    void placeColour(int colour, int rank) {
        int[] order = SetupCode.permutation(rank);
        for (int i = 0; i < 6; i++) {
            int square = SetupCode.homeSquare(colour, i);
            height[square] = 0;
            push(square, colour * 6 + order[i] - 1);
        }
    }

    long hash() {
        long h = 0;
        for (int sq = 0; sq < Geometry.SQUARES; sq++) {
            int base = sq * DEPTH;
            for (int level = height[sq] - 1; level >= 0; level--) {
                h ^= Zobrist.PIECE[(cells[base + level] * Geometry.SQUARES + sq) * DEPTH + level];
            }
        }
        return h;
    }
}
