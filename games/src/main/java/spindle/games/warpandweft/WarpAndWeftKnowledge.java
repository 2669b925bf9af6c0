package spindle.games.warpandweft;

import static spindle.games.warpandweft.WarpAndWeftPosition.PATCHING;
import static spindle.games.warpandweft.WarpAndWeftPosition.THREADING;

import java.util.SplittableRandom;
import spindle.engine.MovePrior;
import spindle.engine.PlayoutPolicy;
import spindle.engine.Position;

/**
 * The strong search's knowledge of Warp and Weft: a playout policy and a move prior built on one reading of the
 * board. The game is Bridg-it with a tempo price: each patch is the crossing of one Warp link and one Weft link
 * (rules 6.4), and a side's threads are its own nodes that only cost turns. So the moves that matter are
 * <ul>
 *   <li>a <em>link</em>: a free patch between two of the mover's own threads in different groups (it joins them);</li>
 *   <li>a <em>cut</em>: a free patch between two of the opponent's own threads in different groups (the opponent's
 *       link there; taking it breaks it);</li>
 *   <li>in Threading, an <em>anchor</em>: a free thread at the far end of a patch the mover owns (without it the
 *       patch joins nothing).</li>
 * </ul>
 * A link or anchor that connects wins at once and is always played; a cut of an opponent's winning link is played
 * next. Otherwise a playout plays a link, cut or anchor with a fixed probability and a uniform legal move (the
 * switch included) the rest of the time, so playouts keep the tempo of the Threading and Patching states that
 * decides this game (see {@code Levels}). One object per search thread: it keeps its lists in scratch arrays and
 * allocates nothing per call.
 *
 * <p>Measured at equal time, small matches of {@code mcts:20ms:cpu} against {@code uct:20ms:cpu} (seeds 5 to 7,
 * mcts's score): the prior alone (weight 1) 11 of 15, the same as mcts without knowledge on those seeds (11 of 15).
 * With this playout policy: 22 of 40 (80% good moves, prior valuing the switch at 0.4), 9 of 30 (40%), 2 of 9 with
 * only wins and cuts forced and no prior, 1 of 12 likewise with a prior of weight 0.3; with a shortest-path
 * evaluator at a cut-off of 4 to 12 plies added, 3 of 12 and 4 of 13. Scanning the free patches on every ply makes
 * playouts several times slower (from the opening, 39,500 iterations/s fell to 13,800), more than the knowledge
 * buys. So {@link WarpAndWeft#searchKnowledge} supplies only the prior from here; its playout policy is
 * {@link TempoPlayout}, which costs a few bit counts a ply.
 */
final class WarpAndWeftKnowledge implements PlayoutPolicy, MovePrior {
    /** Percent of playout plies that play a link, cut or anchor when there is one. */
    static final int GOOD_PERCENT = 40;
    /** Prior values (in [0, 1]): a win, a cut of the opponent's winning link, a link/cut/anchor, anything else. */
    static final double PRIOR_WIN = 1.0;
    static final double PRIOR_BLOCK = 0.95;
    static final double PRIOR_GOOD = 0.7;
    static final double PRIOR_PLAIN = 0.2;

    private final Geometry g;
    private final int patchBase;
    /** At {@code 2 * (side * P + patch) + k}, k = 0, 1: the two threads (local indices) of that side a patch touches. */
    private final int[] ends;
    /** The good moves found by the last {@link #scan}. */
    private final int[] good;
    private int goods;
    /** The winning move found by the last {@link #scan}, or -1. */
    private int winning;

    WarpAndWeftKnowledge(Geometry g) {
        this.g = g;
        this.patchBase = 2 * g.threads;
        this.ends = new int[4 * g.patches];
        for (int s = 0; s < 2; s++) {
            for (int patch = 0; patch < g.patches; patch++) {
                int at = 2 * (s * g.patches + patch);
                int k = 0;
                for (int w = 0; w < 2; w++) {
                    for (long m = g.patchThreadMask[at + w]; m != 0; m &= m - 1) {
                        ends[at + k++] = 64 * w + Long.numberOfTrailingZeros(m);
                    }
                }
            }
        }
        this.good = new int[2 * g.pieces];
    }

    @Override
    public int choose(Position position, SplittableRandom random, int[] scratch) {
        WarpAndWeftPosition p = (WarpAndWeftPosition) position;
        if (p.swapAvailable()) {
            return p.randomAction(random, scratch);
        }
        int urgent = scan(p);
        if (urgent >= 0) {
            return urgent;
        }
        if (goods > 0 && Bits.below(random, 100) < GOOD_PERCENT) {
            return good[Bits.below(random, goods)];
        }
        return p.randomAction(random, scratch);
    }

    @Override
    public void score(Position position, int[] actions, double[] out) {
        WarpAndWeftPosition p = (WarpAndWeftPosition) position;
        int urgent = scan(p);
        for (int i = 0; i < actions.length; i++) {
            int a = actions[i];
            double v;
            if (a == urgent) {
                v = urgent == winning ? PRIOR_WIN : PRIOR_BLOCK;
            } else {
                v = PRIOR_PLAIN;
                for (int k = 0; k < goods; k++) {
                    if (good[k] == a) {
                        v = PRIOR_GOOD;
                        break;
                    }
                }
            }
            out[i] = v;
        }
    }

    /**
     * Lists the mover's good moves in {@link #good} and returns a move to play at once: a win, else a cut of an
     * opponent's winning link, else -1.
     */
    int scan(WarpAndWeftPosition p) {
        goods = 0;
        winning = -1;
        if (p.isOver()) {
            return -1;
        }
        int s = p.sideToMove();
        return p.stateOf(s) == PATCHING ? scanPatches(p, s) : scanThreads(p, s);
    }

    private int scanPatches(WarpAndWeftPosition p, int s) {
        int o = s ^ 1;
        int block = -1;
        for (int w = 0; w < 2; w++) {
            for (long m = p.claims.placementWord(s, PATCHING, w); m != 0; m &= m - 1) {
                int patch = 64 * w + Long.numberOfTrailingZeros(m);
                int code = patchBase + patch;
                int mine = linkEdges(p, s, patch);
                if (mine == (Geometry.FIRST_EDGE | Geometry.SECOND_EDGE)) {
                    winning = code;
                    return code;
                }
                int theirs = linkEdges(p, o, patch);
                if (theirs == (Geometry.FIRST_EDGE | Geometry.SECOND_EDGE)) {
                    block = code;
                }
                if (mine >= 0 || theirs >= 0) {
                    good[goods++] = code;
                }
            }
        }
        return block;
    }

    /**
     * When both threads of side {@code s} at a patch are owned and in different groups, the edge bits the two
     * groups touch together (what the patch would join); otherwise -1.
     */
    int linkEdges(WarpAndWeftPosition p, int s, int patch) {
        int at = 2 * (s * g.patches + patch);
        int x = ends[at];
        int y = ends[at + 1];
        Claims claims = p.claims;
        if ((claims.ownThreadWord(s, x >> 6) & (1L << x)) == 0 || (claims.ownThreadWord(s, y >> 6) & (1L << y)) == 0) {
            return -1;
        }
        int rx = p.claims.groupRoot(s * g.threads + x);
        int ry = p.claims.groupRoot(s * g.threads + y);
        return rx == ry ? -1 : p.claims.edgesAt(rx) | p.claims.edgesAt(ry);
    }

    private int scanThreads(WarpAndWeftPosition p, int s) {
        int base = s * g.threads;
        for (int w = 0; w < 2; w++) {
            for (long m = p.claims.ownPatchWord(s, w); m != 0; m &= m - 1) {
                int patch = 64 * w + Long.numberOfTrailingZeros(m);
                int at = 2 * (s * g.patches + patch);
                for (int k = 0; k < 2; k++) {
                    int t = ends[at + k];
                    if ((p.claims.placementWord(s, THREADING, t >> 6) & (1L << t)) == 0) {
                        continue;
                    }
                    int code = base + t;
                    if (anchorEdges(p, s, code) == (Geometry.FIRST_EDGE | Geometry.SECOND_EDGE)) {
                        winning = code;
                        return code;
                    }
                    good[goods++] = code;
                }
            }
        }
        return -1;
    }

    /** The edge bits a free thread of side {@code s} would join: its own and those of its side's patches' groups. */
    int anchorEdges(WarpAndWeftPosition p, int s, int code) {
        int flags = g.edgeBits[code];
        for (int w = 0; w < 2; w++) {
            for (long m = g.threadPatchMask[2 * code + w] & p.claims.ownPatchWord(s, w); m != 0; m &= m - 1) {
                flags |= p.claims.edgesAt(p.claims.groupRoot(patchBase + 64 * w + Long.numberOfTrailingZeros(m)));
            }
        }
        return flags;
    }
}
