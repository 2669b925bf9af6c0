/**
 * Spindle's web server: hosts games of every registered game ({@link spindle.engine.Games#all()}) for people in a
 * browser and for programs through a JSON API.
 *
 * <p>{@link spindle.server.WebServer} wires Javalin to {@link spindle.server.GameApi} (the API documented in
 * README.md), the rules pages and the browser UI, which is plain ES modules and SVG under {@code /web} in the jar,
 * one board module per game. A hosted game is an immutable {@link spindle.server.Table} (rules state, seats, seed)
 * kept in a {@link spindle.server.GameStore}; AI seats are played in the background by
 * {@link spindle.server.AiPlayer}, and chance nodes are sampled by the table from its seed.
 */
package spindle.server;
