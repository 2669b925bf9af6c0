package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;
import static spindle.server.GameApiTest.moveBody;
import static spindle.server.Http.token;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import spindle.match.GameRecord;
import spindle.match.GameRecords;
import spindle.server.compete.MemoryCompetitionStore;
import spindle.server.db.Database;

/**
 * Clocks over HTTP on a SQLite store with a fake clock: the mover is charged, the increment added, the flag falls
 * with nobody connected (the keeper, not a request, ends the game), the record says {@code time} and replays, a
 * restart gives a live clock its downtime back but not a correspondence clock.
 */
class ClockApiTest {
    private static final long T0 = 1_800_000_000_000L;
    @TempDir
    Path dir;
    private final AtomicLong now = new AtomicLong(T0);
    private WebServer server;
    private Http http;

    @BeforeEach
    void start() {
        open();
    }

    private void open() {
        server = new WebServer(Stores.of(Database.open("jdbc:sqlite:" + dir.resolve("clocks.db")))
                .withCompetitions(new MemoryCompetitionStore()), ServerConfig.of(50).withClock(now::get)).start(0);
        http = new Http("http://127.0.0.1:" + server.port());
    }

    @AfterEach
    void stop() {
        server.close();
    }

    private JsonNode create(String clock) {
        Http.Reply r = http.post("/api/games", "{\"game\":\"windy-nim\",\"variant\":\"wind=off,stones=30\","
                + "\"seats\":[\"invite\",\"invite\"],\"seed\":3,\"clock\":" + clock + "}");
        assertThat(r.status()).as(r.body()).isEqualTo(201);
        return r.json();
    }

    private JsonNode move(JsonNode g, int seat) {
        String id = g.get("id").asText();
        int ply = state(id).get("ply").asInt();
        Http.Reply r = http.post("/api/games/" + id + "/moves", moveBody("take1", ply, token(g, seat)));
        assertThat(r.status()).as(r.body()).isEqualTo(200);
        return r.json();
    }

    private JsonNode state(String id) {
        return http.get("/api/games/" + id).json();
    }

    private static List<Long> left(JsonNode state) {
        return List.of(state.get("clock").get("remainingMs").get(0).asLong(),
                state.get("clock").get("remainingMs").get(1).asLong());
    }

    /** Both seats' first turns are untimed; from then on the mover is charged and gets the increment. */
    @Test
    void theMoverIsChargedAndGetsTheIncrement() {
        JsonNode g = create("{\"initialSeconds\":60,\"incrementSeconds\":2}");
        String id = g.get("id").asText();
        assertThat(g.get("clock").get("kind").asText()).isEqualTo("fischer");
        assertThat(g.get("clock").get("label").asText()).isEqualTo("1+2");
        assertThat(g.get("clock").get("running").isNull()).isTrue();
        now.addAndGet(30_000);
        move(g, 0);
        now.addAndGet(30_000);
        JsonNode s = move(g, 1);
        assertThat(left(s)).as("first turns cost nothing and earn nothing").containsExactly(60_000L, 60_000L);
        assertThat(s.get("clock").get("running").asInt()).isZero();
        now.addAndGet(10_000);
        s = state(id);
        assertThat(left(s)).containsExactly(50_000L, 60_000L);
        assertThat(s.get("clock").get("now").asLong()).isEqualTo(now.get());
        s = move(g, 0);
        assertThat(left(s)).containsExactly(52_000L, 60_000L);
        assertThat(s.get("clock").get("running").asInt()).isEqualTo(1);
    }

    /** The flag falls by the keeper's clock with no request and no watcher; the record says time and replays. */
    @Test
    void theFlagFallsWithNobodyConnectedAndTheRecordReplays() {
        JsonNode g = create("{\"initialSeconds\":5,\"incrementSeconds\":0}");
        String id = g.get("id").asText();
        move(g, 0);
        move(g, 1);
        now.addAndGet(4_999);
        server.clocks().tick();
        assertThat(state(id).get("over").asBoolean()).isFalse();
        now.addAndGet(1);
        server.clocks().tick();
        assertThat(server.watchedGames()).isZero();
        JsonNode s = state(id);
        assertThat(s.get("over").asBoolean()).isTrue();
        assertThat(s.get("endReason").asText()).isEqualTo("time");
        assertThat(s.get("result").get("text").asText()).endsWith("wins on time");
        assertThat(s.get("result").get("winners").get(0).asInt()).isEqualTo(1);
        assertThat(left(s)).containsExactly(0L, 5_000L);
        assertThat(s.get("clock").get("running").isNull()).isTrue();
        GameRecord record = GameRecords.fromJson(http.get("/api/games/" + id + "/record").body());
        assertThat(record.endReason()).isEqualTo("time");
        assertThat(record.payoffs()).containsExactly(0.0, 1.0);
        assertThat(GameRecords.replay(record).isOver()).isFalse();
        Http.Reply imported = http.post("/api/records", GameRecords.toJson(record));
        assertThat(imported.status()).as(imported.body()).isEqualTo(201);
        assertThat(imported.json().get("result").get("text").asText()).endsWith("wins on time");
        assertThat(http.post("/api/games/" + id + "/moves", moveBody("take1", 2, token(g, 0))).status())
                .isEqualTo(409);
    }

    /** A move that comes after the flag fell is not played: the game ends on time and the mover hears why. */
    @Test
    void aMoveAfterTheFlagEndsTheGameOnTime() {
        JsonNode g = create("{\"initialSeconds\":5}");
        String id = g.get("id").asText();
        move(g, 0);
        move(g, 1);
        now.addAndGet(6_000);
        Http.Reply late = http.post("/api/games/" + id + "/moves", moveBody("take1", 2, token(g, 0)));
        assertThat(late.status()).isEqualTo(409);
        assertThat(late.json().get("error").asText()).contains("ran out of time");
        JsonNode s = state(id);
        assertThat(s.get("endReason").asText()).isEqualTo("time");
        assertThat(s.get("plies").asInt()).isEqualTo(2);
    }

    /** In the solo game a turn ends with the next throw of the dice: the clock runs from the second round on. */
    @Test
    void theSoloGamesClockRunsFromItsSecondRound() {
        Http.Reply r = http.post("/api/games", "{\"game\":\"just-playing-a-round\",\"seats\":[\"human\"],"
                + "\"seed\":1,\"clock\":{\"initialSeconds\":60,\"incrementSeconds\":1}}");
        assertThat(r.status()).as(r.body()).isEqualTo(201);
        JsonNode g = r.json();
        String id = g.get("id").asText();
        JsonNode s = g;
        for (int i = 0; i < 50 && s.get("clock").get("running").isNull(); i++) {
            Http.Reply m = http.post("/api/games/" + id + "/moves", moveBody(s.get("legalMoves").get(0).asText(),
                    s.get("ply").asInt(), token(g, 0)));
            assertThat(m.status()).as(m.body()).isEqualTo(200);
            s = m.json();
        }
        assertThat(s.get("clock").get("running").asInt()).isZero();
        now.addAndGet(61_000);
        server.clocks().tick();
        s = state(id);
        assertThat(s.get("endReason").asText()).isEqualTo("time");
        assertThat(s.get("result").get("text").asText()).contains("retired with 0");
        assertThat(s.get("result").get("payoffs").get(0).asDouble()).isZero();
    }

    /** A correspondence clock gives every turn the full days again. */
    @Test
    void aCorrespondenceTurnGetsItsDaysAgain() {
        JsonNode g = create("{\"daysPerMove\":2}");
        move(g, 0);
        move(g, 1);
        now.addAndGet(36 * 3_600_000L);
        JsonNode s = state(g.get("id").asText());
        assertThat(s.get("clock").get("daysPerMove").asInt()).isEqualTo(2);
        assertThat(left(s)).containsExactly(12 * 3_600_000L, 2 * 86_400_000L);
        s = move(g, 0);
        assertThat(left(s)).containsExactly(2 * 86_400_000L, 2 * 86_400_000L);
    }

    /**
     * Across a restart: a live clock is charged up to the last heartbeat and not for the downtime; a correspondence
     * clock runs on the wall clock, so a turn whose days ran out during the downtime ends on time at the start.
     */
    @Test
    void aRestartGivesLiveClocksTheDowntimeBackButNotCorrespondence() {
        JsonNode live = create("{\"initialSeconds\":600,\"incrementSeconds\":0}");
        JsonNode post = create("{\"daysPerMove\":1}");
        for (JsonNode g : List.of(live, post)) {
            move(g, 0);
            move(g, 1);
        }
        now.addAndGet(60_000);
        server.close(); // says it kept the clocks until now
        now.addAndGet(2 * 86_400_000L);
        open();
        server.clocks().tick();
        JsonNode l = state(live.get("id").asText());
        assertThat(l.get("over").asBoolean()).isFalse();
        assertThat(left(l)).containsExactly(540_000L, 600_000L);
        JsonNode p = state(post.get("id").asText());
        assertThat(p.get("endReason").asText()).isEqualTo("time");
        assertThat(p.get("result").get("winners").get(0).asInt()).isEqualTo(1);
    }

    /** Resigning stops the clock; a rematch has the same clock settings, fresh. */
    @Test
    void resignAndRematchKeepWorkingWithAClock() {
        JsonNode g = create("{\"initialSeconds\":180,\"incrementSeconds\":2}");
        String id = g.get("id").asText();
        move(g, 0);
        move(g, 1);
        now.addAndGet(7_000);
        Http.Reply r = http.post("/api/games/" + id + "/resign", "{\"token\":\"" + token(g, 0) + "\"}");
        assertThat(r.status()).as(r.body()).isEqualTo(200);
        assertThat(r.json().get("endReason").asText()).isEqualTo("resigned");
        assertThat(r.json().get("clock").get("running").isNull()).isTrue();
        now.addAndGet(100_000);
        assertThat(left(state(id))).containsExactly(173_000L, 180_000L);
        http.post("/api/games/" + id + "/rematch", "{\"token\":\"" + token(g, 0) + "\"}");
        Http.Reply made = http.post("/api/games/" + id + "/rematch", "{\"token\":\"" + token(g, 1) + "\"}");
        assertThat(made.status()).as(made.body()).isEqualTo(201);
        JsonNode fresh = state(made.json().get("id").asText());
        assertThat(fresh.get("clock").get("label").asText()).isEqualTo("3+2");
        assertThat(left(fresh)).containsExactly(180_000L, 180_000L);
    }

    /** Hot-seat undo would give a player time back: refused while a clock is set. */
    @Test
    void undoIsRefusedInAGameWithAClock() {
        Http.Reply r = http.post("/api/games", "{\"game\":\"windy-nim\",\"variant\":\"wind=off,stones=30\","
                + "\"seats\":[\"human\",\"human\"],\"clock\":{\"initialSeconds\":60}}");
        JsonNode g = r.json();
        move(g, 0);
        assertThat(state(g.get("id").asText()).get("canUndo").asBoolean()).isFalse();
        Http.Reply undo = http.post("/api/games/" + g.get("id").asText() + "/undo",
                "{\"token\":\"" + token(g, 0) + "\"}");
        assertThat(undo.status()).isEqualTo(409);
    }

    /** Games without a clock have "clock": null and nothing else changes. */
    @Test
    void aGameWithoutAClockHasNone() {
        Http.Reply r = http.post("/api/games", "{\"game\":\"windy-nim\",\"seats\":[\"invite\",\"invite\"]}");
        assertThat(r.json().get("clock").isNull()).isTrue();
        Http.Reply n = http.post("/api/games", "{\"game\":\"windy-nim\",\"seats\":[\"invite\",\"invite\"],"
                + "\"clock\":null}");
        assertThat(n.status()).isEqualTo(201);
        assertThat(n.json().get("clock").isNull()).isTrue();
    }

    /** Every malformed clock is a 400 that says the allowed ranges; none is a 500. */
    @Test
    void badClocksAreRefusedWithTheRanges() {
        for (String bad : List.of("\"3+2\"", "[]", "{}", "5", "true", "{\"initialSeconds\":0}",
                "{\"initialSeconds\":10801}", "{\"initialSeconds\":1.5}", "{\"initialSeconds\":\"60\"}",
                "{\"initialSeconds\":1e30}", "{\"initialSeconds\":99999999999999999999999}",
                "{\"initialSeconds\":60,\"incrementSeconds\":-1}", "{\"initialSeconds\":60,\"incrementSeconds\":601}",
                "{\"initialSeconds\":null}", "{\"daysPerMove\":0}", "{\"daysPerMove\":31}",
                "{\"daysPerMove\":1,\"initialSeconds\":60}", "{\"minutes\":3}", "{\"incrementSeconds\":2}",
                "{\"initialSeconds\":{\"a\":1}}", "{\"daysPerMove\":\"" + "9".repeat(3000) + "\"}")) {
            Http.Reply r = http.post("/api/games", "{\"game\":\"windy-nim\",\"seats\":[\"invite\",\"invite\"],"
                    + "\"clock\":" + bad + "}");
            assertThat(r.status()).as(bad + " -> " + r.body()).isEqualTo(400);
            assertThat(r.json().get("error").asText()).as(bad).contains("clock").hasSizeLessThan(400);
        }
    }

    /**
     * A player whose opponent left a live game claims the win once the opponent has been away 30 s (their page or
     * stream closed, or never opened this turn); an opponent at the table, or away less, cannot be claimed against.
     */
    @Test
    void aPlayerWhoseOpponentLeftALiveGameClaimsTheWin() throws InterruptedException {
        JsonNode g = create("{\"initialSeconds\":600,\"incrementSeconds\":5}");
        String id = g.get("id").asText();
        move(g, 0);
        move(g, 1);
        move(g, 0); // seat 1 to move, its clock running
        String claim = "/api/games/" + id + "/claim-victory";
        String body = "{\"token\":\"" + token(g, 0) + "\"}";
        try (WsClient opponent = new WsClient(server.port(), id)) {
            opponent.send("{\"token\":\"" + token(g, 1) + "\"}");
            assertThat(opponent.next(5_000)).isNotNull();
            Thread.sleep(200); // the socket's token is taken in
            now.addAndGet(120_000);
            Http.Reply present = http.post(claim, body);
            assertThat(present.status()).as(present.body()).isEqualTo(409);
            assertThat(present.error()).contains("still at the table");
        }
        Thread.sleep(200); // the socket's close is taken in
        now.addAndGet(10_000);
        assertThat(http.post(claim, body).status()).as("away only 10 s").isEqualTo(409);
        assertThat(http.post(claim, "{\"token\":\"" + token(g, 1) + "\"}").status())
                .as("the player to move claims nothing").isEqualTo(409);
        now.addAndGet(25_000);
        Http.Reply won = http.post(claim, body);
        assertThat(won.status()).as(won.body()).isEqualTo(200);
        assertThat(won.json().get("over").asBoolean()).isTrue();
        assertThat(won.json().get("result").get("text").asText()).contains("left the game");
        assertThat(http.get("/api/games/" + id + "/record").json().get("endReason").asText())
                .isEqualTo("forfeit: left the game");
    }
}
