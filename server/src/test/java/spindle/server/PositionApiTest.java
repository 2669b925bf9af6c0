package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import spindle.server.db.Database;

/**
 * Positions in the API: a game's state carries its position text, a new game can start from one (and survives a
 * restart), a garbled one is a 400 naming the part, a record from a position replays, and the analysis board's
 * stateless requests.
 */
class PositionApiTest {
    static final List<String> GAMES = List.of("warp-and-weft", "one-piece-for-two", "zero-one-two",
            "just-playing-a-round");
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

    static String seats(String game) {
        return game.equals("just-playing-a-round") ? "[\"human\"]" : "[\"human\",\"human\"]";
    }

    /** A hot-seat game of {@code game} after {@code plies} seeded random moves, as its state. */
    static JsonNode gameInProgress(Http http, String game, int plies, long seed) {
        Http.Reply made = http.post("/api/games", "{\"game\":\"" + game + "\",\"seats\":" + seats(game)
                + ",\"seed\":" + seed + "}");
        assertThat(made.status()).as(made.body()).isEqualTo(201);
        JsonNode state = made.json();
        SplittableRandom random = new SplittableRandom(seed);
        for (int i = 0; i < plies && !state.get("over").asBoolean(); i++) {
            JsonNode legal = state.get("legalMoves");
            String move = legal.get(random.nextInt(legal.size())).asText();
            Http.Reply r = http.post("/api/games/" + state.get("id").asText() + "/moves", Http.JSON.createObjectNode()
                    .put("move", move).put("ply", state.get("ply").asInt())
                    .put("token", Http.token(made.json(), state.get("toMove").asInt())).toString());
            assertThat(r.status()).as(r.body()).isEqualTo(200);
            state = r.json();
        }
        return state;
    }

    private static Http.Reply createFrom(Http http, String game, String position) {
        return http.post("/api/games", Http.JSON.createObjectNode().put("game", game)
                .put("position", position).set("seats", Http.JSON.valueToTree(
                        game.equals("just-playing-a-round") ? List.of("human") : List.of("human", "human")))
                .toString());
    }

    @Test
    void theBarAGameInProgressPostedAsANewGameGivesTheSameMovesAndBoard() {
        for (String game : GAMES) {
            JsonNode playing = gameInProgress(http, game, 9, 5);
            String position = playing.get("position").asText();
            assertThat(position).as(game).isNotBlank();
            Http.Reply made = createFrom(http, game, position);
            assertThat(made.status()).as(game + ": " + made.body()).isEqualTo(201);
            JsonNode copy = made.json();
            assertThat(copy.get("legalMoves")).as(game + " legal moves").isEqualTo(playing.get("legalMoves"));
            assertThat(copy.get("text").asText()).as(game + " board text").isEqualTo(playing.get("text").asText());
            assertThat(copy.get("position").asText()).isEqualTo(position);
            assertThat(copy.get("from").asText()).isEqualTo(position);
            assertThat(copy.get("ply").asInt()).isZero();
        }
    }

    @Test
    void aGarbledPositionIsA400NamingThePart() {
        for (String game : GAMES) {
            String position = gameInProgress(http, game, 3, 9).get("position").asText();
            String garbled = position.replaceFirst("/", "/x/");
            Http.Reply r = createFrom(http, game, garbled);
            assertThat(r.status()).as(game + ": " + r.body()).isEqualTo(400);
            assertThat(r.error()).as(game).startsWith("\"position\": ").doesNotContain("Exception");
            Http.Reply junk = createFrom(http, game, "\u2603 hello");
            assertThat(junk.status()).isEqualTo(400);
            assertThat(junk.error()).contains("character 1");
        }
        Http.Reply notText = http.post("/api/games", "{\"game\":\"warp-and-weft\",\"seats\":[\"human\",\"human\"],"
                + "\"position\":7}");
        assertThat(notText.status()).isEqualTo(400);
        assertThat(notText.error()).contains("\"position\" is a position text");
    }

    @Test
    void aRecordFromAPositionReplaysWhenImported() {
        JsonNode playing = gameInProgress(http, "warp-and-weft", 6, 3);
        JsonNode copy = createFrom(http, "warp-and-weft", playing.get("position").asText()).json();
        JsonNode record = http.get("/api/games/" + copy.get("id").asText() + "/record").json();
        assertThat(record.get("from").asText()).isEqualTo(playing.get("position").asText());
        Http.Reply imported = http.post("/api/records", record.toString());
        assertThat(imported.status()).as(imported.body()).isEqualTo(201);
        assertThat(imported.json().get("position").asText()).isEqualTo(playing.get("position").asText());
        ((com.fasterxml.jackson.databind.node.ObjectNode) record).put("from", "1 2 3");
        Http.Reply tampered = http.post("/api/records", record.toString());
        assertThat(tampered.status()).isEqualTo(400);
        assertThat(tampered.error()).contains("\"from\"");
    }

    @ParameterizedTest
    @ValueSource(strings = {"sqlite", "postgresql"})
    void aGameFromAPositionSurvivesARestart(String kind) {
        String url = TestDatabases.fresh(kind, dir);
        String id;
        JsonNode before;
        try (WebServer first = new WebServer(Stores.of(Database.open(url)), 10).start(0)) {
            Http h = new Http("http://127.0.0.1:" + first.port());
            String position = gameInProgress(h, "one-piece-for-two", 5, 4).get("position").asText();
            Http.Reply made = createFrom(h, "one-piece-for-two", position);
            JsonNode state = made.json();
            String move = state.get("legalMoves").get(0).asText();
            before = h.post("/api/games/" + state.get("id").asText() + "/moves", Http.JSON.createObjectNode()
                    .put("move", move).put("ply", 0).put("token", Http.token(state, state.get("toMove").asInt()))
                    .toString()).json();
            id = state.get("id").asText();
        }
        try (WebServer again = new WebServer(Stores.of(Database.open(url)), 10).start(0)) {
            JsonNode after = new Http("http://127.0.0.1:" + again.port()).get("/api/games/" + id).json();
            assertThat(after.get("position")).isEqualTo(before.get("position"));
            assertThat(after.get("from")).isEqualTo(before.get("from"));
            assertThat(after.get("legalMoves")).isEqualTo(before.get("legalMoves"));
            assertThat(after.get("moves")).isEqualTo(before.get("moves"));
        }
    }

    @Test
    void aRatedGameStartsFromTheStart() {
        String position = gameInProgress(http, "warp-and-weft", 2, 1).get("position").asText();
        Http.Reply r = http.post("/api/games", Http.JSON.createObjectNode().put("game", "warp-and-weft")
                .put("position", position).put("rated", true).set("seats", Http.JSON.valueToTree(
                        List.of("human", "invite"))).toString());
        assertThat(r.status()).isEqualTo(400);
    }

    private static String line(String game, String position, List<String> moves) {
        var body = Http.JSON.createObjectNode().put("game", game);
        if (position != null) {
            body.put("position", position);
        }
        body.set("moves", Http.JSON.valueToTree(moves));
        return body.toString();
    }

    @Test
    void theAnalysisBoardViewsALineFromAPosition() {
        for (String game : GAMES) {
            JsonNode playing = gameInProgress(http, game, 6, 2);
            String position = playing.get("position").asText();
            List<String> moves = new ArrayList<>();
            moves.add(playing.get("legalMoves").get(0).asText());
            Http.Reply r = http.post("/api/positions", line(game, position, moves));
            assertThat(r.status()).as(game + ": " + r.body()).isEqualTo(200);
            JsonNode v = r.json();
            assertThat(v.get("start").asText()).isEqualTo(position);
            assertThat(v.get("ply").asInt()).isEqualTo(1);
            assertThat(v.get("moves").get(0).get("text").asText()).isEqualTo(moves.get(0));
            assertThat(v.get("board").isObject()).isTrue();
            JsonNode same = http.post("/api/positions", line(game, v.get("position").asText(), List.of())).json();
            assertThat(same.get("legalMoves")).as(game).isEqualTo(v.get("legalMoves"));
            JsonNode editor = http.get("/api/positions/" + game + "/editor").json();
            assertThat(editor.get("editor").get("board").get("field").isInt()).as(game + " editor").isTrue();
            assertThat(editor.get("editor").get("palette").size()).as(game + " palette").isPositive();
            assertThat(http.post("/api/positions", line(game, editor.get("start").asText(), List.of())).status())
                    .isEqualTo(200);
        }
        Http.Reply badMove = http.post("/api/positions", line("warp-and-weft", null, List.of("nowhere")));
        assertThat(badMove.status()).isEqualTo(400);
        assertThat(badMove.error()).startsWith("moves: ply 1 'nowhere'");
        Http.Reply badPosition = http.post("/api/positions", line("warp-and-weft", "1 2", List.of()));
        assertThat(badPosition.status()).isEqualTo(400);
        assertThat(badPosition.error()).startsWith("position: ");
        Http.Reply extra = http.post("/api/positions", "{\"game\":\"warp-and-weft\",\"admin\":true}");
        assertThat(extra.status()).isEqualTo(400);
    }

    @Test
    void theBestMovesAndTheComputersReply() {
        JsonNode tiny = http.post("/api/positions", "{\"game\":\"warp-and-weft\",\"variant\":\"size=2,swap=off\"}")
                .json();
        Http.Reply best = http.post("/api/positions/hint", "{\"game\":\"warp-and-weft\",\"variant\":"
                + "\"size=2,swap=off\",\"position\":\"" + tiny.get("position").asText() + "\"}");
        assertThat(best.status()).as(best.body()).isEqualTo(200);
        JsonNode choices = best.json().get("choices");
        assertThat(choices.size()).isEqualTo(3);
        assertThat(choices.get(0).get("text").asText()).isEqualTo("Warp (you, Player 1) wins in 19");
        assertThat(choices.get(0).get("proven").asBoolean()).isTrue();
        for (JsonNode c : choices) {
            assertThat(tiny.get("legalMoves").toString()).contains("\"" + c.get("move").asText() + "\"");
        }
        JsonNode playing = gameInProgress(http, "one-piece-for-two", 4, 6);
        Http.Reply reply = http.post("/api/positions/reply", "{\"game\":\"one-piece-for-two\",\"position\":\""
                + playing.get("position").asText() + "\",\"level\":\"easy\"}");
        assertThat(reply.status()).as(reply.body()).isEqualTo(200);
        assertThat(playing.get("legalMoves").toString()).contains("\"" + reply.json().get("move").asText() + "\"");
        Http.Reply badLevel = http.post("/api/positions/reply", "{\"game\":\"one-piece-for-two\",\"level\":\"god\"}");
        assertThat(badLevel.status()).isEqualTo(400);
    }
}
