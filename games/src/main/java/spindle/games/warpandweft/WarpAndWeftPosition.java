package spindle.games.warpandweft;

import static spindle.games.warpandweft.Geometry.WARP;
import static spindle.games.warpandweft.Geometry.WEFT;

import java.util.Arrays;
import java.util.random.RandomGenerator;
import spindle.engine.ChanceOutcomes;
import spindle.engine.Position;

/**
 * A Warp and Weft position (rules sections 4 to 8). Sides are {@link Geometry#WARP} and {@link Geometry#WEFT};
 * seats are players 0 and 1, and a swap exchanges which seat controls which side.
 *
 * <p>Why it is fast: all sets are two-word bit sets in one {@code long[]}, so legal placements are a few
 * {@code AND}s, counted with {@link Long#bitCount} and drawn without listing. The two placement rules of Thread-
 * and Patch-Primary become one formula: a side may thread {@code ADJ_T & ~OWN_T} and patch
 * {@code ADJ_P & ~claimed}, where {@code ADJ_T} is "every thread" in Thread-Primary (never changes) and "threads
 * touching own patches" in Patch-Primary, and {@code ADJ_P} likewise. The connection is tracked by an
 * incremental {@link UnionFind} whose roots carry the edge bits of their group, so a win is one look-up.
 */
final class WarpAndWeftPosition implements Position {
    static final int THREADING = 0;
    static final int PATCHING = 1;

    static final int ONGOING = -1;
    static final int DRAW = 2;

    static final int BY_CONNECTION = 1;
    static final int BY_NO_VALID_PLAY = 2;
    static final int BY_SWITCH_LIMIT = 3;

    // Layout of bits, two words per set and one set per side (side s at +2s): own threads (local indices), own
    // patches, patches the side may claim when Patching apart from claimed ones, threads likewise when Threading.
    private static final int OWN_T = 0;
    private static final int OWN_P = 4;
    private static final int ADJ_P = 8;
    private static final int ADJ_T = 12;
    private static final int WORDS = 16;

    final Rules rules;
    final Geometry g;
    private final long[] bits;
    // Copies of geometry and rules values read on every ply.
    private final int threads;
    private final int patchBase;
    private final int switchCode;
    private final int swapCode;
    private final int switchLimit;
    private final boolean swapRule;
    /** Union-find over piece codes: a parent index, or at a root the complement of its group's edge bits. */
    private final int[] uf;
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
        this.bits = new long[WORDS];
        this.threads = g.threads;
        this.patchBase = 2 * g.threads;
        this.switchCode = g.switchCode;
        this.swapCode = g.swapCode;
        this.switchLimit = rules.switchLimit();
        this.swapRule = rules.swap();
        this.uf = new int[g.pieces];
        Arrays.fill(uf, ~0);
        for (int s = 0; s < 2; s++) {
            if (rules.patchPrimary()) {
                bits[ADJ_P + 2 * s] = g.allPatches[0];
                bits[ADJ_P + 2 * s + 1] = g.allPatches[1];
                states |= 1 << s;
                z ^= g.zPatching[s];
            } else {
                bits[ADJ_T + 2 * s] = g.allThreads[2 * s];
                bits[ADJ_T + 2 * s + 1] = g.allThreads[2 * s + 1];
            }
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
        this.bits = o.bits.clone();
        this.uf = o.uf.clone();
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
            for (long m = placementWord(side, stateOf(side), w); m != 0; m &= m - 1) {
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
        return (placementWord(side, state, local >> 6) & (1L << local)) != 0;
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
        } else if (!hasAnyPlacement(side)) {
            result = side ^ 1;
            endReason = BY_NO_VALID_PLAY;
        }
    }

    /**
     * Gives a piece to a side, updates the adjacency sets and the union-find, and says whether that side is now
     * connected. Unchecked: the caller guarantees the piece is unclaimed and (for a thread) runs the side's way.
     */
    boolean place(int s, int code) {
        z ^= g.zPiece[s * g.pieces + code];
        zTurn ^= g.zHalfTurnChange[s * g.pieces + code];
        int flags = g.edgeBits[code];
        int root = -1;
        if (code < patchBase) {
            int local = code - s * threads;
            bits[OWN_T + 2 * s + (local >> 6)] |= 1L << local;
            long near0 = g.threadPatchMask[2 * code];
            long near1 = g.threadPatchMask[2 * code + 1];
            bits[ADJ_P + 2 * s] |= near0;
            bits[ADJ_P + 2 * s + 1] |= near1;
            // Walk only the neighbours this side owns: one loop step each, no test per absent neighbour.
            for (long m = near0 & bits[OWN_P + 2 * s]; m != 0; m &= m - 1) {
                root = UnionFind.join(uf, root, patchBase + Long.numberOfTrailingZeros(m));
            }
            for (long m = near1 & bits[OWN_P + 2 * s + 1]; m != 0; m &= m - 1) {
                root = UnionFind.join(uf, root, patchBase + 64 + Long.numberOfTrailingZeros(m));
            }
        } else {
            int patch = code - patchBase;
            bits[OWN_P + 2 * s + (patch >> 6)] |= 1L << patch;
            int at = 2 * (s * g.patches + patch);
            long near0 = g.patchThreadMask[at];
            long near1 = g.patchThreadMask[at + 1];
            bits[ADJ_T + 2 * s] |= near0;
            bits[ADJ_T + 2 * s + 1] |= near1;
            int base = s * threads;
            for (long m = near0 & bits[OWN_T + 2 * s]; m != 0; m &= m - 1) {
                root = UnionFind.join(uf, root, base + Long.numberOfTrailingZeros(m));
            }
            for (long m = near1 & bits[OWN_T + 2 * s + 1]; m != 0; m &= m - 1) {
                root = UnionFind.join(uf, root, base + 64 + Long.numberOfTrailingZeros(m));
            }
        }
        if (root < 0) {
            uf[code] = ~flags;
            return false;
        }
        flags |= ~uf[root];
        uf[root] = ~flags;
        uf[code] = root;
        return flags == (Geometry.FIRST_EDGE | Geometry.SECOND_EDGE);
    }

    /** One word of the placements side {@code s} would have in {@code state}, as local indices. */
    long placementWord(int s, int state, int w) {
        if (state == THREADING) {
            return bits[ADJ_T + 2 * s + w] & ~bits[OWN_T + 2 * s + w];
        }
        return bits[ADJ_P + 2 * s + w] & ~(bits[OWN_P + w] | bits[OWN_P + 2 + w]);
    }

    private boolean hasAnyPlacement(int s) {
        int t = 2 * s;
        return ((bits[ADJ_T + t] & ~bits[OWN_T + t]) | (bits[ADJ_T + t + 1] & ~bits[OWN_T + t + 1])) != 0
                || ((bits[ADJ_P + t] & ~(bits[OWN_P] | bits[OWN_P + 2]))
                    | (bits[ADJ_P + t + 1] & ~(bits[OWN_P + 1] | bits[OWN_P + 3]))) != 0;
    }

    // ---- read-only word access for the search knowledge (Knowledge), which runs once per playout ply ----

    /** One word of side {@code s}'s own threads (local indices). */
    long ownThreadWord(int s, int w) {
        return bits[OWN_T + 2 * s + w];
    }

    /** One word of side {@code s}'s own patches. */
    long ownPatchWord(int s, int w) {
        return bits[OWN_P + 2 * s + w];
    }

    /** The root of a claimed piece's group (read-only: no path compression). */
    int groupRoot(int code) {
        return UnionFind.root(uf, code);
    }

    /** The edge bits ({@link Geometry#FIRST_EDGE}, {@link Geometry#SECOND_EDGE}) touched by the group at a root. */
    int edgesAt(int root) {
        return ~uf[root];
    }

    /** Number of placements side {@code s} would have in {@code state}. */
    int placements(int s, int state) {
        return Long.bitCount(placementWord(s, state, 0)) + Long.bitCount(placementWord(s, state, 1));
    }

    boolean swapAvailable() {
        return swapRule && plies == 1 && result == ONGOING;
    }

    @Override
    public int randomAction(RandomGenerator random, int[] scratch) {
        if (result != ONGOING) {
            throw new IllegalStateException("no legal action: the game is over");
        }
        // The formulas of placementWord, inlined with one branch: this is the hottest method of a playout.
        int s = side;
        int t = 2 * s;
        long lo;
        long hi;
        int base;
        if (((states >>> s) & 1) == THREADING) {
            lo = bits[ADJ_T + t] & ~bits[OWN_T + t];
            hi = bits[ADJ_T + t + 1] & ~bits[OWN_T + t + 1];
            base = s * threads;
        } else {
            lo = bits[ADJ_P + t] & ~(bits[OWN_P] | bits[OWN_P + 2]);
            hi = bits[ADJ_P + t + 1] & ~(bits[OWN_P + 1] | bits[OWN_P + 3]);
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
        System.arraycopy(bits, 0, t.bits, 0, WORDS);
        System.arraycopy(uf, 0, t.uf, 0, uf.length);
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

    /** {@link Geometry#WARP}, {@link Geometry#WEFT} or -1 for an unclaimed piece. */
    int ownerOf(int code) {
        for (int s = 0; s < 2; s++) {
            if (code < patchBase) {
                int local = code - s * threads;
                if (g.sideOf(code) == s && (bits[OWN_T + 2 * s + (local >> 6)] & (1L << local)) != 0) {
                    return s;
                }
            } else {
                int patch = code - patchBase;
                if ((bits[OWN_P + 2 * s + (patch >> 6)] & (1L << patch)) != 0) {
                    return s;
                }
            }
        }
        return -1;
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
