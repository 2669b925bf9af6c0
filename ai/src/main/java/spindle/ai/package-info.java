/**
 * Agents that play any game through the engine API. {@link spindle.ai.Agent} chooses an action for the player to
 * move within a {@link spindle.ai.Budget} (time, iterations, threads, seed); {@link spindle.ai.Agents} builds one
 * from a text spec such as {@code random}, {@code mcts:hard} or {@code alphabeta:medium}, and gives hints
 * ({@link spindle.ai.Hint}: best move, value, effort) to the server and {@code spindle play --hint}.
 *
 * <ul>
 *   <li>{@link spindle.ai.MctsAgent}: UCT with max^n backup for any number of players, chance nodes, MCTS-solver,
 *       RAVE, evaluator-cut playouts, tree reuse between moves and root parallelism ({@link spindle.ai.MctsTree}).
 *   <li>{@link spindle.ai.AlphaBetaAgent}: iterative-deepening alpha-beta with a transposition table, two players.
 *   <li>{@link spindle.ai.ExpectimaxAgent}: depth-limited expectimax with sparse sampling of large chance nodes.
 *   <li>{@link spindle.ai.Levels}: the budgets behind {@code easy}, {@code medium}, {@code hard}, {@code max}.
 * </ul>
 *
 * <p>Kinds of agent are {@link spindle.ai.AgentProvider}s found through {@link java.util.ServiceLoader}: the
 * built-ins ({@link spindle.ai.BuiltInAgents}) and plug-in jars alike. {@code ext:<command>} runs an outside program
 * speaking the engine protocol ({@link spindle.ai.protocol}); an agent that cannot move throws
 * {@link spindle.ai.AgentFailure} and loses the game by forfeit.
 *
 * <p>With one thread and an iteration budget every agent is deterministic for a given seed.
 */
package spindle.ai;
