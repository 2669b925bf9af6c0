package spindle.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;

/**
 * Several real {@code spindle serve} processes on one fresh PostgreSQL schema (of the server .ci/run starts, named
 * by {@code SPINDLE_TEST_PG_URL}), with a JSON client and WebSocket watchers for the tests. Without PostgreSQL the
 * tests are skipped, saying so.
 */
final class ClusterRig implements AutoCloseable {
    static final String PG_VARIABLE = "SPINDLE_TEST_PG_URL";
    private static final ObjectMapper JSON = new ObjectMapper();

    final String db;
    final List<ChildServer> servers = new ArrayList<>();
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    private ClusterRig(String db) {
        this.db = db;
    }

    static String pgUrl() {
        String url = System.getProperty("spindle.test.pg.url", System.getenv(PG_VARIABLE));
        return url == null || url.isBlank() ? null : url;
    }

    /** Skips the calling test, visibly, when no PostgreSQL server is given. */
    static void assumePostgres() {
        Assumptions.assumeTrue(pgUrl() != null, "SKIPPED: several servers need PostgreSQL; set " + PG_VARIABLE
                + " to a jdbc:postgresql:// URL (.ci/run starts a throwaway server and sets it)");
    }

    /** A fresh schema of the test server, as a JDBC URL. */
    static String freshDatabase() {
        assumePostgres();
        String base = pgUrl();
        String schema = "cluster" + Long.toHexString(ThreadLocalRandom.current().nextLong() & Long.MAX_VALUE);
        try (Connection c = DriverManager.getConnection(base); Statement s = c.createStatement()) {
            s.execute("CREATE SCHEMA " + schema);
        } catch (SQLException e) {
            throw new IllegalStateException("PostgreSQL at " + base + " is not usable: " + e.getMessage(), e);
        }
        return base + (base.contains("?") ? "&" : "?") + "currentSchema=" + schema;
    }

    /** {@code n} servers on one fresh database; the first migrates it, the others start together. */
    static ClusterRig start(int n, List<String> serveArgs) {
        ClusterRig rig = new ClusterRig(freshDatabase());
        try {
            rig.servers.add(ChildServer.start(List.of(), rig.db, serveArgs));
            List<CompletableFuture<ChildServer>> others = new ArrayList<>();
            for (int i = 1; i < n; i++) {
                others.add(CompletableFuture.supplyAsync(() -> ChildServer.start(List.of(), rig.db, serveArgs)));
            }
            others.forEach(f -> rig.servers.add(f.join()));
        } catch (RuntimeException e) {
            rig.close();
            throw e;
        }
        return rig;
    }

    String base(int server) {
        return servers.get(server).base;
    }

    /** The answer's status and JSON body. */
    record Answer(int status, JsonNode body) {
    }

    Answer post(String base, String path, String json) throws IOException, InterruptedException {
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(base + path))
                .header("Content-Type", "application/json").timeout(Duration.ofSeconds(20))
                .POST(HttpRequest.BodyPublishers.ofString(json)).build(), HttpResponse.BodyHandlers.ofString());
        return new Answer(r.statusCode(), JSON.readTree(r.body()));
    }

    JsonNode get(String base, String path) throws IOException, InterruptedException {
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(base + path))
                .timeout(Duration.ofSeconds(20)).GET().build(), HttpResponse.BodyHandlers.ofString());
        if (r.statusCode() != 200) {
            throw new AssertionError("GET " + base + path + ": HTTP " + r.statusCode() + " " + r.body());
        }
        return JSON.readTree(r.body());
    }

    /** A WebSocket at {@code base + path} whose messages (JSON) queue up for the test. */
    Watcher watch(String base, String path) {
        Watcher w = new Watcher();
        w.socket = http.newWebSocketBuilder().connectTimeout(Duration.ofSeconds(10))
                .buildAsync(URI.create(base.replace("http://", "ws://") + path), w).join();
        return w;
    }

    static final class Watcher implements WebSocket.Listener, AutoCloseable {
        final BlockingQueue<JsonNode> messages = new LinkedBlockingQueue<>();
        private final StringBuilder partial = new StringBuilder();
        WebSocket socket;

        @Override
        public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
            partial.append(data);
            if (last) {
                try {
                    messages.add(JSON.readTree(partial.toString()));
                } catch (IOException e) {
                    throw new IllegalStateException(e);
                }
                partial.setLength(0);
            }
            ws.request(1);
            return null;
        }

        /** The first game state pushed with {@code ply} at least this, or null when none came within the time. */
        JsonNode awaitPly(int ply, long millis) throws InterruptedException {
            long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
            while (true) {
                long left = end - System.nanoTime();
                JsonNode m = messages.poll(Math.max(0, left), TimeUnit.NANOSECONDS);
                if (m == null) {
                    return null;
                }
                if (m.has("state") && m.get("state").get("ply").asInt() >= ply) {
                    return m.get("state");
                }
            }
        }

        /** The first pushed message for which {@code test} holds, or null when none came within the time. */
        JsonNode await(java.util.function.Predicate<JsonNode> test, long millis) throws InterruptedException {
            long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
            while (true) {
                long left = end - System.nanoTime();
                JsonNode m = messages.poll(Math.max(0, left), TimeUnit.NANOSECONDS);
                if (m == null || test.test(m)) {
                    return m;
                }
            }
        }

        @Override
        public void close() {
            socket.abort();
        }
    }

    /** Keeps each server's log under target/cluster-logs (the server's own directory goes with it). */
    @Override
    public void close() {
        for (ChildServer s : servers) {
            try {
                java.nio.file.Path dir = java.nio.file.Path.of("target", "cluster-logs");
                java.nio.file.Files.createDirectories(dir);
                java.nio.file.Files.writeString(dir.resolve("server-" + s.process.pid() + ".log"), s.log());
            } catch (IOException e) {
                // only a log lost
            }
            s.close();
        }
    }
}
