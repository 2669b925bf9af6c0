package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
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
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A bot that opens its streams and never reads them (a tiny receive buffer, nothing read after the headers): the
 * moves of its game still answer at once, and the server drops the stalled streams after the write timeout.
 */
@Timeout(value = 3, unit = TimeUnit.MINUTES)
class SlowBotStreamTest {
    /** As {@link SlowWatcherTest}'s bar: a move answers within 2 s while a stream stalls. */
    private static final long BAR_MILLIS = 2_000;
    /** More bytes than the kernel buffers for a reader that reads nothing (a send buffer of up to 4 MB here). */
    private static final long STALLS = 12L << 20;

    private WebServer server;
    private Http http;
    private final HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private final List<Socket> stalled = new ArrayList<>();

    @BeforeEach
    void start() {
        server = new WebServer(20).start(0);
        http = new Http("http://127.0.0.1:" + server.port());
    }

    @AfterEach
    void stop() throws IOException {
        for (Socket s : stalled) {
            s.close();
        }
        server.close();
    }

    /** Opens a stream on a socket with a 1 KB receive buffer and reads only the response's headers. */
    private void neverReading(String path, String key) throws IOException {
        Socket s = new Socket();
        stalled.add(s);
        s.setReceiveBufferSize(1024);
        s.connect(new InetSocketAddress("127.0.0.1", server.port()), 5_000);
        s.setSoTimeout(5_000);
        String request = "GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1:" + server.port() + "\r\n"
                + "Authorization: Bearer " + key + "\r\n\r\n";
        s.getOutputStream().write(request.getBytes(StandardCharsets.US_ASCII));
        s.getOutputStream().flush();
        InputStream in = s.getInputStream();
        ByteArrayOutputStream head = new ByteArrayOutputStream();
        while (!head.toString(StandardCharsets.US_ASCII).endsWith("\r\n\r\n")) {
            int b = in.read();
            if (b < 0) {
                throw new IOException("the server closed the stream in its headers: " + head);
            }
            head.write(b);
        }
        assertThat(head.toString(StandardCharsets.US_ASCII)).startsWith("HTTP/1.1 200");
    }

    /** The bytes of the states the moves answered with: those the game stream had to send too. */
    private long sent;

    private JsonNode move(String id, String move, int ply, String key) throws Exception {
        long start = System.nanoTime();
        HttpResponse<String> r = client.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port()
                        + "/api/games/" + id + "/moves")).timeout(Duration.ofSeconds(5))
                .header("Authorization", "Bearer " + key).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString("{\"move\":\"" + move + "\",\"ply\":" + ply + "}")).build(),
                HttpResponse.BodyHandlers.ofString());
        long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
        assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
        assertThat(millis).as("move at ply " + ply + " took " + millis + " ms").isLessThan(BAR_MILLIS);
        sent += r.body().length();
        return Http.JSON.readTree(r.body());
    }

    @Test
    void movesAnswerAtOnceWhileTheBotNeverReadsItsStreamsAndTheStalledStreamsAreDropped() throws Exception {
        String key = http.post("/api/players", "{\"name\":\"sleepy\",\"bot\":true}").json().get("key").asText();
        Http.Reply created = http.post("/api/games", "{\"game\":\"zero-one-two\",\"variant\":{\"n\":\"12\"},"
                + "\"seed\":7,\"seats\":[\"human\",\"human\"],\"player\":\"" + key + "\"}");
        String id = created.json().get("id").asText();
        neverReading("/api/bot/game/stream/" + id, key);
        neverReading("/api/stream/event", key);
        SplittableRandom random = new SplittableRandom(11);
        JsonNode s = created.json();
        for (int i = 0; i < 400 && sent < STALLS && !s.get("over").asBoolean(); i++) {
            List<String> legal = new ArrayList<>();
            s.get("legalMoves").forEach(m -> legal.add(m.asText()));
            List<String> plays = legal.stream().filter(m -> !m.equals("pass")).toList();
            List<String> from = plays.isEmpty() ? legal : plays;
            s = move(id, from.get(random.nextInt(from.size())), s.get("ply").asInt(), key);
        }
        assertThat(s.get("over").asBoolean()).as("the game still on, so its stream had states to send").isFalse();
        assertThat(sent).as("bytes of states offered to the stream").isGreaterThanOrEqualTo(STALLS);
        // the server drops the stalled game stream; the event stream, idle but for keep-alives, stays
        long end = System.currentTimeMillis() + Watchers.WRITE_TIMEOUT.toMillis() + 15_000;
        while (server.botStreams() > 1 && System.currentTimeMillis() < end) {
            Thread.sleep(100);
        }
        assertThat(server.botStreams()).as("streams open once the stalled write timed out").isEqualTo(1);
    }
}
