package spindle.games.warpandweft;

import static spindle.games.warpandweft.WarpAndWeftPosition.PATCHING;
import static spindle.games.warpandweft.WarpAndWeftPosition.THREADING;

import spindle.engine.Position;
import spindle.engine.WinBound;

/**
 * Whether a seat surely cannot win Warp and Weft within some plies, for the solver. A side wins by connection or by
 * leaving the other side no valid play (rules 6.3), and both must be out of reach:
 * <ul>
 *   <li>no valid play: the other side's placements only grow, or lose one per ply (a claim), so it cannot run out
 *       of them in fewer plies than it has now;</li>
 *   <li>connection: each patch joins two of the side's threads (Bridg-it), so the side's fewest placements to
 *       connect are a shortest path over its threads (1 each unowned) and patches (1 free, 0 own, barred when the
 *       opponent's). A side that needs a patch while Threading (or a thread while Patching), or both kinds, spends
 *       at least one more turn switching. Its turns come every other ply.</li>
 * </ul>
 * Nothing is ruled out while the swap is still open (the seat may yet change sides). Sets are one-word bit sets, so
 * it serves boards of at most 64 threads a side and 64 patches (sizes 2 to 4); the shortest path is grown one cost
 * level at a time and stops at the turns available, so it is cheapest where the solver asks most: near its horizon.
 */
final class WarpAndWeftBound implements WinBound {
    private final Geometry g;
    /** At {@code side * P + patch}: that side's two threads (local indices) the patch joins. */
    private final long[] threadsOf;
    /** At {@code side * W + thread}: the patches a thread (local index) touches. */
    private final long[] patchesOf;
    /** Per side: its threads on its first edge, and on its second. */
    private final long[] first = new long[2];
    private final long[] second = new long[2];
    private final long allThreads;
    private final long allPatches;

    WarpAndWeftBound(Geometry g) {
        if (!fits(g)) {
            throw new IllegalArgumentException("the bound serves sizes 2 to 4");
        }
        this.g = g;
        this.threadsOf = new long[2 * g.patches];
        this.patchesOf = new long[2 * g.threads];
        for (int s = 0; s < 2; s++) {
            for (int patch = 0; patch < g.patches; patch++) {
                threadsOf[s * g.patches + patch] = g.patchThreadMask[2 * (s * g.patches + patch)];
            }
            for (int t = 0; t < g.threads; t++) {
                int code = s * g.threads + t;
                patchesOf[s * g.threads + t] = g.threadPatchMask[2 * code];
                if (g.edgeBits[code] == Geometry.FIRST_EDGE) {
                    first[s] |= 1L << t;
                } else if (g.edgeBits[code] == Geometry.SECOND_EDGE) {
                    second[s] |= 1L << t;
                }
            }
        }
        this.allThreads = g.allThreads[0];
        this.allPatches = g.allPatches[0];
    }

    /** Whether a board's sets fit one word each. */
    static boolean fits(Geometry g) {
        return g.threads <= 64 && g.patches <= 64;
    }

    @Override
    public boolean cannotWinWithin(Position position, int seat, int plies) {
        WarpAndWeftPosition p = (WarpAndWeftPosition) position;
        if (p.swapAvailable() || p.isOver()) {
            return false;
        }
        int side = p.seatOf(Geometry.WARP) == seat ? Geometry.WARP : Geometry.WEFT;
        int other = side ^ 1;
        if (p.claims.placements(other, THREADING) + p.claims.placements(other, PATCHING) <= plies) {
            return false;
        }
        int turns = p.sideToMove() == side ? (plies + 1) / 2 : plies / 2;
        long ownT = p.claims.ownThreadWord(side, 0);
        long ownP = p.claims.ownPatchWord(side, 0);
        long freeP = allPatches & ~ownP & ~p.claims.ownPatchWord(other, 0);
        long freeT = allThreads & ~ownT;
        int placements = connection(side, ownT, ownP, freeT, freeP, turns);
        if (placements != turns) {
            return placements > turns;
        }
        // Exactly the turns available: it fails if it must also spend one switching.
        boolean needPatch = connection(side, ownT, ownP, freeT, 0, turns) > turns;
        boolean needThread = connection(side, ownT, ownP, 0, freeP, turns) > turns;
        int state = p.stateOf(side);
        return needPatch && needThread || state == THREADING && needPatch || state == PATCHING && needThread;
    }

    /**
     * The turns {@code side} needs at least to connect its edges, whoever is to move: its fewest placements plus a
     * switch where it needs the kind of piece its state does not place (one switch at most is counted), or
     * {@code g.threads + g.patches + 2} when the opponent has cut it off. For {@link EasyPlay}.
     */
    int turnsToConnect(WarpAndWeftPosition p, int side) {
        int other = side ^ 1;
        long ownT = p.claims.ownThreadWord(side, 0);
        long ownP = p.claims.ownPatchWord(side, 0);
        long freeP = allPatches & ~ownP & ~p.claims.ownPatchWord(other, 0);
        long freeT = allThreads & ~ownT;
        int most = g.threads + g.patches;
        int placements = connection(side, ownT, ownP, freeT, freeP, most);
        if (placements > most) {
            return most + 2;
        }
        boolean needPatch = connection(side, ownT, ownP, freeT, 0, placements) > placements;
        boolean needThread = connection(side, ownT, ownP, 0, freeP, placements) > placements;
        int state = p.stateOf(side);
        boolean switching = needPatch && needThread || state == THREADING && needPatch
                || state == PATCHING && needThread;
        return placements + (switching ? 1 : 0);
    }

    /**
     * The fewest placements of free threads and patches (from {@code freeT} and {@code freeP}) that connect
     * {@code side}'s edges, or {@code limit + 1} when more than {@code limit}: the threads within cost k grow from
     * those within k - 1 (one free piece more) and k - 2 (a free patch then a free thread), each closed over own
     * patches and threads.
     */
    private int connection(int side, long ownT, long ownP, long freeT, long freeP, int limit) {
        long target = second[side];
        long before = 0;
        long reached = close(side, first[side] & ownT, ownP, ownT);
        for (int k = 0; ; k++) {
            if ((reached & target) != 0) {
                return k;
            }
            if (k >= limit) {
                return limit + 1;
            }
            long next = reached | first[side] & freeT
                    | across(side, reached, ownP, freeT) | across(side, reached, freeP, ownT)
                    | across(side, before, freeP, freeT);
            if (next == reached && before == reached) {
                return limit + 1; // nothing more can be reached at any cost
            }
            before = reached;
            reached = close(side, next, ownP, ownT);
        }
    }

    /** {@code from} and every thread of {@code threads} joined to it through patches of {@code patches}. */
    private long close(int side, long from, long patches, long threads) {
        long reached = from;
        for (long grown = reached | across(side, reached, patches, threads); grown != reached;
                grown = reached | across(side, reached, patches, threads)) {
            reached = grown;
        }
        return reached;
    }

    /** The threads of {@code threads} one patch of {@code patches} away from a thread of {@code from}. */
    private long across(int side, long from, long patches, long threads) {
        long touched = 0;
        for (long m = from; m != 0; m &= m - 1) {
            touched |= patchesOf[side * g.threads + Long.numberOfTrailingZeros(m)];
        }
        long ends = 0;
        for (long m = touched & patches; m != 0; m &= m - 1) {
            ends |= threadsOf[side * g.patches + Long.numberOfTrailingZeros(m)];
        }
        return ends & threads;
    }
}
