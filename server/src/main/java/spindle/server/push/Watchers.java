package spindle.server.push;

import io.javalin.websocket.WsContext;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.eclipse.jetty.websocket.api.Session;
import org.eclipse.jetty.websocket.api.WriteCallback;

/**
 * The open WebSockets watching each game or competition, by the {@code {id}} of their path, each with its
 * {@link Outbox}. An id is forgotten with its last watcher, so what nobody watches costs nothing; joins and leaves
 * of one id are atomic, so a watcher never lands in a set that was just dropped.
 *
 * <p>Sending only hands the message to each watcher's outbox, which Jetty's asynchronous writes drain: the thread
 * that committed a change (a request, the AI, the competition clock) never writes to a socket or waits on one.
 */
public final class Watchers {
    /** A write that has not completed by then disconnects its socket: its reader has stopped reading. */
    public static final Duration WRITE_TIMEOUT = Duration.ofSeconds(10);
    /** A socket quiet this long is pinged, well within the server's one-minute WebSocket idle timeout. */
    public static final Duration PING_EVERY = Duration.ofSeconds(15);
    public static final long TICK_MILLIS = 1_000;
    /** One timer for every socket of the JVM: its work (a check, an asynchronous ping) never blocks. */
    public static final ScheduledThreadPoolExecutor TIMER = timer();

    private final Map<String, Map<WsContext, Outbox>> byId = new ConcurrentHashMap<>();

    private static ScheduledThreadPoolExecutor timer() {
        ScheduledThreadPoolExecutor timer = new ScheduledThreadPoolExecutor(1, r -> {
            Thread t = new Thread(r, "spindle-push-timer");
            t.setDaemon(true);
            return t;
        });
        timer.setRemoveOnCancelPolicy(true);
        return timer;
    }

    /** Adds a watcher of {@code id} and returns its outbox, for the state it is sent on connecting. */
    public Outbox join(String id, WsContext ctx) {
        Outbox out = new Outbox(socket(ctx), WRITE_TIMEOUT, PING_EVERY, System::nanoTime);
        out.ticks(TIMER.scheduleWithFixedDelay(out::tick, TICK_MILLIS, TICK_MILLIS, TimeUnit.MILLISECONDS));
        byId.compute(id, (k, map) -> {
            Map<WsContext, Outbox> m = map == null ? new ConcurrentHashMap<>() : map;
            Outbox old = m.put(ctx, out);
            if (old != null) {
                old.close();
            }
            return m;
        });
        return out;
    }

    /** Forgets a watcher whose socket closed or failed. */
    public void leave(WsContext ctx) {
        byId.computeIfPresent(ctx.pathParam("id"), (k, map) -> {
            Outbox out = map.remove(ctx);
            if (out != null) {
                out.close();
            }
            return map.isEmpty() ? null : map;
        });
    }

    /** The ids that have a watcher now. */
    public Set<String> ids() {
        return byId.keySet();
    }

    /**
     * Hands the message to everyone watching {@code id}, building it only when someone is. {@code order} ranks it
     * against earlier messages of the same id (a game's version), so a slower publisher cannot overtake a newer one.
     */
    public void sendAll(String id, long order, Supplier<String> message) {
        Map<WsContext, Outbox> map = byId.get(id);
        if (map == null) {
            return;
        }
        String text = message.get();
        for (Outbox out : map.values()) {
            out.offer(order, text);
        }
    }

    public static Outbox.Socket socket(WsContext ctx) {
        Session session = ctx.session;
        return new Outbox.Socket() {
            @Override
            public void send(String text, Outbox.Done done) {
                session.getRemote().sendString(text, callback(done));
            }

            @Override
            public void ping(Outbox.Done done) {
                session.getRemote().sendPing(ByteBuffer.allocate(0), callback(done));
            }

            @Override
            public void disconnect() {
                try {
                    session.disconnect();
                } catch (RuntimeException e) {
                    // already gone: nothing left to drop
                }
            }

            @Override
            public boolean isOpen() {
                return session.isOpen();
            }
        };
    }

    private static WriteCallback callback(Outbox.Done done) {
        return new WriteCallback() {
            @Override
            public void writeSuccess() {
                done.ok();
            }

            @Override
            public void writeFailed(Throwable cause) {
                done.failed(cause);
            }
        };
    }
}
