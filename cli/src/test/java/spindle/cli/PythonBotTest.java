package spindle.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The bar: the Python reference bot of {@code examples/} finishes online games on a real {@code spindle
 * serve} through the Bot API: one against {@code mcts:easy} (the game made with the bot's key), one it accepts as a
 * challenge from a person, whose moves this test plays.
 */
@Timeout(value = 8, unit = TimeUnit.MINUTES)
class PythonBotTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path BOT = Path.of("..", "examples", "python", "spindle_bot.py");

    private final HttpClient http = HttpClient.newHttpClient();

    private JsonNode send(ChildServer server, String method, String path, String key, String body)
            throws IOException, InterruptedException {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(server.base + path))
                .header("Content-Type", "application/json")
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofString(body));
        if (key != null) {
            b.header("Authorization", "Bearer " + key);
        }
        HttpResponse<String> r = http.send(b.build(), HttpResponse.BodyHandlers.ofString());
        assertThat(r.statusCode()).as(method + " " + path + ": " + r.body()).isBetween(200, 299);
        return JSON.readTree(r.body());
    }

    @Test
    void thePythonBotFinishesAnOnlineGameAgainstMctsAndAChallengedOne(@TempDir Path dir) throws Exception {
        try (ChildServer server = ChildServer.start(List.of(), null, List.of())) {
            String bot = send(server, "POST", "/api/players", null, "{\"name\":\"pybot\",\"bot\":true}")
                    .get("key").asText();
            String ann = send(server, "POST", "/api/players", null, "{\"name\":\"ann\"}").get("key").asText();
            String vsAi = send(server, "POST", "/api/games", null, "{\"game\":\"warp-and-weft\",\"seed\":5,"
                    + "\"seats\":[\"human\",\"ai:mcts:easy\"],\"player\":\"" + bot + "\"}").get("id").asText();
            Path log = dir.resolve("bot.log");
            Process python = new ProcessBuilder("python3", BOT.toString(), "--bot", "--server", server.base,
                    "--key", bot, "--games", "2").redirectErrorStream(true).redirectOutput(log.toFile()).start();
            try {
                JsonNode challenge = send(server, "POST", "/api/challenge/pybot", ann,
                        "{\"game\":\"warp-and-weft\",\"seat\":0}");
                String vsAnn = awaitAccepted(server, ann, challenge.get("id").asText());
                playFirstLegalMoves(server, ann, vsAnn, 0);
                assertThat(python.waitFor(5, TimeUnit.MINUTES)).as("the bot stops after its two games").isTrue();
                String output = Files.readString(log, StandardCharsets.UTF_8);
                assertThat(python.exitValue()).as(output).isZero();
                assertThat(output).contains("accepted (201)").contains(vsAi + " finished").contains(vsAnn + " finished");
                for (String id : List.of(vsAi, vsAnn)) {
                    JsonNode end = send(server, "GET", "/api/games/" + id, null, null);
                    assertThat(end.get("over").asBoolean()).isTrue();
                    assertThat(end.get("endReason").asText()).doesNotContain("resign");
                    int botSeat = id.equals(vsAi) ? 0 : 1;
                    assertThat(end.get("moves")).anySatisfy(m -> assertThat(m.get("player").asInt()).isEqualTo(botSeat));
                    assertThat(end.get("seats").get(botSeat).get("player").get("bot").asBoolean()).isTrue();
                }
            } finally {
                python.destroyForcibly();
            }
        }
    }

    /** The game the bot made by accepting ann's challenge (it answers within a minute). */
    private String awaitAccepted(ChildServer server, String key, String challenge) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(1);
        while (System.nanoTime() < deadline) {
            for (JsonNode c : send(server, "GET", "/api/challenges", key, null).get("out")) {
                if (c.get("id").asText().equals(challenge) && c.has("gameId")) {
                    return c.get("gameId").asText();
                }
            }
            Thread.sleep(100);
        }
        throw new AssertionError("the bot did not accept the challenge within a minute");
    }

    /** Plays ann's seat with the first legal move (her key as token) until the game is over. */
    private void playFirstLegalMoves(ChildServer server, String key, String id, int seat) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(4);
        while (System.nanoTime() < deadline) {
            JsonNode s = send(server, "GET", "/api/games/" + id, null, null);
            if (s.get("over").asBoolean()) {
                return;
            }
            if (s.get("toMove").asInt() == seat) {
                send(server, "POST", "/api/games/" + id + "/moves", key, "{\"move\":"
                        + JSON.writeValueAsString(s.get("legalMoves").get(0).asText()) + ",\"ply\":"
                        + s.get("ply").asInt() + "}");
            } else {
                Thread.sleep(50);
            }
        }
        throw new AssertionError("the game against the bot did not end within 4 minutes");
    }
}
