package spindle.games.warpandweft;

import spindle.engine.Position;
import spindle.engine.learn.MoveFeatures;

/**
 * Warp and Weft's move features for a learned playout policy ({@code spindle train --patterns --playout}): each patch
 * is one class, read from a few bit counts around that patch alone, so a playout can weigh the patches it draws
 * without scanning the board (the full scan of {@link WarpAndWeftKnowledge} cost 65% of the iterations). The class
 * is the mover's threads at the patch's ends (none, one, two of one group, two of two groups: a link) by the
 * opponent's (the same four: two of two groups is the opponent's link, which the patch cuts), and whether the patch
 * touches the last piece placed (or shares a thread with it).
 *
 * <p>Threads, the switch and the swap have no features, so the game's own playout policy ({@link TempoPlayout})
 * plays them as it would: the tempo of the two states decides this game, and the tree's rare switches, learned as
 * they are, made playouts that almost never switch (0 of 30 games against the game's own playouts, seed 500);
 * weighing the threads too cost half the iterations (see {@code docs/ai-strength.md}). Stateless: {@link #reset}
 * and {@link #played} keep nothing, so one object serves any position.
 */
final class PlayoutFeatures implements MoveFeatures {
    static final String NAME = "warp-and-weft-playout";
    static final int VERSION = 1;
    static final int COUNT = 4 * 4 * 2;

    private final Geometry g;
    private final int patchBase;

    PlayoutFeatures(Geometry g) {
        this.g = g;
        this.patchBase = 2 * g.threads;
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
        return 1;
    }

    @Override
    public void reset(Position position) {
        // nothing kept
    }

    @Override
    public void played(Position after, int action) {
        // nothing kept
    }

    @Override
    public int features(Position position, int action, int[] out) {
        if (action < patchBase || action >= g.switchCode) {
            return 0;
        }
        out[0] = classOf((WarpAndWeftPosition) position, action - patchBase);
        return 1;
    }

    /** The one class of a free patch the side to move may claim. */
    private int classOf(WarpAndWeftPosition p, int patch) {
        int s = p.sideToMove();
        int last = p.lastAction();
        boolean near = last >= 0 && last < g.switchCode && touches(patch, last);
        return (ends(p, s, patch) * 4 + ends(p, 1 - s, patch)) * 2 + (near ? 1 : 0);
    }

    /** Side {@code s}'s claimed threads at the ends of a patch: 0, 1, 2 in one group, or 3 for two groups. */
    private int ends(WarpAndWeftPosition p, int s, int patch) {
        int at = 2 * (s * g.patches + patch);
        long lo = g.patchThreadMask[at] & p.ownThreadWord(s, 0);
        long hi = g.patchThreadMask[at + 1] & p.ownThreadWord(s, 1);
        int n = Long.bitCount(lo) + Long.bitCount(hi);
        if (n < 2) {
            return n;
        }
        int base = s * g.threads;
        int a = lo != 0 ? base + Long.numberOfTrailingZeros(lo) : base + 64 + Long.numberOfTrailingZeros(hi);
        int b = hi != 0 ? base + 64 + 63 - Long.numberOfLeadingZeros(hi) : base + 63 - Long.numberOfLeadingZeros(lo);
        return p.groupRoot(a) == p.groupRoot(b) ? 2 : 3;
    }

    /** Whether a patch touches a piece: a thread at one of its ends, or a patch sharing a thread with it. */
    private boolean touches(int patch, int piece) {
        if (piece < patchBase) {
            return (g.threadPatchMask[2 * piece + (patch >> 6)] & (1L << patch)) != 0;
        }
        int other = piece - patchBase;
        for (int s = 0; s < 2; s++) {
            int at = 2 * (s * g.patches + patch);
            int bt = 2 * (s * g.patches + other);
            if ((g.patchThreadMask[at] & g.patchThreadMask[bt]) != 0
                    || (g.patchThreadMask[at + 1] & g.patchThreadMask[bt + 1]) != 0) {
                return true;
            }
        }
        return false;
    }
}
