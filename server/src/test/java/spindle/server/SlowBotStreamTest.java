package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
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
    private Socket neverReading(String path, String key) throws IOException {
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
        return s;
    }

    /** Whether the server closed the socket: reading what it buffered ends within the time given. */
    private static boolean closedByServer(Socket s, long millis) throws IOException {
        long end = System.currentTimeMillis() + millis;
        byte[] buffer = new byte[64 * 1024];
        s.setSoTimeout(1_000);
        while (System.currentTimeMillis() < end) {
            try {
                if (s.getInputStream().read(buffer) < 0) {
                    return true;
                }
            } catch (SocketTimeoutException e) {
                // nothing for a second: the stream is still open and idle
            } catch (IOException e) {
                return true; // reset
            }
        }
        return false;
    }

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
        return Http.JSON.readTree(r.body());
    }

    @Test
    void movesAnswerAtOnceWhileTheBotNeverReadsItsStreamsAndTheStalledStreamsAreDropped() throws Exception {
        String key = http.post("/api/players", "{\"name\":\"sleepy\",\"bot\":true}").json().get("key").asText();
        Http.Reply created = http.post("/api/games", "{\"game\":\"zero-one-two\",\"variant\":{\"n\":\"12\"},"
                + "\"seed\":7,\"seats\":[\"human\",\"human\"],\"player\":\"" + key + "\"}");
        String id = created.json().get("id").asText();
        Socket game = neverReading("/api/bot/game/stream/" + id, key);
        Socket events = neverReading("/api/stream/event", key);
        // some 8 MB of states, more than the kernel buffers for a never-reader (a 4 MB send buffer here)
        SplittableRandom random = new SplittableRandom(11);
        JsonNode s = created.json();
        for (int i = 0; i < 150 && !s.get("over").asBoolean(); i++) {
            List<String> legal = new ArrayList<>();
            s.get("legalMoves").forEach(m -> legal.add(m.asText()));
            List<String> plays = legal.stream().filter(m -> !m.equals("pass")).toList();
            List<String> from = plays.isEmpty() ? legal : plays;
            s = move(id, from.get(random.nextInt(from.size())), s.get("ply").asInt(), key);
        }
        assertThat(s.get("over").asBoolean()).as("the game still on, so its stream had states to send").isFalse();
        assertThat(closedByServer(game, Watchers.WRITE_TIMEOUT.toMillis() + 20_000))
                .as("the stalled game stream is dropped after the write timeout").isTrue();
        assertThat(closedByServer(events, 3_000)).as("the idle event stream stays open").isFalse();
    }
}
