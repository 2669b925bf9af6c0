package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import spindle.games.justplayingaround.ThrowKind;
import spindle.match.compete.Dice;

/** Online 3Will competitions over HTTP, on a fake server clock that the test moves. */
class CompetitionApiTest {
    private static final AtomicLong CLOCK = new AtomicLong(1_000_000);
    private static WebServer server;
    private static Http http;

    @BeforeAll
    static void start() {
        server = new WebServer(Stores.inMemory(), ServerConfig.of(50).withClock(CLOCK::get).withChosenSeeds()).start(0);
        http = new Http("http://localhost:" + server.port());
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static void tick(long millis) {
        CLOCK.addAndGet(millis);
    }

    /** A started competition: its id, then the tokens of the contenders in order. */
    private static List<String> started(String settings, String... names) {
        Http.Reply created = http.post("/api/competitions", settings);
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        String id = created.json().get("id").asText();
        List<String> ids = new ArrayList<>(List.of(id));
        for (String name : names) {
            Http.Reply joined = http.post("/api/competitions/" + id + "/join", "{\"name\": \"" + name + "\"}");
            assertThat(joined.status()).as(joined.body()).isEqualTo(201);
            ids.add(joined.json().get("token").asText());
        }
        Http.Reply go = http.post("/api/competitions/" + id + "/start",
                "{\"token\": \"" + created.json().get("organiserToken").asText() + "\"}");
        assertThat(go.status()).as(go.body()).isEqualTo(200);
        return ids;
    }

    private static JsonNode me(String id, String token) {
        Http.Reply r = http.get("/api/competitions/" + id + "/me?token=" + token);
        assertThat(r.status()).as(r.body()).isEqualTo(200);
        return r.json();
    }

    private static Http.Reply send(String id, String token, String move) {
        return http.post("/api/competitions/" + id + "/moves",
                "{\"token\": \"" + token + "\", \"move\": \"" + move + "\"}");
    }

    private static JsonNode play(String id, String token, String move) {
        Http.Reply r = send(id, token, move);
        assertThat(r.status()).as(move + ": " + r.body()).isEqualTo(200);
        return r.json();
    }

    private static List<String> legal(String id, String token) {
        List<String> moves = new ArrayList<>();
        me(id, token).get("you").get("legalMoves").forEach(m -> moves.add(m.asText()));
        return moves;
    }

    /** Plays the first legal play of colour {@code colour} (R, G, B or Y). */
    private static String playColour(String id, String token, char colour) {
        String move = legal(id, token).stream().filter(m -> m.charAt(0) == colour).findFirst().orElseThrow();
        play(id, token, move);
        return move;
    }

    /** Four plays in the given colour order, {@code millis} apart, then the end-of-round decision. */
    private static JsonNode round(String id, String token, String order, long millis, String decision) {
        for (char colour : order.toCharArray()) {
            tick(millis);
            playColour(id, token, colour);
        }
        tick(millis);
        return play(id, token, decision);
    }

    private static JsonNode row(JsonNode view, String name) {
        for (JsonNode r : view.get("standings")) {
            if (r.get("name").asText().equals(name)) {
                return r;
            }
        }
        throw new AssertionError("no row for " + name + " in " + view);
    }

    private static JsonNode competition(String id) {
        return http.get("/api/competitions/" + id).json();
    }

    @Test
    void everyoneGetsTheSameThrowAndPlaysItInTheirOwnOrder() {
        List<String> ids = started("{\"seed\": 11, \"allowanceSeconds\": 600}", "Ann", "Bob");
        String id = ids.get(0);
        JsonNode ann = me(id, ids.get(1));
        JsonNode bob = me(id, ids.get(2));
        String first = ann.get("competition").get("throw").asText();
        assertThat(first).matches("R[1-6] G[1-6] B[1-6] Y[1-6] W[1-6]");
        assertThat(bob.get("competition").get("throw").asText()).isEqualTo(first);
        assertThat(ann.get("you").get("board").get("throw").asText()).isEqualTo(first);
        assertThat(bob.get("you").get("board").get("throw").asText()).isEqualTo(first);

        JsonNode after = round(id, ids.get(1), "RGBY", 2_000, "continue");
        assertThat(after.get("you").get("status").asText()).isEqualTo("done");
        assertThat(after.get("you").get("balanceMillis").asLong()).isEqualTo(600_000 - 10_000);
        assertThat(after.get("competition").get("round").asInt()).as("Bob is still playing round 1").isEqualTo(1);
        assertThat(send(id, ids.get(1), "R1 N").status()).as("Ann waits for the next throw").isEqualTo(409);

        tick(1_000); // Bob's clock has run for 11 s, Ann's has stopped
        JsonNode live = competition(id);
        assertThat(row(live, "Bob").get("balanceMillis").asLong()).isEqualTo(600_000 - 11_000);
        assertThat(row(live, "Bob").get("status").asText()).isEqualTo("playing");
        assertThat(row(live, "Ann").get("balanceMillis").asLong()).isEqualTo(600_000 - 10_000);

        List<String> bobMoves = new ArrayList<>();
        for (char colour : "YBGR".toCharArray()) {
            bobMoves.add(playColour(id, ids.get(2), colour));
        }
        assertThat(bobMoves).extracting(m -> m.charAt(0)).containsExactly('Y', 'B', 'G', 'R');
        tick(4_000);
        JsonNode next = play(id, ids.get(2), "continue");
        JsonNode c = next.get("competition");
        assertThat(c.get("round").asInt()).isEqualTo(2);
        assertThat(c.get("throws")).hasSize(2);
        assertThat(c.get("throws").get(0).asText()).isEqualTo(first);
        assertThat(next.get("you").get("balanceMillis").asLong()).isEqualTo(600_000 - 15_000);
        assertThat(me(id, ids.get(1)).get("you").get("board").get("throw").asText())
                .isEqualTo(c.get("throws").get(1).asText());
        tick(3_000); // round 2 started when Bob finished: both clocks run from then
        JsonNode standings = http.get("/api/competitions/" + id + "/standings").json();
        assertThat(row(standings, "Ann").get("balanceMillis").asLong()).isEqualTo(600_000 - 10_000 - 3_000);
        assertThat(row(standings, "Bob").get("balanceMillis").asLong()).isEqualTo(600_000 - 15_000 - 3_000);
        assertThat(row(standings, "Bob").get("rounds").asInt()).isEqualTo(2);
    }

    /** A seed whose first throw (after shared setups, which draw nothing) is of this kind. */
    private static long seedWithFirstThrow(ThrowKind kind) {
        for (long seed = 0; ; seed++) {
            if (Dice.roll(new SplittableRandom(seed)).kind() == kind) {
                return seed;
            }
        }
    }

    @Test
    void bankingInsteadOfAFreePlayDepositsItsSecondsAndLeavesTheIdentifiedPieces() {
        long seed = seedWithFirstThrow(ThrowKind.DIRECTED_FREE);
        List<String> ids = started("{\"seed\": " + seed + ", \"allowanceSeconds\": 300, "
                + "\"directedDepositSeconds\": 15}", "Cleo");
        String id = ids.get(0);
        String token = ids.get(1);
        assertThat(me(id, token).get("competition").get("throwKind").asText()).isEqualTo("directed-free");
        int choicesBefore = legal(id, token).size();
        assertThat(legal(id, token)).contains("bank");
        tick(3_000);
        JsonNode banked = play(id, token, "bank");
        assertThat(banked.get("you").get("balanceMillis").asLong()).isEqualTo(300_000 - 3_000 + 15_000);
        List<String> after = legal(id, token);
        assertThat(after).doesNotContain("bank").hasSizeLessThan(choicesBefore);
        assertThat(send(id, token, "bank").status()).as("only once").isEqualTo(400);
        JsonNode done = round(id, token, "BRYG", 1_000, "continue");
        assertThat(done.get("you").get("balanceMillis").asLong()).isEqualTo(300_000 - 8_000 + 15_000);
    }

    @Test
    void runningOutOfTimeRetiresWithZeroAndTheNextRoundStartsAtTheDeadline() {
        List<String> ids = started("{\"seed\": 3, \"allowanceSeconds\": 60}", "Dora", "Eli");
        String id = ids.get(0);
        round(id, ids.get(1), "GRYB", 1_000, "continue"); // Dora: 5 s
        tick(10_000);
        assertThat(competition(id).get("round").asInt()).as("Eli still has time").isEqualTo(1);
        tick(50_000); // 65 s after the throw: Eli's 60 s ran out 5 s ago
        JsonNode c = competition(id);
        assertThat(row(c, "Eli").get("status").asText()).isEqualTo("timed out");
        assertThat(row(c, "Eli").get("score").asInt()).isZero();
        assertThat(row(c, "Eli").get("balanceMillis").asLong()).isZero();
        assertThat(row(c, "Eli").get("clockRunning").asBoolean()).isFalse();
        assertThat(c.get("round").asInt()).isEqualTo(2);
        assertThat(c.get("roundElapsedMillis").asLong()).as("round 2 began at Eli's deadline").isEqualTo(5_000);
        assertThat(row(c, "Dora").get("balanceMillis").asLong()).isEqualTo(60_000 - 5_000 - 5_000);
        Http.Reply late = send(id, ids.get(2), "continue");
        assertThat(late.status()).isEqualTo(409);
        assertThat(late.error()).contains("time ran out");
        tick(60_000); // Dora's 50 s run out too: the competition is over
        JsonNode over = competition(id);
        assertThat(over.get("status").asText()).isEqualTo("finished");
        assertThat(over.get("seed").asText()).isEqualTo("3");
        assertThat(row(over, "Dora").get("status").asText()).isEqualTo("timed out");
        assertThat(row(over, "Dora").get("rank").asInt()).isEqualTo(1);
        assertThat(row(over, "Eli").get("rank").asInt()).isEqualTo(1);
    }

    @Test
    void rankingBreaksEqualScoresByTheBalanceAndSharesFullTies() {
        List<String> ids = started("{\"seed\": 5, \"allowanceSeconds\": 100}", "Fay", "Gus", "Hal");
        String id = ids.get(0);
        round(id, ids.get(1), "RGBY", 1_000, "retire"); // 5 s
        JsonNode running = competition(id);
        assertThat(running.get("status").asText()).isEqualTo("running");
        assertThat(row(running, "Fay").get("status").asText()).isEqualTo("retired");
        for (int i = 0; i < 4; i++) { // Gus and Hal in step, each in their own order: 10 s from the throw
            tick(1_000);
            playColour(id, ids.get(2), "YBGR".charAt(i));
            playColour(id, ids.get(3), "GYRB".charAt(i));
        }
        tick(1_000);
        play(id, ids.get(2), "retire");
        play(id, ids.get(3), "retire");
        JsonNode over = competition(id);
        assertThat(over.get("status").asText()).isEqualTo("finished");
        assertThat(over.get("standings")).extracting(r -> r.get("name").asText())
                .containsExactly("Fay", "Gus", "Hal");
        assertThat(row(over, "Fay").get("rank").asInt()).isEqualTo(1);
        assertThat(row(over, "Gus").get("rank").asInt()).isEqualTo(2);
        assertThat(row(over, "Hal").get("rank").asInt()).as("same score and balance as Gus").isEqualTo(2);
        assertThat(row(over, "Fay").get("balanceMillis").asLong()).isEqualTo(95_000);
        assertThat(row(over, "Gus").get("balanceMillis").asLong()).isEqualTo(90_000);
    }

    @Test
    void wrongTokensAndBadRequestsAreRefusedAndChangeNothing() {
        Http.Reply created = http.post("/api/competitions", "{\"seed\": 9}");
        String id = created.json().get("id").asText();
        String organiser = created.json().get("organiserToken").asText();
        String ivy = http.post("/api/competitions/" + id + "/join", "{\"name\": \"Ivy\"}").json().get("token").asText();
        assertThat(http.post("/api/competitions/" + id + "/join", "{\"name\": \" ivy \"}").status()).isEqualTo(409);
        assertThat(http.post("/api/competitions/" + id + "/join", "{\"name\": \"\"}").status()).isEqualTo(400);
        assertThat(http.post("/api/competitions/" + id + "/start", "{\"token\": \"" + ivy + "\"}").status())
                .as("a contender is not the organiser").isEqualTo(403);
        assertThat(send(id, ivy, "R1 N").status()).as("not started").isEqualTo(409);
        assertThat(competition(id).get("status").asText()).isEqualTo("open");
        http.post("/api/competitions/" + id + "/start", "{\"token\": \"" + organiser + "\"}");
        assertThat(http.post("/api/competitions/" + id + "/join", "{\"name\": \"Jo\"}").status()).isEqualTo(409);

        String before = competition(id).toString();
        String mine = me(id, ivy).toString();
        Http.Reply forged = send(id, "not-a-token", legal(id, ivy).get(0));
        assertThat(forged.status()).isEqualTo(403);
        assertThat(forged.error()).contains("not valid");
        assertThat(send(id, organiser, legal(id, ivy).get(0)).status()).as("the organiser is no contender")
                .isEqualTo(403);
        assertThat(http.get("/api/competitions/" + id + "/me?token=nope").status()).isEqualTo(403);
        assertThat(send(id, ivy, "R9 N").status()).isEqualTo(400);
        assertThat(send(id, ivy, "retire").status()).as("not at the end of a round").isEqualTo(400);
        assertThat(http.post("/api/competitions/" + id + "/moves", "{\"token\": \"" + ivy + "\", \"move\": \"x\", "
                + "\"colour\": 1}").status()).as("unknown field").isEqualTo(400);
        assertThat(competition(id).toString()).isEqualTo(before);
        assertThat(me(id, ivy).toString()).isEqualTo(mine);
        assertThat(http.get("/api/competitions/nope").status()).isEqualTo(404);
    }

    @Test
    void settingsAreCheckedAndShownAndSetupsMayDifferPerContender() {
        assertThat(http.post("/api/competitions", "{\"allowanceSeconds\": 0}").status()).isEqualTo(400);
        assertThat(http.post("/api/competitions", "{\"variant\": {\"objective\": \"lenient\"}}").status())
                .isEqualTo(400);
        assertThat(http.post("/api/competitions", "{\"maxContenders\": 1, \"sharedSetup\": false, \"seed\": 4,"
                + " \"variant\": {\"objective\": \"strict\"}}").status()).isEqualTo(201);
        List<String> ids = started("{\"sharedSetup\": false, \"seed\": 4, \"variant\": {\"objective\": \"strict\"},"
                + " \"allowanceSeconds\": 900}", "Kim", "Lou");
        JsonNode kim = me(ids.get(0), ids.get(1));
        JsonNode lou = me(ids.get(0), ids.get(2));
        assertThat(kim.get("you").get("setupCode").asText()).isNotEqualTo(lou.get("you").get("setupCode").asText());
        JsonNode settings = kim.get("competition").get("settings");
        assertThat(settings.get("sharedSetup").asBoolean()).isFalse();
        assertThat(settings.get("allowanceSeconds").asLong()).isEqualTo(900);
        assertThat(settings.get("variant").get("objective").asText()).isEqualTo("strict");
        assertThat(kim.get("competition").get("seed").isNull()).as("the seed would foretell the dice").isTrue();

        Http.Reply small = http.post("/api/competitions", "{\"maxContenders\": 1}");
        String id = small.json().get("id").asText();
        assertThat(http.post("/api/competitions/" + id + "/join", "{\"name\": \"Mo\"}").status()).isEqualTo(201);
        assertThat(http.post("/api/competitions/" + id + "/join", "{\"name\": \"Ned\"}").status()).isEqualTo(409);
    }

    /** The next push that {@code test} accepts, within 5 s. */
    private static JsonNode pushed(WsClient ws, java.util.function.Predicate<JsonNode> test) throws InterruptedException {
        long end = System.currentTimeMillis() + 5_000;
        for (JsonNode c = ws.next(5_000); c != null; c = ws.next(Math.max(1, end - System.currentTimeMillis()))) {
            if (test.test(c)) {
                return c;
            }
        }
        throw new AssertionError("no such push within 5 s");
    }

    @Test
    void watchersArePushedEveryChangeAndWhatTheClockAloneDecides() throws InterruptedException {
        JsonNode created = http.post("/api/competitions", "{\"seed\": 2, \"allowanceSeconds\": 30}").json();
        String id = created.get("id").asText();
        try (WsClient ws = new WsClient(server.port(),
                "/api/competitions/" + id + "/ws", "competition")) {
            assertThat(pushed(ws, c -> true).get("status").asText()).isEqualTo("open");
            http.post("/api/competitions/" + id + "/join", "{\"name\": \"Zed\"}");
            assertThat(pushed(ws, c -> c.get("contenders").asInt() == 1).get("standings").get(0).get("name").asText())
                    .isEqualTo("Zed");
            http.post("/api/competitions/" + id + "/start",
                    "{\"token\": \"" + created.get("organiserToken").asText() + "\"}");
            assertThat(pushed(ws, c -> c.get("status").asText().equals("running")).get("round").asInt()).isEqualTo(1);
            tick(31_000); // nobody asks: the clock alone retires Zed, and the hub says so
            JsonNode over = pushed(ws, c -> c.get("status").asText().equals("finished"));
            assertThat(row(over, "Zed").get("status").asText()).isEqualTo("timed out");
        }
    }
}
