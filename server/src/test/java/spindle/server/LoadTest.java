package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Queue;
import java.util.Random;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import spindle.server.db.Database;
import spindle.server.limits.Limits;

/**
 * 200 concurrent online games on loopback for 30 s (system property {@code spindle.load.seconds}) against a
 * SQLite store: in each game two simulated players, each with its own WebSocket like a browser, take turns over
 * HTTP with a think of 200-600 ms between moves (property {@code spindle.load.think}, the mean); every move must be acknowledged and pushed to both players' sockets.
 * A finished game is replaced by a new one. Asserts zero errors; reports (does not assert) the p99 move latency.
 */
class LoadTest {
    private static final Logger LOG = LoggerFactory.getLogger(LoadTest.class);
    private static final int GAMES = 200;
    /** The mean think of a simulated player between moves (uniform in half to one and a half times this). */
    private static final long THINK_MILLIS = Long.getLong("spindle.load.think", 400);

    @TempDir
    Path dir;

    private final Queue<String> errors = new ConcurrentLinkedQueue<>();
    private final Queue<Long> latencies = new ConcurrentLinkedQueue<>();
    private final Queue<Long> pushes = new ConcurrentLinkedQueue<>();
    private final AtomicLong games = new AtomicLong();

    @Test
    void twoHundredConcurrentGamesForThirtySecondsWithoutAnError() throws InterruptedException {
        long seconds = Long.getLong("spindle.load.seconds", 30);
        // 200 clients share one loopback address here: no per-client rates
        try (WebServer server = new WebServer(Stores.of(Database.open("jdbc:sqlite:" + dir.resolve("load.db"))),
                ServerConfig.of(50).withLimits(Limits.unlimited())).start(0)) {
            HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
            long deadline = System.nanoTime() + Duration.ofSeconds(seconds).toNanos();
            List<Thread> threads = new ArrayList<>();
            for (int i = 0; i < GAMES; i++) {
                int n = i;
                Thread t = new Thread(() -> players(client, server.port(), deadline, new Random(n)), "load-" + i);
                t.start();
                threads.add(t);
            }
            for (Thread t : threads) {
                t.join();
            }
        }
        List<Long> sorted = new ArrayList<>(latencies);
        Collections.sort(sorted);
        List<Long> pushSorted = new ArrayList<>(pushes);
        Collections.sort(pushSorted);
        assertThat(sorted).isNotEmpty();
        LOG.info("load: {} games at once for {} s, think {} ms: {} games, {} moves ({}/s); move latency p50 {} ms, p99 {} ms,"
                        + " max {} ms; push to both players p99 {} ms; {} errors", GAMES, seconds, THINK_MILLIS, games.get(),
                sorted.size(), sorted.size() / seconds, millis(percentile(sorted, 0.50)),
                millis(percentile(sorted, 0.99)), millis(sorted.get(sorted.size() - 1)),
                millis(percentile(pushSorted, 0.99)), errors.size());
        assertThat(errors).as("errors under load").isEmpty();
    }

    private static long percentile(List<Long> sorted, double p) {
        return sorted.isEmpty() ? 0 : sorted.get((int) Math.min(sorted.size() - 1, Math.ceil(p * sorted.size()) - 1));
    }

    private static String millis(long nanos) {
        return String.format("%.1f", nanos / 1e6);
    }

    /** The two players of one game after another until the deadline. */
    private void players(HttpClient client, int port, long deadline, Random random) {
        String base = "http://127.0.0.1:" + port;
        try {
            while (System.nanoTime() < deadline) {
                JsonNode g = send(client, base + "/api/games",
                        "{\"game\":\"windy-nim\",\"variant\":{\"stones\":\"30\"},\"seats\":[\"invite\",\"invite\"]}",
                        201);
                if (g == null) {
                    return;
                }
                games.incrementAndGet();
                String id = g.get("id").asText();
                String[] tokens = {Http.token(g, 0), Http.token(g, 1)};
                try (WsClient a = new WsClient(port, id); WsClient b = new WsClient(port, id)) {
                    play(client, base, g, tokens, a, b, deadline, random);
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (RuntimeException e) {
            errors.add("players failed: " + e);
        }
    }

    private void play(HttpClient client, String base, JsonNode created, String[] tokens, WsClient a, WsClient b,
                      long deadline, Random random) throws InterruptedException {
        JsonNode s = created;
        String id = s.get("id").asText();
        while (!s.get("over").asBoolean() && System.nanoTime() < deadline) {
            Thread.sleep(THINK_MILLIS / 2 + random.nextInt((int) THINK_MILLIS));
            JsonNode legal = s.get("legalMoves");
            String body = "{\"move\":\"" + legal.get(random.nextInt(legal.size())).asText() + "\",\"ply\":"
                    + s.get("ply").asInt() + ",\"token\":\"" + tokens[s.get("toMove").asInt()] + "\"}";
            long start = System.nanoTime();
            JsonNode next = send(client, base + "/api/games/" + id + "/moves", body, 200);
            long acked = System.nanoTime();
            latencies.add(acked - start);
            if (next == null) {
                return;
            }
            long version = next.get("version").asLong();
            for (WsClient player : new WsClient[] {a, b}) {
                if (player.awaitVersion(version, 5_000) == null) {
                    errors.add("game " + id + ": version " + version + " was not pushed within 5 s; the socket: "
                            + player.events());
                    return;
                }
            }
            pushes.add(System.nanoTime() - start);
            s = next;
        }
    }

    private JsonNode send(HttpClient client, String url, String body, int expected) throws InterruptedException {
        try {
            HttpResponse<String> r = client.send(HttpRequest.newBuilder(URI.create(url))
                    .timeout(Duration.ofSeconds(30)).header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
            if (r.statusCode() != expected) {
                errors.add(url + " -> " + r.statusCode() + " " + r.body());
                return null;
            }
            return Http.JSON.readTree(r.body());
        } catch (IOException e) {
            errors.add(url + " -> " + e);
            return null;
        }
    }
}
