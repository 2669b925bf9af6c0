package spindle.games.zeroonetwo;

import spindle.engine.NotationException;

/**
 * What a position read from text must show of the events that made it, beyond the counts {@link StepChecks}
 * conserves: what the setup fixed in place (each setup Delta's black peg, which never moves), what only a Weave
 * brings (a recess above its start needs a Self Supply; a Build needs a Weave of two or more Jumps just before it).
 */
final class EventChecks {
    /** The recess after setup step 2 (rules 5.2): the first three tray pegs made available. */
    private static final int RECESS_AT_START = 3;

    private EventChecks() {
    }

    static void check(ZeroOneTwoPosition p, int setupDeltas) {
        setupBlacks(p, setupDeltas);
        builds(p, setupDeltas);
        for (int seat = 0; seat < 2; seat++) {
            recess(p, seat, setupDeltas);
        }
    }

    /**
     * Each setup Delta put its player's black peg on a middle point of the opposite Hex edge (5.4.3), and black pegs
     * never move: those points hold one black peg per setup Delta whose black peg is down.
     */
    private static void setupBlacks(ZeroOneTwoPosition p, int setupDeltas) {
        Board b = p.board;
        Geometry g = p.rules.geo();
        int down = setupDeltas - (p.phase == PositionState.P_SETUP_BLACK ? 1 : 0);
        java.util.Set<Integer> blacks = new java.util.HashSet<>();
        for (int i = 0; i < down; i++) {
            Geometry.Slot slot = Moves.slotOf(g, b.placedCells[g.hexCells.length + i]);
            int here = 0;
            for (int h : slot.oppositeMiddlePoints()) {
                if (b.peg(h) == Board.BLACK) {
                    here++;
                    blacks.add(h);
                }
            }
            if (here == 0) {
                throw new NotationException("setup Delta " + (i + 1) + " put its player's black peg on the middle of "
                        + "the opposite Hex edge (" + g.holeName(slot.oppositeMid()) + "), and black pegs never move, "
                        + "but no black peg is there (rules 5.4.3)");
            }
        }
        if (down == 2 && blacks.size() < 2) {
            throw new NotationException("the two setup Deltas each put a black peg on the middle of the opposite Hex "
                    + "edge, and black pegs never move, but only one black peg is there (rules 5.4.3)");
        }
    }

    /**
     * Only a Self Supply, after a Weave, adds pegs to the recess; Place and the opponent's Supply take them away, and
     * Place takes from the tray only once the recess is empty (Z28), which then stays empty. So a player who never
     * wove, with pegs in the recess, has put on the board at most what the recess held at the start.
     */
    private static void recess(ZeroOneTwoPosition p, int seat, int setupDeltas) {
        Threads th = p.threads;
        for (int t = 0; t < th.count; t++) {
            if (th.owner[t] == seat && th.kind[t] == Threads.WEAVE) {
                return;
            }
        }
        if (p.recess[seat] == 0) {
            return;
        }
        Board b = p.board;
        boolean apex = StepChecks.startingPegDown(b, setupDeltas, seat);
        boolean inHand = seat == p.seat && p.phase == PositionState.P_REPO_DROP;
        int placed = b.ownCount[seat] - (apex ? 1 : 0) + (inHand ? 1 : 0);
        if (p.recess[seat] + placed > RECESS_AT_START) {
            String who = seat == 0 ? "Blue" : "Red";
            throw new NotationException(who + " has " + p.recess[seat] + " pegs in the recess and " + placed
                    + " placed on the board, more than the " + RECESS_AT_START + " the recess held after setup; only "
                    + "a Self Supply adds to the recess, after a Weave, and " + who + " has never woven (rules 6, "
                    + "SUPPLY)");
        }
    }

    /**
     * A Build follows its player's Weave of two or more Jumps in the same turn (rules 6, BUILD): each Build Jump
     * comes right after at least two Weave Jumps of its player, and each Delta built needs a Weave of two or more
     * Jumps, of which a run of k Weave Jumps of one player holds at most k / 2.
     */
    private static void builds(ZeroOneTwoPosition p, int setupDeltas) {
        Threads th = p.threads;
        int run = 0;
        int runOwner = -1;
        int longWeaves = 0;
        for (int t = 0; t < th.count; t++) {
            if (th.kind[t] == Threads.WEAVE) {
                if (th.owner[t] != runOwner) {
                    longWeaves += run / 2;
                    run = 0;
                }
                run++;
                runOwner = th.owner[t];
                continue;
            }
            if (th.kind[t] == Threads.BUILD && (runOwner != th.owner[t] || run < 2)) {
                throw new NotationException("thread " + (t + 1) + " is a Build Jump, but a Build follows its player's "
                        + "Weave of two or more Jumps, and the threads before it are not (rules 6, BUILD)");
            }
            longWeaves += run / 2;
            run = 0;
            runOwner = -1;
        }
        longWeaves += run / 2;
        int built = p.board.placedCount - p.rules.geo().hexCells.length - setupDeltas;
        if (built > longWeaves) {
            throw new NotationException(built + " Deltas were built, but each Build follows a Weave of two or more "
                    + "Jumps, and the threads show at most " + longWeaves + " such Weaves (rules 6, BUILD)");
        }
    }
}
