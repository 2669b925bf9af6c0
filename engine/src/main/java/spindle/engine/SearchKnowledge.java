package spindle.engine;

/**
 * What the strong search knows of a game beyond its rules, from {@link Game#searchKnowledge(Variant)}: the evaluator
 * at the playout cut-off, a playout policy and a move prior, each null when the game has none. A new object is made
 * for each search thread, so the parts may keep scratch state.
 *
 * @param evaluator the heuristic the strong searches ({@code mcts}, {@code alphabeta}, {@code expectimax}) use; may
 *                  be learned ({@code spindle train})
 * @param playout   the playout policy of {@code mcts}, or null for uniformly random playouts
 * @param prior     the move prior of {@code mcts} (weighted by {@link AiSettings#priorWeight()}), or null
 */
public record SearchKnowledge(Evaluator evaluator, PlayoutPolicy playout, MovePrior prior) {

    /** No knowledge: random playouts to the end, no prior. */
    public static final SearchKnowledge NONE = new SearchKnowledge(null, null, null);
}
