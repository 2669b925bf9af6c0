package spindle.server.player;

import com.fasterxml.jackson.databind.JsonNode;
import io.javalin.http.Context;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import spindle.server.http.ApiException;
import spindle.server.http.JsonBody;
import spindle.server.http.Tokens;
import spindle.server.limits.Gate;

/**
 * Players without passwords: {@code POST /api/players {"name"}} gives a player id and a secret player key, which
 * the client keeps and sends as {@code "player"} when it creates or joins a game, or as {@code Authorization: Bearer
 * <key>} to read its own games. The key is shown once; the server keeps its hash.
 */
public final class PlayerApi {
    /** The most games {@code GET /api/players/me/games} lists. */
    public static final int LISTED = 100;

    private final PlayerStore store;

    public PlayerApi(PlayerStore store) {
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
        store.add(player, Tokens.hash(key));
        Map<String, Object> reply = view(player);
        reply.put("key", key);
        ctx.status(201).header("Location", "/api/players/" + player.id()).json(reply);
    }

    /** {@code GET /api/players/me} with the key as bearer token: who the key is. */
    /**
     * {@code POST /api/players/me/key}: a new key for the player, which only this answer carries; the old key, and
     * every transfer link that carried it, stops working. For a key that was shared or a device that was lost.
     */
    void rekey(Context ctx) {
        Player me = authenticated(ctx);
        String key = Tokens.newToken();
        store.rekey(me.id(), Tokens.hash(key));
        Map<String, Object> reply = view(me);
        reply.put("key", key);
        ctx.json(reply);
    }

    void me(Context ctx) {
        ctx.json(view(authenticated(ctx)));
    }

    /** {@code GET /api/players/{id}}: a player's public face. */
    void show(Context ctx) {
        String id = ctx.pathParam("id");
        ctx.json(view(store.byId(id)
                .orElseThrow(() -> ApiException.notFound("no player with id '" + id + "'"))));
    }

    /** The player whose key is the request's bearer token: 401 without one or for an unknown key. */
    public Player authenticated(Context ctx) {
        String key = Gate.bearer(ctx);
        if (key == null) {
            throw new ApiException(401, "this needs your player key as 'Authorization: Bearer <key>'");
        }
        return player(store, key);
    }

    /**
     * The player whose key this is, null for no key.
     *
     * @throws ApiException 401 for a key no player has
     */
    /** The player whose key this is, or null without a key (401 for an unknown key). */
    public Player player(String key) {
        return player(store, key);
    }

    /** The player whose key this is, if any. */
    public Optional<Player> byKey(String key) {
        return store.byKeyHash(Tokens.hash(key));
    }

    public static Player player(PlayerStore players, String key) {
        if (key == null) {
            return null;
        }
        return players.byKeyHash(Tokens.hash(key))
                .orElseThrow(() -> new ApiException(401, "unknown player key: create a player with POST /api/players"));
    }

    public static Map<String, Object> view(Player p) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("id", p.id());
        m.put("name", p.name());
        m.put("bot", p.bot());
        m.put("created", p.created().toString());
        return m;
    }

    private String newId() {
        return Tokens.freeId("p", id -> store.byId(id).isPresent());
    }
}
