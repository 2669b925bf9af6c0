/**
 * Exact solving of small two-player games: {@link spindle.ai.solve.Solver} proves which seat forces a win and in how
 * many plies (a depth-bounded AND/OR search with a transposition table, {@code spindle solve}), and
 * {@link spindle.ai.solve.Solutions} serves solved values to hints and the move analysis, from the game's shipped
 * table or a small search on demand.
 */
package spindle.ai.solve;
