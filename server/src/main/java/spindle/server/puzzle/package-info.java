/**
 * Puzzles (docs/puzzles.md): the page {@code /puzzles/{game}}, the puzzles of a game (the shipped starter set, then
 * those mined from the server's own finished games), a move checked against a puzzle's solution with the opponent's
 * reply or the refutation of a wrong move, and Glicko-2 ratings of puzzles and solvers.
 */
package spindle.server.puzzle;
