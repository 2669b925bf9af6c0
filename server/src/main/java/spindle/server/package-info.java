/**
 * Spindle's web server: hosts games of every registered game ({@link spindle.engine.Games#all()}) for people in a
 * browser and for programs through a JSON API.
 *
 * <p>{@link spindle.server.WebServer} wires Javalin to {@link spindle.server.GameApi} (the API documented in
 * README.md), the rules pages and the browser UI, which is plain ES modules and SVG under {@code /web} in the jar,
 * one board module per game. A hosted game is an immutable {@link spindle.server.Table} (rules state, seats, seed)
 * kept in a {@link spindle.server.GameStore}; AI seats are played in the background by
 * {@link spindle.server.AiPlayer}, and chance nodes are sampled by the table from its seed.
 *
 * <p>Online play: every seat a person plays holds the hash of a secret token ({@link spindle.server.Tokens}); a move
 * needs the token of the seat to move and the ply it was chosen at. {@link spindle.server.JdbcGameStore} keeps games
 * in SQLite or PostgreSQL ({@link spindle.server.Database}, Flyway migrations under {@code db/migration}), each
 * action a row committed before the move is acknowledged and replayed through the rules at start. Every stored change
 * goes through an {@link spindle.server.ObservedStore}, which pushes it to the game's WebSocket watchers
 * ({@link spindle.server.Hub}) and wakes the AI. Records are {@link spindle.match.GameRecord}s
 * ({@link spindle.server.Records}).
 */
package spindle.server;
