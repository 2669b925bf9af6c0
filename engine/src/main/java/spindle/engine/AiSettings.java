package spindle.engine;

/**
 * A game's knowledge for the AI, kept with the game so that adding a game touches no other module: the MCTS
 * iterations of the easy, medium and hard levels and the strong search's settings. Games return theirs from
 * {@link Game#aiSettings(Variant)}; others get {@link #DEFAULTS}. The game's heuristic, playout policy and move
 * prior come from {@link Game#searchKnowledge(Variant)}.
 *
 * @param easy        MCTS iterations per decision at level easy
 * @param medium      ... at level medium
 * @param hard        ... at level hard
 * @param rave        RAVE equivalence parameter k of the strong search (0 = off)
 * @param exploration the strong search's UCT constant C (payoffs scaled to [0, 1])
 * @param cutoff      playout plies before the evaluator is asked, where the game has one
 * @param priorWeight weight of the move prior's progressive bias ({@code w * prior / (visits + 1)}), 0 = off
 * @param learned     the strong search ({@code mcts}, every level) plays with the game's shipped learned models
 *                    ({@code spindle train}: value model and move patterns) by default, where they fit the variant;
 *                    {@code alphabeta} uses them only when asked ({@code learned=on})
 * @param rootParallel several threads of the strong search (level max, {@code :2t}) search one tree each and sum
 *                    the root statistics (root parallelism), where they otherwise share one tree with virtual loss
 * @param learnedUpTo with {@code learned}: the largest iteration budget at which {@code mcts} uses the learned models
 *                    by default; above it and under time budgets only when asked ({@code learned=on}).
 *                    {@code Long.MAX_VALUE}: every budget. For models that win where the search is short and lose
 *                    where it is long (Warp and Weft's playout strengths)
 */
public record AiSettings(long easy, long medium, long hard, double rave, double exploration, int cutoff,
                         double priorWeight, boolean learned, boolean rootParallel, long learnedUpTo) {
    /** What a game gets unless it says otherwise. */
    public static final AiSettings DEFAULTS = new AiSettings(200, 800, 3_200, 300);

    public AiSettings {
        if (easy < 1 || medium < 1 || hard < 1 || !(rave >= 0) || !(exploration >= 0) || cutoff < 0
                || !(priorWeight >= 0)) {
            throw new IllegalArgumentException("AI settings need positive iterations and rave, exploration, cutoff "
                    + "and prior weight >= 0");
        }
        if (learnedUpTo < 1) {
            throw new IllegalArgumentException("learnedUpTo needs a positive iteration budget");
        }
    }

    /** Settings whose learned models, where on, are the default at every budget. */
    public AiSettings(long easy, long medium, long hard, double rave, double exploration, int cutoff,
                      double priorWeight, boolean learned, boolean rootParallel) {
        this(easy, medium, hard, rave, exploration, cutoff, priorWeight, learned, rootParallel, Long.MAX_VALUE);
    }

    /** Settings whose threads share one tree. */
    public AiSettings(long easy, long medium, long hard, double rave, double exploration, int cutoff,
                      double priorWeight, boolean learned) {
        this(easy, medium, hard, rave, exploration, cutoff, priorWeight, learned, false);
    }

    /** Settings without the learned evaluator. */
    public AiSettings(long easy, long medium, long hard, double rave, double exploration, int cutoff,
                      double priorWeight) {
        this(easy, medium, hard, rave, exploration, cutoff, priorWeight, false);
    }

    /** The level budgets and RAVE weight with the search's defaults (C = 0.4, cut-off 12 plies, no prior). */
    public AiSettings(long easy, long medium, long hard, double rave) {
        this(easy, medium, hard, rave, 0.4, 12, 0);
    }

    public AiSettings withRave(double k) {
        return new AiSettings(easy, medium, hard, k, exploration, cutoff,
                priorWeight, learned, rootParallel, learnedUpTo);
    }

    public AiSettings withIterations(long easyIterations, long mediumIterations, long hardIterations) {
        return new AiSettings(easyIterations, mediumIterations, hardIterations, rave, exploration, cutoff,
                priorWeight, learned, rootParallel, learnedUpTo);
    }

    public AiSettings withExploration(double c) {
        return new AiSettings(easy, medium, hard, rave, c, cutoff, priorWeight, learned, rootParallel, learnedUpTo);
    }

    public AiSettings withCutoff(int plies) {
        return new AiSettings(easy, medium, hard, rave, exploration, plies,
                priorWeight, learned, rootParallel, learnedUpTo);
    }

    public AiSettings withPriorWeight(double weight) {
        return new AiSettings(easy, medium, hard, rave, exploration, cutoff,
                weight, learned, rootParallel, learnedUpTo);
    }

    public AiSettings withLearned(boolean on) {
        return new AiSettings(easy, medium, hard, rave, exploration, cutoff, priorWeight,
                on, rootParallel, learnedUpTo);
    }

    public AiSettings withRootParallel(boolean on) {
        return new AiSettings(easy, medium, hard, rave, exploration, cutoff, priorWeight, learned, on, learnedUpTo);
    }

    /** Learned models on by default for iteration budgets up to {@code iterations} only. */
    public AiSettings withLearnedUpTo(long iterations) {
        return new AiSettings(easy, medium, hard, rave, exploration, cutoff, priorWeight, true, rootParallel,
                iterations);
    }

    /**
     * Whether {@code mcts} plays with the learned models by default under a budget of {@code iterations} (0: a time
     * budget).
     */
    public boolean learnedByDefault(long iterations) {
        return learned && (learnedUpTo == Long.MAX_VALUE || iterations > 0 && iterations <= learnedUpTo);
    }
}
