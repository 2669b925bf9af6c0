package spindle.server;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.util.Queue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.eclipse.jetty.client.HttpClient;
import org.eclipse.jetty.util.thread.QueuedThreadPool;
import org.eclipse.jetty.websocket.api.Session;
import org.eclipse.jetty.websocket.api.WebSocketListener;
import org.eclipse.jetty.websocket.client.WebSocketClient;

/**
 * A test watcher of a game's (or a competition's) WebSocket: the states it was pushed, in order, and what happened
 * to the socket (for the message of a failed test).
 *
 * <p>It runs on Jetty's WebSocket client, not the JDK's {@code java.net.http.WebSocket}: under load (some 2,000
 * sockets in 30 s) the JDK 17 client now and then failed a socket with "Invalid UTF-8 in frame TEXT" (close code
 * 1007) on the server's pure-ASCII JSON, so a watcher missed every later push. A raw-socket client reading the same
 * server's frames over 20 load runs never saw a bad frame, and browsers never did: the fault was the JDK client's.
 */
public final class WsClient implements AutoCloseable {
    /** One client for every test socket; its threads are daemons, so it never holds up the JVM's exit. */
    private static final WebSocketClient CLIENT = startClient();

    private final BlockingQueue<JsonNode> states = new LinkedBlockingQueue<>();
    /** The socket's life (open, close, error), for failure messages. */
    private final Queue<String> events = new ConcurrentLinkedQueue<>();
    private final Session session;

    public WsClient(int port, String gameId) {
        this(port, "/api/games/" + gameId + "/ws", "state");
    }

    /** A watcher of the WebSocket at {@code path}, keeping the {@code field} of each message (null: all of it). */
    public WsClient(int port, String path, String field) {
        WebSocketListener listener = new WebSocketListener() {
            @Override
            public void onWebSocketText(String message) {
                try {
                    JsonNode m = Http.JSON.readTree(message);
                    states.add(field == null ? m : m.get(field));
                } catch (IOException e) {
                    events.add("unreadable message " + message);
                }
            }

            @Override
            public void onWebSocketClose(int code, String reason) {
                events.add("closed " + code + " " + reason);
            }

            @Override
            public void onWebSocketError(Throwable error) {
                events.add("error " + error);
            }
        };
        try {
            session = CLIENT.connect(listener, URI.create("ws://127.0.0.1:" + port + path)).get(30, TimeUnit.SECONDS);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        } catch (ExecutionException | TimeoutException e) {
            throw new IllegalStateException("could not open " + path + ": " + e, e);
        }
    }

    private static WebSocketClient startClient() {
        QueuedThreadPool threads = new QueuedThreadPool();
        threads.setName("test-ws-client");
        threads.setDaemon(true);
        HttpClient http = new HttpClient();
        http.setExecutor(threads);
        WebSocketClient client = new WebSocketClient(http);
        client.setStopAtShutdown(true);
        try {
            client.start();
        } catch (Exception e) {
            throw new IllegalStateException("could not start the WebSocket client", e);
        }
        return client;
    }

    /** The next pushed state, or null after {@code millis}. */
    public JsonNode next(long millis) throws InterruptedException {
        return states.poll(millis, TimeUnit.MILLISECONDS);
    }

    /** Waits for a pushed state of at least {@code version}; null if none comes within {@code millis}. */
    JsonNode awaitVersion(long version, long millis) throws InterruptedException {
        long end = System.currentTimeMillis() + millis;
        while (true) {
            long left = end - System.currentTimeMillis();
            JsonNode s = left <= 0 ? null : next(left);
            if (s == null || s.get("version").asLong() >= version) {
                return s;
            }
        }
    }

    /** Sends a text message to the server (a players' chat socket waits for its seat token this way). */
    public void send(String text) {
        try {
            session.getRemote().sendString(text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** What happened to the socket so far, for a failure message. */
    public String events() {
        return events.isEmpty() ? "open, no close or error" : events.toString();
    }

    @Override
    public void close() {
        session.disconnect();
    }
}
