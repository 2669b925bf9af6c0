package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;
import static spindle.server.GameApiTest.moveBody;
import static spindle.server.Http.token;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import spindle.server.db.Database;

/**
 * Players without passwords over HTTP, on each store: a name gives a key; seats created, joined or claimed with the
 * key belong to the player, by name in the game's state; "my games" lists the player's games, their move first; the
 * store keeps players across a reopen.
 */
class PlayersApiTest {
    @TempDir
    Path dir;

    private static Stores store(String kind, String url) {
        return kind.equals("memory") ? Stores.inMemory() : Stores.of(Database.open(url));
    }

    private static JsonNode player(Http http, String name) {
        Http.Reply r = http.post("/api/players", "{\"name\":\"" + name + "\"}");
        assertThat(r.status()).as(r.body()).isEqualTo(201);
        return r.json();
    }

    private static JsonNode game(Http http, String seats, String key) {
        Http.Reply r = http.post("/api/games", "{\"game\":\"windy-nim\",\"variant\":\"wind=off,stones=9\",\"seats\":"
                + seats + ",\"seed\":1" + (key == null ? "" : ",\"player\":\"" + key + "\"") + "}");
        assertThat(r.status()).as(r.body()).isEqualTo(201);
        return r.json();
    }

    private static List<String> ids(JsonNode myGames) {
        List<String> ids = new ArrayList<>();
        myGames.get("games").forEach(g -> ids.add(g.get("id").asText() + ":" + g.get("yourMove").asBoolean()));
        return ids;
    }

    @ParameterizedTest
    @ValueSource(strings = {"memory", "sqlite", "postgresql"})
    void seatsCreatedJoinedOrClaimedWithAKeyAreThePlayersAndListedTheirMoveFirst(String kind) {
        String url = kind.equals("memory") ? null : TestDatabases.fresh(kind, dir);
        try (WebServer server = new WebServer(store(kind, url), 10).start(0)) {
            Http http = new Http("http://127.0.0.1:" + server.port());
            JsonNode ann = player(http, "Ann");
            JsonNode bob = player(http, "bob_2");
            String annKey = ann.get("key").asText();
            String bobKey = bob.get("key").asText();
            assertThat(ann.get("id").asText()).isNotEqualTo(bob.get("id").asText());
            assertThat(http.get("/api/players/me", annKey).json().get("name").asText()).isEqualTo("Ann");
            assertThat(http.get("/api/players/" + bob.get("id").asText()).json().has("key")).isFalse();

            // Ann creates a game against an invited friend: her seat is hers, by name, in the state
            JsonNode invited = game(http, "[\"human\",\"invite\"]", annKey);
            String gid = invited.get("id").asText();
            JsonNode seats = http.get("/api/games/" + gid).json().get("seats");
            assertThat(seats.get(0).get("player").get("name").asText()).isEqualTo("Ann");
            assertThat(seats.get(1).get("player").isNull()).isTrue();
            // Bob got the invite link and claims the seat with his key; a wrong token may not
            String claim = "/api/games/" + gid + "/seats/1/claim";
            assertThat(http.post(claim, "{\"token\":\"" + token(invited, 0) + "\",\"player\":\"" + bobKey + "\"}")
                    .status()).isEqualTo(403);
            assertThat(http.post(claim, "{\"token\":\"" + token(invited, 1) + "\",\"player\":\"nope\"}").status())
                    .isEqualTo(401);
            Http.Reply claimed = http.post(claim, "{\"token\":\"" + token(invited, 1) + "\",\"player\":\"" + bobKey
                    + "\"}");
            assertThat(claimed.status()).as(claimed.body()).isEqualTo(200);
            assertThat(claimed.json().get("seats").get(1).get("player").get("name").asText()).isEqualTo("bob_2");

            // an open game Bob joins with his key
            JsonNode open = game(http, "[\"open\",\"human\"]", annKey);
            String oid = open.get("id").asText();
            Http.Reply joined = http.post("/api/games/" + oid + "/seats/0/join", "{\"player\":\"" + bobKey + "\"}");
            assertThat(joined.status()).as(joined.body()).isEqualTo(200);
            assertThat(http.get("/api/games/" + oid).json().get("seats").get(0).get("player").get("id").asText())
                    .isEqualTo(bob.get("id").asText());
            // joining without a body still works, and no one's game
            JsonNode anon = game(http, "[\"open\",\"ai:random\"]", null);
            assertThat(http.post("/api/games/" + anon.get("id").asText() + "/seats/0/join", "").status())
                    .isEqualTo(200);

            // seat 0 is to move in both: Bob's move in the open game, Ann's in the invited one
            assertThat(ids(http.get("/api/players/me/games", bobKey).json()))
                    .containsExactly(oid + ":true", gid + ":false");
            assertThat(http.post("/api/games/" + gid + "/moves", moveBody("take1", 0, token(invited, 0))).status())
                    .isEqualTo(200);
            assertThat(ids(http.get("/api/players/me/games", bobKey).json()))
                    .containsExactlyInAnyOrder(oid + ":true", gid + ":true");
            assertThat(ids(http.get("/api/players/me/games", annKey).json()))
                    .containsExactly(oid + ":false", gid + ":false");
            assertThat(http.get("/api/players/me/games").status()).isEqualTo(401);
            assertThat(http.get("/api/players/me/games", "wrong").status()).isEqualTo(401);
        }
        if (url != null) { // players, seats and lists come back from the database
            try (WebServer again = new WebServer(store(kind, url), 10).start(0)) {
                Http http = new Http("http://127.0.0.1:" + again.port());
                Http.Reply dup = http.post("/api/players", "{\"name\":\"ANN\"}");
                assertThat(dup.status()).as("names differ in more than letter case").isEqualTo(409);
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"{}", "{\"name\":null}", "{\"name\":\"a\"}", "{\"name\":\"<b>x</b>\"}",
            "{\"name\":\"aaaaaaaaaaaaaaaaaaaaaaaaa\"}", "{\"name\":7}", "{\"name\":\"ok\",\"bot\":\"yes\"}",
            "{\"name\":\"ok\",\"admin\":true}", "[]", "null"})
    void aBadNameOrBodyIsRefusedWithA400(String body) {
        try (WebServer server = new WebServer(10).start(0)) {
            Http.Reply r = new Http("http://127.0.0.1:" + server.port()).post("/api/players", body);
            assertThat(r.status()).as(r.body()).isEqualTo(400);
            assertThat(r.error()).isNotBlank();
        }
    }
}
