/**
 * Agents that play any game through the engine API: {@link spindle.ai.Agent} chooses an action for the player to
 * move within a {@link spindle.ai.Budget}; {@link spindle.ai.Agents} builds one from a text spec such as
 * {@code random} or {@code mcts:hard}.
 */
package spindle.ai;
