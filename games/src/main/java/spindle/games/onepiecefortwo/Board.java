package spindle.games.onepiecefortwo;

import static spindle.games.onepiecefortwo.Codes.DOWN;
import static spindle.games.onepiecefortwo.Codes.DX;
import static spindle.games.onepiecefortwo.Codes.DY;
import static spindle.games.onepiecefortwo.Codes.LEFT;
import static spindle.games.onepiecefortwo.Codes.RIGHT;
import static spindle.games.onepiecefortwo.Codes.UP;

/**
 * The grid in the edge frame, one int of bits per column. Every piece is correctly placed, so the occupied elements
 * of a column are always rows 0..height-1 and a column is fully described by its height, its red bits and the bits
 * telling where pieces start: a vertical piece at its lower half, a horizontal one at its left half. Columns beyond
 * {@link #cols} stay empty, so the arrays fit both edge frames.
 */
final class Board {
    final Codes codes;
    int cols;
    int rows;
    final int[] height;
    /** Bit y of column x: the element (x, y) is red (only meaningful below the height). */
    final int[] red;
    /** Bit y of column x: a vertical piece covers (x, y) and (x, y + 1). */
    final int[] vertical;
    /** Bit y of column x: a horizontal piece covers (x, y) and (x + 1, y). */
    final int[] horizontal;

    Board(Codes codes) {
        this.codes = codes;
        int n = codes.n;
        height = new int[n];
        red = new int[n];
        vertical = new int[n];
        horizontal = new int[n];
    }

    Board(Board other) {
        codes = other.codes;
        cols = other.cols;
        rows = other.rows;
        height = other.height.clone();
        red = other.red.clone();
        vertical = other.vertical.clone();
        horizontal = other.horizontal.clone();
    }

    void frame(int columns, int rowCount) {
        cols = columns;
        rows = rowCount;
    }

    boolean occupied(int x, int y) {
        return x >= 0 && x < cols && y >= 0 && y < height[x];
    }

    boolean isRed(int x, int y) {
        return ((red[x] >>> y) & 1) != 0;
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
        int x = codes.placementX(placement);
        int y = codes.placementY(placement);
        int dir = Codes.placementDir(placement);
        red[x] |= 1 << y;
        switch (dir) {
            case RIGHT -> { horizontal[x] |= 1 << y; height[x]++; height[x + 1]++; }
            case LEFT -> { horizontal[x - 1] |= 1 << y; height[x]++; height[x - 1]++; }
            case UP -> { vertical[x] |= 1 << y; height[x] += 2; }
            default -> { vertical[x] |= 1 << (y - 1); height[x] += 2; }
        }
    }

    /** Removes the piece named by a removal code and returns its placement code (which half was red). */
    int remove(int removal) {
        int x = codes.removalX(removal);
        int y = codes.removalY(removal);
        int bit = 1 << y;
        boolean lowerOrLeftRed = (red[x] & bit) != 0;
        if (Codes.removalVertical(removal)) {
            vertical[x] &= ~bit;
            red[x] &= ~(3 << y);
            height[x] -= 2;
            return lowerOrLeftRed ? codes.placement(x, y, UP) : codes.placement(x, y + 1, DOWN);
        }
        horizontal[x] &= ~bit;
        red[x] &= ~bit;
        red[x + 1] &= ~bit;
        height[x]--;
        height[x + 1]--;
        return lowerOrLeftRed ? codes.placement(x, y, RIGHT) : codes.placement(x + 1, y, LEFT);
    }

    /** The placement code of the piece a removal code names; the piece must be on the board. */
    int pieceOf(int removal) {
        int x = codes.removalX(removal);
        int y = codes.removalY(removal);
        boolean lowerOrLeftRed = isRed(x, y);
        if (Codes.removalVertical(removal)) {
            return lowerOrLeftRed ? codes.placement(x, y, UP) : codes.placement(x, y + 1, DOWN);
        }
        return lowerOrLeftRed ? codes.placement(x, y, RIGHT) : codes.placement(x + 1, y, LEFT);
    }

    // ---- correct placements (section 4), optionally avoiding the columns lo..hi ----

    private boolean verticalFits(int x) {
        return height[x] + 2 <= rows;
    }

    private boolean pairFits(int x) {
        int h = height[x];
        return h < rows && h == height[x + 1];
    }

    /** Writes base + code of each correct placement outside columns lo..hi into out from k; returns the new k. */
    int listPlacements(int[] out, int k, int base, int lo, int hi) {
        int last = cols - 1;
        for (int x = 0; x <= last; x++) {
            if (x >= lo && x <= hi) {
                continue;
            }
            int h = height[x];
            if (verticalFits(x)) {
                out[k++] = base + codes.placement(x, h, UP);
                out[k++] = base + codes.placement(x, h + 1, DOWN);
            }
            if (x < last && (x + 1 < lo || x + 1 > hi) && pairFits(x)) {
                out[k++] = base + codes.placement(x, h, RIGHT);
                out[k++] = base + codes.placement(x + 1, h, LEFT);
            }
        }
        return k;
    }

    /** How many placements {@link #listPlacements} lists. */
    int countPlacements(int lo, int hi) {
        int count = 0;
        int last = cols - 1;
        for (int x = 0; x <= last; x++) {
            if (x >= lo && x <= hi) {
                continue;
            }
            if (verticalFits(x)) {
                count += 2;
            }
            if (x < last && (x + 1 < lo || x + 1 > hi) && pairFits(x)) {
                count += 2;
            }
        }
        return count;
    }

    /** The r-th placement (0-based) in the order of {@link #listPlacements}, without listing. */
    int nthPlacement(int r, int lo, int hi) {
        int last = cols - 1;
        for (int x = 0; x <= last; x++) {
            if (x >= lo && x <= hi) {
                continue;
            }
            int h = height[x];
            if (verticalFits(x)) {
                if (r < 2) {
                    return r == 0 ? codes.placement(x, h, UP) : codes.placement(x, h + 1, DOWN);
                }
                r -= 2;
            }
            if (x < last && (x + 1 < lo || x + 1 > hi) && pairFits(x)) {
                if (r < 2) {
                    return r == 0 ? codes.placement(x, h, RIGHT) : codes.placement(x + 1, h, LEFT);
                }
                r -= 2;
            }
        }
        throw new IllegalStateException("placement index out of range");
    }

    /** Whether a placement code is correct now while avoiding columns lo..hi. */
    boolean isCorrect(int placement, int lo, int hi) {
        int x = codes.placementX(placement);
        int y = codes.placementY(placement);
        int dir = Codes.placementDir(placement);
        int bx = x + DX[dir];
        int by = y + DY[dir];
        if (x >= cols || bx < 0 || bx >= cols || y >= rows || by < 0 || by >= rows
                || (x >= lo && x <= hi) || (bx >= lo && bx <= hi)) {
            return false;
        }
        if (bx == x) {
            return height[x] == Math.min(y, by);
        }
        return height[x] == y && height[bx] == y;
    }

    // ---- removable pieces (section 5) ----

    /**
     * The removal code of the piece whose top left element is the top of column x and which has nothing on top of
     * it, or -1. Every removable piece is found at exactly one column, so looping x lists each once.
     */
    int removableAt(int x) {
        int top = height[x] - 1;
        if (top < 0) {
            return -1;
        }
        if (top > 0 && ((vertical[x] >>> (top - 1)) & 1) != 0) {
            return codes.removal(x, top - 1, true);
        }
        if (((horizontal[x] >>> top) & 1) != 0 && height[x + 1] == top + 1) {
            return codes.removal(x, top, false);
        }
        return -1;
    }

    /** Whether some piece can be removed and placed again elsewhere. */
    boolean canRelocate() {
        for (int x = 0; x < cols; x++) {
            int removal = removableAt(x);
            if (removal >= 0 && countPlacements(spanLo(removal), spanHi(removal)) > 0) {
                return true;
            }
        }
        return false;
    }

    /** Whether the removal code names a piece on the board with nothing on top of it. */
    boolean isRemovable(int removal) {
        int x = codes.removalX(removal);
        int y = codes.removalY(removal);
        if (x >= cols || y >= rows) {
            return false;
        }
        if (Codes.removalVertical(removal)) {
            return ((vertical[x] >>> y) & 1) != 0 && height[x] == y + 2;
        }
        return ((horizontal[x] >>> y) & 1) != 0 && height[x] == y + 1 && height[x + 1] == y + 1;
    }

    /** The first column a removal vacates; the last is {@link #spanHi}. */
    int spanLo(int removal) {
        return codes.removalX(removal);
    }

    int spanHi(int removal) {
        int x = codes.removalX(removal);
        return Codes.removalVertical(removal) ? x : x + 1;
    }

    // ---- the win check (section 6) ----

    /** Whether the colour of (x, y) runs four or more through (x, y) in one of the four lines. */
    boolean fourThrough(int x, int y) {
        int colour = (red[x] >>> y) & 1;
        return run(x, y, 1, 0, colour) + run(x, y, -1, 0, colour) >= 3
                || run(x, y, 0, -1, colour) + run(x, y, 0, 1, colour) >= 3
                || run(x, y, 1, 1, colour) + run(x, y, -1, -1, colour) >= 3
                || run(x, y, 1, -1, colour) + run(x, y, -1, 1, colour) >= 3;
    }

    /** Elements of the same colour beyond (x, y) in one direction, counting at most three. */
    private int run(int x, int y, int dx, int dy, int colour) {
        int count = 0;
        for (int k = 1; k <= 3; k++) {
            int cx = x + k * dx;
            int cy = y + k * dy;
            if (cx < 0 || cx >= cols || cy < 0 || cy >= height[cx] || ((red[cx] >>> cy) & 1) != colour) {
                break;
            }
            count++;
        }
        return count;
    }
}
