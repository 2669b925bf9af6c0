package spindle.games.warpandweft;

import java.util.SplittableRandom;
import spindle.engine.PlayoutPolicy;
import spindle.engine.Position;

/**
 * The easy computer's play ({@link WarpAndWeft#easyPlay}): a one-ply search on the game's Bridg-it distances. Each
 * legal move is scored by the turns the opponent still needs to connect minus the mover's own
 * ({@link WarpAndWeftBound#turnsToConnect}) after it; a win is taken at once, and a move that leaves the opponent a
 * win at once is played only when every move does. It plays a random move among those
 * within {@link #NEAR} of the best score, or on {@link #SLIP_PERCENT} of its moves among those within
 * {@link #NEAR} + 1, so it patches where a patch shortens its path, switches when it needs the other kind of piece,
 * and takes the patch an opponent needs (a block), yet misses what only a deeper look would find. 200 MCTS
 * iterations, the level's budget before, only claimed threads (every one of them before its first switch) against
 * a person: at that budget the search cannot see past the turn a switch costs.
 *
 * <p>How near: the best moves (within 1 on a quarter of them) beat {@code mcts:medium} 200 games of 200, and with
 * a uniformly random move on half the moves besides still scored 55% of 40 against it. Within 1 of the best:
 * medium scored 77.5% of 40 (slips 0%), 85.0% of 60 (25%), 92.5% of 40 (50%), and easy against random 95% of 60,
 * 90% of 100, 90% of 60; within 2, medium 90% of 40 and easy against random 78.3% and 83.3% of 60 (slips 25% and
 * 0%). Tuned on seeds 7000 to 7300
 * ({@code spindle tournament warp-and-weft --agents A,B --games N --seed S --parallel 1}); the figures of the level
 * on other seeds are in {@code docs/ai-strength.md}.
 */
final class EasyPlay implements PlayoutPolicy {
    /** How far below the best score a move may be and still be played. */
    static final int NEAR = 1;
    /** Percent of moves chosen among those one point further below the best. */
    static final int SLIP_PERCENT = 25;

    /** The score of a move that loses at once: it is played only when every move does. */
    private static final int LOSES = Integer.MIN_VALUE / 2;

    private final WarpAndWeftBound bound;

    EasyPlay(Geometry g) {
        this.bound = new WarpAndWeftBound(g);
    }

    @Override
    public int choose(Position position, SplittableRandom random, int[] scratch) {
        WarpAndWeftPosition p = (WarpAndWeftPosition) position;
        int mover = p.toMove();
        int n = p.legalActions(scratch);
        int[] scores = new int[n];
        int[] replies = new int[p.maxActions()];
        int best = Integer.MIN_VALUE;
        for (int i = 0; i < n; i++) {
            WarpAndWeftPosition after = (WarpAndWeftPosition) p.copy();
            after.play(scratch[i]);
            if (after.isOver()) {
                if (after.payoff(mover) == 1) {
                    return scratch[i];
                }
                scores[i] = LOSES; // it leaves the mover no valid play
            } else if (opponentWinsAtOnce(after, mover, replies)) {
                scores[i] = LOSES + 1; // the block it misses
            } else {
                int mine = after.seatOf(Geometry.WARP) == mover ? Geometry.WARP : Geometry.WEFT;
                scores[i] = bound.turnsToConnect(after, mine ^ 1) - bound.turnsToConnect(after, mine);
            }
            best = Math.max(best, scores[i]);
        }
        // where every move loses at once, the least bad; else the near-best, sometimes a point further down
        int floor = best <= LOSES + 1 ? best : best - NEAR - (random.nextInt(100) < SLIP_PERCENT ? 1 : 0);
        int count = 0;
        for (int i = 0; i < n; i++) {
            if (scores[i] >= floor) {
                count++;
            }
        }
        int pick = random.nextInt(count);
        for (int i = 0; i < n; i++) {
            if (scores[i] >= floor && pick-- == 0) {
                return scratch[i];
            }
        }
        throw new IllegalStateException("no move within the floor");
    }

    /** Whether the player to move at {@code p} (not {@code mover}) has a move that wins at once. */
    private static boolean opponentWinsAtOnce(WarpAndWeftPosition p, int mover, int[] replies) {
        if (p.toMove() == mover) {
            return false;
        }
        int n = p.legalActions(replies);
        for (int i = 0; i < n; i++) {
            WarpAndWeftPosition after = (WarpAndWeftPosition) p.copy();
            after.play(replies[i]);
            if (after.isOver() && after.payoff(mover) == 0) {
                return true;
            }
        }
        return false;
    }
}
