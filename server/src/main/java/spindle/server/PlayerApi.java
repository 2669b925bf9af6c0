package spindle.server;

import com.fasterxml.jackson.databind.JsonNode;
import io.javalin.http.Context;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import spindle.server.limits.Gate;
import spindle.server.players.Player;
import spindle.server.players.PlayerStore;

/**
 * Players without passwords: {@code POST /api/players {"name"}} gives a player id and a secret player key, which
 * the client keeps and sends as {@code "player"} when it creates or joins a game, or as {@code Authorization: Bearer
 * <key>} to read its own games. The key is shown once; the server keeps its hash.
 */
final class PlayerApi {
    /** The most games {@code GET /api/players/me/games} lists. */
    static final int LISTED = 100;

    private final GameStore store;

    PlayerApi(GameStore store) {
        this.store = store;
    }

    /** {@code POST /api/players {"name", "bot"?}}: 201 with {@code {"id", "name", "bot", "key"}}. */
    void create(Context ctx) {
        JsonNode body = JsonBody.body(ctx, "name", "bot");
        String name = Player.validName(JsonBody.text(body, "name", null));
        JsonNode bot = body.get("bot");
        if (bot != null && !bot.isNull() && !bot.isBoolean()) {
            throw new ApiException(400, "\"bot\" must be true or false");
        }
        String key = Tokens.newToken();
        Player player = new Player(newId(), name, bot != null && bot.asBoolean(), Instant.now());
        store.players().add(player, Tokens.hash(key));
        Map<String, Object> reply = view(player);
        reply.put("key", key);
        ctx.status(201).header("Location", "/api/players/" + player.id()).json(reply);
    }

    /** {@code GET /api/players/me} with the key as bearer token: who the key is. */
    void me(Context ctx) {
        ctx.json(view(authenticated(ctx)));
    }

    /** {@code GET /api/players/{id}}: a player's public face. */
    void show(Context ctx) {
        String id = ctx.pathParam("id");
        ctx.json(view(store.players().byId(id)
                .orElseThrow(() -> ApiException.notFound("no player with id '" + id + "'"))));
    }

    /** {@code GET /api/players/me/games}: the key's games, those where it is their move first. */
    void myGames(Context ctx) {
        Player me = authenticated(ctx);
        List<Map<String, Object>> games = new ArrayList<>();
        for (GameStore.PlayerGame g : store.ofPlayer(me.id(), LISTED)) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("id", g.game().id());
            m.put("game", g.game().game().id());
            m.put("name", g.game().game().name());
            m.put("seat", g.seat());
            m.put("yourMove", g.yourMove());
            m.put("over", g.game().over());
            m.put("ply", g.game().ply());
            m.put("players", g.game().seats().stream().map(GameView::player).toList());
            m.put("seats", g.game().seats().stream().map(Seat::spec).toList());
            m.put("outcome", g.outcome());
            m.put("created", g.game().created().toString());
            games.add(m);
        }
        ctx.json(Map.of("player", view(me), "games", games));
    }

    /** The player whose key is the request's bearer token: 401 without one or for an unknown key. */
    Player authenticated(Context ctx) {
        String key = Gate.bearer(ctx);
        if (key == null) {
            throw new ApiException(401, "this needs your player key as 'Authorization: Bearer <key>'");
        }
        return player(store.players(), key);
    }

    /**
     * The player whose key this is, null for no key.
     *
     * @throws ApiException 401 for a key no player has
     */
    static Player player(PlayerStore players, String key) {
        if (key == null) {
            return null;
        }
        return players.byKeyHash(Tokens.hash(key))
                .orElseThrow(() -> new ApiException(401, "unknown player key: create a player with POST /api/players"));
    }

    static Map<String, Object> view(Player p) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("id", p.id());
        m.put("name", p.name());
        m.put("bot", p.bot());
        m.put("created", p.created().toString());
        return m;
    }

    private String newId() {
        return Tokens.freeId("p", id -> store.players().byId(id).isPresent());
    }
}
