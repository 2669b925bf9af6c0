package spindle.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The clocks of a real {@code spindle serve} process across a hard kill (SIGKILL: no shutdown, the last heartbeat
 * is a few seconds old) and a restart on the same SQLite file: a correspondence clock is charged for the downtime
 * (wall clock), a live clock is not, and a live clock's flag still falls after the restart with nobody connected.
 */
class ClockRestartTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    /** How long the server stays down: longer than the heartbeat and the start of a JVM on a busy machine. */
    private static final long DOWN_MILLIS = 15_000;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    @TempDir
    Path dir;

    private JsonNode call(ChildServer server, String path, String body) throws IOException, InterruptedException {
        HttpRequest.Builder r = HttpRequest.newBuilder(URI.create(server.base + path)).timeout(Duration.ofSeconds(20));
        r = body == null ? r.GET() : r.POST(HttpRequest.BodyPublishers.ofString(body))
                .header("Content-Type", "application/json");
        HttpResponse<String> response = http.send(r.build(), HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).as(path + " " + response.body()).isLessThan(300);
        return JSON.readTree(response.body());
    }

    private JsonNode create(ChildServer server, String clock) throws IOException, InterruptedException {
        return call(server, "/api/games", "{\"game\":\"zero-one-two\",\"seats\":[\"invite\",\"invite\"],\"seed\":5,"
                + "\"clock\":" + clock + "}");
    }

    /** Plays each seat's (untimed) first turn, so that a clock runs. */
    private void firstTurns(ChildServer server, JsonNode game) throws IOException, InterruptedException {
        String id = game.get("id").asText();
        for (int i = 0; i < 20; i++) {
            JsonNode s = call(server, "/api/games/" + id, null);
            if (s.get("clock").get("running").isInt()) {
                return;
            }
            String token = game.get("tokens").get(s.get("toMove").asInt()).get("token").asText();
            call(server, "/api/games/" + id + "/moves", "{\"move\":\"" + s.get("legalMoves").get(0).asText()
                    + "\",\"ply\":" + s.get("ply").asInt() + ",\"token\":\"" + token + "\"}");
        }
        throw new AssertionError("no clock runs after twenty plies");
    }

    /** The time charged so far to the seats together (only the running seat has used any). */
    private static long used(JsonNode state) {
        JsonNode c = state.get("clock");
        long start = c.get("kind").asText().equals("fischer") ? c.get("initialSeconds").asLong() * 1000
                : c.get("daysPerMove").asLong() * 86_400_000L;
        return 2 * start - c.get("remainingMs").get(0).asLong() - c.get("remainingMs").get(1).asLong();
    }

    @Test
    void aRestartChargesCorrespondenceForTheDowntimeButNotALiveClock() throws Exception {
        String db = "jdbc:sqlite:" + dir.resolve("clocks.db");
        JsonNode live;
        JsonNode post;
        JsonNode blitz;
        long killedAt;
        try (ChildServer first = ChildServer.start(List.of(), db, List.of("--limit", "rates=off"))) {
            live = create(first, "{\"initialSeconds\":600,\"incrementSeconds\":0}");
            post = create(first, "{\"daysPerMove\":1}");
            blitz = create(first, "{\"initialSeconds\":20}");
            for (JsonNode g : List.of(live, post, blitz)) {
                firstTurns(first, g);
            }
            Thread.sleep(1_000);
            first.process.destroyForcibly().waitFor(20, TimeUnit.SECONDS);
            killedAt = System.currentTimeMillis();
        }
        Thread.sleep(DOWN_MILLIS);
        try (ChildServer second = ChildServer.start(List.of(), db, List.of("--limit", "rates=off"))) {
            long downtime = System.currentTimeMillis() - killedAt;
            JsonNode l = call(second, "/api/games/" + live.get("id").asText(), null);
            JsonNode p = call(second, "/api/games/" + post.get("id").asText(), null);
            JsonNode b = call(second, "/api/games/" + blitz.get("id").asText(), null);
            assertThat(used(p)).as("correspondence: the downtime counts").isGreaterThanOrEqualTo(downtime);
            assertThat(used(l)).as("live: the downtime (%d ms) is not charged", downtime)
                    .isLessThan(DOWN_MILLIS - 5_000).isGreaterThanOrEqualTo(0);
            assertThat(b.get("over").asBoolean()).as("a 20 s clock did not fall in the downtime").isFalse();
            JsonNode ended = b;
            for (int i = 0; i < 120 && !ended.get("over").asBoolean(); i++) {
                Thread.sleep(500);
                ended = call(second, "/api/games/" + blitz.get("id").asText(), null);
            }
            assertThat(ended.get("endReason").asText()).as("the flag falls after the restart").isEqualTo("time");
            assertThat(ended.get("result").get("text").asText()).endsWith("on time");
            String record = call(second, "/api/games/" + blitz.get("id").asText() + "/record", null).toString();
            assertThat(record).contains("\"endReason\":\"time\"");
        }
    }
}
