package spindle.server.game;

import java.util.function.LongSupplier;
import spindle.engine.PositionText;
import spindle.server.http.HtmlPage;
import spindle.server.limits.AiCaps;
import spindle.server.limits.Rate;
import spindle.server.limits.Routes;
import spindle.server.player.PlayerApi;

/**
 * Hosted games: the catalogue, creating, reading and listing games, taking and claiming seats, records, the game's
 * WebSocket ({@link Hub}) and its page. The features above make games through {@link #service()}.
 */
public final class GameModule {
    /** The largest record imported: a long game's record fits many times over. */
    static final int RECORD_BYTES = 256 * 1024;
    /** A new game's body: its settings and a position text of the longest length read, every character escaped. */
    static final int CREATE_BYTES = Routes.BODY_BYTES + 6 * PositionText.MAX_LENGTH;

    private final GameService service;
    private final Hub hub;

    /** @param store the games as the server sees them (observed and clocked) */
    /** @param clockMillis the server's clock (tests give a fake one) */
    /** @param chosenSeeds whether a rated game's creator may choose its seed (tests only) */
    public GameModule(GameStore store, PlayerApi players, AiCaps aiCaps, LongSupplier clockMillis,
                      boolean chosenSeeds, Routes routes) {
        this.service = new GameService(store, players, aiCaps, clockMillis, chosenSeeds);
        this.hub = new Hub(store, service.presence()); // a watcher's first state says the clocks as of now
        GameApi api = new GameApi(service, players);
        routes.get("/api/catalog", api::catalog);
        routes.get("/api/catalog/{game}/seats", api::variantSeats);
        routes.get("/api/games", api::list);
        routes.post("/api/games", Rate.CREATE, CREATE_BYTES, api::create);
        routes.get("/api/games/{id}", api::state);
        routes.get("/api/games/{id}/record", api::record);
        routes.post("/api/games/{id}/seats/{seat}/join", Rate.JOIN, api::join);
        routes.post("/api/games/{id}/seats/{seat}/claim", Rate.JOIN, api::claim);
        routes.get("/api/players/me/games", api::myGames);
        routes.get("/api/lobby", api::lobby);
        routes.post("/api/records", Rate.IMPORT, RECORD_BYTES, api::importRecord);
        routes.ws("/api/games/{id}/ws", hub::configure);
        routes.get("/game/{id}", HtmlPage.of("/web/game.html"));
        // a game kept in the browser itself (/game/?id=local-...): the same page, which any static host serves too
        routes.get("/game", HtmlPage.of("/web/game.html"));
    }

    public GameService service() {
        return service;
    }

    /** The games' WebSocket hub: told of every change, and of changes made by other servers of a cluster. */
    public Hub hub() {
        return hub;
    }
}
