package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;
import static spindle.server.Http.token;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.WebSocket;
import java.net.http.WebSocketHandshakeException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletionException;
import java.util.concurrent.TimeUnit;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import spindle.server.game.MemoryGameStore;
import spindle.server.game.Seat;
import spindle.server.game.Table;
import spindle.server.limits.Limits;

/**
 * The limits on clients over HTTP: oversized AI specs are refused, each per-client rate refuses with 429 and
 * {@code Retry-After} while another client goes on, hints and analyses need a token, an analysis flood does not
 * hold up a short analysis, and a slow AI does not hold up another game's AI. Two clients on loopback are told apart
 * by {@code X-Forwarded-For} (the server trusts it, as behind a proxy).
 */
class LimitsApiTest extends LimitsRig {
    private static final Logger LOG = LoggerFactory.getLogger(LimitsApiTest.class);
    @Test
    void theAnalysisBoardsSearchesAreChargedAsHintsAndItsBodiesAreBounded() {
        serve(Limits.defaults().with("hints", "1"), 50);
        String a = "198.51.100.7";
        String b = "198.51.100.8";
        String calm = "{\"game\":\"windy-nim\",\"variant\":\"wind=off\"}";
        assertThat(post(a, "/api/positions/hint", calm).status()).isEqualTo(200);
        assertRefused(post(a, "/api/positions/hint", calm), "hints");
        assertRefused(post(a, "/api/positions/reply", calm), "hints");
        assertThat(post(b, "/api/positions/reply", calm).status()).as("another client goes on").isEqualTo(200);
        assertThat(post(a, "/api/positions", calm).status()).as("a view costs a request only").isEqualTo(200);
        String huge = "{\"game\":\"windy-nim\",\"moves\":[" + "\"take1\",".repeat(4_000) + "\"take1\"]}";
        assertThat(post(b, "/api/positions", huge).status()).as("a body over the limit").isEqualTo(413);
    }

    @Test
    void aiSpecsOverTheCapsAreRefusedNamingTheCapWhileTheCataloguesLevelsAreAccepted() {
        serve(Limits.defaults(), 0);
        String[][] refused = {{"mcts:999999999it", "ai-iterations"}, {"mcts:99999999ms", "ai-ms"},
            {"mcts:300ms:3000t", "ai-threads"}};
        for (String[] spec : refused) {
            Reply r = post("10.0.0.1", "/api/games", "{\"game\":\"windy-nim\",\"seats\":[\"human\",\"ai:" + spec[0]
                    + "\"]}");
            assertThat(r.status()).as(spec[0] + ": " + r.body()).isEqualTo(400);
            assertThat(r.json().get("error").asText()).contains(spec[1]);
        }
        for (String level : List.of("random", "mcts:easy", "mcts:hard", "mcts:max", "alphabeta:hard", "mcts:500ms",
                "mcts:2000it:1t")) {
            Reply r = post("10.0.0.1", "/api/games", "{\"game\":\"windy-nim\",\"seats\":[\"human\",\"ai:" + level
                    + "\"]}");
            assertThat(r.status()).as(level + ": " + r.body()).isEqualTo(201);
        }
    }

    @Test
    void aStoredGameFromBeforeTheCapsAndThinkMsPlayWithinThem() throws InterruptedException {
        MemoryGameStore store = new MemoryGameStore();
        var game = spindle.engine.Games.byId("warp-and-weft");
        store.add(Table.create("stored", game, game.defaultVariant(), List.of(Seat.ai("mcts:99999999ms"),
                Seat.ai("mcts:500ms:3000t")), 1, 0));
        WebServer server = new WebServer(Stores.inMemory().withGames(store), ServerConfig.of(99_999_999).withLimits(Limits.defaults().with("ai-ms", "300"))).start(0);
        servers.add(server);
        port = server.port();
        long start = System.nanoTime();
        while (store.get("stored").state().ply() < 4) {
            assertThat(System.nanoTime() - start).as("four AI moves of at most 300 ms each")
                    .isLessThan(TimeUnit.SECONDS.toNanos(10));
            Thread.sleep(50);
        }
    }

    @Test
    void aClientOverEachRateGets429WithRetryAfterWhileAnotherClientGoesOn() throws Exception {
        serve(Limits.defaults().with("creates", "3").with("moves", "2").with("hints", "1").with("analyses", "1")
                .with("imports", "1").with("joins", "1").with("sockets", "1"), 50);
        String a = "198.51.100.1";
        String b = "198.51.100.2";

        JsonNode game = create(a, "[\"human\",\"human\"]");
        String id = game.get("id").asText();
        String token = Http.token(game, 0);
        JsonNode open = create(a, "[\"open\",\"open\"]");
        JsonNode finished = create(a, "[\"ai:random\",\"ai:random\"]");
        assertRefused(post(a, "/api/games", "{\"game\":\"windy-nim\",\"seats\":[\"human\",\"human\"]}"),
                "creations");
        assertRefused(post(a, "/api/competitions", "{}"), "creations");
        JsonNode other = create(b, "[\"human\",\"human\"]");

        int ply = game.get("ply").asInt();
        for (int i = 0; i < 2; i++) {
            Reply moved = post(a, "/api/games/" + id + "/moves", GameApiTest.moveBody("take1", ply + i,
                    Http.token(game, i % 2)));
            assertThat(moved.status()).as(moved.body()).isEqualTo(200);
        }
        assertRefused(post(a, "/api/games/" + id + "/moves", GameApiTest.moveBody("take1", ply + 2, token)), "moves");
        assertThat(post(b, "/api/games/" + other.get("id").asText() + "/moves", GameApiTest.moveBody("take1",
                other.get("ply").asInt(), Http.token(other, 0))).status()).isEqualTo(200);

        assertThat(get(a, "/api/games/" + id + "/hint", token).status()).isEqualTo(200);
        assertRefused(get(a, "/api/games/" + id + "/hint", token), "hints");
        assertThat(get(b, "/api/games/" + id + "/hint", token).status()).isEqualTo(200);

        String openId = open.get("id").asText();
        assertThat(post(a, "/api/games/" + openId + "/seats/0/join", "{}").status()).isEqualTo(200);
        assertRefused(post(a, "/api/games/" + openId + "/seats/1/join", "{}"), "joins");
        assertThat(post(b, "/api/games/" + openId + "/seats/1/join", "{}").status()).isEqualTo(200);

        String finishedId = finished.get("id").asText();
        awaitOver(a, finishedId);
        String record = get(a, "/api/games/" + finishedId + "/record", null).body();
        assertThat(post(a, "/api/records", record).status()).isEqualTo(201);
        assertRefused(post(a, "/api/records", record), "record imports");
        assertThat(post(b, "/api/records", record).status()).isEqualTo(201);

        assertThat(get(a, "/api/games/" + finishedId + "/analysis", null).status()).isEqualTo(200);
        assertThat(get(a, "/api/games/" + finishedId + "/analysis", null).status()).as("polling is free")
                .isEqualTo(200);
        assertRefused(get(a, "/api/games/" + id + "/analysis", token), "analyses");
        assertThat(get(b, "/api/games/" + id + "/analysis", token).status()).isEqualTo(200);

        socket(a, id).sendClose(WebSocket.NORMAL_CLOSURE, "").join();
        assertThat(handshakeStatus(a, id)).isEqualTo(429);
        socket(b, id).sendClose(WebSocket.NORMAL_CLOSURE, "").join();
    }

    @Test
    void allRequestsOfAClientTogetherAreRated() {
        serve(Limits.defaults().with("requests", "5"), 50);
        for (int i = 0; i < 5; i++) {
            assertThat(get("203.0.113.7", "/api/catalog", null).status()).isEqualTo(200);
        }
        assertRefused(get("203.0.113.7", "/api/games", null), "API requests");
        assertThat(handshakeStatus("203.0.113.7", "nope")).as("sockets count too").isEqualTo(429);
        assertThat(get("203.0.113.8", "/api/games", null).status()).isEqualTo(200);
        assertThat(get("203.0.113.7", "/").status()).as("the pages are not API requests").isEqualTo(200);

        String id = create("203.0.113.9", "[\"human\",\"human\"]").get("id").asText();
        for (int i = 0; i < 3; i++) {
            socket("203.0.113.9", id).sendClose(WebSocket.NORMAL_CLOSURE, "").join();
        }
        assertThat(get("203.0.113.9", "/api/games/" + id).status()).as("a socket is one request").isEqualTo(200);
        assertRefused(get("203.0.113.9", "/api/games/" + id), "API requests");
    }

    private Reply get(String client, String path) {
        return get(client, path, null);
    }

    private WebSocket socket(String client, String id) {
        return CLIENT.newWebSocketBuilder().header("X-Forwarded-For", client)
                .buildAsync(URI.create("ws://127.0.0.1:" + port + "/api/games/" + id + "/ws"),
                        new WebSocket.Listener() { })
                .orTimeout(10, TimeUnit.SECONDS).join();
    }

    /** The status of a refused WebSocket handshake (or 101 when it was accepted). */
    private int handshakeStatus(String client, String id) {
        try {
            socket(client, id).sendClose(WebSocket.NORMAL_CLOSURE, "").join();
            return 101;
        } catch (CompletionException e) {
            if (e.getCause() instanceof WebSocketHandshakeException h) {
                if (h.getResponse().statusCode() == 429) {
                    assertThat(h.getResponse().headers().firstValue("Retry-After")).isPresent();
                }
                return h.getResponse().statusCode();
            }
            throw e;
        }
    }

    @Test
    void hintsAndAnalysesNeedATokenOfTheGame() {
        serve(Limits.defaults().withoutRates(), 50);
        JsonNode game = create("10.0.0.2", "[\"human\",\"human\"]");
        JsonNode stranger = create("10.0.0.3", "[\"human\",\"human\"]");
        String id = game.get("id").asText();
        for (String what : List.of("hint", "analysis")) {
            String path = "/api/games/" + id + "/" + what;
            Reply none = get("10.0.0.3", path, null);
            assertThat(none.status()).as(what + ": " + none.body()).isEqualTo(401);
            assertThat(none.json().get("error").asText()).contains("Authorization: Bearer");
            assertThat(get("10.0.0.3", path, Http.token(stranger, 0)).status()).as(what).isEqualTo(403);
            assertThat(get("10.0.0.3", path, "not-a-token").status()).as(what).isEqualTo(403);
            assertThat(get("10.0.0.2", path, Http.token(game, 1)).status()).as(what).isEqualTo(200);
        }
    }

    @Test
    void aFloodOfLongAnalysesDoesNotHoldUpAShortOne() throws InterruptedException {
        int queue = 6;
        serve(Limits.defaults().withoutRates().with("analysis-queue", Integer.toString(queue)), 0);
        IntFunction<String> client = i -> "10.1.0." + i;
        List<String> long_ = new ArrayList<>();
        for (int i = 0; i < queue; i++) {
            Reply r = post(client.apply(i), "/api/games", "{\"game\":\"just-playing-a-round\",\"seats\":"
                    + "[\"ai:random\"],\"seed\":" + i + "}");
            assertThat(r.status()).as(r.body()).isEqualTo(201);
            long_.add(r.json().get("id").asText());
        }
        JsonNode small = create("10.1.1.1", "[\"human\",\"ai:random\"]");
        String smallId = small.get("id").asText();
        String smallToken = Http.token(small, 0);
        JsonNode s = small;
        while (!s.get("over").asBoolean()) {
            if (s.get("toMove").asInt() == 0) {
                Reply moved = post("10.1.1.1", "/api/games/" + smallId + "/moves", GameApiTest.moveBody(
                        s.get("legalMoves").get(0).asText(), s.get("ply").asInt(), smallToken));
                assertThat(moved.status()).as(moved.body()).isIn(200, 409);
            }
            Thread.sleep(20);
            s = get("10.1.1.1", "/api/games/" + smallId, null).json();
        }
        String flood = "?iterations=5000"; // the default cap, analysis-iterations
        String extra = long_.remove(queue - 1);
        for (int i = 0; i < long_.size(); i++) {
            awaitOver(client.apply(i), long_.get(i));
            Reply r = get(client.apply(i), "/api/games/" + long_.get(i) + "/analysis" + flood, null);
            assertThat(r.status()).as(r.body()).isEqualTo(200);
            assertThat(r.json().get("total").asInt()).as("a long game").isGreaterThan(20);
        }

        long start = System.nanoTime();
        JsonNode a = get("10.1.1.1", "/api/games/" + smallId + "/analysis?iterations=200", smallToken).json();
        awaitOver("10.1.2.1", extra);
        Reply full = get("10.1.2.1", "/api/games/" + extra + "/analysis", null);
        assertRefused(full, "analysis-queue");
        while (a.get("status").asText().equals("running")
                && System.nanoTime() - start < TimeUnit.SECONDS.toNanos(60)) {
            Thread.sleep(100);
            a = get("10.1.1.1", "/api/games/" + smallId + "/analysis?iterations=200", smallToken).json();
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        LOG.info("a short analysis of {} positions behind {} long ones took {} s", a.get("total").asInt(),
                long_.size(), String.format("%.1f", seconds));
        assertThat(a.get("status").asText()).isEqualTo("done");
        assertThat(seconds).as("the short analysis (%d positions) took %.1f s", a.get("total").asInt(), seconds)
                .isLessThan(20);
        int stillRunning = 0;
        for (int i = 0; i < long_.size(); i++) {
            JsonNode r = get(client.apply(i), "/api/games/" + long_.get(i) + "/analysis" + flood, null)
                    .json();
            stillRunning += r.get("status").asText().equals("running") ? 1 : 0;
        }
        assertThat(stillRunning).as("the short analysis overtook the long ones").isPositive();
    }

    @Test
    void aSlowAiDoesNotKeepAnotherGamesAiWaiting() throws InterruptedException {
        serve(Limits.defaults().withoutRates().with("ai-workers", "2"), 0);
        for (int i = 0; i < 3; i++) {
            // a game the search cannot solve early, so every move takes its whole budget
            Reply r = post("10.2.0.1", "/api/games", "{\"game\":\"warp-and-weft\","
                    + "\"seats\":[\"ai:mcts:4000ms\",\"ai:mcts:4000ms\"]}");
            assertThat(r.status()).as(r.body()).isEqualTo(201);
        }
        Thread.sleep(300);
        JsonNode game = create("10.2.0.2", "[\"human\",\"ai:random\"]");
        String id = game.get("id").asText();
        long worst = 0;
        for (int turn = 0; turn < 3; turn++) {
            JsonNode s = get("10.2.0.2", "/api/games/" + id, null).json();
            if (s.get("over").asBoolean()) {
                break;
            }
            long start = System.nanoTime();
            Reply moved = post("10.2.0.2", "/api/games/" + id + "/moves", GameApiTest.moveBody("take1",
                    s.get("ply").asInt(), Http.token(game, 0)));
            assertThat(moved.status()).as(moved.body()).isEqualTo(200);
            while (true) {
                JsonNode now = get("10.2.0.2", "/api/games/" + id, null).json();
                if (!now.get("thinking").asBoolean()) {
                    break;
                }
                assertThat(System.nanoTime() - start).as("the random AI's answer waits for the slow searches")
                        .isLessThan(TimeUnit.SECONDS.toNanos(3));
                Thread.sleep(20);
            }
            worst = Math.max(worst, System.nanoTime() - start);
        }
        LOG.info("the random AI answered within {} ms while three 4 s searches ran", worst / 1_000_000);
        assertThat(worst).isLessThan(TimeUnit.SECONDS.toNanos(3));
    }
}
