package spindle.server;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/** A client of one NDJSON stream of the Bot API for tests: reads lines on its own thread, hands out the objects. */
public final class NdjsonReader implements AutoCloseable {
    private static final JsonNode END = Http.JSON.createObjectNode().put("type", "END OF STREAM");

    private final BlockingQueue<JsonNode> lines = new LinkedBlockingQueue<>();
    private static final HttpClient CLIENT = HttpClient.newHttpClient();

    private final InputStream body;
    final int status;

    NdjsonReader(int port, String path, String key) throws IOException {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path));
        if (key != null) {
            request.header("Authorization", "Bearer " + key);
        }
        try {
            HttpResponse<InputStream> r = CLIENT.send(request.timeout(Duration.ofSeconds(30)).build(),
                    HttpResponse.BodyHandlers.ofInputStream());
            status = r.statusCode();
            body = r.body();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException(e);
        }
        Thread reader = new Thread(this::read, "ndjson-test-reader");
        reader.setDaemon(true);
        if (status == 200) {
            reader.start();
        }
    }

    private void read() {
        try (BufferedReader in = new BufferedReader(new InputStreamReader(body,
                StandardCharsets.UTF_8))) {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                if (!line.isEmpty()) {
                    lines.add(Http.JSON.readTree(line));
                }
            }
        } catch (IOException e) {
            // the stream was closed: END below says so
        }
        lines.add(END);
    }

    /** The next object of the stream whose type is {@code type} (others are skipped); fails after 30 s. */
    JsonNode next(String type) {
        return next(n -> n.get("type").asText().equals(type), type);
    }

    JsonNode next(Predicate<JsonNode> wanted, String what) {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        try {
            while (true) {
                JsonNode n = lines.poll(deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
                if (n == null) {
                    throw new AssertionError("no " + what + " within 30 s");
                }
                if (n == END) {
                    lines.add(END);
                    throw new AssertionError("the stream ended before " + what);
                }
                if (wanted.test(n)) {
                    return n;
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    /** Whether the server ended the stream (within 30 s). */
    boolean ends() {
        try {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
            while (System.nanoTime() < deadline) {
                JsonNode n = lines.poll(deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
                if (n == END) {
                    return true;
                }
            }
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    @Override
    public void close() {
        try {
            body.close(); // drops the connection: the server sees its client go
        } catch (IOException e) {
            // closed already
        }
    }
}
