package spindle.engine;

import java.util.random.RandomGenerator;

/**
 * The rules of one game in one mutable object: the hot path for search and benchmarks.
 *
 * <p>Actions are small non-negative {@code int} codes below {@link #actionSpace()}. At a chance node the legal
 * actions are the chance outcomes. A turn made of several decisions is several actions by the same player:
 * {@link #toMove()} stays the same until the turn ends.
 *
 * <p>Contract for implementers: {@link #play(int)} is unchecked (the caller guarantees legality, see
 * {@link GameState#apply(int)} for the checked path) and should allocate nothing. The query methods
 * ({@code toMove}, {@code legalActions}, {@code isLegal}, {@code chance}, {@code payoff}, {@code hash},
 * {@code plies}) must not modify any field, so that a position that is no longer played may be read from several
 * threads at once.
 */
public interface Position {

    /** {@link #toMove()} at a chance node: the next action is sampled from {@link #chance()}. */
    int CHANCE = -1;
    /** {@link #toMove()} once the game has ended. */
    int OVER = -2;

    /** Number of players (seats) in this game. */
    int players();

    /** The player index to act, {@link #CHANCE} or {@link #OVER}. */
    int toMove();

    /** True once the game has ended. */
    default boolean isOver() {
        return toMove() == OVER;
    }

    /**
     * Writes the legal actions into {@code out} (from index 0) and returns how many there are. {@code out} must hold
     * at least {@link #maxActions()} entries. Returns 0 once the game is over.
     */
    int legalActions(int[] out);

    /** An upper bound on the number of legal actions in any position of this variant (a buffer size). */
    int maxActions();

    /** Every action code of this variant lies in {@code [0, actionSpace())}. */
    int actionSpace();

    /** Whether {@code action} is legal now. Games override this when they can answer faster than by listing. */
    default boolean isLegal(int action) {
        if (action < 0 || action >= actionSpace()) {
            return false;
        }
        int[] buffer = new int[maxActions()];
        int n = legalActions(buffer);
        for (int i = 0; i < n; i++) {
            if (buffer[i] == action) {
                return true;
            }
        }
        return false;
    }

    /** Plays a legal action; unchecked. */
    void play(int action);

    /** The outcomes and their probabilities at a chance node. */
    ChanceOutcomes chance();

    /**
     * The result for {@code player}: 1 win, 0.5 draw, 0 loss in win/loss games, or a score in scoring games. Only
     * meaningful once {@link #isOver()}.
     */
    double payoff(int player);

    /** All players' payoffs, one per player. */
    default double[] payoffs() {
        double[] result = new double[players()];
        for (int p = 0; p < result.length; p++) {
            result[p] = payoff(p);
        }
        return result;
    }

    /** An independent deep copy: playing on either never affects the other. */
    Position copy();

    /**
     * A deep copy of this position like {@link #copy()}, written over {@code target} when the game can reuse it,
     * so that a search that restarts from the same position many times a second allocates nothing. Returns the
     * copy: {@code target} itself when reused, else a new position. {@code target} may be null or any earlier
     * result of {@code copy} or {@code copyInto} on a position of the same game; its old state is lost, and it must
     * not be this position. Games with cheap fixed-size state override this; the default is {@link #copy()}.
     */
    default Position copyInto(Position target) {
        return copy();
    }

    /** A 64-bit hash of everything that decides the future of the game (for transposition tables). */
    long hash();

    /** Number of actions played so far, chance outcomes included. */
    int plies();

    /**
     * A uniformly random legal action, or a chance outcome drawn with its probability at a chance node. Games may
     * override this with a faster method that returns the same distribution; {@code scratch} must hold
     * {@link #maxActions()} entries.
     */
    default int randomAction(RandomGenerator random, int[] scratch) {
        if (toMove() == CHANCE) {
            return chance().sample(random);
        }
        int n = legalActions(scratch);
        if (n == 0) {
            throw new IllegalStateException("no legal action: the game is over");
        }
        return scratch[random.nextInt(n)];
    }

    /**
     * Whether the AI's all-moves-as-first statistics (RAVE) should leave this action out: true for an action that
     * its player ends up playing in almost every continuation, good or bad, so that "played at some point" says
     * nothing about its worth (in Warp and Weft, a side's own threads, which nobody else can take). Asked once per
     * action code of a variant, whatever the position.
     */
    default boolean amafNeutral(int action) {
        return false;
    }
}
