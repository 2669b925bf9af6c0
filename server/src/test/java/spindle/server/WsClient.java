package spindle.server;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/** A test watcher of a game's (or a competition's) WebSocket: the states it was pushed, in order. */
final class WsClient implements AutoCloseable {
    private final BlockingQueue<JsonNode> states = new LinkedBlockingQueue<>();
    private final WebSocket socket;

    WsClient(HttpClient client, int port, String gameId) {
        this(client, port, "/api/games/" + gameId + "/ws", "state");
    }

    /** A watcher of the WebSocket at {@code path}, keeping the {@code field} of each message. */
    WsClient(HttpClient client, int port, String path, String field) {
        StringBuilder text = new StringBuilder();
        socket = client.newWebSocketBuilder().buildAsync(URI.create("ws://127.0.0.1:" + port + path),
                new WebSocket.Listener() {
                    @Override
                    public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
                        text.append(data);
                        if (last) {
                            try {
                                states.add(Http.JSON.readTree(text.toString()).get(field));
                            } catch (IOException e) {
                                throw new UncheckedIOException(e);
                            }
                            text.setLength(0);
                        }
                        ws.request(1);
                        return null;
                    }
                }).join();
    }

    /** The next pushed state, or null after {@code millis}. */
    JsonNode next(long millis) throws InterruptedException {
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

    @Override
    public void close() {
        socket.abort();
    }
}
