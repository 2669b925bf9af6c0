package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static spindle.server.GameApiTest.moveBody;
import static spindle.server.Http.token;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import spindle.engine.Game;
import spindle.engine.Games;
import spindle.match.GameRecord;
import spindle.match.GameRecords;
import spindle.match.RecordException;
import spindle.server.db.Database;
import spindle.server.game.GameStore;
import spindle.server.game.JdbcGameStore;
import spindle.server.game.Records;
import spindle.server.game.Seat;
import spindle.server.game.Table;
import spindle.server.http.Tokens;
import spindle.server.play.TableActions;

/** Resigning, draw offers and rematches over HTTP on a SQLite store; their records replay; they survive a reopen. */
class GameActionsTest {
    @TempDir
    static Path dir;
    private static WebServer server;
    private static Http http;

    @BeforeAll
    static void start() {
        server = new WebServer(Stores.of(Database.open("jdbc:sqlite:" + dir.resolve("actions.db"))), 50)
                .start(0);
        http = new Http("http://127.0.0.1:" + server.port());
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static JsonNode create(String game, String seats) {
        Http.Reply r = http.post("/api/games", "{\"game\":\"" + game + "\",\"seats\":" + seats + ",\"seed\":3"
                + (game.equals("windy-nim") ? ",\"variant\":\"wind=off,stones=9\"" : "") + "}");
        assertThat(r.status()).as(r.body()).isEqualTo(201);
        return r.json();
    }

    private static JsonNode invited() {
        return create("windy-nim", "[\"invite\",\"invite\"]");
    }

    private static String tok(String token) {
        return "{\"token\":\"" + token + "\"}";
    }

    private static Http.Reply draw(String id, String token, String action) {
        return http.post("/api/games/" + id + "/draw", "{\"token\":\"" + token + "\",\"action\":\"" + action + "\"}");
    }

    private static GameRecord record(String id) {
        return GameRecords.fromJson(http.get("/api/games/" + id + "/record").body());
    }

    @Test
    void aResignationEndsTheGameForTheOtherSeatAndItsRecordReplays() {
        JsonNode g = invited();
        String id = g.get("id").asText();
        String path = "/api/games/" + id + "/resign";
        assertThat(http.post(path, "{}").status()).isEqualTo(401);
        assertThat(http.post(path, tok("not-a-token")).status()).isEqualTo(403);
        assertThat(http.post(path, tok(token(invited(), 0))).status()).as("another game's token").isEqualTo(403);
        assertThat(http.post(path, "{\"token\":\"x\",\"why\":1}").status()).isEqualTo(400);
        assertThat(http.post("/api/games/" + id + "/moves", moveBody("take1", 0, token(g, 0))).status())
                .isEqualTo(200);

        // seat 1 is to move: seat 0 resigns out of turn
        Http.Reply r = http.post(path, tok(token(g, 0)));
        assertThat(r.status()).as(r.body()).isEqualTo(200);
        JsonNode s = http.get("/api/games/" + id).json();
        assertThat(s.get("over").asBoolean()).isTrue();
        assertThat(s.get("legalMoves")).isEmpty();
        assertThat(s.get("endReason").asText()).isEqualTo("resigned");
        assertThat(s.get("result").get("text").asText()).isEqualTo("First resigned");
        assertThat(s.get("result").get("payoffs").toString()).isEqualTo("[0.0,1.0]");
        assertThat(s.get("result").get("winners").toString()).isEqualTo("[1]");

        assertThat(http.post(path, tok(token(g, 1))).status()).isEqualTo(409);
        assertThat(draw(id, token(g, 1), "offer").status()).isEqualTo(409);
        assertThat(http.post("/api/games/" + id + "/moves", moveBody("take1", 1, token(g, 1))).status())
                .isEqualTo(409);

        GameRecord record = record(id);
        assertThat(record.endReason()).isEqualTo("resigned");
        assertThat(record.payoffs()).containsExactly(0.0, 1.0);
        assertThat(GameRecords.replay(record).ply()).isEqualTo(1);
        GameRecord forged = new GameRecord(record.version(), record.game(), record.variant(), record.players(),
                record.seed(), record.moves(), List.of(1.0, 1.0), "resigned", record.started(), record.finished(),
                record.chance());
        assertThatThrownBy(() -> GameRecords.replay(forged)).isInstanceOf(RecordException.class)
                .hasMessageContaining("resigned");
        // imported, the record shows the same ending
        Http.Reply imported = http.post("/api/records", GameRecords.toJson(record));
        assertThat(imported.status()).as(imported.body()).isEqualTo(201);
        assertThat(imported.json().get("result").get("text").asText()).isEqualTo("First resigned");
    }

    @Test
    void aDrawIsOfferedDeclinedOfferedAgainAndAgreed() {
        JsonNode g = invited();
        String id = g.get("id").asText();
        String t0 = token(g, 0);
        String t1 = token(g, 1);
        assertThat(draw(id, "nope", "offer").status()).isEqualTo(403);
        assertThat(http.post("/api/games/" + id + "/draw", "{\"action\":\"offer\"}").status()).isEqualTo(401);
        assertThat(draw(id, t0, "surrender").status()).isEqualTo(400);
        assertThat(draw(id, t1, "accept").status()).as("nothing to accept").isEqualTo(409);

        assertThat(draw(id, t0, "offer").status()).isEqualTo(200);
        assertThat(http.get("/api/games/" + id).json().get("draw").get("offeredBy").asInt()).isZero();
        assertThat(draw(id, t0, "offer").status()).isEqualTo(409);
        assertThat(draw(id, t0, "accept").status()).as("one's own offer").isEqualTo(409);
        assertThat(draw(id, t1, "decline").status()).isEqualTo(200);
        assertThat(http.get("/api/games/" + id).json().get("draw").isNull()).isTrue();

        assertThat(draw(id, t1, "offer").status()).isEqualTo(200);
        Http.Reply agreed = draw(id, t0, "accept");
        assertThat(agreed.status()).as(agreed.body()).isEqualTo(200);
        JsonNode s = agreed.json();
        assertThat(s.get("over").asBoolean()).isTrue();
        assertThat(s.get("result").get("text").asText()).isEqualTo("Draw agreed");
        assertThat(s.get("result").get("payoffs").toString()).isEqualTo("[0.5,0.5]");
        assertThat(s.get("endReason").asText()).isEqualTo("draw-agreed");
        GameRecord record = record(id);
        assertThat(record.endReason()).isEqualTo("draw-agreed");
        assertThat(GameRecords.replay(record).isOver()).isFalse();
        assertThat(draw(id, t1, "offer").status()).isEqualTo(409);
    }

    @Test
    void anOfferLapsesWhenTheOfferersOpponentMovesNotWhenTheOffererDoes() {
        JsonNode g = invited();
        String id = g.get("id").asText();
        String t0 = token(g, 0);
        String t1 = token(g, 1);
        assertThat(draw(id, t0, "offer").status()).isEqualTo(200);
        http.post("/api/games/" + id + "/moves", moveBody("take1", 0, t0));
        assertThat(http.get("/api/games/" + id).json().get("draw").get("offeredBy").asInt()).isZero();
        assertThat(http.post("/api/games/" + id + "/moves", moveBody("take1", 1, t1)).status()).isEqualTo(200);
        assertThat(http.get("/api/games/" + id).json().get("draw").isNull()).isTrue();
        assertThat(draw(id, t1, "accept").status()).isEqualTo(409);
    }

    @Test
    void gamesThatAreNotForTwoOrAgainstAnAiRefuseWhatTheyCannotDo() throws InterruptedException {
        JsonNode solo = create("just-playing-a-round", "[\"human\"]");
        String id = solo.get("id").asText();
        assertThat(draw(id, token(solo, 0), "offer").status()).isEqualTo(409);
        assertThat(http.post("/api/games/" + id + "/resign", tok(token(solo, 0))).status()).isEqualTo(409);

        JsonNode ai = create("windy-nim", "[\"human\",\"ai:random\"]");
        String aiId = ai.get("id").asText();
        assertThat(draw(aiId, token(ai, 0), "offer").status()).isEqualTo(409);
        assertThat(http.post("/api/games/" + aiId + "/rematch", tok(token(ai, 0))).status())
                .as("not over yet").isEqualTo(409);
        assertThat(http.post("/api/games/" + aiId + "/resign", tok(token(ai, 0))).status()).isEqualTo(200);
        Http.Reply rematch = http.post("/api/games/" + aiId + "/rematch", tok(token(ai, 0)));
        assertThat(rematch.status()).as("an AI agrees at once: " + rematch.body()).isEqualTo(201);
        assertThat(rematch.json().get("token").get("seat").asInt()).isEqualTo(1);
        assertThat(rematch.json().get("seats").get(0).get("spec").asText()).isEqualTo("ai:random");
        String next = rematch.json().get("id").asText();
        assertThat(http.get("/api/games/" + aiId).json().get("rematch").get("game").asText()).isEqualTo(next);
        JsonNode s = http.get("/api/games/" + next).json();
        for (int i = 0; i < 400 && s.get("ply").asInt() == 0; i++) {
            Thread.sleep(25);
            s = http.get("/api/games/" + next).json();
        }
        assertThat(s.get("ply").asInt()).as("the AI, now seat 0, opens the rematch").isEqualTo(1);
    }

    @Test
    void aRematchNeedsBothPlayersSwapsSidesAndGivesEachTheirToken() {
        JsonNode g = invited();
        String id = g.get("id").asText();
        String path = "/api/games/" + id + "/rematch";
        assertThat(http.post("/api/games/" + id + "/resign", tok(token(g, 1))).status()).isEqualTo(200);
        assertThat(http.post(path, "{}").status()).isEqualTo(401);
        assertThat(http.post(path, tok("spectator")).status()).isEqualTo(403);
        assertThat(http.post(path, tok(token(g, 0))).status()).isEqualTo(202);
        assertThat(http.post(path, tok(token(g, 0))).status()).as("asking again").isEqualTo(202);
        assertThat(http.get("/api/games/" + id).json().get("rematch").get("offeredBy").asInt()).isZero();

        Http.Reply made = http.post(path, tok(token(g, 1)));
        assertThat(made.status()).as(made.body()).isEqualTo(201);
        String next = made.json().get("id").asText();
        assertThat(made.json().get("variant").get("stones").asText()).isEqualTo("9");
        String mine1 = made.json().get("token").get("token").asText();
        assertThat(made.json().get("token").get("seat").asInt()).isZero();
        assertThat(http.get("/api/games/" + id).json().get("rematch").get("game").asText()).isEqualTo(next);

        Http.Reply theirs = http.post(path, tok(token(g, 0)));
        assertThat(theirs.status()).isEqualTo(201);
        assertThat(theirs.json().get("id").asText()).isEqualTo(next);
        assertThat(theirs.json().get("token").get("seat").asInt()).isEqualTo(1);
        String mine0 = theirs.json().get("token").get("token").asText();
        assertThat(http.post(path, tok(token(g, 1))).json().get("token").get("token").asText()).isEqualTo(mine1);
        // each token moves its own seat of the new game, and only that seat
        assertThat(http.post("/api/games/" + next + "/moves", moveBody("take1", 0, mine0)).status()).isEqualTo(409);
        assertThat(http.post("/api/games/" + next + "/moves", moveBody("take1", 0, mine1)).status()).isEqualTo(200);
        assertThat(http.post("/api/games/" + next + "/moves", moveBody("take1", 1, mine0)).status()).isEqualTo(200);
        assertThat(http.get("/api/games/" + next).body()).doesNotContain(mine0).doesNotContain(mine1);
    }

    @Test
    void aRematchOfferCanBeDeclinedAndThenOfferedAgain() {
        JsonNode g = invited();
        String id = g.get("id").asText();
        String path = "/api/games/" + id + "/rematch";
        String decline1 = "{\"token\":\"" + token(g, 1) + "\",\"action\":\"decline\"}";
        assertThat(http.post("/api/games/" + id + "/resign", tok(token(g, 1))).status()).isEqualTo(200);
        assertThat(http.post(path, decline1).status()).as("nothing to decline yet").isEqualTo(409);
        assertThat(http.post(path, tok(token(g, 0))).status()).isEqualTo(202);
        assertThat(http.post(path, "{\"token\":\"" + token(g, 0) + "\",\"action\":\"decline\"}").status())
                .as("the offerer cannot decline their own offer").isEqualTo(409);
        assertThat(http.post(path, "{\"token\":\"" + token(g, 1) + "\",\"action\":\"maybe\"}").status())
                .isEqualTo(400);
        Http.Reply declined = http.post(path, decline1);
        assertThat(declined.status()).as(declined.body()).isEqualTo(200);
        assertThat(declined.json().get("rematch").get("declined").asBoolean()).isTrue();
        assertThat(http.post(path, decline1).status()).as("declined once").isEqualTo(409);
        // asked again, it is a fresh offer: the other side's answer makes the game
        assertThat(http.post(path, tok(token(g, 0))).status()).isEqualTo(202);
        assertThat(http.get("/api/games/" + id).json().get("rematch").get("offeredBy").asInt()).isZero();
        assertThat(http.post(path, tok(token(g, 1))).status()).isEqualTo(201);
    }

    /** 1♣42, rule P6: the loser of the previous game starts (seat 0 moves first); after a draw, the other starts. */
    @Test
    void inOnePieceForTwoTheLoserStartsTheRematch() {
        for (int resigning = 0; resigning < 3; resigning++) {
            JsonNode g = create("one-piece-for-two", "[\"invite\",\"invite\"]");
            String id = g.get("id").asText();
            if (resigning < 2) {
                assertThat(http.post("/api/games/" + id + "/resign", tok(token(g, resigning))).status())
                        .isEqualTo(200);
            } else {
                assertThat(draw(id, token(g, 0), "offer").status()).isEqualTo(200);
                assertThat(draw(id, token(g, 1), "accept").status()).isEqualTo(200);
            }
            assertThat(http.post("/api/games/" + id + "/rematch", tok(token(g, 1))).status()).isEqualTo(202);
            Http.Reply made = http.post("/api/games/" + id + "/rematch", tok(token(g, 0)));
            assertThat(made.status()).isEqualTo(201);
            int expected = resigning == 0 ? 0 : 1; // the loser, or after a draw the previous non-starter, starts
            assertThat(made.json().get("token").get("seat").asInt()).as("case " + resigning).isEqualTo(expected);
        }
    }

    @Test
    void aResignationAndADrawOfferSurviveReopeningTheStore() {
        String url = "jdbc:sqlite:" + dir.resolve("reopen.db");
        Game nim = Games.byId("windy-nim");
        String resigned;
        String offered;
        try (JdbcGameStore store = new JdbcGameStore(Database.open(url))) {
            Table a = Table.create(store.newId(), nim, nim.defaultVariant(), List.of(
                    Seat.human().withTokenHash(Tokens.hash("a0")), Seat.parse("invite")
                            .withTokenHash(Tokens.hash("a1"))), 5, 0);
            store.add(a);
            store.update(a.id(), t -> TableActions.resign(t, "a1"));
            resigned = a.id();
            Table b = Table.create(store.newId(), nim, nim.defaultVariant(), List.of(
                    Seat.parse("invite").withTokenHash(Tokens.hash("b0")), Seat.parse("invite")
                            .withTokenHash(Tokens.hash("b1"))), 5, 0);
            store.add(b);
            store.update(b.id(), t -> TableActions.draw(t, "b1", "offer"));
            offered = b.id();
        }
        try (JdbcGameStore store = new JdbcGameStore(Database.open(url))) {
            Table a = store.get(resigned);
            assertThat(a.over()).isTrue();
            assertThat(a.payoffs()).containsExactly(1.0, 0.0);
            assertThat(Records.of(a).endReason()).isEqualTo("resigned");
            assertThat(store.recent(10)).filteredOn(s -> s.id().equals(resigned)).singleElement()
                    .matches(GameStore.Summary::over);
            Table b = store.get(offered);
            assertThat(b.conduct().drawOffer()).isEqualTo(1);
            Table agreed = store.update(offered, t -> TableActions.draw(t, "b0", "accept"));
            assertThat(agreed.endReason()).isEqualTo("draw-agreed");
        }
        try (JdbcGameStore store = new JdbcGameStore(Database.open(url))) {
            assertThat(store.get(offered).payoffs()).containsExactly(0.5, 0.5);
        }
    }
}
