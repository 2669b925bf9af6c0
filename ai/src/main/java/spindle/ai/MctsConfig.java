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
 *                    off, the search uses only {@link Game#evaluator} (as {@code mcts-classic} does); on, when
 *                    every move is proven lost it also plays the one refuted last, and it plays on rather than
 *                    take a proven draw while a move looks nearly as good ({@link RootChoice})
 * @param priorWeight weight w of the move prior's progressive bias {@code w * prior / (n + 1)} (with knowledge)
 * @param parallel    how several threads search ({@link Parallel}); one thread searches the same either way
 * @param learned     the evaluator is the game's learned model ({@code spindle train}) where one is shipped for the
 *                    variant; the playout policy and prior stay the game's (with knowledge)
 * @param prover      ask the game's {@link spindle.engine.Prover} about the root moves first (with knowledge and
 *                    solver; {@link MctsAgent})
 * @param puct        0 for the prior's progressive bias; above 0 the prior is used as in PUCT instead (Silver et al.
 *                    2017, as MoHex 2.0 and AlphaZero weigh a move's prior): {@code puct * prior * sqrt(N) / (n + 1)},
 *                    which fades with the move's visits but grows with its parent's
 */
public record MctsConfig(double exploration, boolean solver, boolean heuristics, int cutoff, boolean reuse,
                         int maxNodes, double rave, boolean knowledge, double priorWeight, Parallel parallel,
                         boolean learned, boolean prover, double puct) {

    /**
     * How an MCTS search uses several threads (Chaslot, Winands and van den Herik 2008, "Parallel Monte-Carlo tree
     * search").
     */
    public enum Parallel {
        /** One tree shared by every thread, with virtual loss so that threads spread over different lines. */
        TREE,
        /** One tree per thread from the same root with its own seed; the root statistics are summed at the end. */
        ROOT
    }

    public MctsConfig {
        java.util.Objects.requireNonNull(parallel, "parallel");
    }

    /** A configuration with root parallelism and no learned evaluator, as every search had before issue 20. */
    public MctsConfig(double exploration, boolean solver, boolean heuristics, int cutoff, boolean reuse,
                      int maxNodes, double rave, boolean knowledge, double priorWeight) {
        this(exploration, solver, heuristics, cutoff, reuse, maxNodes, rave, knowledge, priorWeight, Parallel.ROOT,
                false, knowledge, 0);
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
     * own settings ({@link Game#aiSettings}), its threads sharing one tree unless the game asks for root parallelism.
     */
    public static MctsConfig strong(Game game, Variant variant) {
        return strong(game.aiSettings(variant));
    }

    private static MctsConfig strong(AiSettings a) {
        return new MctsConfig(a.exploration(), true, true, a.cutoff(), true, 2_000_000, a.rave(), true,
                a.priorWeight(), a.rootParallel() ? Parallel.ROOT : Parallel.TREE, a.learned(), true, 0);
    }

    public MctsConfig withSolver(boolean on) {
        return new MctsConfig(exploration, on, heuristics, cutoff, reuse, maxNodes, rave, knowledge, priorWeight,
                parallel, learned, prover, puct);
    }

    public MctsConfig withRave(double k) {
        return new MctsConfig(exploration, solver, heuristics, cutoff, reuse, maxNodes, k, knowledge, priorWeight,
                parallel, learned, prover, puct);
    }

    public MctsConfig withExploration(double c) {
        return new MctsConfig(c, solver, heuristics, cutoff, reuse, maxNodes, rave, knowledge, priorWeight,
                parallel, learned, prover, puct);
    }

    public MctsConfig withReuse(boolean on) {
        return new MctsConfig(exploration, solver, heuristics, cutoff, on, maxNodes, rave, knowledge, priorWeight,
                parallel, learned, prover, puct);
    }

    public MctsConfig withCutoff(int plies) {
        return new MctsConfig(exploration, solver, heuristics, plies, reuse, maxNodes, rave, knowledge, priorWeight,
                parallel, learned, prover, puct);
    }

    public MctsConfig withKnowledge(boolean on) {
        return new MctsConfig(exploration, solver, heuristics, cutoff, reuse, maxNodes, rave, on, priorWeight,
                parallel, learned, prover, puct);
    }

    public MctsConfig withPriorWeight(double w) {
        return new MctsConfig(exploration, solver, heuristics, cutoff, reuse, maxNodes, rave, knowledge, w,
                parallel, learned, prover, puct);
    }

    public MctsConfig withLearned(boolean on) {
        return new MctsConfig(exploration, solver, heuristics, cutoff, reuse, maxNodes, rave, knowledge, priorWeight,
                parallel, on, prover, puct);
    }

    public MctsConfig withParallel(Parallel mode) {
        return new MctsConfig(exploration, solver, heuristics, cutoff, reuse, maxNodes, rave, knowledge, priorWeight,
                mode, learned, prover, puct);
    }

    public MctsConfig withProver(boolean on) {
        return new MctsConfig(exploration, solver, heuristics, cutoff, reuse, maxNodes, rave, knowledge, priorWeight,
                parallel, learned, on, puct);
    }

    public MctsConfig withPuct(double c) {
        return new MctsConfig(exploration, solver, heuristics, cutoff, reuse, maxNodes, rave, knowledge, priorWeight,
                parallel, learned, prover, c);
    }
}
