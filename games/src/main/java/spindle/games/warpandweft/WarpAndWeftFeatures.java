package spindle.games.warpandweft;

import static spindle.games.warpandweft.WarpAndWeftPosition.PATCHING;
import static spindle.games.warpandweft.WarpAndWeftPosition.THREADING;

import spindle.engine.Position;
import spindle.engine.learn.MoveFeatures;

/**
 * Warp and Weft's move features for learned move patterns (issue 42; after MoHex 2.0's local patterns), seen by the
 * side to move ("mine"). A move has one feature of each group that applies to it:
 * <ul>
 *   <li><b>kind and tactics</b>: the swap; a switch, by how many placements the other state would offer; a thread
 *       that connects (a winning anchor), that anchors one of my patches, or neither; a patch that connects, blocks
 *       the opponent's connecting link, links two of my groups, cuts two of theirs, both, or none
 *       ({@link WarpAndWeftKnowledge}'s reading);</li>
 *   <li><b>local pattern</b>: a patch's four threads (mine owned or free, theirs owned or free); a thread's up to four
 *       patches (mine, theirs, free);</li>
 *   <li><b>neighbourhood</b> (kept incrementally): for a patch, how many of my and their patches share a thread with
 *       it (a bridge is two patches on one of my threads); for a thread, whether it lies on my edge and how many of my
 *       threads it meets through a patch;</li>
 *   <li><b>distance to the last move</b> (the opponent's), in cells between centres, or that the last move was a
 *       switch;</li>
 *   <li><b>edge distance</b>: how far the piece lies from the nearer of my two edges (edge templates).</li>
 * </ul>
 * The neighbourhood counts are the incremental state: {@link #played} adds the one piece placed to its neighbours'
 * counts, {@link #reset} starts from nothing and adds every owned piece.
 */
final class WarpAndWeftFeatures implements MoveFeatures {
    static final String NAME = "warp-and-weft-moves";
    static final int VERSION = 1;

    private static final int SWAP = 0;
    private static final int SWITCH_FROM_THREADING = 1;
    private static final int SWITCH_FROM_PATCHING = 6;
    private static final int THREAD_WIN = 11;
    private static final int THREAD_ANCHOR = 12;
    private static final int THREAD_PLAIN = 13;
    private static final int PATCH_WIN = 14;
    private static final int PATCH_BLOCK = 15;
    private static final int PATCH_LINK = 16;
    private static final int PATCH_CUT = 17;
    private static final int PATCH_LINK_CUT = 18;
    private static final int PATCH_PLAIN = 19;
    private static final int PATCH_PATTERN = 20;
    private static final int THREAD_PATTERN = PATCH_PATTERN + 36;
    private static final int PATCH_NEAR = THREAD_PATTERN + 36;
    private static final int THREAD_NEAR = PATCH_NEAR + 16;
    private static final int DISTANCE = THREAD_NEAR + 6;
    private static final int AFTER_SWITCH = DISTANCE + 5;
    private static final int EDGE = AFTER_SWITCH + 1;
    private static final int COUNT = EDGE + 8;
    /** The index of an unordered pair of thread states (0 owned, 1 free, 2 absent). */
    private static final int[][] PAIR = {{0, 1, 2}, {1, 3, 4}, {2, 4, 5}};

    private final Geometry g;
    private final WarpAndWeftKnowledge knowledge;
    private final int patchBase;
    /** At {@code patch}: the patches that share a thread with it. */
    private final int[][] patchNear;
    /** At a thread's code: the same side's threads it meets through a patch (local indices). */
    private final int[][] threadNear;
    /** At {@code side * P + patch}: that side's patches sharing a thread with the patch (incremental). */
    private final int[] nearPatches;
    /** At a thread's code: its side's owned threads it meets through a patch (incremental). */
    private final int[] nearThreads;

    WarpAndWeftFeatures(Geometry g) {
        this.g = g;
        this.knowledge = new WarpAndWeftKnowledge(g);
        this.patchBase = 2 * g.threads;
        this.patchNear = new int[g.patches][];
        this.threadNear = new int[2 * g.threads][];
        this.nearPatches = new int[2 * g.patches];
        this.nearThreads = new int[2 * g.threads];
        for (int patch = 0; patch < g.patches; patch++) {
            long[] near = new long[2];
            for (int s = 0; s < 2; s++) {
                for (int local : threadsAt(s, patch)) {
                    int code = s * g.threads + local;
                    near[0] |= g.threadPatchMask[2 * code];
                    near[1] |= g.threadPatchMask[2 * code + 1];
                }
            }
            near[patch >> 6] &= ~(1L << patch);
            patchNear[patch] = list(near);
        }
        for (int code = 0; code < 2 * g.threads; code++) {
            int s = g.sideOf(code);
            int local = code - s * g.threads;
            long[] near = new long[2];
            for (int patch : list(new long[] {g.threadPatchMask[2 * code], g.threadPatchMask[2 * code + 1]})) {
                for (int other : threadsAt(s, patch)) {
                    near[other >> 6] |= 1L << other;
                }
            }
            near[local >> 6] &= ~(1L << local);
            threadNear[code] = list(near);
        }
    }

    private int[] threadsAt(int s, int patch) {
        int at = 2 * (s * g.patches + patch);
        return list(new long[] {g.patchThreadMask[at], g.patchThreadMask[at + 1]});
    }

    private static int[] list(long[] words) {
        int[] out = new int[Long.bitCount(words[0]) + Long.bitCount(words[1])];
        int n = 0;
        for (int w = 0; w < 2; w++) {
            for (long m = words[w]; m != 0; m &= m - 1) {
                out[n++] = 64 * w + Long.numberOfTrailingZeros(m);
            }
        }
        return out;
    }

    @Override
    public String name() {
        return NAME + "-size" + g.size;
    }

    @Override
    public int version() {
        return VERSION;
    }

    @Override
    public int count() {
        return COUNT;
    }

    @Override
    public int maxPerMove() {
        return 5;
    }

    @Override
    public void reset(Position position) {
        WarpAndWeftPosition p = (WarpAndWeftPosition) position;
        java.util.Arrays.fill(nearPatches, 0);
        java.util.Arrays.fill(nearThreads, 0);
        for (int s = 0; s < 2; s++) {
            for (int w = 0; w < 2; w++) {
                for (long m = p.claims.ownThreadWord(s, w); m != 0; m &= m - 1) {
                    add(s, s * g.threads + 64 * w + Long.numberOfTrailingZeros(m));
                }
                for (long m = p.claims.ownPatchWord(s, w); m != 0; m &= m - 1) {
                    add(s, patchBase + 64 * w + Long.numberOfTrailingZeros(m));
                }
            }
        }
    }

    @Override
    public void played(Position after, int action) {
        if (action < g.switchCode) {
            add(((WarpAndWeftPosition) after).claims.ownerOf(action), action);
        }
    }

    /** Counts piece {@code code}, now owned by side {@code s}, at its neighbours. */
    private void add(int s, int code) {
        if (code >= patchBase) {
            for (int near : patchNear[code - patchBase]) {
                nearPatches[s * g.patches + near]++;
            }
        } else {
            for (int near : threadNear[code]) {
                nearThreads[s * g.threads + near]++;
            }
        }
    }

    @Override
    public int features(Position position, int action, int[] out) {
        WarpAndWeftPosition p = (WarpAndWeftPosition) position;
        int s = p.sideToMove();
        if (action == g.swapCode) {
            out[0] = SWAP;
            return 1;
        }
        if (action == g.switchCode) {
            boolean threading = p.stateOf(s) == THREADING;
            int other = p.claims.placements(s, threading ? PATCHING : THREADING);
            out[0] = (threading ? SWITCH_FROM_THREADING : SWITCH_FROM_PATCHING) + bucket(other, 1, 3, 6, 11);
            return 1;
        }
        int n = action >= patchBase ? patch(p, s, action - patchBase, out) : thread(p, s, action, out);
        int last = p.lastAction();
        if (last >= 0 && last < g.switchCode) {
            int d = Math.max(Math.abs(g.column(last) - g.column(action)), Math.abs(g.row(last) - g.row(action)));
            out[n++] = DISTANCE + bucket(d, 3, 5, 7, 11);
        } else if (last == g.switchCode) {
            out[n++] = AFTER_SWITCH;
        }
        int along = s == Geometry.WARP ? g.row(action) : g.column(action);
        int edge = Math.min(along - 1, g.cells - along);
        out[n++] = EDGE + (action >= patchBase ? 4 : 0) + Math.min(3, 4 * edge / (g.cells / 2 + 1));
        return n;
    }

    private int patch(WarpAndWeftPosition p, int s, int patch, int[] out) {
        int both = Geometry.FIRST_EDGE | Geometry.SECOND_EDGE;
        int mine = knowledge.linkEdges(p, s, patch);
        int theirs = knowledge.linkEdges(p, s ^ 1, patch);
        out[0] = mine == both ? PATCH_WIN : theirs == both ? PATCH_BLOCK
                : mine >= 0 && theirs >= 0 ? PATCH_LINK_CUT : mine >= 0 ? PATCH_LINK : theirs >= 0 ? PATCH_CUT
                : PATCH_PLAIN;
        out[1] = PATCH_PATTERN + 6 * threadPair(p, s, patch) + threadPair(p, s ^ 1, patch);
        int o = s ^ 1;
        out[2] = PATCH_NEAR + 4 * Math.min(3, nearPatches[s * g.patches + patch])
                + Math.min(3, nearPatches[o * g.patches + patch]);
        return 3;
    }

    /** The unordered states of side {@code s}'s threads at a patch (owned, free or absent). */
    private int threadPair(WarpAndWeftPosition p, int s, int patch) {
        int[] state = {2, 2};
        int k = 0;
        int at = 2 * (s * g.patches + patch);
        for (int w = 0; w < 2; w++) {
            for (long m = g.patchThreadMask[at + w]; m != 0 && k < 2; m &= m - 1) {
                int local = 64 * w + Long.numberOfTrailingZeros(m);
                state[k++] = (p.claims.ownThreadWord(s, w) & (1L << local)) != 0 ? 0 : 1;
            }
        }
        return PAIR[state[0]][state[1]];
    }

    private int thread(WarpAndWeftPosition p, int s, int code, int[] out) {
        int both = Geometry.FIRST_EDGE | Geometry.SECOND_EDGE;
        int mine = 0;
        int theirs = 0;
        int free = 0;
        for (int w = 0; w < 2; w++) {
            long near = g.threadPatchMask[2 * code + w];
            mine += Long.bitCount(near & p.claims.ownPatchWord(s, w));
            theirs += Long.bitCount(near & p.claims.ownPatchWord(s ^ 1, w));
            free += Long.bitCount(near & ~p.claims.ownPatchWord(s, w) & ~p.claims.ownPatchWord(s ^ 1, w));
        }
        out[0] = mine == 0 ? THREAD_PLAIN : knowledge.anchorEdges(p, s, code) == both ? THREAD_WIN : THREAD_ANCHOR;
        out[1] = THREAD_PATTERN + 12 * Math.min(2, mine) + 4 * Math.min(2, theirs) + Math.min(3, free);
        out[2] = THREAD_NEAR + (g.edgeBits[code] != 0 ? 3 : 0) + Math.min(2, nearThreads[code]);
        return 3;
    }

    /** 0 below {@code a}, 1 below {@code b}, 2 below {@code c}, 3 below {@code d}, else 4. */
    private static int bucket(int v, int a, int b, int c, int d) {
        return v < a ? 0 : v < b ? 1 : v < c ? 2 : v < d ? 3 : 4;
    }
}
