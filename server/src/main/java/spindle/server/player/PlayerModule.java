package spindle.server.player;

import spindle.server.http.HtmlPage;
import spindle.server.limits.Rate;
import spindle.server.limits.Routes;

/** Players and their keys: the API ({@link PlayerApi}) and the player's own page ({@code /me}). */
public final class PlayerModule {
    private final PlayerApi players;

    public PlayerModule(PlayerStore store, Routes routes) {
        this.players = new PlayerApi(store);
        routes.post("/api/players", Rate.CREATE, players::create);
        routes.get("/api/players/me", players::me);
        routes.post("/api/players/me/key", Rate.CREATE, players::rekey);
        routes.get("/api/players/{id}", players::show);
        routes.get("/me", HtmlPage.of("/web/me.html"));
    }

    /** Who a key belongs to, for the features that take a player key. */
    public PlayerApi players() {
        return players;
    }
}
