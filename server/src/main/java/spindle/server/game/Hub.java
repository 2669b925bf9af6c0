package spindle.server.game;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.websocket.WsConfig;
import io.javalin.websocket.WsContext;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
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
    private final Presence presence;
    /** The seat each socket said it holds (by sending its token), for {@link Presence}. */
    private final Map<WsContext, Integer> seated = new ConcurrentHashMap<>();

    public Hub(GameStore store, Presence presence) {
        this.store = store;
        this.presence = presence;
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
        // a player's page sends its seat's token: the seat's holder is at the table while the socket is open
        ws.onMessage(ctx -> {
            String id = ctx.pathParam("id");
            Table table = store.find(id).orElse(null);
            JsonNode message;
            try {
                message = json.readTree(ctx.message());
            } catch (JsonProcessingException e) {
                return; // nothing else is said on this socket
            }
            int seat = table == null || !message.path("token").isTextual() ? -1
                    : table.seatOf(message.get("token").asText());
            if (seat >= 0 && seated.putIfAbsent(ctx, seat) == null) {
                presence.arrive(id, seat, table.seats().size());
            }
        });
        ws.onClose(this::leave);
        ws.onError(this::leave);
    }

    private void leave(WsContext ctx) {
        watchers.leave(ctx);
        Integer seat = seated.remove(ctx);
        if (seat != null) {
            presence.leave(ctx.pathParam("id"), seat);
        }
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
        return Json.write(Map.of("type", "state", "state", GameView.live(table)));
    }
}
