package spindle.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Kills a real {@code spindle serve} process (SIGKILL, no shutdown hook runs) while players are moving in several
 * games, restarts it on the same SQLite file and checks that every game resumes exactly: every acknowledged move is
 * there, nothing else but possibly the one move in flight at the kill, the seats' tokens still move, and the AI of
 * a game against the AI carries on.
 */
class RestartTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern URL = Pattern.compile("http://localhost:(\\d+)/");
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    @TempDir
    Path dir;

    private record Started(Process process, String base) {
    }

    private Started serve(Path db) throws IOException, InterruptedException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"), Main.class.getName(),
                "serve", "--port", "0", "--think-ms", "20", "--db", "jdbc:sqlite:" + db,
                "--limit", "rates=off") // six players on one address move as fast as they can
                .redirectError(dir.resolve("server.log").toFile()).start();
        BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
        String line;
        while ((line = out.readLine()) != null) {
            Matcher m = URL.matcher(line);
            if (m.find()) {
                return new Started(p, "http://127.0.0.1:" + m.group(1));
            }
        }
        throw new IllegalStateException("the server did not start: exit " + p.waitFor(5, TimeUnit.SECONDS));
    }

    private JsonNode call(String base, String method, String path, String body) throws IOException,
            InterruptedException {
        HttpRequest.Builder r = HttpRequest.newBuilder(URI.create(base + path)).timeout(Duration.ofSeconds(10));
        r = body == null ? r.GET() : r.method(method, HttpRequest.BodyPublishers.ofString(body))
                .header("Content-Type", "application/json");
        HttpResponse<String> response = http.send(r.build(), HttpResponse.BodyHandlers.ofString());
        JsonNode json = JSON.readTree(response.body());
        if (response.statusCode() >= 300) {
            throw new IllegalStateException(response.statusCode() + " " + json);
        }
        return json;
    }

    private static String move(JsonNode state, String token, Random random) {
        JsonNode legal = state.get("legalMoves");
        return "{\"move\":\"" + legal.get(random.nextInt(legal.size())).asText() + "\",\"ply\":"
                + state.get("ply").asInt() + ",\"token\":\"" + token + "\"}";
    }

    @Test
    void killedMidGameEveryGameResumesExactly() throws Exception {
        Path db = dir.resolve("spindle.db");
        Started first = serve(db);
        List<String> ids = new ArrayList<>();
        Map<String, String[]> tokens = new ConcurrentHashMap<>();
        Map<String, JsonNode> acked = new ConcurrentHashMap<>();
        for (int g = 0; g < 6; g++) {
            JsonNode created = call(first.base(), "POST", "/api/games",
                    "{\"game\":\"zero-one-two\",\"seats\":[\"invite\",\"invite\"],\"seed\":" + g + "}");
            String id = created.get("id").asText();
            ids.add(id);
            tokens.put(id, new String[] {created.get("tokens").get(0).get("token").asText(),
                created.get("tokens").get(1).get("token").asText()});
            acked.put(id, created);
        }
        JsonNode ai = call(first.base(), "POST", "/api/games",
                "{\"game\":\"zero-one-two\",\"seats\":[\"ai:random\",\"ai:random\"],\"seed\":99}");

        AtomicBoolean killed = new AtomicBoolean();
        List<Thread> players = new ArrayList<>();
        for (String id : ids) {
            Thread t = new Thread(() -> {
                Random random = new Random(id.hashCode());
                try {
                    while (!killed.get()) {
                        JsonNode s = acked.get(id);
                        if (s.get("over").asBoolean()) {
                            return;
                        }
                        acked.put(id, call(first.base(), "POST", "/api/games/" + id + "/moves",
                                move(s, tokens.get(id)[s.get("toMove").asInt()], random)));
                    }
                } catch (IOException | IllegalStateException e) {
                    // the server was killed under this request: its move was not acknowledged
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            });
            t.start();
            players.add(t);
        }
        Thread.sleep(1_500);
        first.process().destroyForcibly();
        first.process().waitFor(10, TimeUnit.SECONDS);
        killed.set(true);
        for (Thread t : players) {
            t.join(15_000);
        }

        Started second = serve(db);
        try {
            for (String id : ids) {
                JsonNode before = acked.get(id);
                JsonNode after = call(second.base(), "GET", "/api/games/" + id, null);
                List<String> was = texts(before.get("moves"));
                List<String> now = texts(after.get("moves"));
                assertThat(before.get("ply").asInt()).as("game %s was played", id).isGreaterThan(0);
                assertThat(now.subList(0, was.size())).as("acknowledged moves of %s", id).isEqualTo(was);
                assertThat(after.get("version").asLong()).isBetween(before.get("version").asLong(),
                        before.get("version").asLong() + 1);
                if (after.get("version").asLong() == before.get("version").asLong()) {
                    assertThat(after.get("board")).isEqualTo(before.get("board"));
                    assertThat(now).isEqualTo(was);
                }
                if (!after.get("over").asBoolean()) {
                    String token = tokens.get(id)[after.get("toMove").asInt()];
                    JsonNode next = call(second.base(), "POST", "/api/games/" + id + "/moves",
                            move(after, token, new Random(1)));
                    assertThat(next.get("version").asLong()).isEqualTo(after.get("version").asLong() + 1);
                }
            }
            String aiId = ai.get("id").asText();
            JsonNode aiGame = call(second.base(), "GET", "/api/games/" + aiId, null);
            for (int i = 0; i < 400 && !aiGame.get("over").asBoolean(); i++) {
                Thread.sleep(50);
                aiGame = call(second.base(), "GET", "/api/games/" + aiId, null);
            }
            assertThat(aiGame.get("over").asBoolean()).as("the AI game carries on after the restart").isTrue();
        } finally {
            second.process().destroy();
            second.process().waitFor(10, TimeUnit.SECONDS);
        }
    }

    private static List<String> texts(JsonNode moves) {
        List<String> list = new ArrayList<>();
        moves.forEach(m -> list.add(m.get("text").asText()));
        return list;
    }
}
