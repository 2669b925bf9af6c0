package spindle.ai;

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
     * The strong configuration tuned for one game.
     * <ul>
     *   <li>One Piece for Two: no RAVE. It gains nothing here, even now that it costs only about a fifth of the
     *       iterations per second: against plain UCT (200 games each, seeds 1 to 4) k = 0 scored 76.5%, 80%, 79.8%,
     *       79%; k = 300 79.3%, 81.3%, 74.5%, 72.5%; k = 1,000 (seeds 2 to 4) 81.3%, 79.3%, 78%; and head to head
     *       k = 0 against k = 1,000 50% and 45.5% (seeds 1 and 2).</li>
     *   <li>Warp and Weft: RAVE k = 1,000. With the threads left out of the AMAF statistics
     *       ({@link spindle.engine.Position#amafNeutral}) the patches' AMAF values are worth a heavier weight:
     *       against plain UCT, k = 300 scored 65.5% and 66.5% (200 games, seeds 1 and 2), k = 1,000 69.5% and
     *       69.5%, k = 2,000 68.5% (seed 1). See {@link Levels}.</li>
     * </ul>
     */
    public static MctsConfig strong(String gameId) {
        return switch (gameId) {
            case "one-piece-for-two" -> strong().withRave(0);
            case "warp-and-weft" -> strong().withRave(1_000);
            default -> strong();
        };
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
