package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import spindle.server.lobby.Seeks;

/**
 * The live lobby: its WebSocket pushes the list when it changes (a game with an open seat, a seek, a seek taken or
 * gone with its seeker's socket); seeks are checked, bounded, and taken by one player, the seeker told on their
 * socket.
 */
@Timeout(value = 2, unit = TimeUnit.MINUTES)
class LobbyTest {
    private static final String NIM = "\"game\":\"windy-nim\",\"variant\":\"wind=off,stones=9\"";

    private WebServer server;
    private Http http;
    private final HttpClient client = HttpClient.newHttpClient();

    @BeforeEach
    void start() {
        server = new WebServer(10).start(0);
        http = new Http("http://127.0.0.1:" + server.port());
    }

    @AfterEach
    void stop() {
        server.close();
    }

    private WsClient lobby() {
        return new WsClient(server.port(), "/api/lobby/ws", null);
    }

    /** The next message of the socket that {@code wanted} accepts (others skipped); fails after 10 s. */
    private static JsonNode next(WsClient ws, Predicate<JsonNode> wanted) throws InterruptedException {
        long end = System.currentTimeMillis() + 10_000;
        while (System.currentTimeMillis() < end) {
            JsonNode m = ws.next(end - System.currentTimeMillis());
            if (m != null && wanted.test(m)) {
                return m;
            }
        }
        throw new AssertionError("no such message within 10 s; socket: " + ws.events());
    }

    private static Predicate<JsonNode> lobbyWhere(Predicate<JsonNode> p) {
        return m -> m.get("type").asText().equals("lobby") && p.test(m);
    }

    private String key(String name) {
        return http.post("/api/players", "{\"name\":\"" + name + "\"}").json().get("key").asText();
    }

    private Http.Reply send(String method, String path, String key, String body) {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + path))
                .header("Content-Type", "application/json")
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofString(body));
        if (key != null) {
            b.header("Authorization", "Bearer " + key);
        }
        try {
            HttpResponse<String> r = client.send(b.build(), HttpResponse.BodyHandlers.ofString());
            JsonNode json = r.body().isEmpty() ? null : Http.JSON.readTree(r.body());
            return new Http.Reply(r.statusCode(), json, r.body());
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    @Test
    void aSeekShowsLiveIsTakenOnceAndItsSeekerGetsTheGame() throws Exception {
        String ann = key("ann");
        String bob = key("bob");
        try (WsClient annWs = lobby(); WsClient watcher = lobby()) {
            String socket = next(annWs, m -> m.get("type").asText().equals("hello")).get("socket").asText();
            next(watcher, lobbyWhere(m -> m.get("seeks").isEmpty()));
            Http.Reply seek = send("POST", "/api/seeks", ann, "{\"socket\":\"" + socket + "\"," + NIM
                    + ",\"ratingRange\":[1200,1800]}");
            assertThat(seek.status()).as(seek.body()).isEqualTo(201);
            String id = seek.json().get("id").asText();
            JsonNode shown = next(watcher, lobbyWhere(m -> m.get("seeks").size() == 1)).get("seeks").get(0);
            assertThat(shown.get("player").get("name").asText()).isEqualTo("ann");
            assertThat(shown.get("ratingRange").toString()).isEqualTo("[1200,1800]");
            assertThat(shown.has("socket")).as("the socket id stays secret").isFalse();

            assertThat(send("POST", "/api/seeks/" + id + "/accept", null, "").status())
                    .as("a rating range is for identified players").isEqualTo(403);
            assertThat(send("POST", "/api/seeks/" + id + "/accept", ann, "").status()).isEqualTo(400);
            Http.Reply taken = send("POST", "/api/seeks/" + id + "/accept", bob, "");
            assertThat(taken.status()).as(taken.body()).isEqualTo(201);
            String game = taken.json().get("id").asText();
            assertThat(send("POST", "/api/seeks/" + id + "/accept", bob, "").status()).isEqualTo(404);
            JsonNode told = next(annWs, m -> m.get("type").asText().equals("seekAccepted"));
            assertThat(told.get("game").asText()).isEqualTo(game);
            int annSeat = told.get("token").get("seat").asInt();
            assertThat(taken.json().get("token").get("seat").asInt()).isEqualTo(1 - annSeat);
            assertThat(taken.json().get("seats").get(annSeat).get("player").get("name").asText()).isEqualTo("ann");
            assertThat(taken.json().get("seats").get(1 - annSeat).get("player").get("name").asText()).isEqualTo("bob");
            next(watcher, lobbyWhere(m -> m.get("seeks").isEmpty()));
        }
    }

    @Test
    void aTakerOutsideTheSeeksRatingRangeIsRefusedAndTheSeekStays() throws Exception {
        String ann = key("ann3");
        String bob = key("bob3");
        try (WsClient annWs = lobby()) {
            String socket = next(annWs, m -> m.get("type").asText().equals("hello")).get("socket").asText();
            String id = send("POST", "/api/seeks", ann, "{\"socket\":\"" + socket + "\"," + NIM
                    + ",\"ratingRange\":[1600,2000]}").json().get("id").asText();
            Http.Reply refused = send("POST", "/api/seeks/" + id + "/accept", bob, "");
            assertThat(refused.status()).as("never rated: 1500").isEqualTo(403);
            assertThat(refused.error()).contains("1600..2000").contains("1500");
            String low = send("POST", "/api/seeks", ann, "{\"socket\":\"" + socket + "\"," + NIM
                    + ",\"ratingRange\":[1000,1500]}").json().get("id").asText();
            assertThat(send("POST", "/api/seeks/" + low + "/accept", bob, "").status()).isEqualTo(201);
            assertThat(send("POST", "/api/seeks/" + id + "/accept", bob, "").status())
                    .as("the refused seek is still there").isEqualTo(403);
        }
    }

    @Test
    void theLobbyIsPushedWhenAnOpenGameIsMadeAndASeekGoesWithItsSocket() throws Exception {
        try (WsClient watcher = lobby()) {
            next(watcher, lobbyWhere(m -> m.get("games").isEmpty()));
            String id = http.post("/api/games", "{" + NIM + ",\"seats\":[\"human\",\"open\"]}").json().get("id")
                    .asText();
            JsonNode games = next(watcher, lobbyWhere(m -> m.get("games").size() == 1)).get("games");
            assertThat(games.get(0).get("id").asText()).isEqualTo(id);

            WsClient seeker = lobby();
            String socket = next(seeker, m -> m.get("type").asText().equals("hello")).get("socket").asText();
            assertThat(send("POST", "/api/seeks", null, "{\"socket\":\"" + socket + "\"," + NIM + "}").status())
                    .isEqualTo(201);
            next(watcher, lobbyWhere(m -> m.get("seeks").size() == 1));
            seeker.close();
            next(watcher, lobbyWhere(m -> m.get("seeks").isEmpty()));
        }
    }

    @Test
    void badSeeksAreRefused() throws Exception {
        String ann = key("ann");
        try (WsClient ws = lobby()) {
            String socket = next(ws, m -> m.get("type").asText().equals("hello")).get("socket").asText();
            String s = "{\"socket\":\"" + socket + "\",";
            assertThat(send("POST", "/api/seeks", null, "{" + NIM + "}").status()).isEqualTo(400);
            assertThat(send("POST", "/api/seeks", null, "{\"socket\":\"guess\"," + NIM + "}").status()).isEqualTo(400);
            assertThat(send("POST", "/api/seeks", null, s + NIM + ",\"ratingRange\":[1,2]}").status())
                    .isEqualTo(400);
            assertThat(send("POST", "/api/seeks", ann, s + NIM + ",\"ratingRange\":[1800,1200]}").status())
                    .isEqualTo(400);
            assertThat(send("POST", "/api/seeks", ann, s + NIM + ",\"ratingRange\":[0,99999999999]}").status())
                    .isEqualTo(400);
            assertThat(send("POST", "/api/seeks", ann, s + NIM + ",\"clock\":\"fast\"}").status()).isEqualTo(400);
            assertThat(send("POST", "/api/seeks", "bad-key", s + NIM + "}").status()).isEqualTo(401);
            assertThat(send("POST", "/api/seeks", null, s + "\"game\":\"nope\"}").status()).isIn(400, 404);
            for (int i = 0; i < Seeks.PER_SOCKET; i++) {
                assertThat(send("POST", "/api/seeks", null, s + NIM + "}").status()).isEqualTo(201);
            }
            assertThat(send("POST", "/api/seeks", null, s + NIM + "}").status()).isEqualTo(429);
            assertThat(send("DELETE", "/api/seeks/nope?socket=" + socket, null, null).status()).isEqualTo(404);
        }
    }
}
