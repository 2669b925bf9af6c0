package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;
import static spindle.server.Http.token;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import spindle.ai.Agents;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.Games;
import spindle.engine.Variant;
import spindle.engine.ChanceDraws;
import spindle.match.GameRecord;
import spindle.match.GameRecords;
import spindle.match.Referee;

/** The JSON API end to end over HTTP, with the toy game Windy Nim (a chance node before every turn). */
class GameApiTest {
    private static WebServer server;
    private static Http http;

    @BeforeAll
    static void start() {
        server = new WebServer(50).start(0);
        http = new Http("http://localhost:" + server.port());
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static JsonNode create(String body) {
        Http.Reply r = http.post("/api/games", body);
        assertThat(r.status()).as(r.body()).isEqualTo(201);
        return r.json();
    }

    private static JsonNode waitWhileThinking(String id) throws InterruptedException {
        for (int i = 0; i < 400; i++) {
            JsonNode s = http.get("/api/games/" + id).json();
            if (!s.get("thinking").asBoolean()) {
                return s;
            }
            Thread.sleep(25);
        }
        throw new AssertionError("the AI of game " + id + " never finished");
    }

    static String moveBody(String move, int ply, String token) {
        return "{\"move\":\"" + move + "\",\"ply\":" + ply + ",\"token\":\"" + token + "\"}";
    }

    private static List<String> texts(JsonNode array) {
        List<String> list = new ArrayList<>();
        array.forEach(n -> list.add(n.isObject() ? n.get("text").asText() : n.asText()));
        return list;
    }

    @Test
    void catalogListsParametersWithDefaultsSeatsAndLevels() {
        JsonNode games = http.get("/api/catalog").json().get("games");
        JsonNode nim = null;
        for (JsonNode g : games) {
            if (g.get("id").asText().equals("windy-nim")) {
                nim = g;
            }
        }
        assertThat(nim).isNotNull();
        assertThat(nim.get("parameters").get(0).get("name").asText()).isEqualTo("stones");
        assertThat(nim.get("parameters").get(0).get("default").asText()).isEqualTo("10");
        assertThat(nim.get("parameters").get(1).get("type").asText()).isEqualTo("flag");
        assertThat(texts(nim.get("seats"))).containsExactly("First", "Second");
        assertThat(texts(nim.get("aiLevels"))).contains("random", "mcts:easy", "mcts:hard");

        Http.Reply seats = http.get("/api/catalog/windy-nim/seats?stones=5");
        assertThat(seats.json().get("variant").get("stones").asText()).isEqualTo("5");
        Http.Reply bad = http.get("/api/catalog/windy-nim/seats?stones=99");
        assertThat(bad.status()).isEqualTo(400);
        assertThat(bad.error()).contains("stones must be 1..30");
    }

    @Test
    void createSamplesChanceAndAcceptsLegalMoves() {
        JsonNode s = create("{\"game\":\"windy-nim\",\"variant\":{\"stones\":\"7\"},\"seats\":[\"human\",\"human\"],"
                + "\"seed\":5}");
        String id = s.get("id").asText();
        assertThat(s.get("ply").asInt()).isEqualTo(1);
        assertThat(s.get("moves").get(0).get("player").asInt()).isEqualTo(-1);
        assertThat(texts(s.get("moves"))).allMatch(m -> m.equals("calm") || m.equals("gust"));
        assertThat(s.get("toMove").asInt()).isZero();
        assertThat(texts(s.get("legalMoves"))).contains("take1");
        assertThat(s.get("board").get("stones").asInt()).isBetween(6, 7);

        JsonNode after = http.post("/api/games/" + id + "/moves", moveBody("take1", 1, token(s, 0))).json();
        assertThat(after.get("ply").asInt()).isEqualTo(3); // the move and the next gust or calm
        assertThat(after.get("toMove").asInt()).isEqualTo(1);
        assertThat(after.get("moves").get(1).get("text").asText()).isEqualTo("take1");

        // the same seed gives the same wind
        JsonNode twin = create("{\"game\":\"windy-nim\",\"variant\":\"stones=7\",\"seats\":[\"human\",\"human\"],"
                + "\"seed\":5}");
        assertThat(texts(twin.get("moves"))).isEqualTo(texts(s.get("moves")));
    }

    @Test
    void badInputGetsA4xxAndChangesNothing() {
        JsonNode s = create("{\"game\":\"windy-nim\",\"seats\":[\"human\",\"human\"],\"seed\":1}");
        String id = s.get("id").asText();
        String t = token(s, 0);
        int ply = s.get("ply").asInt();
        Http.Reply notation = http.post("/api/games/" + id + "/moves", moveBody("take3", ply, t));
        assertThat(notation.status()).isEqualTo(400);
        assertThat(notation.error()).contains("moves are take1, take2");
        Http.Reply chance = http.post("/api/games/" + id + "/moves", moveBody("gust", ply, t));
        assertThat(chance.status()).isEqualTo(400);
        assertThat(chance.error()).contains("gust is not legal now");
        Http.Reply stale = http.post("/api/games/" + id + "/moves", moveBody("take1", 0, t));
        assertThat(stale.status()).isEqualTo(409);
        assertThat(http.post("/api/games/" + id + "/moves", "{\"mov\":\"take1\"}").status()).isEqualTo(400);
        assertThat(http.post("/api/games/" + id + "/moves", "{\"move\":\"take1\",\"token\":\"" + t + "\"}").error())
                .contains("needs \"ply\"");
        assertThat(http.post("/api/games/" + id + "/moves", "take1").error()).contains("not valid JSON");
        JsonNode unchanged = http.get("/api/games/" + id).json();
        assertThat(unchanged.get("version").asLong()).isEqualTo(s.get("version").asLong());
        assertThat(unchanged.get("ply").asInt()).isEqualTo(s.get("ply").asInt());

        assertThat(http.get("/api/games/nosuchid").status()).isEqualTo(404);
        assertThat(http.post("/api/games/nosuchid/moves", moveBody("take1", 0, "x")).status()).isEqualTo(404);
        assertThat(http.post("/api/games", "{\"game\":\"chess\",\"seats\":[]}").error()).contains("no game 'chess'");
        assertThat(http.post("/api/games", "{\"game\":\"windy-nim\",\"seats\":[\"human\"]}").error())
                .contains("has 2 seats");
        assertThat(http.post("/api/games", "{\"game\":\"windy-nim\",\"seats\":[\"human\",\"guest\"]}").error())
                .contains("'invite' (a link for a person)");
        assertThat(http.post("/api/games", "{\"game\":\"windy-nim\",\"seats\":[\"human\",\"ai:genius\"]}").error())
                .contains("is not offered by this server").contains("random, mcts");
        assertThat(http.post("/api/games", "{\"game\":\"windy-nim\",\"variant\":{\"size\":\"3\"},"
                + "\"seats\":[\"human\",\"human\"]}").error()).contains("no parameter 'size'");
        assertThat(http.get("/api/games/" + id + "?ply=x").status()).isEqualTo(400);
    }

    @Test
    void aiAnswersAndUndoTakesBackThePersonsMoveWithTheAiReply() throws InterruptedException {
        JsonNode s = create("{\"game\":\"windy-nim\",\"variant\":{\"stones\":\"20\"},"
                + "\"seats\":[\"human\",\"ai:random\"],\"seed\":3}");
        String id = s.get("id").asText();
        assertThat(s.get("canUndo").asBoolean()).isFalse();
        http.post("/api/games/" + id + "/moves", moveBody("take1", s.get("ply").asInt(), token(s, 0)));
        JsonNode answered = waitWhileThinking(id);
        assertThat(answered.get("toMove").asInt()).isZero();
        assertThat(answered.get("moves").findValuesAsText("player")).contains("1");
        assertThat(answered.get("canUndo").asBoolean()).isTrue();

        assertThat(http.post("/api/games/" + id + "/undo", "{}").status()).isEqualTo(401);
        Http.Reply aiTurn = http.post("/api/games/" + id + "/undo", "{\"token\":\"" + token(s, 0) + "\"}");
        JsonNode undone = aiTurn.json();
        assertThat(undone.get("ply").asInt()).isEqualTo(s.get("ply").asInt());
        assertThat(undone.get("toMove").asInt()).isZero();
        assertThat(undone.get("board")).isEqualTo(s.get("board"));
        assertThat(http.post("/api/games/" + id + "/undo", "{\"token\":\"" + token(s, 0) + "\"}").status())
                .isEqualTo(409);
    }

    @Test
    void aiAgainstAiFinishesAndTheRecordAndReplayMatch() throws InterruptedException {
        JsonNode s = create("{\"game\":\"windy-nim\",\"seats\":[\"ai:random\",\"ai:random\"],\"seed\":11}");
        String id = s.get("id").asText();
        JsonNode end = waitWhileThinking(id);
        assertThat(end.get("over").asBoolean()).isTrue();
        assertThat(end.get("result").get("text").asText()).endsWith("wins");
        assertThat(end.get("legalMoves")).isEmpty();

        String recordJson = http.get("/api/games/" + id + "/record").body();
        GameRecord record = GameRecords.fromJson(recordJson);
        assertThat(record.game()).isEqualTo("windy-nim");
        assertThat(record.seed()).isEqualTo(11);
        assertThat(record.players()).containsExactly("ai:random", "ai:random");
        assertThat(record.moves()).isEqualTo(texts(end.get("moves")));
        assertThat(record.payoffs()).hasSize(2).containsExactlyInAnyOrder(0.0, 1.0);
        assertThat(GameRecords.replay(record).isOver()).isTrue();
        assertThat(record.finished()).isNotBlank();

        JsonNode start = http.get("/api/games/" + id + "?ply=0").json();
        assertThat(start.get("live").asBoolean()).isFalse();
        assertThat(start.get("board").get("stones").asInt()).isEqualTo(10);
        assertThat(start.get("moves")).isEmpty();
        assertThat(http.get("/api/games/" + id + "?ply=" + (end.get("ply").asInt() + 1)).status()).isEqualTo(400);
        assertThat(http.post("/api/games/" + id + "/moves", moveBody("take1", end.get("ply").asInt(), "x")).error())
                .contains("over");
    }

    /**
     * A hosted game's record says its gusts came from its seed; it imports again as it is, and with one gust
     * changed (the rest of the game made to fit) it is refused with 400 naming the ply and the drawn outcome.
     */
    @Test
    void aServerRecordVouchesForItsChanceAndAChangedGustIsRefused() throws InterruptedException {
        JsonNode s = create("{\"game\":\"windy-nim\",\"seats\":[\"ai:random\",\"ai:random\"],\"seed\":17}");
        String id = s.get("id").asText();
        assertThat(waitWhileThinking(id).get("over").asBoolean()).isTrue();
        String json = http.get("/api/games/" + id + "/record").body();
        GameRecord honest = GameRecords.fromJson(json);
        assertThat(honest.chance()).isEqualTo(ChanceDraws.SEED_PER_PLY);
        GameState end = GameRecords.replay(honest);
        assertThat(GameRecords.chanceNote(honest, end).orElseThrow()).contains("drawn from seed 17");
        Http.Reply again = http.post("/api/records", json);
        assertThat(again.status()).as(again.body()).isEqualTo(201);
        String importedId = again.json().get("id").asText();
        assertThat(GameRecords.fromJson(http.get("/api/games/" + importedId + "/record").body()).chance())
                .isEqualTo(ChanceDraws.SEED_PER_PLY);

        GameState s0 = GameState.start(Games.byId("windy-nim"), Variant.parse(Games.byId("windy-nim"),
                honest.variant()));
        assertThat(s0.isChance()).as("a gust or calm opens the game").isTrue();
        GameState f = s0;
        int flipped = ChanceDraws.draw(f, 17) == f.parse("calm") ? f.parse("gust") : f.parse("calm");
        f = f.apply(flipped);
        for (int i = 1; !f.isOver(); i++) {
            String recorded = i < honest.moves().size() ? honest.moves().get(i) : "take1";
            f = f.isChance() ? f.apply(ChanceDraws.draw(f, 17))
                    : f.apply(f.legalMoves().contains(recorded) ? recorded : f.legalMoves().get(0));
        }
        List<Double> payoffs = new ArrayList<>();
        for (double p : f.payoffs()) {
            payoffs.add(p);
        }
        GameRecord forged = new GameRecord(honest.version(), honest.game(), honest.variant(), honest.players(),
                17, f.moves(), payoffs, f.game().endReason(f.view()), honest.started(), honest.finished(),
                honest.chance());
        Http.Reply refused = http.post("/api/records", GameRecords.toJson(forged));
        assertThat(refused.status()).as(refused.body()).isEqualTo(400);
        assertThat(refused.error()).contains("ply 1 '" + f.format(flipped) + "'")
                .contains("draws " + f.format(ChanceDraws.draw(s0, 17)) + " here");
    }

    @Test
    void anImportedRecordWithAnEditedEndReasonIsRefused() {
        Game warp = Games.byId("warp-and-weft");
        GameRecord r = Referee.play(warp, warp.defaultVariant(),
                List.of(Agents.create("random", warp), Agents.create("random", warp)), 5);
        Http.Reply refused = http.post("/api/records",
                GameRecords.toJson(r).replace("\"connection\"", "\"no-valid-play\""));
        assertThat(refused.status()).as(refused.body()).isEqualTo(400);
        assertThat(refused.error()).contains("'no-valid-play'").contains("end it by 'connection'");
        assertThat(http.post("/api/records", GameRecords.toJson(r)).status()).isEqualTo(201);
    }

    @Test
    void hintSuggestsALegalMove() {
        JsonNode s = create("{\"game\":\"windy-nim\",\"seats\":[\"human\",\"human\"],\"seed\":2}");
        JsonNode hint = http.get("/api/games/" + s.get("id").asText() + "/hint", token(s, 1)).json();
        assertThat(texts(s.get("legalMoves"))).contains(hint.get("move").asText());
        assertThat(hint.get("value").asDouble()).isBetween(0.0, 1.0);
    }

    @Test
    void anUnsolvedHintGivesItsEstimateInItsText() {
        // the opening of the full board is far beyond the hint's solver budget
        JsonNode s = create("{\"game\":\"warp-and-weft\",\"seats\":[\"human\",\"human\"],\"seed\":4}");
        JsonNode hint = http.get("/api/games/" + s.get("id").asText() + "/hint", token(s, 0)).json();
        assertThat(hint.get("by").asText()).isEqualTo("mcts");
        assertThat(hint.get("proven").asBoolean()).isFalse();
        assertThat(hint.get("text").asText())
                .isEqualTo(String.format(java.util.Locale.ROOT, "estimated value %.2f", hint.get("value").asDouble()));
    }

    @Test
    void aHintInASolvedPositionSaysWhoWinsInHowManyPlies() {
        JsonNode s = create("{\"game\":\"warp-and-weft\",\"variant\":{\"size\":\"2\",\"swap\":\"off\"},"
                + "\"seats\":[\"human\",\"human\"],\"seed\":3}");
        String id = s.get("id").asText();
        String[] moves = "A7 A1 C5 C3 E3 E5 G1 A5 switch G3 B6 C7 D4 E1".split(" ");
        for (int ply = 0; ply < moves.length; ply++) {
            Http.Reply r = http.post("/api/games/" + id + "/moves", moveBody(moves[ply], ply, token(s, ply % 2)));
            assertThat(r.status()).as(r.body()).isEqualTo(200);
        }
        JsonNode hint = http.get("/api/games/" + id + "/hint", token(s, 0)).json();
        assertThat(hint.get("move").asText()).isEqualTo("F2");
        assertThat(hint.get("by").asText()).isEqualTo("solver");
        assertThat(hint.get("solved").get("text").asText()).isEqualTo("Warp (Player 1) wins in 1");
        assertThat(hint.get("solved").get("player").asText()).isEqualTo("Player 1");
        assertThat(hint.get("text").asText()).isEqualTo("Warp (you, Player 1) wins in 1");
        assertThat(hint.get("solved").get("plies").asInt()).isEqualTo(1);
        assertThat(hint.get("value").asDouble()).isEqualTo(1.0);
    }

    @Test
    void pagesAreServed() {
        Http.Reply home = http.get("/");
        assertThat(home.status()).isEqualTo(200);
        assertThat(home.body()).contains("<script type=\"module\"");
        assertThat(http.get("/game/abc").body()).contains("<script type=\"module\"");
        Http.Reply rules = http.get("/rules/windy-nim");
        assertThat(rules.status()).isEqualTo(200);
        assertThat(rules.body()).contains("<h1>Windy Nim</h1>");
        assertThat(http.get("/rules/chess").status()).isEqualTo(404);
    }
}
