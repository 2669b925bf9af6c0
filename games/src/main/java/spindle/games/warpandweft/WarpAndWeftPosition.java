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
 * incremental union-find with one virtual node per edge.
 */
final class WarpAndWeftPosition implements Position {
    static final int THREADING = 0;
    static final int PATCHING = 1;

    static final int ONGOING = -1;
    static final int DRAW = 2;

    static final int BY_CONNECTION = 1;
    static final int BY_NO_VALID_PLAY = 2;
    static final int BY_SWITCH_LIMIT = 3;

    // Layout of bits: two words per set, one set per side.
    private static final int OWN_T = 0;
    private static final int OWN_P = 4;
    private static final int ADJ_P = 8;
    private static final int ADJ_T = 12;
    private static final int WORDS = 16;

    final Rules rules;
    final Geometry g;
    private final long[] bits;
    /** Union-find over piece codes plus four edge nodes: negative = root of a tree of that many nodes. */
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

    WarpAndWeftPosition(Rules rules) {
        this.rules = rules;
        this.g = rules.geometry();
        this.bits = new long[WORDS];
        this.uf = new int[g.pieces + 4];
        Arrays.fill(uf, -1);
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
    public int maxActions() {
        return Math.max(g.threads, g.patches) + 2;
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
        int base = stateOf(side) == THREADING ? side * g.threads : 2 * g.threads;
        for (int w = 0; w < 2; w++) {
            for (long m = placementWord(side, stateOf(side), w); m != 0; m &= m - 1) {
                out[n++] = base + 64 * w + Long.numberOfTrailingZeros(m);
            }
        }
        out[n++] = g.switchCode;
        if (swapAvailable()) {
            out[n++] = g.swapCode;
        }
        return n;
    }

    @Override
    public boolean isLegal(int action) {
        if (result != ONGOING || action < 0 || action > g.swapCode) {
            return false;
        }
        if (action == g.switchCode) {
            return true;
        }
        if (action == g.swapCode) {
            return swapAvailable();
        }
        int state = stateOf(side);
        int local;
        if (action < 2 * g.threads) {
            if (state != THREADING || g.sideOf(action) != side) {
                return false;
            }
            local = action - side * g.threads;
        } else {
            if (state != PATCHING) {
                return false;
            }
            local = action - 2 * g.threads;
        }
        return (placementWord(side, state, local >> 6) & (1L << local)) != 0;
    }

    @Override
    public void play(int action) {
        lastAction = action;
        plies++;
        if (action < g.switchCode) {
            quiet = 0;
            if (place(side, action)) {
                result = side;
                endReason = BY_CONNECTION;
                return;
            }
            passTurn();
        } else if (action == g.switchCode) {
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
        if (rules.switchLimit() > 0 && quiet >= rules.switchLimit()) {
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
        z ^= g.zPiece[s][code];
        if (code < 2 * g.threads) {
            int local = code - s * g.threads;
            bits[OWN_T + 2 * s + (local >> 6)] |= 1L << local;
            bits[ADJ_P + 2 * s] |= g.threadPatchMask[2 * code];
            bits[ADJ_P + 2 * s + 1] |= g.threadPatchMask[2 * code + 1];
            for (int k = 4 * code; k < 4 * code + 4; k++) {
                int patch = g.threadPatches[k];
                if (patch >= 0 && (bits[OWN_P + 2 * s + (patch >> 6)] & (1L << patch)) != 0) {
                    union(code, 2 * g.threads + patch);
                }
            }
            if (g.edgeOf[code] >= 0) {
                union(code, g.edgeOf[code]);
            }
        } else {
            int patch = code - 2 * g.threads;
            bits[OWN_P + 2 * s + (patch >> 6)] |= 1L << patch;
            bits[ADJ_T + 2 * s] |= g.patchThreadMask[s][2 * patch];
            bits[ADJ_T + 2 * s + 1] |= g.patchThreadMask[s][2 * patch + 1];
            for (int k = 2 * patch; k < 2 * patch + 2; k++) {
                int local = g.patchThreads[s][k];
                if ((bits[OWN_T + 2 * s + (local >> 6)] & (1L << local)) != 0) {
                    union(code, s * g.threads + local);
                }
            }
        }
        return find(g.edgeNode(s, 0)) == find(g.edgeNode(s, 1));
    }

    private int find(int a) {
        // Path halving: every visited node skips to its grandparent.
        while (uf[a] >= 0) {
            int p = uf[a];
            if (uf[p] < 0) {
                return p;
            }
            uf[a] = uf[p];
            a = uf[p];
        }
        return a;
    }

    private void union(int a, int b) {
        int ra = find(a);
        int rb = find(b);
        if (ra == rb) {
            return;
        }
        if (uf[ra] > uf[rb]) {
            int t = ra;
            ra = rb;
            rb = t;
        }
        uf[ra] += uf[rb];
        uf[rb] = ra;
    }

    /** Whether a side's pieces connect its two edges (read-only, for queries and tests). */
    boolean connected(int s) {
        return root(g.edgeNode(s, 0)) == root(g.edgeNode(s, 1));
    }

    private int root(int a) {
        while (uf[a] >= 0) {
            a = uf[a];
        }
        return a;
    }

    /** One word of the placements side {@code s} would have in {@code state}, as local indices. */
    private long placementWord(int s, int state, int w) {
        if (state == THREADING) {
            return bits[ADJ_T + 2 * s + w] & ~bits[OWN_T + 2 * s + w];
        }
        return bits[ADJ_P + 2 * s + w] & ~(bits[OWN_P + w] | bits[OWN_P + 2 + w]);
    }

    private boolean hasAnyPlacement(int s) {
        return (placementWord(s, THREADING, 0) | placementWord(s, THREADING, 1)
                | placementWord(s, PATCHING, 0) | placementWord(s, PATCHING, 1)) != 0;
    }

    /** Number of placements side {@code s} would have in {@code state}. */
    int placements(int s, int state) {
        return Long.bitCount(placementWord(s, state, 0)) + Long.bitCount(placementWord(s, state, 1));
    }

    boolean swapAvailable() {
        return rules.swap() && plies == 1 && result == ONGOING;
    }

    @Override
    public int randomAction(RandomGenerator random, int[] scratch) {
        if (result != ONGOING) {
            throw new IllegalStateException("no legal action: the game is over");
        }
        int state = stateOf(side);
        long lo = placementWord(side, state, 0);
        long hi = placementWord(side, state, 1);
        int nLo = Long.bitCount(lo);
        int n = nLo + Long.bitCount(hi);
        int r = random.nextInt(swapAvailable() ? n + 2 : n + 1);
        if (r >= n) {
            return r == n ? g.switchCode : g.swapCode;
        }
        int base = state == THREADING ? side * g.threads : 2 * g.threads;
        return r < nLo ? base + select(lo, r) : base + 64 + select(hi, r - nLo);
    }

    /** Index of the k-th (0-based) set bit of {@code w}: narrow by halves with bitCount, then clear low bits. */
    static int select(long w, int k) {
        int pos = 0;
        int c = Long.bitCount(w & 0xFFFF_FFFFL);
        if (k >= c) {
            k -= c;
            w >>>= 32;
            pos = 32;
        }
        c = Long.bitCount(w & 0xFFFFL);
        if (k >= c) {
            k -= c;
            w >>>= 16;
            pos += 16;
        }
        c = Long.bitCount(w & 0xFFL);
        if (k >= c) {
            k -= c;
            w >>>= 8;
            pos += 8;
        }
        for (; k > 0; k--) {
            w &= w - 1;
        }
        return pos + Long.numberOfTrailingZeros(w);
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
    public long hash() {
        long h = z;
        if (swapAvailable()) {
            h ^= g.zSwapAvailable;
        }
        if (rules.switchLimit() > 0) {
            h ^= mix(quiet + g.zQuietSalt);
        }
        return h;
    }

    private static long mix(long x) {
        x = (x ^ (x >>> 30)) * 0xBF58476D1CE4E5B9L;
        x = (x ^ (x >>> 27)) * 0x94D049BB133111EBL;
        return x ^ (x >>> 31);
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
            if (code < 2 * g.threads) {
                int local = code - s * g.threads;
                if (g.sideOf(code) == s && (bits[OWN_T + 2 * s + (local >> 6)] & (1L << local)) != 0) {
                    return s;
                }
            } else {
                int patch = code - 2 * g.threads;
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

    int lastAction() {
        return lastAction;
    }
}
