package spindle.games.zeroonetwo;

/**
 * The board: placed super-cells, which holes exist and which are interior (rules 2.3 to 2.5), the pegs on the
 * holes, how many threads pass over each hole, and the set of valid locations kept up to date incrementally so
 * that move generation never scans the whole hole space.
 */
final class Board {
    static final byte NONE = 0;
    /** Peg codes: 1 + seat for colour pegs, {@link #BLACK} for black pegs. */
    static final byte BLACK = 3;
    static final int MAX_BLACK = 9;
    static final int COLOUR_PEGS = 18;

    final Geometry geo;
    final boolean strict;
    final boolean[] cellPlaced;
    final int[] placedCells;
    int placedCount;
    /**
     * 1 + the local index of each hole of the hole space, 0 while it is not on the board. Holes get local indices
     * in the order they appear, so the per-hole state below stays as small as the board itself; the map is shared
     * between copies and copied only when a copy attaches a Delta.
     */
    private int[] local;
    /** The hole of each local index. */
    private int[] holeOf;
    private boolean ownsMap;
    int holeCount;
    private final boolean[] interiorL;
    /** NONE, 1 + seat, or BLACK. */
    private final byte[] pegL;
    /** For a colour peg: 1 once used. For a black peg: 1 + seat of its captor, 0 while uncaptured. */
    private final byte[] markL;
    /** Threads passing over each hole (strictly inside their segment). */
    private final int[] overL;
    /** The valid locations, as holes. */
    final int[] valid;
    /** 1 + the position of each valid hole in {@link #valid}, by local index; 0 when not valid. */
    private final int[] validPos;
    int validCount;
    /** Colour pegs on the board of each seat, as holes. */
    final int[][] own;
    final int[] ownCount;
    final int[] usedCount;
    final int[] black;
    int blackCount;
    int blackCaptured;
    long zobrist;

    Board(Geometry geo, boolean strict) {
        this(geo, strict, new int[geo.holes], new int[maxHoles(geo.n)]);
        ownsMap = true;
    }

    /** An empty board whose hole map is {@code local} and {@code holeOf} (shared until one attaches a Delta). */
    private Board(Geometry geo, boolean strict, int[] local, int[] holeOf) {
        this.geo = geo;
        this.strict = strict;
        cellPlaced = new boolean[geo.cells];
        placedCells = new int[geo.hexCells.length + Geometry.DELTAS];
        this.local = local;
        this.holeOf = holeOf;
        int capacity = maxHoles(geo.n);
        interiorL = new boolean[capacity];
        pegL = new byte[capacity];
        markL = new byte[capacity];
        overL = new int[capacity];
        valid = new int[capacity];
        validPos = new int[capacity];
        own = new int[2][COLOUR_PEGS];
        ownCount = new int[2];
        usedCount = new int[2];
        black = new int[MAX_BLACK];
    }

    /** The most holes a board can have: the Hex and every Delta adding all its points. */
    static int maxHoles(int n) {
        return 3 * n * n + 3 * n + 1 + Geometry.DELTAS * (n + 1) * (n + 2) / 2;
    }

    Board copy() {
        Board b = new Board(geo, strict, local, holeOf);
        b.copyFrom(this);
        return b;
    }

    /**
     * Writes board o (of the same geometry and rules) over this one, reusing the arrays. Only the holes on either
     * board are copied: past its hole count every per-hole entry of a board is zero, so those of o clear this
     * board's old ones.
     */
    void copyFrom(Board o) {
        System.arraycopy(o.cellPlaced, 0, cellPlaced, 0, cellPlaced.length);
        System.arraycopy(o.placedCells, 0, placedCells, 0, o.placedCount);
        placedCount = o.placedCount;
        local = o.local;
        holeOf = o.holeOf;
        ownsMap = false;
        o.ownsMap = false;
        int holes = Math.max(holeCount, o.holeCount);
        holeCount = o.holeCount;
        System.arraycopy(o.interiorL, 0, interiorL, 0, holes);
        System.arraycopy(o.pegL, 0, pegL, 0, holes);
        System.arraycopy(o.markL, 0, markL, 0, holes);
        System.arraycopy(o.overL, 0, overL, 0, holes);
        System.arraycopy(o.validPos, 0, validPos, 0, holes);
        System.arraycopy(o.valid, 0, valid, 0, o.validCount);
        validCount = o.validCount;
        for (int s = 0; s < 2; s++) {
            System.arraycopy(o.own[s], 0, own[s], 0, o.ownCount[s]);
            ownCount[s] = o.ownCount[s];
            usedCount[s] = o.usedCount[s];
        }
        System.arraycopy(o.black, 0, black, 0, o.blackCount);
        blackCount = o.blackCount;
        blackCaptured = o.blackCaptured;
        zobrist = o.zobrist;
    }

    boolean present(int h) {
        return local[h] != 0;
    }

    boolean interior(int h) {
        int l = local[h];
        return l != 0 && interiorL[l - 1];
    }

    byte peg(int h) {
        int l = local[h];
        return l == 0 ? NONE : pegL[l - 1];
    }

    byte mark(int h) {
        int l = local[h];
        return l == 0 ? 0 : markL[l - 1];
    }

    /** Threads over hole h (0 for a hole not on the board: counts are set when it joins, see Position). */
    int over(int h) {
        int l = local[h];
        return l == 0 ? 0 : overL[l - 1];
    }

    /** The hole with local index i (0 <= i < holeCount), in the order holes joined the board. */
    int holeAt(int i) {
        return holeOf[i];
    }

    /**
     * Attaches a super-cell; writes the holes it adds into {@code added} and returns how many. Interior status is
     * recomputed for the cell's points, the only ones whose surrounding triangles can change. The caller sets the
     * thread counts of the added holes ({@link #setOver}).
     */
    int attach(int cell, int[] added) {
        if (!ownsMap) {
            local = local.clone();
            holeOf = holeOf.clone();
            ownsMap = true;
        }
        cellPlaced[cell] = true;
        placedCells[placedCount++] = cell;
        zobrist ^= Zobrist.key(1, cell, 0);
        int count = 0;
        for (int h : geo.cellPoints[cell]) {
            if (local[h] == 0) {
                holeOf[holeCount++] = h;
                local[h] = holeCount;
                added[count++] = h;
            }
        }
        for (int h : geo.cellPoints[cell]) {
            interiorL[local[h] - 1] = surrounded(h);
            refresh(h);
        }
        return count;
    }

    private boolean surrounded(int h) {
        for (int i = 6 * h; i < 6 * h + 6; i++) {
            int c = geo.pointTriangles[i];
            if (c < 0 || !cellPlaced[c]) {
                return false;
            }
        }
        return true;
    }

    /** Whether an empty super-cell shares a full side with the board (rules 2.3.5). */
    boolean attachable(int cell) {
        if (cell < 0 || cellPlaced[cell]) {
            return false;
        }
        for (int nb : geo.cellNeighbours[cell]) {
            if (nb >= 0 && cellPlaced[nb]) {
                return true;
            }
        }
        return false;
    }

    /** A valid location: an unoccupied interior hole (and, with strict sides, no thread over it). */
    boolean isValid(int h) {
        int l = local[h] - 1;
        return l >= 0 && interiorL[l] && pegL[l] == NONE && (!strict || overL[l] == 0);
    }

    private void refresh(int h) {
        boolean v = isValid(h);
        int l = local[h] - 1;
        int pos = validPos[l] - 1;
        if (v && pos < 0) {
            valid[validCount++] = h;
            validPos[l] = validCount;
        } else if (!v && pos >= 0) {
            int last = valid[--validCount];
            valid[pos] = last;
            validPos[local[last] - 1] = pos + 1;
            validPos[l] = 0;
        }
    }

    void put(int h, byte what) {
        int l = local[h] - 1;
        pegL[l] = what;
        markL[l] = 0;
        zobrist ^= Zobrist.key(2, h, what);
        if (what == BLACK) {
            black[blackCount++] = h;
        } else {
            int s = what - 1;
            own[s][ownCount[s]++] = h;
        }
        refresh(h);
    }

    /** Lifts an unused colour peg. */
    void lift(int h) {
        int l = local[h] - 1;
        int s = pegL[l] - 1;
        zobrist ^= Zobrist.key(2, h, pegL[l]);
        pegL[l] = NONE;
        int[] list = own[s];
        for (int i = 0; i < ownCount[s]; i++) {
            if (list[i] == h) {
                list[i] = list[--ownCount[s]];
                break;
            }
        }
        refresh(h);
    }

    /** A Jump ended at h: a colour peg becomes used, a black peg is captured by {@code seat}. */
    void jumpedTo(int h, int seat) {
        int l = local[h] - 1;
        if (markL[l] != 0) {
            return;
        }
        markL[l] = (byte) (pegL[l] == BLACK ? 1 + seat : 1);
        zobrist ^= Zobrist.key(3, h, markL[l]);
        if (pegL[l] == BLACK) {
            blackCaptured++;
        } else {
            usedCount[seat]++;
        }
    }

    /** One more (or fewer) thread over h; holes not on the board are counted when they join. */
    void threadOver(int h, int delta) {
        int l = local[h] - 1;
        if (l >= 0) {
            overL[l] += delta;
            if (strict) {
                refresh(h);
            }
        }
    }

    void setOver(int h, int count) {
        overL[local[h] - 1] = count;
        if (strict) {
            refresh(h);
        }
    }

    boolean isColourOf(int h, int seat) {
        return peg(h) == 1 + seat;
    }

    boolean isUncapturedBlack(int h) {
        int l = local[h] - 1;
        return l >= 0 && pegL[l] == BLACK && markL[l] == 0;
    }

    /**
     * Lists the valid locations in the order given (a position read from text keeps the order its moves are listed
     * in); false, changing nothing, when {@code holes} are not exactly the valid locations.
     */
    boolean orderValid(int[] holes) {
        if (holes.length != validCount) {
            return false;
        }
        boolean[] seen = new boolean[holeCount];
        for (int h : holes) {
            int l = h >= 0 && h < local.length ? local[h] - 1 : -1;
            if (l < 0 || validPos[l] == 0 || seen[l]) {
                return false;
            }
            seen[l] = true;
        }
        for (int i = 0; i < holes.length; i++) {
            valid[i] = holes[i];
            validPos[local[holes[i]] - 1] = i + 1;
        }
        return true;
    }
}
