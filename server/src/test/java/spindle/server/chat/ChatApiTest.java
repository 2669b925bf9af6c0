package spindle.server.chat;

import static org.assertj.core.api.Assertions.assertThat;
import static spindle.server.Http.token;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import spindle.server.Http;
import spindle.server.Stores;
import spindle.server.WebServer;
import spindle.server.WsClient;
import spindle.server.db.Database;

/**
 * A game's chat over HTTP and WebSocket on a SQLite store: the players' channel only with a seat's token, the
 * spectators' only with a player name; text kept verbatim (the page shows it as text), bounded in length and count;
 * pushed to each channel's sockets; off when the creator said so.
 */
class ChatApiTest {
    @TempDir
    static Path dir;
    private static WebServer server;
    private static Http http;

    @BeforeAll
    static void start() {
        server = new WebServer(Stores.of(Database.open("jdbc:sqlite:" + dir.resolve("chat.db"))), 50)
                .start(0);
        http = new Http("http://127.0.0.1:" + server.port());
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static JsonNode game(String extra) {
        Http.Reply r = http.post("/api/games", "{\"game\":\"windy-nim\",\"variant\":\"wind=off,stones=9\","
                + "\"seats\":[\"invite\",\"invite\"],\"seed\":1" + extra + "}");
        assertThat(r.status()).as(r.body()).isEqualTo(201);
        return r.json();
    }

    private static Http.Reply say(String id, String channel, String text, String auth) {
        return http.post("/api/games/" + id + "/chat", "{\"channel\":\"" + channel + "\",\"text\":"
                + Http.JSON.valueToTree(text) + (auth == null ? "" : "," + auth) + "}");
    }

    private static List<String> texts(JsonNode chat) {
        List<String> list = new ArrayList<>();
        chat.get("messages").forEach(m -> list.add(m.get("author").asText() + ": " + m.get("text").asText()));
        return list;
    }

    @Test
    void playersNeedTheirTokenSpectatorsAPlayerNameAndEachChannelIsPushedToItsOwnReaders() throws Exception {
        JsonNode g = game("");
        String id = g.get("id").asText();
        String key = http.post("/api/players", "{\"name\":\"Watcher\"}").json().get("key").asText();
        try (WsClient spectators = new WsClient(server.port(), "/api/games/" + id + "/chat/ws", "messages");
             WsClient players = new WsClient(server.port(), "/api/games/" + id + "/chat/players/ws", "messages")) {
            assertThat(spectators.next(5_000)).as(spectators.events()).isEmpty();
            players.send("{\"token\":\"" + token(g, 1) + "\"}");
            assertThat(players.next(5_000)).as(players.events()).isEmpty();

            assertThat(say(id, "players", "hi", null).status()).isEqualTo(401);
            assertThat(say(id, "players", "hi", "\"token\":\"nope\"").status()).isEqualTo(403);
            Http.Reply r = say(id, "players", "<b>good</b> luck", "\"token\":\"" + token(g, 0) + "\"");
            assertThat(r.status()).as(r.body()).isEqualTo(201);
            JsonNode toPlayers = players.next(5_000);
            assertThat(toPlayers).as(players.events()).hasSize(1);
            assertThat(toPlayers.get(0).get("text").asText()).isEqualTo("<b>good</b> luck");
            assertThat(spectators.next(300)).as("the players' chat is not pushed to spectators").isNull();
            String seatName = http.get("/api/games/" + id).json().get("seats").get(0).get("name").asText();
            assertThat(texts(http.get("/api/games/" + id + "/chat?channel=players", token(g, 1)).json()))
                    .containsExactly(seatName + ": <b>good</b> luck");

            assertThat(say(id, "spectators", "nice", null).status()).as("anonymous").isEqualTo(401);
            assertThat(say(id, "spectators", "nice", "\"player\":\"" + key + "\"").status()).isEqualTo(201);
            JsonNode pushed = spectators.next(5_000);
            assertThat(pushed).as(spectators.events()).hasSize(1);
            assertThat(pushed.get(0).get("author").asText()).isEqualTo("Watcher");
            assertThat(players.next(300)).as("the spectators' chat is not pushed to the players' socket").isNull();
        }
        assertThat(http.get("/api/games/" + id + "/chat?channel=players").status()).isEqualTo(401);
        assertThat(texts(http.get("/api/games/" + id + "/chat").json())).containsExactly("Watcher: nice");
    }

    @Test
    void aTokenlessPlayersSocketIsClosed() throws Exception {
        String id = game("").get("id").asText();
        try (WsClient players = new WsClient(server.port(), "/api/games/" + id + "/chat/players/ws", "messages")) {
            players.send("{\"token\":\"wrong\"}");
            assertThat(players.next(500)).isNull();
            long end = System.currentTimeMillis() + 5_000;
            while (!players.events().contains("4403") && System.currentTimeMillis() < end) {
                Thread.sleep(50);
            }
            assertThat(players.events()).contains("closed 4403");
        }
    }

    @Test
    void textIsBoundedAndCleanedAndAGameKeepsAtMostItsCapacity() {
        JsonNode g = game("");
        String id = g.get("id").asText();
        String seat = "\"token\":\"" + token(g, 0) + "\"";
        assertThat(say(id, "players", "   ", seat).status()).isEqualTo(400);
        assertThat(say(id, "players", "x".repeat(ChatApi.MAX_CHARS + 1), seat).status()).isEqualTo(400);
        assertThat(say(id, "players", "x".repeat(ChatApi.MAX_CHARS), seat).status()).isEqualTo(201);
        assertThat(say(id, "lobby", "x", seat).status()).isEqualTo(400);
        assertThat(http.post("/api/games/" + id + "/chat", "{\"channel\":\"players\",\"text\":5," + seat + "}")
                .status()).isEqualTo(400);
        assertThat(say(id, "players", "a\u0000b\u202Ec", seat).json().get("text").asText()).isEqualTo("abc");
        for (int i = 3; i <= ChatStore.CAPACITY; i++) {
            assertThat(say(id, "players", "m" + i, seat).status()).isEqualTo(201);
        }
        Http.Reply full = say(id, "players", "one more", seat);
        assertThat(full.status()).isEqualTo(409);
        assertThat(full.error()).contains("full");
        assertThat(http.get("/api/games/" + id + "/chat?channel=players", token(g, 1)).json().get("messages"))
                .hasSize(ChatApi.SHOWN);
    }

    @Test
    void aGameCreatedWithoutChatRefusesMessages() {
        JsonNode g = game(",\"chat\":false");
        String id = g.get("id").asText();
        Http.Reply r = say(id, "players", "hello", "\"token\":\"" + token(g, 0) + "\"");
        assertThat(r.status()).isEqualTo(403);
        assertThat(http.get("/api/games/" + id + "/chat").json().get("enabled").asBoolean()).isFalse();
        assertThat(http.post("/api/games", "{\"game\":\"windy-nim\",\"seats\":[\"human\"],\"chat\":\"no\"}")
                .status()).isEqualTo(400);
    }

    @Test
    void noSuchGameIs404() {
        assertThat(say("nosuchgame", "players", "hi", "\"token\":\"x\"").status()).isEqualTo(404);
        assertThat(http.get("/api/games/nosuchgame/chat").status()).isEqualTo(404);
    }
}
