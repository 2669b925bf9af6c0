package spindle.games.warpandweft;

import static spindle.games.warpandweft.Geometry.WARP;
import static spindle.games.warpandweft.Geometry.WEFT;

import java.util.random.RandomGenerator;
import spindle.engine.ChanceOutcomes;
import spindle.engine.Position;

/**
 * A Warp and Weft position (rules sections 4 to 8). Sides are {@link Geometry#WARP} and {@link Geometry#WEFT};
 * seats are players 0 and 1, and a swap exchanges which seat controls which side.
 *
 * <p>The claimed pieces, the placements they allow and the groups are {@link Claims} (bit sets and a union-find, why
 * it is fast is said there); this class keeps the turn: side to move, states, swap, plies, result and hashes.
 */
final class WarpAndWeftPosition implements Position {
    static final int THREADING = 0;
    static final int PATCHING = 1;

    static final int ONGOING = -1;
    static final int DRAW = 2;

    static final int BY_CONNECTION = 1;
    static final int BY_NO_VALID_PLAY = 2;
    static final int BY_SWITCH_LIMIT = 3;

    final Rules rules;
    final Geometry g;
    /** The claimed pieces, their placements and groups; {@link #randomAction} reads its words directly. */
    final Claims claims;
    // Copies of geometry and rules values read on every ply.
    private final int threads;
    private final int patchBase;
    private final int switchCode;
    private final int swapCode;
    private final int switchLimit;
    private final boolean swapRule;
    private int side = WARP;
    /** Bit per side: set when that side is Patching. */
    private int states;
    private boolean swapped;
    private int plies;
    /** Consecutive turns without a placement (ruling W11). */
    private int quiet;
    private int result = ONGOING;
    private int endReason;
    private int lastAction = -1;
    private long z;
    /** {@link #hash()} of the half-turned position times this one's, for {@link HalfTurn}. */
    long zTurn;

    WarpAndWeftPosition(Rules rules) {
        this.rules = rules;
        this.g = rules.geometry();
        this.claims = new Claims(g, rules.patchPrimary());
        this.threads = g.threads;
        this.patchBase = 2 * g.threads;
        this.switchCode = g.switchCode;
        this.swapCode = g.swapCode;
        this.switchLimit = rules.switchLimit();
        this.swapRule = rules.swap();
        for (int s = 0; rules.patchPrimary() && s < 2; s++) {
            states |= 1 << s;
            z ^= g.zPatching[s];
        }
    }

    private WarpAndWeftPosition(WarpAndWeftPosition o) {
        this.rules = o.rules;
        this.g = o.g;
        this.threads = o.threads;
        this.patchBase = o.patchBase;
        this.switchCode = o.switchCode;
        this.swapCode = o.swapCode;
        this.switchLimit = o.switchLimit;
        this.swapRule = o.swapRule;
        this.claims = o.claims.copy();
        this.side = o.side;
        this.states = o.states;
        this.swapped = o.swapped;
        this.plies = o.plies;
        this.quiet = o.quiet;
        this.result = o.result;
        this.endReason = o.endReason;
        this.lastAction = o.lastAction;
        this.z = o.z;
        this.zTurn = o.zTurn;
    }

    /** Sets the turn a position text describes ({@link PositionTexts}) once its pieces are placed by {@link #place}. */
    void restore(int side, int states, boolean swapped, int plies, int quiet, int result, int endReason, int last) {
        z ^= (side == WEFT ? g.zWeftToMove : 0) ^ (swapped ? g.zSwapped : 0);
        for (int s = 0; s < 2; s++) {
            z ^= (((states ^ this.states) >>> s) & 1) == 0 ? 0 : g.zPatching[s];
        }
        this.side = side;
        this.states = states;
        this.swapped = swapped;
        this.plies = plies;
        this.quiet = quiet;
        this.result = result;
        this.endReason = endReason;
        this.lastAction = last;
    }

    @Override
    public int players() {
        return 2;
    }

    @Override
    public int toMove() {
        return result != ONGOING ? OVER : seatOf(side);
    }

    @Override
    public boolean isOver() {
        return result != ONGOING;
    }

    @Override
    public int maxActions() {
        return Math.max(threads, g.patches) + 2;
    }

    @Override
    public int actionSpace() {
        return g.pieces + 2;
    }

    @Override
    public int legalActions(int[] out) {
        if (result != ONGOING) {
            return 0;
        }
        int n = 0;
        int base = stateOf(side) == THREADING ? side * threads : patchBase;
        for (int w = 0; w < 2; w++) {
            for (long m = claims.placementWord(side, stateOf(side), w); m != 0; m &= m - 1) {
                out[n++] = base + 64 * w + Long.numberOfTrailingZeros(m);
            }
        }
        out[n++] = switchCode;
        if (swapAvailable()) {
            out[n++] = swapCode;
        }
        return n;
    }

    @Override
    public boolean isLegal(int action) {
        if (result != ONGOING || action < 0 || action > swapCode) {
            return false;
        }
        if (action == switchCode) {
            return true;
        }
        if (action == swapCode) {
            return swapAvailable();
        }
        int state = stateOf(side);
        int local;
        if (action < patchBase) {
            if (state != THREADING || g.sideOf(action) != side) {
                return false;
            }
            local = action - side * threads;
        } else {
            if (state != PATCHING) {
                return false;
            }
            local = action - patchBase;
        }
        return (claims.placementWord(side, state, local >> 6) & (1L << local)) != 0;
    }

    @Override
    public void play(int action) {
        lastAction = action;
        plies++;
        if (action < switchCode) {
            quiet = 0;
            if (place(side, action)) {
                result = side;
                endReason = BY_CONNECTION;
                return;
            }
            passTurn();
        } else if (action == switchCode) {
            quiet++;
            states ^= 1 << side;
            z ^= g.zPatching[side];
            passTurn();
        } else {
            // Swap (rule 5.3): the players exchange sides and Weft stays to move.
            quiet++;
            swapped = !swapped;
            z ^= g.zSwapped;
            startTurn();
        }
    }

    private void passTurn() {
        side ^= 1;
        z ^= g.zWeftToMove;
        startTurn();
    }

    /** Section 6.3: after the mover's connection check, the switch limit, then no valid play for the new mover. */
    private void startTurn() {
        if (switchLimit > 0 && quiet >= switchLimit) {
            result = DRAW;
            endReason = BY_SWITCH_LIMIT;
        } else if (!claims.hasAnyPlacement(side)) {
            result = side ^ 1;
            endReason = BY_NO_VALID_PLAY;
        }
    }

    /**
     * Gives a piece to a side ({@link Claims#place}) and keeps the hashes; says whether that side is now connected.
     * Unchecked: the caller guarantees the piece is unclaimed and (for a thread) runs the side's way.
     */
    boolean place(int s, int code) {
        z ^= g.zPiece[s * g.pieces + code];
        zTurn ^= g.zHalfTurnChange[s * g.pieces + code];
        return claims.place(s, code);
    }

    boolean swapAvailable() {
        return swapRule && plies == 1 && result == ONGOING;
    }

    @Override
    public int randomAction(RandomGenerator random, int[] scratch) {
        if (result != ONGOING) {
            throw new IllegalStateException("no legal action: the game is over");
        }
        // The formulas of Claims.placementWord, inlined with one branch: this is the hottest method of a playout.
        long[] bits = claims.bits;
        int s = side;
        int t = 2 * s;
        long lo;
        long hi;
        int base;
        if (((states >>> s) & 1) == THREADING) {
            lo = bits[Claims.ADJ_T + t] & ~bits[Claims.OWN_T + t];
            hi = bits[Claims.ADJ_T + t + 1] & ~bits[Claims.OWN_T + t + 1];
            base = s * threads;
        } else {
            lo = bits[Claims.ADJ_P + t] & ~(bits[Claims.OWN_P] | bits[Claims.OWN_P + 2]);
            hi = bits[Claims.ADJ_P + t + 1] & ~(bits[Claims.OWN_P + 1] | bits[Claims.OWN_P + 3]);
            base = patchBase;
        }
        int nLo = Long.bitCount(lo);
        int n = nLo + Long.bitCount(hi);
        int r = Bits.below(random, plies == 1 && swapRule ? n + 2 : n + 1);
        if (r >= n) {
            return r == n ? switchCode : swapCode;
        }
        return r < nLo ? base + Bits.select(lo, r) : base + 64 + Bits.select(hi, r - nLo);
    }

    /**
     * A side's own threads: nobody else can take them and a playout ends up placing almost all of them whatever
     * happens, so their all-moves-as-first statistics only blur the patches' (measured in {@code Levels}).
     */
    @Override
    public boolean amafNeutral(int action) {
        return action >= 0 && action < patchBase;
    }

    @Override
    public ChanceOutcomes chance() {
        throw new IllegalStateException("Warp and Weft has no chance nodes");
    }

    @Override
    public double payoff(int player) {
        if (result == DRAW) {
            return 0.5;
        }
        return result != ONGOING && seatOf(result) == player ? 1 : 0;
    }

    @Override
    public Position copy() {
        return new WarpAndWeftPosition(this);
    }

    @Override
    public Position copyInto(Position target) {
        if (!(target instanceof WarpAndWeftPosition t) || t == this || !t.rules.equals(rules)) {
            return copy();
        }
        claims.copyInto(t.claims);
        t.side = side;
        t.states = states;
        t.swapped = swapped;
        t.plies = plies;
        t.quiet = quiet;
        t.result = result;
        t.endReason = endReason;
        t.lastAction = lastAction;
        t.z = z;
        t.zTurn = zTurn;
        return t;
    }

    @Override
    public long hash() {
        long h = z;
        if (swapAvailable()) {
            h ^= g.zSwapAvailable;
        }
        if (switchLimit > 0) {
            h ^= Bits.mix(quiet + g.zQuietSalt);
        }
        return h;
    }

    @Override
    public int plies() {
        return plies;
    }

    // ---- read-only queries for notation, rendering and tests ----

    /** The seat that controls a side. */
    int seatOf(int s) {
        return swapped ? s ^ 1 : s;
    }

    /** The side to move (even once the game is over: the side that would have moved). */
    int sideToMove() {
        return side;
    }

    int stateOf(int s) {
        return (states >>> s) & 1;
    }

    /** {@link #ONGOING}, the winning side, or {@link #DRAW}. */
    int result() {
        return result;
    }

    int endReason() {
        return endReason;
    }

    /** Consecutive turns without a placement (ruling W11). */
    int quiet() {
        return quiet;
    }

    int lastAction() {
        return lastAction;
    }
}
