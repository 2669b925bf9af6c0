package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.net.http.HttpRequest;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import spindle.server.push.Watchers;

/**
 * A bot that opens its streams and never reads them (a tiny receive buffer, nothing read after the headers): the
 * moves of its game still answer at once, and the server drops the stalled streams after the write timeout.
 */
@Timeout(value = 3, unit = TimeUnit.MINUTES)
class SlowBotStreamTest {
    /** More bytes than the kernel buffers for a reader that reads nothing (a send buffer of up to 4 MB here). */
    private static final long STALLS = 12L << 20;

    /** A server of this test's own (JUnit makes a new instance for each test). */
    private final SlowReaders slow = new SlowReaders();

    @AfterEach
    void stop() throws IOException {
        slow.close();
    }

    /** Opens a stream and reads only the response's headers. */
    private void neverReading(String path, String key) throws IOException {
        slow.neverReading(path, "Authorization: Bearer " + key + "\r\n", "HTTP/1.1 200");
    }

    /** The bytes of the states the moves answered with: those the game stream had to send too. */
    private long sent;

    private JsonNode move(String id, String move, int ply, String key) {
        SlowReaders.Timed r = slow.timed("/api/games/" + id + "/moves", HttpRequest.newBuilder()
                .header("Authorization", "Bearer " + key).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString("{\"move\":\"" + move + "\",\"ply\":" + ply + "}")));
        sent += r.body().length();
        return SlowReaders.quick(r, 200, "move at ply " + ply);
    }

    @Test
    void movesAnswerAtOnceWhileTheBotNeverReadsItsStreamsAndTheStalledStreamsAreDropped() throws Exception {
        Http http = slow.http;
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
        while (slow.server.botStreams() > 1 && System.currentTimeMillis() < end) {
            Thread.sleep(100);
        }
        assertThat(slow.server.botStreams()).as("streams open once the stalled write timed out").isEqualTo(1);
    }
}
