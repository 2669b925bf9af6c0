package spindle.games.zeroonetwo;

import java.util.Arrays;
import spindle.engine.ChanceOutcomes;
import spindle.engine.Position;

/**
 * The state of a 0-1-2 position: board, threads, trays, whose decision it is and the turn in progress, with the
 * read-only parts of {@link Position}. The rules that change it are in {@link ZeroOneTwoPosition}.
 */
abstract class PositionState implements Position {
    static final int P_FIRST = 0;
    static final int P_SETUP_CELL = 1;
    static final int P_SETUP_BLACK = 2;
    static final int P_SETUP_PEG = 3;
    static final int P_START = 4;
    static final int P_PLACE_MORE = 5;
    static final int P_REPO_DROP = 6;
    static final int P_WEAVE = 7;
    static final int P_SUPPLY = 8;
    static final int P_SUPPLY_BLACK = 9;
    static final int P_BUILD_CELL = 10;
    static final int P_BUILD_SOURCE = 11;
    static final int P_BUILD_PEG = 12;
    static final int P_PEG_SIDES = 13;
    static final int P_JUMP_SIDES = 14;
    static final int P_OVER = 15;

    /** What follows the side decisions of a peg just put on a hole. */
    static final int C_SETUP_BLACK = 0;
    static final int C_SETUP_PEG = 1;
    static final int C_PLACE = 2;
    static final int C_PLACE_TRAY = 3;
    static final int C_REPO = 4;
    static final int C_SUPPLY_BLACK = 5;
    static final int C_BUILD_PEG = 6;

    static final int RECESS_AT_START = 3;

    final Rules rules;
    final Board board;
    final Threads threads;
    int phase;
    int seat;
    int firstSeat = -1;
    int setupsDone;
    final int[] recess = new int[2];
    final int[] front = new int[2];
    final int[] gone = new int[2];
    final int[] spool = {-1, -1};
    final int[] captures = new int[2];
    int deltasLeft = Geometry.DELTAS;
    int weaveK;
    int lastTotal;
    /** In the Weave phase: the legal next Jumps (see {@link JumpRules#legalMask}); derived, so not hashed. */
    long weaveLegal;
    /**
     * In the Weave phase, per candidate of {@link #weaveLegal}: the Jump's total crossings, or -1 where the total
     * depends on the sides chosen for the pegs it passes; saves counting them again when the Jump is made. Derived.
     */
    final int[] weaveTotals = new int[Board.COLOUR_PEGS + Board.MAX_BLACK];
    int jumpsMade;
    int supplyLeft;
    int passes;
    int quietTurns;
    int plies;
    long threadHash;
    int lastAction = -1;
    // A peg just put on a hole, waiting for side choices of the threads over it.
    int placeHole = -1;
    int placeContext;
    int[] pendThreads = new int[16];
    int pendCount;
    int pendIndex;
    // A Jump waiting for side choices of the pegs it passes.
    int jumpFrom = -1;
    int jumpTo = -1;
    byte jumpKind;
    final int[] jumpPegs = new int[64];
    int jumpPegCount;
    int jumpIndex;
    long jumpMask;
    // Reposition and Build.
    int liftedFrom = -1;
    byte held;
    int buildCell = -1;
    final int[] added;
    int addedCount;
    /** Scratch for attaching a Delta: threads over each added hole (not state, so not copied). */
    final int[] addedOver;

    PositionState(Rules rules) {
        this.rules = rules;
        board = new Board(rules.geo(), rules.strictSides());
        threads = new Threads();
        added = new int[rules.geo().cellPoints[0].length];
        addedOver = new int[added.length];
        for (int c : rules.geo().hexCells) {
            board.attach(c, added);
        }
        addedCount = 0;
        board.put(rules.geo().hole(0, 0), Board.BLACK);
        for (int s = 0; s < 2; s++) {
            recess[s] = RECESS_AT_START;
            front[s] = RECESS_AT_START;
        }
        if (rules.firstPlayer() == Rules.RANDOM) {
            phase = P_FIRST;
        } else {
            firstSeat = rules.firstPlayer();
            seat = firstSeat;
            phase = P_SETUP_CELL;
        }
    }

    PositionState(PositionState o) {
        rules = o.rules;
        board = o.board.copy();
        threads = o.threads.copy();
        added = new int[o.added.length];
        addedOver = new int[added.length];
        copyTurn(o);
    }

    /** Writes position o (of the same rules) over this one, reusing its arrays: {@link Position#copyInto}. */
    void copyFrom(PositionState o) {
        board.copyFrom(o.board);
        threads.copyFrom(o.threads);
        copyTurn(o);
    }

    /** Copies everything but the board and the threads. */
    private void copyTurn(PositionState o) {
        phase = o.phase;
        seat = o.seat;
        firstSeat = o.firstSeat;
        setupsDone = o.setupsDone;
        System.arraycopy(o.recess, 0, recess, 0, 2);
        System.arraycopy(o.front, 0, front, 0, 2);
        System.arraycopy(o.gone, 0, gone, 0, 2);
        System.arraycopy(o.spool, 0, spool, 0, 2);
        System.arraycopy(o.captures, 0, captures, 0, 2);
        deltasLeft = o.deltasLeft;
        weaveK = o.weaveK;
        weaveLegal = o.weaveLegal;
        System.arraycopy(o.weaveTotals, 0, weaveTotals, 0, weaveTotals.length);
        lastTotal = o.lastTotal;
        jumpsMade = o.jumpsMade;
        supplyLeft = o.supplyLeft;
        passes = o.passes;
        quietTurns = o.quietTurns;
        plies = o.plies;
        threadHash = o.threadHash;
        lastAction = o.lastAction;
        placeHole = o.placeHole;
        placeContext = o.placeContext;
        if (pendThreads.length < o.pendCount) {
            pendThreads = new int[o.pendThreads.length];
        }
        System.arraycopy(o.pendThreads, 0, pendThreads, 0, o.pendCount);
        pendCount = o.pendCount;
        pendIndex = o.pendIndex;
        jumpFrom = o.jumpFrom;
        jumpTo = o.jumpTo;
        jumpKind = o.jumpKind;
        System.arraycopy(o.jumpPegs, 0, jumpPegs, 0, o.jumpPegCount);
        jumpPegCount = o.jumpPegCount;
        jumpIndex = o.jumpIndex;
        jumpMask = o.jumpMask;
        liftedFrom = o.liftedFrom;
        held = o.held;
        buildCell = o.buildCell;
        System.arraycopy(o.added, 0, added, 0, added.length);
        addedCount = o.addedCount;
    }

    @Override
    public int players() {
        return 2;
    }

    @Override
    public int toMove() {
        return phase == P_OVER ? OVER : phase == P_FIRST ? CHANCE : seat;
    }

    @Override
    public int maxActions() {
        // Turn start: every valid hole, a lift and a Jump per own peg, and pass; a Build: at most three free sides
        // per placed super-cell.
        int holes = Board.maxHoles(rules.n()) + 2 * Board.COLOUR_PEGS + 1;
        int cells = 3 * (rules.geo().hexCells.length + Geometry.DELTAS);
        return Math.max(holes, cells);
    }

    @Override
    public int actionSpace() {
        return rules.codes().space;
    }

    @Override
    public ChanceOutcomes chance() {
        if (phase != P_FIRST) {
            throw new IllegalStateException("not a chance node");
        }
        return ChanceOutcomes.uniform(rules.codes().word(Codes.FIRST), rules.codes().word(Codes.FIRST + 1));
    }

    @Override
    public double payoff(int player) {
        int other = 1 - player;
        int cmp = Integer.compare(captures[player], captures[other]);
        if (cmp == 0) {
            cmp = Integer.compare(board.usedCount[player], board.usedCount[other]);
        }
        return cmp > 0 ? 1.0 : cmp < 0 ? 0.0 : 0.5;
    }

    @Override
    public long hash() {
        long h = board.zobrist ^ threadHash;
        long[] scalars = {phase, seat, firstSeat, recess[0], recess[1], Tray.normalize(front[0], gone[0]),
            Tray.normalize(front[1], gone[1]), gone[0], gone[1], spool[0], spool[1], deltasLeft, weaveK, lastTotal,
            jumpsMade, supplyLeft, passes, quietTurns, placeHole, placeContext, pendIndex, jumpFrom, jumpTo,
            jumpIndex, jumpMask, liftedFrom, held, buildCell};
        for (long s : scalars) {
            h = Zobrist.mix(h + s + 0x9E3779B97F4A7C15L);
        }
        return h;
    }

    @Override
    public int plies() {
        return plies;
    }

    /** The threads passing over hole h, in the order laid. */
    void collectThreadsOver(int h) {
        for (int t = 0; t < threads.count; t++) {
            if (sideIndex(t, h) >= 0) {
                if (pendCount == pendThreads.length) {
                    pendThreads = Arrays.copyOf(pendThreads, 2 * pendCount);
                }
                pendThreads[pendCount++] = t;
            }
        }
    }

    /** The index in {@link Threads#sides} of hole h on thread t, or -1 if h is not strictly inside t. */
    int sideIndex(int t, int h) {
        if (threads.inner[t] == 0) {
            return -1;
        }
        Geometry g = rules.geo();
        int aq = g.pq[threads.from[t]], ar = g.pr[threads.from[t]];
        int bq = g.pq[threads.to[t]], br = g.pr[threads.to[t]];
        int q = g.pq[h], r = g.pr[h];
        if (Lattice.orient(aq, ar, bq, br, q, r) != 0 || !Lattice.strictlyBetween(aq, ar, bq, br, q, r)) {
            return -1;
        }
        int steps = threads.inner[t] + 1;
        int sq = (bq - aq) / steps, sr = (br - ar) / steps;
        int k = sq != 0 ? (q - aq) / sq : (r - ar) / sr;
        return threads.sideStart[t] + k - 1;
    }

    void setSide(int index, int sigma) {
        threadHash ^= Zobrist.key(6, index, threads.sides[index]);
        threads.sides[index] = (byte) sigma;
        threads.version++;
        threadHash ^= Zobrist.key(6, index, sigma);
    }

    /**
     * Sets how many threads pass over each hole the Delta added: walks the lattice points strictly inside each
     * thread (few threads have any) rather than testing every thread against every added hole.
     */
    void countThreadsOverAdded() {
        int[] over = addedOver;
        Arrays.fill(over, 0, addedCount, 0);
        Geometry g = rules.geo();
        for (int t = 0; t < threads.count; t++) {
            int aq = threads.aq[t], ar = threads.ar[t], sq = threads.sq[t], sr = threads.sr[t];
            for (int k = 1, inner = threads.inner[t]; k <= inner; k++) {
                int h = g.hole(aq + k * sq, ar + k * sr);
                for (int i = 0; i < addedCount; i++) {
                    if (added[i] == h) {
                        over[i]++;
                    }
                }
            }
        }
        for (int i = 0; i < addedCount; i++) {
            board.setOver(added[i], over[i]);
        }
    }

    /** Lays thread from-to of {@code seat}: hashes it and counts it over the holes it passes. */
    int layThread(int from, int to, int seat, byte kind) {
        Geometry g = rules.geo();
        int t = threads.add(g, from, to, seat, kind);
        threadHash ^= Zobrist.key(4, t, from) ^ Zobrist.key(5, t, to * 4 + seat);
        int aq = g.pq[from], ar = g.pr[from];
        for (int k = 1, inner = threads.inner[t]; k <= inner; k++) {
            int h = g.hole(aq + k * threads.sq[t], ar + k * threads.sr[t]);
            if (h >= 0) {
                board.threadOver(h, 1);
            }
        }
        return t;
    }

    Codes codes() {
        return rules.codes();
    }

    /**
     * In the Weave phase: the total crossings of the legal Jump to {@code to} as found with the legal Jumps
     * ({@link #weaveTotals}), or -1 where it is not known (it depends on sides, or {@code to} is no legal Jump).
     */
    int knownWeaveTotal(int to) {
        int own = board.ownCount[seat];
        for (long m = weaveLegal; m != 0; m &= m - 1) {
            int i = Long.numberOfTrailingZeros(m);
            if ((i < own ? board.own[seat][i] : board.black[i - own]) == to) {
                return weaveTotals[i];
            }
        }
        return -1;
    }
}
