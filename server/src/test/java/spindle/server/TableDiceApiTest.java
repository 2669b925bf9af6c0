package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import spindle.server.db.Database;

/**
 * The table's own dice ({@code "dice": "table"}): the server draws no chance outcome, the people at the table enter
 * each die with a token of the game, undo takes one back, and the choice survives a restart. Just Playing a Round
 * throws its five dice one at a time: R, G, B, Y, then the white director W.
 */
class TableDiceApiTest {
    private static final String ROUND = "just-playing-a-round";
    private static WebServer server;
    private static Http http;

    @TempDir
    Path dir;

    @BeforeAll
    static void start() {
        server = new WebServer(20).start(0);
        http = new Http("http://localhost:" + server.port());
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static ObjectNode creation(String game, List<String> seats, String dice) {
        ObjectNode body = Http.JSON.createObjectNode().put("game", game).put("seed", 7);
        body.set("seats", Http.JSON.valueToTree(seats));
        if (dice != null) {
            body.put("dice", dice);
        }
        return body;
    }

    /** A table-dice game of Just Playing a Round for one person at the table: the creator's reply. */
    private static JsonNode tableGame(Http h) {
        Http.Reply made = h.post("/api/games", creation(ROUND, List.of("human"), "table").toString());
        assertThat(made.status()).as(made.body()).isEqualTo(201);
        return made.json();
    }

    private static Http.Reply enter(Http h, JsonNode state, String move, String token) {
        ObjectNode body = Http.JSON.createObjectNode().put("move", move).put("ply", state.get("ply").asInt());
        if (token != null) {
            body.put("token", token);
        }
        return h.post("/api/games/" + state.get("id").asText() + "/moves", body.toString());
    }

    private static JsonNode entered(Http h, JsonNode state, String move, String token) {
        Http.Reply r = enter(h, state, move, token);
        assertThat(r.status()).as(move + ": " + r.body()).isEqualTo(200);
        return r.json();
    }

    private static List<String> texts(JsonNode array) {
        List<String> list = new ArrayList<>();
        array.forEach(n -> list.add(n.isTextual() ? n.asText() : n.get("text").asText()));
        return list;
    }

    private static List<String> faces(char die) {
        List<String> list = new ArrayList<>();
        for (int n = 1; n <= 6; n++) {
            list.add("" + die + n);
        }
        return list;
    }

    @Test
    void fiveDiceEnteredOneByOneAndThenPlayedOn() {
        JsonNode made = tableGame(http);
        String token = Http.token(made, 0);
        assertThat(made.get("dice").asText()).isEqualTo("table");
        assertThat(made.get("ply").asInt()).as("the server drew nothing").isZero();
        JsonNode state = made;
        String[] thrown = {"R3", "G5", "B1", "Y6", "W4"};
        for (String die : thrown) {
            assertThat(state.get("chance").asBoolean()).as(die).isTrue();
            assertThat(state.get("toMove").isNull()).as(die).isTrue();
            assertThat(texts(state.get("legalMoves"))).as(die).isEqualTo(faces(die.charAt(0)));
            state = entered(http, state, die, token);
            JsonNode last = state.get("moves").get(state.get("moves").size() - 1);
            assertThat(last.get("text").asText()).isEqualTo(die);
            assertThat(last.get("player").asInt()).isEqualTo(-1);
        }
        assertThat(texts(state.get("moves"))).containsExactly(thrown);
        assertThat(state.get("chance").asBoolean()).isFalse();
        assertThat(state.get("toMove").asInt()).isZero();
        for (int play = 0; play < 4; play++) { // the round's four colour plays, R, G, B, Y
            assertThat(state.get("chance").asBoolean()).isFalse();
            state = entered(http, state, state.get("legalMoves").get(0).asText(), token);
        }
        assertThat(state.get("ply").asInt()).isEqualTo(9);
        assertThat(state.get("chance").asBoolean()).as("the next round waits for the table's throw").isTrue();
        assertThat(texts(state.get("legalMoves"))).isEqualTo(faces('R'));
    }

    @Test
    void aServerDiceGameStillDrawsItsOwnThrow() {
        Http.Reply made = http.post("/api/games", creation(ROUND, List.of("human"), null).toString());
        assertThat(made.status()).as(made.body()).isEqualTo(201);
        assertThat(made.json().get("dice").asText()).isEqualTo("server");
        assertThat(made.json().get("chance").asBoolean()).isFalse();
        assertThat(made.json().get("ply").asInt()).as("five dice drawn").isEqualTo(5);
        JsonNode replayed = http.get("/api/games/" + made.json().get("id").asText() + "?ply=0").json();
        assertThat(replayed.get("chance").asBoolean()).isTrue();
        assertThat(replayed.get("toMove").asInt()).as("a replay step keeps -1 for chance, as before").isEqualTo(-1);
    }

    @Test
    void anOutcomeNeedsATokenOfThisGameAndAPossibleValue() {
        JsonNode state = tableGame(http);
        String foreign = Http.token(tableGame(http), 0);
        assertThat(enter(http, state, "R3", null).status()).isEqualTo(401);
        Http.Reply stranger = enter(http, state, "R3", foreign);
        assertThat(stranger.status()).isEqualTo(403);
        assertThat(stranger.error()).contains(state.get("id").asText());
        Http.Reply seven = enter(http, state, "R7", Http.token(state, 0));
        assertThat(seven.status()).isEqualTo(400);
        assertThat(seven.error()).contains("R1 to R6");
        Http.Reply green = enter(http, state, "G3", Http.token(state, 0));
        assertThat(green.status()).isEqualTo(400);
        assertThat(green.error()).contains("the R die is thrown");
        JsonNode after = http.get("/api/games/" + state.get("id").asText()).json();
        assertThat(after.get("ply").asInt()).as("nothing entered").isZero();
        assertThat(after.get("version")).isEqualTo(state.get("version"));
    }

    @Test
    void undoTakesBackAnEnteredDie() {
        JsonNode made = tableGame(http);
        String token = Http.token(made, 0);
        assertThat(made.get("canUndo").asBoolean()).isFalse();
        JsonNode state = entered(http, entered(http, made, "R3", token), "G5", token);
        assertThat(state.get("canUndo").asBoolean()).isTrue();
        Http.Reply undone = http.post("/api/games/" + made.get("id").asText() + "/undo",
                Http.JSON.createObjectNode().put("token", token).toString());
        assertThat(undone.status()).as(undone.body()).isEqualTo(200);
        assertThat(texts(undone.json().get("moves"))).containsExactly("R3");
        assertThat(undone.json().get("chance").asBoolean()).isTrue();
        assertThat(texts(undone.json().get("legalMoves"))).isEqualTo(faces('G'));
        assertThat(texts(entered(http, undone.json(), "G2", token).get("moves"))).containsExactly("R3", "G2");
    }

    @Test
    void aPlayersKeyEntersAThrowInTheirOwnGameOnly() {
        String ann = http.post("/api/players", "{\"name\":\"dice-ann\"}").json().get("key").asText();
        String bob = http.post("/api/players", "{\"name\":\"dice-bob\"}").json().get("key").asText();
        Http.Reply made = http.post("/api/games", creation(ROUND, List.of("human"), "table").put("player", ann)
                .toString());
        assertThat(made.status()).as(made.body()).isEqualTo(201);
        Http.Reply foreign = enter(http, made.json(), "R3", bob);
        assertThat(foreign.status()).as(foreign.body()).isEqualTo(403);
        assertThat(texts(entered(http, made.json(), "R3", ann).get("moves"))).containsExactly("R3");
    }

    @ParameterizedTest
    @ValueSource(strings = {"memory", "sqlite"})
    void aThrowAwaitedIsThePlayersMoveInTheirGamesList(String kind) {
        Stores stores = kind.equals("memory") ? Stores.inMemory()
                : Stores.of(Database.open(TestDatabases.fresh(kind, dir)));
        try (WebServer s = new WebServer(stores, 10).start(0)) {
            Http h = new Http("http://127.0.0.1:" + s.port());
            String key = h.post("/api/players", "{\"name\":\"thrower\"}").json().get("key").asText();
            JsonNode made = h.post("/api/games", creation(ROUND, List.of("human"), "table").put("player", key)
                    .toString()).json();
            JsonNode listed = h.get("/api/players/me/games", key).json().get("games").get(0);
            assertThat(listed.get("id")).isEqualTo(made.get("id"));
            assertThat(listed.get("yourMove").asBoolean()).as("the table is to throw").isTrue();
        }
    }

    @Test
    void noClockRunsWhileTheTableThrows() {
        ObjectNode body = creation(ROUND, List.of("human"), "table");
        body.set("clock", Http.JSON.createObjectNode().put("initialSeconds", 180).put("incrementSeconds", 0));
        JsonNode made = http.post("/api/games", body.toString()).json();
        String token = Http.token(made, 0);
        JsonNode state = made;
        for (String die : List.of("R3", "G5", "B1", "Y6", "W4")) {
            state = entered(http, state, die, token);
        }
        state = entered(http, state, state.get("legalMoves").get(0).asText(), token); // the first turn is untimed
        assertThat(state.get("clock").get("running").asInt()).isZero();
        for (int play = 1; play < 4; play++) {
            state = entered(http, state, state.get("legalMoves").get(0).asText(), token);
        }
        assertThat(state.get("chance").asBoolean()).isTrue();
        assertThat(state.get("clock").get("running").isNull()).as("throwing is nobody's thinking time").isTrue();
        for (String die : List.of("R2", "G2", "B2", "Y2", "W1")) {
            state = entered(http, state, die, token);
        }
        assertThat(state.get("clock").get("running").asInt()).isZero();
    }

    @Test
    void noHintSaysWhatTheDiceShouldShow() {
        JsonNode made = tableGame(http);
        Http.Reply hint = http.get("/api/games/" + made.get("id").asText() + "/hint", Http.token(made, 0));
        assertThat(hint.status()).as(hint.body()).isEqualTo(409);
        assertThat(hint.error()).contains("throw");
    }

    @Test
    void aRematchIsPlayedWithTheTableDiceToo() {
        JsonNode made = http.post("/api/games", creation("one-piece-for-two", List.of("human", "human"), "table")
                .toString()).json();
        String id = made.get("id").asText();
        String first = Http.token(made, 0);
        String second = Http.token(made, 1);
        assertThat(http.post("/api/games/" + id + "/resign", "{\"token\":\"" + first + "\"}").status())
                .isEqualTo(200);
        assertThat(http.post("/api/games/" + id + "/rematch", "{\"token\":\"" + first + "\"}").status())
                .isEqualTo(202);
        Http.Reply rematch = http.post("/api/games/" + id + "/rematch", "{\"token\":\"" + second + "\"}");
        assertThat(rematch.status()).as(rematch.body()).isEqualTo(201);
        assertThat(rematch.json().get("dice").asText()).isEqualTo("table");
    }

    @Test
    void theTableDiceAreOnlyForPeopleAtOneDeviceAndNeverRated() {
        Http.Reply ai = http.post("/api/games", creation(ROUND, List.of("ai:random"), "table").toString());
        assertThat(ai.status()).isEqualTo(400);
        assertThat(ai.error()).contains("table").contains("ai:random");
        Http.Reply invite = http.post("/api/games", creation("one-piece-for-two", List.of("human", "invite"),
                "table").toString());
        assertThat(invite.status()).isEqualTo(400);
        assertThat(invite.error()).contains("table").contains("invite");
        Http.Reply open = http.post("/api/games", creation("one-piece-for-two", List.of("human", "open"),
                "table").toString());
        assertThat(open.status()).isEqualTo(400);
        assertThat(open.error()).contains("table").contains("open");
        Http.Reply rated = http.post("/api/games", creation(ROUND, List.of("human"), "table").put("rated", true)
                .toString());
        assertThat(rated.status()).isEqualTo(400);
        assertThat(rated.error()).contains("table").contains("rated");
        Http.Reply unknown = http.post("/api/games", creation(ROUND, List.of("human"), "mine").toString());
        assertThat(unknown.status()).isEqualTo(400);
        assertThat(unknown.error()).contains("\"server\"").contains("\"table\"");
    }

    @Test
    void theRecordOfATableDiceGameDoesNotVouchForItsDiceEvenWhenTheyMatchTheSeed() {
        Http.Reply drawn = http.post("/api/games", creation(ROUND, List.of("human"), null).toString());
        String seedsDie = drawn.json().get("moves").get(0).get("text").asText();
        JsonNode drawnRecord = http.get("/api/games/" + drawn.json().get("id").asText() + "/record").json();
        assertThat(drawnRecord.get("chance").asText()).isEqualTo("seed-per-ply");
        JsonNode made = tableGame(http); // the same seed
        entered(http, made, seedsDie, Http.token(made, 0));
        JsonNode record = http.get("/api/games/" + made.get("id").asText() + "/record").json();
        assertThat(record.get("moves").get(0).asText()).isEqualTo(seedsDie);
        assertThat(record.hasNonNull("chance")).as(record.toString()).isFalse();
    }

    @ParameterizedTest
    @ValueSource(strings = {"sqlite", "postgresql"})
    void aTableDiceGameSurvivesARestart(String kind) {
        String url = TestDatabases.fresh(kind, dir);
        String id;
        String token;
        try (WebServer first = new WebServer(Stores.of(Database.open(url)), 10).start(0)) {
            Http h = new Http("http://127.0.0.1:" + first.port());
            JsonNode made = tableGame(h);
            id = made.get("id").asText();
            token = Http.token(made, 0);
            entered(h, entered(h, made, "R3", token), "G5", token);
        }
        try (WebServer again = new WebServer(Stores.of(Database.open(url)), 10).start(0)) {
            Http h = new Http("http://127.0.0.1:" + again.port());
            JsonNode after = h.get("/api/games/" + id).json();
            assertThat(after.get("dice").asText()).isEqualTo("table");
            assertThat(after.get("chance").asBoolean()).isTrue();
            assertThat(texts(after.get("moves"))).containsExactly("R3", "G5");
            assertThat(texts(after.get("legalMoves"))).isEqualTo(faces('B'));
            assertThat(texts(entered(h, after, "B1", token).get("moves"))).containsExactly("R3", "G5", "B1");
        }
    }
}
