package spindle.engine;

/**
 * What the strong search knows of a game beyond its rules, from {@link Game#searchKnowledge(Variant)}: the evaluator at
 * the playout cut-off, a playout policy, a move prior and a prover of short forced wins, each null when the game has
 * none. A new object is made for each search thread, so the parts may keep scratch state.
 *
 * @param evaluator the heuristic the strong searches ({@code mcts}, {@code alphabeta}, {@code expectimax}) use; may
 *                  be learned ({@code spindle train})
 * @param playout   the playout policy of {@code mcts}, or null for uniformly random playouts
 * @param prior     the move prior of {@code mcts} (weighted by {@link AiSettings#priorWeight()}), or null
 * @param prover    the prover {@code mcts} asks about the root moves before it searches ({@link Prover}), or null
 */
public record SearchKnowledge(Evaluator evaluator, PlayoutPolicy playout, MovePrior prior, Prover prover) {

    /** No knowledge: random playouts to the end, no prior. */
    public static final SearchKnowledge NONE = new SearchKnowledge(null, null, null);

    /** Knowledge without a prover. */
    public SearchKnowledge(Evaluator evaluator, PlayoutPolicy playout, MovePrior prior) {
        this(evaluator, playout, prior, null);
    }

    /** The same knowledge with another evaluator (a learned one, say). */
    public SearchKnowledge withEvaluator(Evaluator e) {
        return new SearchKnowledge(e, playout, prior, prover);
    }

    /** The same knowledge with another move prior (learned patterns, say). */
    public SearchKnowledge withPrior(MovePrior p) {
        return new SearchKnowledge(evaluator, playout, p, prover);
    }

    /** The same knowledge with another playout policy (learned patterns, say). */
    public SearchKnowledge withPlayout(PlayoutPolicy p) {
        return new SearchKnowledge(evaluator, p, prior, prover);
    }
}
