package spindle.ai;

import spindle.engine.Game;
import spindle.engine.Variant;

/**
 * The knobs of {@link MctsAgent}.
 *
 * @param exploration the UCT constant C (on payoffs scaled to [0, 1])
 * @param solver      MCTS-solver: back up proven results and stop searching proven subtrees
 * @param heuristics  use the game's {@link spindle.engine.Evaluator}: playouts stop after {@code cutoff} plies and
 *                    the evaluator scores the position
 * @param cutoff      playout length before the evaluator is asked (only with heuristics)
 * @param reuse       keep the subtree of the actual move between decisions
 * @param maxNodes    node limit per tree; beyond it the tree stops growing and leaves are just sampled
 * @param rave        RAVE equivalence parameter k (0 = off): all-moves-as-first statistics blended into the mean
 *                    with weight {@code sqrt(k / (3n + k))} (Gelly and Silver 2007)
 */
public record MctsConfig(double exploration, boolean solver, boolean heuristics, int cutoff, boolean reuse,
                         int maxNodes, double rave) {

    /** Plain UCT: C = sqrt(2), random playouts to the end, no solver, no heuristics. */
    public static MctsConfig plainUct() {
        return new MctsConfig(Math.sqrt(2), false, false, 0, true, 2_000_000, 0);
    }

    /** The tuned search: solver, RAVE, evaluator-cut playouts where the game has an evaluator. */
    public static MctsConfig strong() {
        return new MctsConfig(0.4, true, true, 12, true, 2_000_000, 300);
    }

    /**
     * The search of {@code mcts} before issue 20 (C = 0.4, solver, evaluator after 12 plies, RAVE at the game's
     * weight), the yardstick {@code mcts-classic}: leave it unchanged when {@code mcts} improves.
     */
    public static MctsConfig classic(Game game, Variant variant) {
        return new MctsConfig(0.4, true, true, 12, true, 2_000_000, game.aiSettings(variant).rave());
    }

    /** The strong configuration with the game's own RAVE weight ({@link spindle.engine.Game#aiSettings}). */
    public static MctsConfig strong(Game game, Variant variant) {
        return strong().withRave(game.aiSettings(variant).rave());
    }

    public MctsConfig withSolver(boolean on) {
        return new MctsConfig(exploration, on, heuristics, cutoff, reuse, maxNodes, rave);
    }

    public MctsConfig withRave(double k) {
        return new MctsConfig(exploration, solver, heuristics, cutoff, reuse, maxNodes, k);
    }

    public MctsConfig withExploration(double c) {
        return new MctsConfig(c, solver, heuristics, cutoff, reuse, maxNodes, rave);
    }

    public MctsConfig withReuse(boolean on) {
        return new MctsConfig(exploration, solver, heuristics, cutoff, on, maxNodes, rave);
    }

    public MctsConfig withCutoff(int plies) {
        return new MctsConfig(exploration, solver, heuristics, plies, reuse, maxNodes, rave);
    }
}
