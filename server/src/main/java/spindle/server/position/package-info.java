/**
 * The analysis board: a position set up from its text (docs/positions.md), the line tried from it, the computer's
 * best moves and replies there. Stateless: the browser holds the position and the line, and the address carries
 * them, so nothing is stored for a visitor.
 */
package spindle.server.position;
