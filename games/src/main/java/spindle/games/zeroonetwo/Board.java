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
    final boolean[] present;
    final boolean[] interior;
    /** NONE, 1 + seat, or BLACK. */
    final byte[] peg;
    /** For a colour peg: 1 once used. For a black peg: 1 + seat of its captor, 0 while uncaptured. */
    final byte[] mark;
    /** Threads passing over each hole (strictly inside their segment). */
    final int[] over;
    final int[] valid;
    final int[] validPos;
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
        this.geo = geo;
        this.strict = strict;
        cellPlaced = new boolean[geo.cells];
        placedCells = new int[geo.cells];
        present = new boolean[geo.holes];
        interior = new boolean[geo.holes];
        peg = new byte[geo.holes];
        mark = new byte[geo.holes];
        over = new int[geo.holes];
        valid = new int[geo.holes];
        validPos = new int[geo.holes];
        java.util.Arrays.fill(validPos, -1);
        own = new int[2][COLOUR_PEGS];
        ownCount = new int[2];
        usedCount = new int[2];
        black = new int[MAX_BLACK];
    }

    private Board(Board o) {
        geo = o.geo;
        strict = o.strict;
        cellPlaced = o.cellPlaced.clone();
        placedCells = o.placedCells.clone();
        placedCount = o.placedCount;
        present = o.present.clone();
        interior = o.interior.clone();
        peg = o.peg.clone();
        mark = o.mark.clone();
        over = o.over.clone();
        valid = o.valid.clone();
        validPos = o.validPos.clone();
        validCount = o.validCount;
        own = new int[][] {o.own[0].clone(), o.own[1].clone()};
        ownCount = o.ownCount.clone();
        usedCount = o.usedCount.clone();
        black = o.black.clone();
        blackCount = o.blackCount;
        blackCaptured = o.blackCaptured;
        zobrist = o.zobrist;
    }

    Board copy() {
        return new Board(this);
    }

    /**
     * Attaches a super-cell; writes the holes it adds into {@code added} and returns how many. Interior status is
     * recomputed for the cell's points, the only ones whose surrounding triangles can change.
     */
    int attach(int cell, int[] added) {
        cellPlaced[cell] = true;
        placedCells[placedCount++] = cell;
        zobrist ^= Zobrist.key(1, cell, 0);
        int count = 0;
        for (int h : geo.cellPoints[cell]) {
            if (!present[h]) {
                present[h] = true;
                added[count++] = h;
            }
        }
        for (int h : geo.cellPoints[cell]) {
            interior[h] = surrounded(h);
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
        return present[h] && interior[h] && peg[h] == NONE && (!strict || over[h] == 0);
    }

    void refresh(int h) {
        boolean v = isValid(h);
        int pos = validPos[h];
        if (v && pos < 0) {
            validPos[h] = validCount;
            valid[validCount++] = h;
        } else if (!v && pos >= 0) {
            int last = valid[--validCount];
            valid[pos] = last;
            validPos[last] = pos;
            validPos[h] = -1;
        }
    }

    void put(int h, byte what) {
        peg[h] = what;
        mark[h] = 0;
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
        int s = peg[h] - 1;
        zobrist ^= Zobrist.key(2, h, peg[h]);
        peg[h] = NONE;
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
        if (mark[h] != 0) {
            return;
        }
        mark[h] = (byte) (peg[h] == BLACK ? 1 + seat : 1);
        zobrist ^= Zobrist.key(3, h, mark[h]);
        if (peg[h] == BLACK) {
            blackCaptured++;
        } else {
            usedCount[seat]++;
        }
    }

    void threadOver(int h, int delta) {
        over[h] += delta;
        if (strict) {
            refresh(h);
        }
    }

    boolean isColourOf(int h, int seat) {
        return peg[h] == 1 + seat;
    }

    boolean isUncapturedBlack(int h) {
        return peg[h] == BLACK && mark[h] == 0;
    }
}
