package spindle.games.onepiecefortwo;

/**
 * The search's tactics for One Piece for Two: which moves win at once, which give the opponent's colour four (and so
 * lose at once), and whether the opponent can win on the next move. One object per search thread; it allocates
 * nothing after construction.
 *
 * <p>The edge frame is held as two 64-bit masks, one per colour, element (x, y) at bit {@code x * rows + y}; boards
 * of more than 64 elements are not supported ({@link #load} says so). A <em>threat</em> of a colour is an element
 * that, given that colour, would complete four in a row with three elements of that colour on one line: all four
 * directions at once in a few dozen bit operations (after the Connect Four bitboards of Pascal Pons). A placement
 * wins for the colour whose new half lands on its threat while the other half does not (rules 6.2 to 6.4: the other
 * half is of the other colour, so it ends the run along the piece's axis just as an empty element does).
 *
 * <p>The moves of a position are grouped into <em>options</em>: one in the placement phase, and in the relocation
 * phase one per removable piece (threats are counted on the board without it, and its columns are closed). Within an
 * option, the moves of one {@linkplain #V_LOW kind} are a mask of the element where the piece's lower or left half
 * goes.
 */
final class Tactics {
    /** Kinds of move by where the mover's half goes: the lower half of a vertical piece, ... */
    static final int V_LOW = 0;
    static final int V_HIGH = 1;
    static final int H_LEFT = 2;
    static final int H_RIGHT = 3;
    static final int KINDS = 4;

    private int cols;
    private int rows;
    private long all;
    private long bottom;
    /** Elements with an element above them. */
    private long canUp;
    private final long[] stepValid = new long[4];
    private final int[] step = new int[4];
    /** Bit offset of the mover's half and of the other half from the mask bit, by kind. */
    private final int[] meOff = new int[KINDS];
    private final int[] oppOff = new int[KINDS];

    OnePiecePosition pos;
    boolean moverRed;
    long mine;
    long theirs;
    long occupied;
    /** Free elements with nothing empty below them (the next element of each column that is not full). */
    long level;

    int options;
    /** Per option: its removal code (-1 in the placement phase), the elements and columns it vacates. */
    final int[] removal;
    final long[] removed;
    final long[] closed;
    /** Per option: threats of the mover's and of the opponent's colour on the board without the removed piece. */
    final long[] myThreats;
    final long[] theirThreats;
    /** Per option and kind ({@code option * KINDS + kind}): the moves that do not lose at once. */
    final long[] safe;
    int safeCount;
    private int winner;
    private boolean stopAtWin;

    Tactics() {
        int most = 27;
        removal = new int[most];
        removed = new long[most];
        closed = new long[most];
        myThreats = new long[most];
        theirThreats = new long[most];
        safe = new long[most * KINDS];
    }

    /** Reads a position whose player is to move (not a pre-game choice); false if this class cannot handle it. */
    boolean load(OnePiecePosition p) {
        Board b = p.board;
        if (p.stage != OnePiecePosition.STAGE_MOVE || b.cols * b.rows > 64) {
            return false;
        }
        if (b.cols != cols || b.rows != rows) {
            frame(b.cols, b.rows);
        }
        long red = 0;
        long blue = 0;
        for (int x = 0; x < cols; x++) {
            long column = (1L << b.height[x]) - 1;
            long r = b.redColumn(x);
            red |= r << (x * rows);
            blue |= (column & ~r) << (x * rows);
        }
        pos = p;
        moverRed = p.redSeat == p.seat;
        mine = moverRed ? red : blue;
        theirs = moverRed ? blue : red;
        occupied = red | blue;
        level = level(occupied);
        return true;
    }

    private void frame(int columns, int rowCount) {
        cols = columns;
        rows = rowCount;
        int n = cols * rows;
        all = n == 64 ? -1L : (1L << n) - 1;
        bottom = 0;
        canUp = 0;
        long notLastColumn = cols == 1 ? 0 : (1L << (n - rows)) - 1;
        long notTop = 0;
        long notBottom = 0;
        for (int x = 0; x < cols; x++) {
            bottom |= 1L << (x * rows);
            notTop |= ((1L << (rows - 1)) - 1) << (x * rows);
            notBottom |= ((1L << (rows - 1)) - 1) << (x * rows + 1);
        }
        canUp = notTop;
        // Up a column, right along a row, up-right and down-right: a step may not leave the board.
        step[0] = 1;
        stepValid[0] = notTop;
        step[1] = rows;
        stepValid[1] = notLastColumn;
        step[2] = rows + 1;
        stepValid[2] = notLastColumn & notTop;
        step[3] = rows - 1;
        stepValid[3] = notLastColumn & notBottom;
        int[] me = {0, 1, 0, rows};
        int[] opp = {1, 0, rows, 0};
        System.arraycopy(me, 0, meOff, 0, KINDS);
        System.arraycopy(opp, 0, oppOff, 0, KINDS);
    }

    private long level(long occ) {
        return ~occ & (occ << 1 | bottom) & all;
    }

    /** Where the lower half of a vertical piece may go on the board {@code occ}. */
    long verticalSpots(long occ) {
        return level(occ) & canUp;
    }

    /** Where the left half of a horizontal piece may go on the board {@code occ}. */
    long horizontalSpots(long occ) {
        long l = level(occ);
        return l & l >>> rows;
    }

    /** The occupied elements with nothing on top of them. */
    long tops(long occ) {
        return occ & ~(occ >>> 1 & canUp);
    }

    /** The threats of the stones {@code s}: free or not, elements that would complete four with three of them. */
    long threats(long s) {
        long t = 0;
        for (int d = 0; d < 4; d++) {
            long v = stepValid[d];
            int k = step[d];
            long f1 = s >>> k & v;
            long f2 = f1 & (f1 >>> k & v);
            long f3 = f1 & (f2 >>> k & v);
            long b1 = (s & v) << k;
            long b2 = b1 & (b1 & v) << k;
            long b3 = b1 & (b2 & v) << k;
            t |= f3 | b3 | f2 & b1 | b2 & f1;
        }
        return t;
    }

    /** The moves of one kind in an option: where the lower or left half may go. */
    long moves(int kind, long closedColumns) {
        if (kind <= V_HIGH) {
            return level & canUp & ~closedColumns;
        }
        return level & level >>> rows & ~closedColumns & ~(closedColumns >>> rows);
    }

    /**
     * Lists the options and their safe moves; returns a winning action if the mover has one, or -1. With
     * {@code stopAtWin} the lists end at the first win found.
     */
    int scan(boolean stopAtWin) {
        options = 0;
        safeCount = 0;
        winner = -1;
        this.stopAtWin = stopAtWin;
        if (!pos.relocating()) {
            scanOption(-1, 0, 0);
            return winner;
        }
        Board b = pos.board;
        for (int x = 0; x < cols; x++) {
            int r = b.removableAt(x);
            if (r < 0) {
                continue;
            }
            int rx = Codes.removalX(r);
            int cell = rx * rows + Codes.removalY(r);
            boolean vertical = Codes.removalVertical(r);
            long gone = 1L << cell | 1L << (cell + (vertical ? 1 : rows));
            long column = ((1L << rows) - 1) << (rx * rows);
            if (scanOption(r, gone, vertical ? column : column | column << rows) && stopAtWin) {
                break;
            }
        }
        return winner;
    }

    /** Adds an option; true if it has a winning move (kept in {@link #winner}). */
    private boolean scanOption(int removalCode, long gone, long closedColumns) {
        int o = options++;
        removal[o] = removalCode;
        removed[o] = gone;
        closed[o] = closedColumns;
        long tm = threats(mine & ~gone);
        long to = threats(theirs & ~gone);
        myThreats[o] = tm;
        theirThreats[o] = to;
        for (int k = 0; k < KINDS; k++) {
            long m = moves(k, closedColumns);
            long meWins = tm >>> meOff[k];
            long oppWins = to >>> oppOff[k];
            long win = m & meWins & ~oppWins;
            if (win != 0 && winner < 0) {
                winner = action(o, k, Long.numberOfTrailingZeros(win));
                if (stopAtWin) {
                    return true;
                }
            }
            long s = safe(k, m, tm, to);
            safe[o * KINDS + k] = s;
            safeCount += Long.bitCount(s);
        }
        return winner >= 0;
    }

    /** The action of a move given by option, kind and the bit of its lower or left half. */
    int action(int option, int kind, int bit) {
        int me = bit + meOff[kind];
        int opp = bit + oppOff[kind];
        int red = moverRed ? me : opp;
        int diff = (moverRed ? opp : me) - red;
        int dir = diff == 1 ? Codes.UP : diff == -1 ? Codes.DOWN : diff > 0 ? Codes.RIGHT : Codes.LEFT;
        int placement = Codes.placement(red / rows, red % rows, dir);
        return removal[option] < 0 ? Codes.PLACE_BASE + placement : pos.codes.relocation(removal[option], placement);
    }

    /**
     * The safe move of rank r (0 <= r < safeCount): {@code option * KINDS + kind} in the high int, the bit in the
     * low one.
     */
    long safeMove(int r) {
        for (int i = 0; i < options * KINDS; i++) {
            long m = safe[i];
            int c = Long.bitCount(m);
            if (r < c) {
                return (long) i << 32 | nthBit(m, r);
            }
            r -= c;
        }
        throw new IllegalArgumentException("no safe move of rank " + r);
    }

    /** The action of a move from {@link #safeMove}. */
    int action(long safeMove) {
        int group = (int) (safeMove >>> 32);
        return action(group / KINDS, group % KINDS, (int) safeMove);
    }

    /** Whether the opponent could win at once after a move from {@link #safeMove}. */
    boolean opponentWinsAfter(long safeMove) {
        int group = (int) (safeMove >>> 32);
        return opponentWinsAfter(group / KINDS, group % KINDS, (int) safeMove);
    }

    /** The index of the r-th set bit of m (0-based), by halving rather than clearing r bits one by one. */
    static int nthBit(long m, int r) {
        int base = 0;
        for (int width = 32; width >= 8; width >>= 1) {
            long low = m & ((1L << width) - 1);
            int c = Long.bitCount(low);
            if (r >= c) {
                r -= c;
                m >>>= width;
                base += width;
            } else {
                m = low;
            }
        }
        for (int j = 0; j < r; j++) {
            m &= m - 1;
        }
        return base + Long.numberOfTrailingZeros(m);
    }

    /**
     * Whether the opponent could win at once after the mover's move (option, kind, bit). In the relocation phase the
     * opponent's own removal is not modelled: any free, supported element counts as reachable.
     */
    boolean opponentWinsAfter(int option, int kind, int bit) {
        return opponentWinsAfter(option, 1L << (bit + meOff[kind]), 1L << (bit + oppOff[kind]));
    }

    /** As {@link #opponentWinsAfter(int, int, int)}, the move given by the elements of the mover's and other half. */
    boolean opponentWinsAfter(int option, long me, long opp) {
        long gone = removed[option];
        return wins(theirs & ~gone | opp, mine & ~gone | me, occupied & ~gone | me | opp);
    }

    /** Whether the colour of {@code me} has a placement that wins on the board {@code me}, {@code opp}. */
    boolean wins(long me, long opp, long occ) {
        long l = level(occ);
        long pv = l & canUp;
        long ph = l & l >>> rows;
        long tm = threats(me);
        if ((pv & (tm | tm >>> 1) | ph & (tm | tm >>> rows)) == 0) {
            return false;
        }
        return winsOn(pv, ph, tm, threats(opp));
    }

    /**
     * Whether a placement on the vertical spots {@code pv} or the horizontal spots {@code ph} wins at once for the
     * colour with threats {@code tm}: its half lands on its threat and the other half not on a threat {@code to} of
     * the other colour.
     */
    boolean winsOn(long pv, long ph, long tm, long to) {
        return (pv & tm & ~(to >>> 1) | pv & tm >>> 1 & ~to | ph & tm & ~(to >>> rows) | ph & tm >>> rows & ~to) != 0;
    }

    /**
     * The moves of one kind among {@code spots} that do not lose at once: not the other half on a threat of the
     * opponent ({@code to}) unless the mover's half lands on its own ({@code tm}) as well.
     */
    long safe(int kind, long spots, long tm, long to) {
        return spots & ~(to >>> oppOff[kind] & ~(tm >>> meOff[kind]));
    }

    /** Whether the opponent could win at once if it were their move now (a threat the mover must answer). */
    boolean opponentThreatens() {
        return wins(theirs, mine, occupied);
    }

    int rows() {
        return rows;
    }
}
