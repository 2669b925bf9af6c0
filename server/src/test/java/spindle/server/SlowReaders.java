package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * What the slow-reader tests share: a server, clients of it whose requests must answer within {@link #BAR_MILLIS},
 * and sockets that make one request and never read past the reply's headers (a 1 KB receive buffer), so that all the
 * server pushes to them backs up in the kernel's buffers until its writes block. {@link #close} closes them all.
 */
public final class SlowReaders implements AutoCloseable {
    /** The bar: other requests keep answering within 2 s while a reader stalls. */
    static final long BAR_MILLIS = 2_000;

    final WebServer server = new WebServer(20).start(0);
    final Http http = new Http("http://127.0.0.1:" + server.port());
    private final HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private final List<Socket> stalled = new ArrayList<>();

    /** A reply and how long it took; status -1 when it timed out. */
    record Timed(int status, long millis, String body) {
        JsonNode json() {
            try {
                return Http.JSON.readTree(body);
            } catch (IOException e) {
                throw new AssertionError("not JSON: " + body, e);
            }
        }
    }

    /**
     * Sends {@code GET path} with {@code headers} (lines ending in CRLF) on a new socket that then reads only the
     * reply's headers, never its body or a frame; asserts the reply's status line starts with {@code status}.
     */
    void neverReading(String path, String headers, String status) throws IOException {
        Socket s = new Socket();
        stalled.add(s);
        s.setReceiveBufferSize(1024);
        s.connect(new InetSocketAddress("127.0.0.1", server.port()), 5_000);
        s.setSoTimeout(5_000);
        String request = "GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1:" + server.port() + "\r\n" + headers + "\r\n";
        s.getOutputStream().write(request.getBytes(StandardCharsets.US_ASCII));
        s.getOutputStream().flush();
        InputStream in = s.getInputStream();
        ByteArrayOutputStream head = new ByteArrayOutputStream();
        while (!head.toString(StandardCharsets.US_ASCII).endsWith("\r\n\r\n")) {
            int b = in.read();
            if (b < 0) {
                throw new IOException("the server closed the socket in the reply's headers: " + head);
            }
            head.write(b);
        }
        assertThat(head.toString(StandardCharsets.US_ASCII)).startsWith(status);
    }

    /** A request to the server with its own timeout, so a hung server fails the test instead of hanging it. */
    Timed timed(String path, HttpRequest.Builder request) {
        long start = System.nanoTime();
        try {
            HttpResponse<String> r = client.send(request.uri(URI.create("http://127.0.0.1:" + server.port() + path))
                    .timeout(Duration.ofSeconds(5)).build(), HttpResponse.BodyHandlers.ofString());
            long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
            return new Timed(r.statusCode(), millis, r.body());
        } catch (java.net.http.HttpTimeoutException e) {
            return new Timed(-1, TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start), "timed out: " + e);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    Timed get(String path) {
        return timed(path, HttpRequest.newBuilder().GET());
    }

    Timed post(String path, String body) {
        return timed(path, HttpRequest.newBuilder().header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body)));
    }

    /** Asserts {@code r} answered with {@code status} within the bar; its JSON, or null when it has none. */
    static JsonNode quick(Timed r, int status, String what) {
        assertThat(r.status()).as(what + ": " + r.body()).isEqualTo(status);
        assertThat(r.millis()).as(what + " took " + r.millis() + " ms").isLessThan(BAR_MILLIS);
        return r.body().startsWith("{") ? r.json() : null;
    }

    @Override
    public void close() throws IOException {
        try {
            for (Socket s : stalled) {
                s.close();
            }
        } finally {
            server.close();
        }
    }
}
