package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;
import static spindle.server.GameApiTest.moveBody;
import static spindle.server.Http.token;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import spindle.server.db.Database;
import spindle.server.http.Tokens;

/** Online play over HTTP and WebSocket on a SQLite store: tokens, refusals that change nothing, lobby, records. */
class OnlinePlayTest {
    @TempDir
    static Path dir;
    private static WebServer server;
    private static Http http;

    @BeforeAll
    static void start() {
        server = new WebServer(Stores.of(Database.open("jdbc:sqlite:" + dir.resolve("online.db"))), 50)
                .start(0);
        http = new Http("http://127.0.0.1:" + server.port());
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static JsonNode invited() {
        Http.Reply r = http.post("/api/games", "{\"game\":\"windy-nim\",\"seats\":[\"invite\",\"invite\"],\"seed\":9}");
        assertThat(r.status()).isEqualTo(201);
        return r.json();
    }

    private static long version(String id) {
        return http.get("/api/games/" + id).json().get("version").asLong();
    }

    @Test
    void invitedSeatsGetLinksAndOnlyTheirTokenMovesForThem() {
        JsonNode g = invited();
        String id = g.get("id").asText();
        String t0 = token(g, 0);
        String t1 = token(g, 1);
        assertThat(t0).hasSizeGreaterThanOrEqualTo(43).isNotEqualTo(t1);
        assertThat(g.get("tokens").get(1).get("link").asText()).isEqualTo("/game/" + id + "?seat=1#token=" + t1);
        assertThat(g.get("watch").asText()).isEqualTo("/game/" + id);
        Http.Reply state = http.get("/api/games/" + id);
        assertThat(state.body()).doesNotContain(t0).doesNotContain(t1).doesNotContain(Tokens.hash(t0));
        assertThat(http.get("/api/games/" + id + "/record").body()).doesNotContain(t0);
        assertThat(state.json().get("online").asBoolean()).isTrue();
        assertThat(state.json().get("canUndo").asBoolean()).isFalse();

        int ply = g.get("ply").asInt();
        long v = g.get("version").asLong();
        String path = "/api/games/" + id + "/moves";
        assertThat(http.post(path, "{\"move\":\"take1\",").status()).isEqualTo(400);
        assertThat(http.post(path, "[1,2]").status()).isEqualTo(400);
        assertThat(http.post(path, "{\"move\":\"take1\",\"ply\":" + ply + "}").status()).isEqualTo(401);
        assertThat(http.post(path, moveBody("take1", ply, "not-a-token")).status()).isEqualTo(403);
        Http.Reply outOfTurn = http.post(path, moveBody("take1", ply, t1));
        assertThat(outOfTurn.status()).isEqualTo(409);
        assertThat(outOfTurn.error()).contains("not your turn");
        assertThat(http.post(path, "{\"move\":\"" + "x".repeat(300_000) + "\",\"ply\":" + ply + "}").status())
                .isEqualTo(413);
        assertThat(http.post(path, "{\"move\":7,\"ply\":" + ply + ",\"token\":\"" + t0 + "\"}").status())
                .isEqualTo(400);
        assertThat(http.post("/api/games/" + id + "/undo", "{\"token\":\"" + t0 + "\"}").status()).isEqualTo(409);
        assertThat(http.get("/api/games/" + id + "/hint", t0).status()).isEqualTo(409);
        assertThat(version(id)).isEqualTo(v);

        Http.Reply moved = http.post(path, moveBody("take1", ply, t0));
        assertThat(moved.status()).isEqualTo(200);
        Http.Reply replayed = http.post(path, moveBody("take1", ply, t0));
        assertThat(replayed.status()).isEqualTo(409);
        assertThat(replayed.error()).contains("moved on");
        assertThat(version(id)).isEqualTo(moved.json().get("version").asLong());
        assertThat(http.post(path, moveBody("take1", moved.json().get("ply").asInt(), t1)).status()).isEqualTo(200);
    }

    @Test
    void movesArriveOverTheWebSocketAndAReconnectGetsTheCurrentState() throws InterruptedException {
        JsonNode g = invited();
        String id = g.get("id").asText();
        try (WsClient watcher = new WsClient(server.port(), id)) {
            JsonNode first = watcher.next(5_000);
            assertThat(first.get("version").asLong()).isEqualTo(g.get("version").asLong());
            JsonNode moved = http.post("/api/games/" + id + "/moves", moveBody("take2", g.get("ply").asInt(),
                    token(g, 0))).json();
            JsonNode pushed = watcher.awaitVersion(moved.get("version").asLong(), 1_000);
            assertThat(pushed).as("pushed within a second").isNotNull();
            assertThat(pushed.get("moves")).isEqualTo(moved.get("moves"));
        }
        try (WsClient again = new WsClient(server.port(), id)) {
            JsonNode current = again.next(5_000);
            assertThat(current.get("ply").asInt()).isEqualTo(http.get("/api/games/" + id).json().get("ply").asInt());
            assertThat(server.watchedGames()).isEqualTo(1);
        }
        // the server forgets a game with its last watcher (it learns of the close a moment later)
        long end = System.currentTimeMillis() + 5_000;
        while (server.watchedGames() > 0 && System.currentTimeMillis() < end) {
            Thread.sleep(20);
        }
        assertThat(server.watchedGames()).as("games still watched after every socket closed").isZero();
    }

    @Test
    void theLobbyListsOpenSeatsUntilSomeoneTakesThem() {
        JsonNode g = http.post("/api/games", "{\"game\":\"windy-nim\",\"seats\":[\"human\",\"open\"]}").json();
        String id = g.get("id").asText();
        assertThat(g.get("tokens")).hasSize(1);
        assertThat(http.get("/api/lobby").json().get("games").findValuesAsText("id")).contains(id);
        assertThat(http.post("/api/games/" + id + "/moves", moveBody("take1", g.get("ply").asInt(), token(g, 0)))
                .status()).isEqualTo(200);
        Http.Reply joined = http.post("/api/games/" + id + "/seats/1/join", "{}");
        assertThat(joined.status()).isEqualTo(200);
        String t1 = joined.json().get("token").asText();
        assertThat(http.post("/api/games/" + id + "/seats/1/join", "{}").status()).isEqualTo(409);
        assertThat(http.post("/api/games/" + id + "/seats/0/join", "{}").status()).isEqualTo(409);
        assertThat(http.post("/api/games/" + id + "/seats/5/join", "{}").status()).isEqualTo(404);
        assertThat(http.get("/api/lobby").json().get("games").findValuesAsText("id")).doesNotContain(id);
        assertThat(http.get("/lobby").body()).contains("/js/lobby/lobby.js");
        JsonNode now = http.get("/api/games/" + id).json();
        assertThat(http.post("/api/games/" + id + "/moves", moveBody("take1", now.get("ply").asInt(), t1)).status())
                .isEqualTo(200);
    }

    @Test
    void recordsDownloadImportAndATamperedOneIsRefusedAtItsFirstBadPly() {
        JsonNode g = http.post("/api/games", "{\"game\":\"windy-nim\",\"seats\":[\"ai:random\",\"ai:random\"],"
                + "\"seed\":4}").json();
        String id = g.get("id").asText();
        JsonNode record = null;
        for (int i = 0; i < 400; i++) {
            record = http.get("/api/games/" + id + "/record").json();
            if (!record.get("payoffs").isEmpty()) {
                break;
            }
            Thread.onSpinWait();
        }
        assertThat(record.get("payoffs")).isNotEmpty();
        assertThat(http.get("/api/games/" + id + "/record?download").body()).contains("\"endReason\"");

        Http.Reply imported = http.post("/api/records", record.toString());
        assertThat(imported.status()).as(imported.body()).isEqualTo(201);
        assertThat(imported.json().get("moves")).hasSize(record.get("moves").size());
        assertThat(imported.json().get("seats").get(0).get("kind").asText()).isEqualTo("record");

        ObjectNode tampered = record.deepCopy();
        ArrayNode moves = (ArrayNode) tampered.get("moves");
        int bad = 3;
        String changed = moves.get(bad - 1).asText().equals("take1") ? "take2" : "take1";
        moves.set(bad - 1, changed);
        Http.Reply refused = http.post("/api/records", tampered.toString());
        assertThat(refused.status()).isEqualTo(400);
        assertThat(refused.error()).containsAnyOf("ply " + bad + " ", "payoffs", "ply " + (bad + 1) + " ");
        moves.set(bad - 1, "take99");
        assertThat(http.post("/api/records", tampered.toString()).error()).contains("ply " + bad + " 'take99'");
        assertThat(http.post("/api/records", "{\"game\":").status()).isEqualTo(400);
    }
}
