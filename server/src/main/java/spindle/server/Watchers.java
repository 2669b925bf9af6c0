package spindle.server;

import io.javalin.websocket.WsContext;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The open WebSockets watching each game or competition, by the {@code {id}} of their path. An id is forgotten
 * with its last watcher, so what nobody watches costs nothing; joins and leaves of one id are atomic, so a watcher
 * never lands in a set that was just dropped.
 */
final class Watchers {
    private static final Logger LOG = LoggerFactory.getLogger(Watchers.class);

    private final Map<String, Set<WsContext>> byId = new ConcurrentHashMap<>();

    void join(String id, WsContext ctx) {
        byId.compute(id, (k, set) -> {
            Set<WsContext> s = set == null ? ConcurrentHashMap.newKeySet() : set;
            s.add(ctx);
            return s;
        });
    }

    /** Forgets a watcher whose socket closed or failed. */
    void leave(WsContext ctx) {
        byId.computeIfPresent(ctx.pathParam("id"), (k, set) -> {
            set.remove(ctx);
            return set.isEmpty() ? null : set;
        });
    }

    /** The ids that have a watcher now. */
    Set<String> ids() {
        return byId.keySet();
    }

    /** Sends the message to everyone watching {@code id}, building it only when someone is. */
    void sendAll(String id, Supplier<String> message) {
        Set<WsContext> set = byId.get(id);
        if (set == null) {
            return;
        }
        String text = message.get();
        for (WsContext ctx : set) {
            send(ctx, text);
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
                LOG.debug("could not reach a watcher", e);
            }
        }
    }
}
