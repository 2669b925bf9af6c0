package spindle.games.onepiecefortwo;

import static spindle.games.onepiecefortwo.Codes.DOWN;
import static spindle.games.onepiecefortwo.Codes.LEFT;
import static spindle.games.onepiecefortwo.Codes.RIGHT;
import static spindle.games.onepiecefortwo.Codes.UP;

/**
 * The grid in the edge frame, one int of bits per column. Every piece is correctly placed, so the occupied elements
 * of a column always run up from the game edge: a height, the colour bits and the bits where pieces start (a
 * vertical piece at its lower half, a horizontal one at its left half) describe a column completely.
 *
 * <p>Each colour is also kept as bit words along all four lines (columns, rows, rising and falling diagonals),
 * shifted up by {@link #PAD} bits, so the win check reads the seven elements around a cell on a line with one load
 * and one shift. Two masks of columns are kept up to date: where a vertical piece fits and where a horizontal pair
 * fits, so counting and drawing a random placement are bit counts rather than loops.
 */
final class Board {
    static final int PAD = 3;
    static final int RED = 0;
    static final int BLUE = 1;
    /** Kinds of line, each holding one word per line and colour in {@link #lines}. */
    private static final int COLUMN = 0;
    private static final int ROW = 1;
    private static final int RISING = 2;
    private static final int FALLING = 3;

    int cols;
    int rows;
    final int[] height;
    /**
     * Words of one colour along one line, in blocks of {@link #block} words per kind of line and colour. The element
     * (x, y) is bit PAD + y of column word x, bit PAD + x of row word y, of rising word x - y + n and of falling word
     * x + y.
     */
    private final int[] lines;
    private final int block;
    /** Bit y of column x: a vertical piece covers (x, y) and (x, y + 1). */
    final int[] vertical;
    /** Bit y of column x: a horizontal piece covers (x, y) and (x + 1, y). */
    final int[] horizontal;
    /** Bit x: a vertical piece fits on column x. */
    int verticalFits;
    /** Bit x: a horizontal piece fits on columns x and x + 1. */
    int pairFits;

    Board(int maxColumns) {
        height = new int[maxColumns + 1];
        block = 2 * maxColumns;
        lines = new int[8 * block];
        vertical = new int[maxColumns];
        horizontal = new int[maxColumns];
    }

    Board(Board other) {
        cols = other.cols;
        rows = other.rows;
        height = other.height.clone();
        block = other.block;
        lines = other.lines.clone();
        vertical = other.vertical.clone();
        horizontal = other.horizontal.clone();
        verticalFits = other.verticalFits;
        pairFits = other.pairFits;
    }

    /** Makes this board equal to {@code other}, a board of the same size, without allocating. */
    void copyFrom(Board other) {
        cols = other.cols;
        rows = other.rows;
        System.arraycopy(other.height, 0, height, 0, height.length);
        System.arraycopy(other.lines, 0, lines, 0, lines.length);
        System.arraycopy(other.vertical, 0, vertical, 0, vertical.length);
        System.arraycopy(other.horizontal, 0, horizontal, 0, horizontal.length);
        verticalFits = other.verticalFits;
        pairFits = other.pairFits;
    }

    /** Sets the edge frame of an empty board. */
    void frame(int columns, int rowCount) {
        cols = columns;
        rows = rowCount;
        for (int x = 0; x < cols; x++) {
            refresh(x);
        }
    }

    boolean occupied(int x, int y) {
        return x >= 0 && x < cols && y >= 0 && y < height[x];
    }

    boolean isRed(int x, int y) {
        return ((lines[x] >>> (y + PAD)) & 1) != 0;
    }

    /** The red elements of column x, bit y for row y (its other occupied elements are blue). */
    int redColumn(int x) {
        return lines[x] >>> PAD;
    }

    /** Offset of the words of one kind of line and one colour. */
    private int words(int kind, int colour) {
        return (kind * 2 + colour) * block;
    }

    private void paint(int x, int y, int colour) {
        int bit = 1 << (x + PAD);
        lines[words(COLUMN, colour) + x] |= 1 << (y + PAD);
        lines[words(ROW, colour) + y] |= bit;
        lines[words(RISING, colour) + x - y + block / 2] |= bit;
        lines[words(FALLING, colour) + x + y] |= bit;
    }

    private void erase(int x, int y) {
        int bit = ~(1 << (x + PAD));
        for (int colour = RED; colour <= BLUE; colour++) {
            lines[words(COLUMN, colour) + x] &= ~(1 << (y + PAD));
            lines[words(ROW, colour) + y] &= bit;
            lines[words(RISING, colour) + x - y + block / 2] &= bit;
            lines[words(FALLING, colour) + x + y] &= bit;
        }
    }

    int freeElements() {
        int free = cols * rows;
        for (int x = 0; x < cols; x++) {
            free -= height[x];
        }
        return free;
    }

    // ---- placing and removing (unchecked) ----

    void place(int placement) {
        int x = Codes.placementX(placement);
        int y = Codes.placementY(placement);
        int bx = Codes.blueX(placement);
        int by = Codes.blueY(placement);
        paint(x, y, RED);
        paint(bx, by, BLUE);
        if (by == y) {
            int left = Math.min(x, bx);
            horizontal[left] |= 1 << y;
            height[left]++;
            height[left + 1]++;
            refresh(left);
            refresh(left + 1);
        } else {
            vertical[x] |= 1 << Math.min(y, by);
            height[x] += 2;
            refresh(x);
        }
    }

    /** Removes the piece named by a removal code and returns its placement code (which half was red). */
    int remove(int removal) {
        int piece = pieceOf(removal);
        int x = Codes.removalX(removal);
        int y = Codes.removalY(removal);
        int bit = 1 << y;
        if (Codes.removalVertical(removal)) {
            vertical[x] &= ~bit;
            erase(x, y);
            erase(x, y + 1);
            height[x] -= 2;
            refresh(x);
        } else {
            horizontal[x] &= ~bit;
            erase(x, y);
            erase(x + 1, y);
            height[x]--;
            height[x + 1]--;
            refresh(x);
            refresh(x + 1);
        }
        return piece;
    }

    /** The placement code of the piece a removal code names; the piece must be on the board. */
    int pieceOf(int removal) {
        int x = Codes.removalX(removal);
        int y = Codes.removalY(removal);
        boolean lowerOrLeftRed = isRed(x, y);
        if (Codes.removalVertical(removal)) {
            return lowerOrLeftRed ? Codes.placement(x, y, UP) : Codes.placement(x, y + 1, DOWN);
        }
        return lowerOrLeftRed ? Codes.placement(x, y, RIGHT) : Codes.placement(x + 1, y, LEFT);
    }

    /** Recomputes the fit bits that depend on the height of column x. */
    private void refresh(int x) {
        int bit = 1 << x;
        verticalFits = height[x] + 2 <= rows ? verticalFits | bit : verticalFits & ~bit;
        setPair(x);
        if (x > 0) {
            setPair(x - 1);
        }
    }

    private void setPair(int x) {
        int h = height[x];
        boolean fits = x + 1 < cols && h < rows && h == height[x + 1];
        pairFits = fits ? pairFits | 1 << x : pairFits & ~(1 << x);
    }

    // ---- correct placements (section 4), avoiding the columns in an excluded mask ----

    /** Horizontal pairs that touch the excluded columns: pair x touches x and x + 1. */
    private static int pairsTouching(int excluded) {
        return excluded | excluded >>> 1;
    }

    /**
     * Writes base + code of each correct placement that avoids the excluded columns into out from k: vertical ones
     * by column, then horizontal ones by left column. Returns the new k.
     */
    int listPlacements(int[] out, int k, int base, int excluded) {
        for (int m = verticalFits & ~excluded; m != 0; m &= m - 1) {
            int x = Integer.numberOfTrailingZeros(m);
            out[k++] = base + Codes.placement(x, height[x], UP);
            out[k++] = base + Codes.placement(x, height[x] + 1, DOWN);
        }
        for (int m = pairFits & ~pairsTouching(excluded); m != 0; m &= m - 1) {
            int x = Integer.numberOfTrailingZeros(m);
            out[k++] = base + Codes.placement(x, height[x], RIGHT);
            out[k++] = base + Codes.placement(x + 1, height[x], LEFT);
        }
        return k;
    }

    /** How many placements {@link #listPlacements} lists. */
    int countPlacements(int excluded) {
        return 2 * (Integer.bitCount(verticalFits & ~excluded)
                + Integer.bitCount(pairFits & ~pairsTouching(excluded)));
    }

    /** The r-th placement (0-based) in the order of {@link #listPlacements}, without listing. */
    int nthPlacement(int r, int excluded) {
        int verticals = verticalFits & ~excluded;
        int option = r >> 1;
        int n = Integer.bitCount(verticals);
        if (option < n) {
            int x = nthBit(verticals, option);
            return (r & 1) == 0 ? Codes.placement(x, height[x], UP) : Codes.placement(x, height[x] + 1, DOWN);
        }
        int x = nthBit(pairFits & ~pairsTouching(excluded), option - n);
        return (r & 1) == 0 ? Codes.placement(x, height[x], RIGHT) : Codes.placement(x + 1, height[x], LEFT);
    }

    private static int nthBit(int mask, int index) {
        for (int i = 0; i < index; i++) {
            mask &= mask - 1;
        }
        return Integer.numberOfTrailingZeros(mask);
    }

    /** Whether a placement code is correct now while avoiding the excluded columns. */
    boolean isCorrect(int placement, int excluded) {
        int x = Codes.placementX(placement);
        int y = Codes.placementY(placement);
        int bx = Codes.blueX(placement);
        int by = Codes.blueY(placement);
        if (x >= cols || bx < 0 || bx >= cols || y >= rows || by < 0 || by >= rows
                || (excluded & (1 << x | 1 << bx)) != 0) {
            return false;
        }
        if (bx == x) {
            return height[x] == Math.min(y, by);
        }
        return height[x] == y && height[bx] == y;
    }

    // ---- removable pieces (section 5) ----

    /**
     * The removal code of the piece whose lower left element is at the top of column x and which has nothing on
     * top of it, or -1. Every removable piece is found at exactly one column, so looping x lists each once.
     */
    int removableAt(int x) {
        int top = height[x] - 1;
        if (top < 0) {
            return -1;
        }
        if (top > 0 && ((vertical[x] >>> (top - 1)) & 1) != 0) {
            return Codes.removal(x, top - 1, true);
        }
        if (((horizontal[x] >>> top) & 1) != 0 && height[x + 1] == top + 1) {
            return Codes.removal(x, top, false);
        }
        return -1;
    }

    /** Whether the removal code names a piece on the board with nothing on top of it. */
    boolean isRemovable(int removal) {
        int x = Codes.removalX(removal);
        int y = Codes.removalY(removal);
        if (x >= cols || y >= rows) {
            return false;
        }
        if (Codes.removalVertical(removal)) {
            return ((vertical[x] >>> y) & 1) != 0 && height[x] == y + 2;
        }
        return ((horizontal[x] >>> y) & 1) != 0 && height[x] == y + 1 && height[x + 1] == y + 1;
    }

    /** Whether a removal code names a piece on the board, whatever lies on top of it. */
    boolean isPiece(int removal) {
        int x = Codes.removalX(removal);
        int y = Codes.removalY(removal);
        int[] starts = Codes.removalVertical(removal) ? vertical : horizontal;
        return x < cols && y < rows && ((starts[x] >>> y) & 1) != 0;
    }

    /** The columns a removal vacates: a relocated piece may use none of them. */
    static int vacated(int removal) {
        int x = Codes.removalX(removal);
        return Codes.removalVertical(removal) ? 1 << x : 3 << x;
    }

    /** Whether some piece can be removed and placed again elsewhere. */
    boolean canRelocate() {
        for (int x = 0; x < cols; x++) {
            int removal = removableAt(x);
            if (removal >= 0 && countPlacements(vacated(removal)) > 0) {
                return true;
            }
        }
        return false;
    }

    // ---- the win check (section 6) ----

    /** Whether {@code colour}, the colour of (x, y), runs four or more through (x, y) in one of the four lines. */
    boolean fourThrough(int x, int y, int colour) {
        // Seven elements of each line, (x, y) in the middle at bit 3.
        return fourInSeven(lines[words(COLUMN, colour) + x] >>> y)
                || fourInSeven(lines[words(ROW, colour) + y] >>> x)
                || fourInSeven(lines[words(RISING, colour) + x - y + block / 2] >>> x)
                || fourInSeven(lines[words(FALLING, colour) + x + y] >>> x);
    }

    /** Four in a row through bit 3 of a seven-bit line start at bits 0..3. */
    private static boolean fourInSeven(int line) {
        return (line & line >>> 1 & line >>> 2 & line >>> 3 & 0xF) != 0;
    }
}
