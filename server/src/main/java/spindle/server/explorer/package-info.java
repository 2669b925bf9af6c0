/**
 * The opening explorer of the server's own finished games (docs/explorer.md): for each position reached, keyed by
 * the game's canonical position under its symmetries ({@code match}'s {@code CanonicalPositions}), each move played
 * from it, how often, the mover's score, the movers' average rating and the last game; people's games and
 * computers' games apart. {@link spindle.server.explorer.ExplorerModule} adds each game once when it ends, in the
 * background, and answers {@code GET /api/explorer/{game}}; the stores are in memory or in the games' database
 * (migration V21).
 */
package spindle.server.explorer;
