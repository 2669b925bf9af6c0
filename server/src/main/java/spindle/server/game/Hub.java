package spindle.server.game;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.websocket.WsConfig;
import java.util.List;
import java.util.Map;
import spindle.server.http.Json;
import spindle.server.push.Outbox;
import spindle.server.push.Watchers;

/**
 * The WebSocket of each game ({@code /api/games/{id}/ws}): players and spectators alike receive the game's live
 * view on connecting (so a reconnecting browser is current at once) and again after every change. Nothing is read
 * from the socket; moves go through the HTTP API, which checks the seat's token.
 */
public final class Hub {
    private final GameStore store;
    private final ObjectMapper json = Json.MAPPER;
    private final Watchers watchers = new Watchers();

    public Hub(GameStore store) {
        this.store = store;
    }

    void configure(WsConfig ws) {
        ws.onConnect(ctx -> {
            String id = ctx.pathParam("id");
            if (store.find(id).isEmpty()) {
                ctx.closeSession(4404, "no game with id '" + id + "'");
                return;
            }
            // registered before the state is read, so a change committed meanwhile is pushed too; the outbox keeps
            // the higher version of the two whichever comes first. Its own asynchronous pings replace Javalin's,
            // which are blocking writes on one thread shared by every socket.
            Outbox out = watchers.join(id, ctx);
            Table table = store.get(id);
            out.offer(table.version(), message(table));
        });
        ws.onClose(watchers::leave);
        ws.onError(watchers::leave);
    }

    /** How many games have a watcher now. */
    public int watchedGames() {
        return watchers.ids().size();
    }

    /** Whether a socket on this server watches the game. */
    public boolean watches(String id) {
        return watchers.ids().contains(id);
    }

    /** The games a socket on this server watches. */
    public List<String> watchedIds() {
        return List.copyOf(watchers.ids());
    }

    /** Hands the game's new live view to everyone watching it; returns without waiting for any socket. */
    public void publish(Table table) {
        watchers.sendAll(table.id(), table.version(), () -> message(table));
    }

    private String message(Table table) {
        try {
            return json.writeValueAsString(Map.of("type", "state", "state", GameView.live(table)));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a view always serialises", e);
        }
    }
}
