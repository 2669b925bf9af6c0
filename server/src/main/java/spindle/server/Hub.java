package spindle.server;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.websocket.WsConfig;
import io.javalin.websocket.WsContext;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The WebSocket of each game ({@code /api/games/{id}/ws}): players and spectators alike receive the game's live
 * view on connecting (so a reconnecting browser is current at once) and again after every change. Nothing is read
 * from the socket; moves go through the HTTP API, which checks the seat's token.
 */
final class Hub {
    private static final Logger LOG = LoggerFactory.getLogger(Hub.class);

    private final GameStore store;
    private final ObjectMapper json = new ObjectMapper();
    private final Map<String, Set<WsContext>> watchers = new ConcurrentHashMap<>();

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
            watchers.compute(id, (k, set) -> {
                Set<WsContext> s = set == null ? ConcurrentHashMap.newKeySet() : set;
                s.add(ctx);
                return s;
            });
            send(ctx, message(store.get(id)));
        });
        ws.onClose(ctx -> leave(ctx));
        ws.onError(ctx -> leave(ctx));
    }

    /** Forgets a watcher, and the game's entry with its last watcher, so games nobody watches cost nothing. */
    private void leave(WsContext ctx) {
        watchers.computeIfPresent(ctx.pathParam("id"), (k, set) -> {
            set.remove(ctx);
            return set.isEmpty() ? null : set;
        });
    }

    /** How many games have a watcher now. */
    int watchedGames() {
        return watchers.size();
    }

    /** Sends the game's new live view to everyone watching it. */
    void publish(Table table) {
        Set<WsContext> set = watchers.get(table.id());
        if (set == null || set.isEmpty()) {
            return;
        }
        String message = message(table);
        for (WsContext ctx : set) {
            send(ctx, message);
        }
    }

    private String message(Table table) {
        try {
            return json.writeValueAsString(Map.of("type", "state", "state", GameView.live(table)));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a view always serialises", e);
        }
    }

    /** Sends one message, never two at once on a socket; a watcher gone meanwhile is skipped. */
    static void send(WsContext ctx, String message) {
        // Jetty's blocking send allows one message at a time per socket; a change may race another
        synchronized (ctx.session) {
            try {
                if (ctx.session.isOpen()) {
                    ctx.send(message);
                }
            } catch (RuntimeException e) {
                LOG.debug("could not reach a watcher of a game", e);
            }
        }
    }
}
