package spindle.ai;

import spindle.engine.AiSettings;
import spindle.engine.Game;
import spindle.engine.Variant;

/**
 * The knobs of {@link MctsAgent}.
 *
 * @param exploration the UCT constant C (on payoffs scaled to [0, 1])
 * @param solver      MCTS-solver: back up proven results and stop searching proven subtrees
 * @param heuristics  use an evaluator: playouts stop after {@code cutoff} plies and the evaluator scores the
 *                    position
 * @param cutoff      playout length before the evaluator is asked (only with heuristics)
 * @param reuse       keep the subtree of the actual move between decisions
 * @param maxNodes    node limit per tree; beyond it the tree stops growing and leaves are just sampled
 * @param rave        RAVE equivalence parameter k (0 = off): all-moves-as-first statistics blended into the mean
 *                    with weight {@code sqrt(k / (3n + k))} (Gelly and Silver 2007)
 * @param knowledge   use the game's {@link Game#searchKnowledge} (its evaluator, playout policy and move prior);
 *                    off, the search uses only {@link Game#evaluator} (as {@code mcts-classic} does)
 * @param priorWeight weight w of the move prior's progressive bias {@code w * prior / (n + 1)} (with knowledge)
 * @param learned     the evaluator is the game's learned model ({@code spindle train}) where one is shipped for the
 *                    variant; the playout policy and prior stay the game's (with knowledge)
 */
public record MctsConfig(double exploration, boolean solver, boolean heuristics, int cutoff, boolean reuse,
                         int maxNodes, double rave, boolean knowledge, double priorWeight,
                         boolean learned) {

    /** A configuration without the learned evaluator. */
    public MctsConfig(double exploration, boolean solver, boolean heuristics, int cutoff, boolean reuse,
                      int maxNodes, double rave, boolean knowledge, double priorWeight) {
        this(exploration, solver, heuristics, cutoff, reuse, maxNodes, rave, knowledge, priorWeight, false);
    }

    /** A configuration without the game's search knowledge (only its hand-written evaluator). */
    public MctsConfig(double exploration, boolean solver, boolean heuristics, int cutoff, boolean reuse,
                      int maxNodes, double rave) {
        this(exploration, solver, heuristics, cutoff, reuse, maxNodes, rave, false, 0);
    }

    /** Plain UCT: C = sqrt(2), random playouts to the end, no solver, no heuristics. */
    public static MctsConfig plainUct() {
        return new MctsConfig(Math.sqrt(2), false, false, 0, true, 2_000_000, 0);
    }

    /** The tuned search for a game with no settings of its own. */
    public static MctsConfig strong() {
        return strong(AiSettings.DEFAULTS);
    }

    /**
     * The search of {@code mcts} before issue 20 (C = 0.4, solver, hand-written evaluator after 12 plies, RAVE at the
     * game's weight), the yardstick {@code mcts-classic}: leave it unchanged when {@code mcts} improves.
     */
    public static MctsConfig classic(Game game, Variant variant) {
        return new MctsConfig(0.4, true, true, 12, true, 2_000_000, game.aiSettings(variant).rave());
    }

    /**
     * {@code mcts}: solver, RAVE, and the game's search knowledge (evaluator, playout policy, prior) with the game's
     * own settings ({@link Game#aiSettings}).
     */
    public static MctsConfig strong(Game game, Variant variant) {
        return strong(game.aiSettings(variant));
    }

    private static MctsConfig strong(AiSettings a) {
        return new MctsConfig(a.exploration(), true, true, a.cutoff(), true, 2_000_000, a.rave(), true,
                a.priorWeight(), a.learned());
    }

    public MctsConfig withSolver(boolean on) {
        return new MctsConfig(exploration, on, heuristics, cutoff, reuse, maxNodes, rave, knowledge, priorWeight,
                learned);
    }

    public MctsConfig withRave(double k) {
        return new MctsConfig(exploration, solver, heuristics, cutoff, reuse, maxNodes, k, knowledge, priorWeight,
                learned);
    }

    public MctsConfig withExploration(double c) {
        return new MctsConfig(c, solver, heuristics, cutoff, reuse, maxNodes, rave, knowledge, priorWeight, learned);
    }

    public MctsConfig withReuse(boolean on) {
        return new MctsConfig(exploration, solver, heuristics, cutoff, on, maxNodes, rave, knowledge, priorWeight,
                learned);
    }

    public MctsConfig withCutoff(int plies) {
        return new MctsConfig(exploration, solver, heuristics, plies, reuse, maxNodes, rave, knowledge, priorWeight,
                learned);
    }

    public MctsConfig withKnowledge(boolean on) {
        return new MctsConfig(exploration, solver, heuristics, cutoff, reuse, maxNodes, rave, on, priorWeight, learned);
    }

    public MctsConfig withPriorWeight(double w) {
        return new MctsConfig(exploration, solver, heuristics, cutoff, reuse, maxNodes, rave, knowledge, w, learned);
    }

    public MctsConfig withLearned(boolean on) {
        return new MctsConfig(exploration, solver, heuristics, cutoff, reuse, maxNodes, rave, knowledge, priorWeight,
                on);
    }
}
