package spindle.server;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.websocket.WsConfig;
import java.util.Map;

/**
 * The WebSocket of each game ({@code /api/games/{id}/ws}): players and spectators alike receive the game's live
 * view on connecting (so a reconnecting browser is current at once) and again after every change. Nothing is read
 * from the socket; moves go through the HTTP API, which checks the seat's token.
 */
final class Hub {
    private final GameStore store;
    private final ObjectMapper json = new ObjectMapper();
    private final Watchers watchers = new Watchers();

    Hub(GameStore store) {
        this.store = store;
    }

    void configure(WsConfig ws) {
        ws.onConnect(ctx -> {
            String id = ctx.pathParam("id");
            if (store.find(id).isEmpty()) {
                ctx.closeSession(4404, "no game with id '" + id + "'");
                return;
            }
            ctx.enableAutomaticPings();
            // registered before the state is read, so a change committed meanwhile is pushed too (clients keep the
            // highest version they have seen, so the order of the two messages does not matter)
            watchers.join(id, ctx);
            Watchers.send(ctx, message(store.get(id)));
        });
        ws.onClose(watchers::leave);
        ws.onError(watchers::leave);
    }

    /** How many games have a watcher now. */
    int watchedGames() {
        return watchers.ids().size();
    }

    /** Sends the game's new live view to everyone watching it. */
    void publish(Table table) {
        watchers.sendAll(table.id(), () -> message(table));
    }

    private String message(Table table) {
        try {
            return json.writeValueAsString(Map.of("type", "state", "state", GameView.live(table)));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a view always serialises", e);
        }
    }
}
