package spindle.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static spindle.cli.RawClient.create;
import static spindle.cli.RawClient.get;
import static spindle.cli.RawClient.post;
import static spindle.cli.RawClient.send;
import static spindle.cli.RawClient.token;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.LongAdder;
import org.assertj.core.api.SoftAssertions;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import spindle.cli.RawClient.Reply;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.Games;
import spindle.match.GameRecord;
import spindle.match.GameRecords;

/**
 * A hostile client against a real {@code spindle serve} process with its default limits: each attack of issue 15
 * must be refused or absorbed while other players keep answers within 2 s. Requests go over raw sockets (HTTP/1.1,
 * one connection each) so that a test can set {@code Host}, send a hand-made WebSocket handshake and choose its
 * source address: every address of 127.0.0.0/8 is this machine, and the server counts each as its own client, so an
 * attacker and its victims can be told apart by the per-client limits as they would be on the Internet.
 */
class HostileClientTest {

    private static final String ATTACKER = "127.0.0.2";
    private static final String BYSTANDER = "127.0.0.3";
    // each test on the shared server below speaks from an address of its own (127.0.0.11..20), so that the
    // per-client limits one test provokes do not refuse another test's requests
    private static ChildServer shared;

    @BeforeAll
    static void start() {
        shared = ChildServer.start(List.of(), null, List.of());
    }

    @AfterAll
    static void stop() {
        if (shared != null) {
            shared.close();
        }
    }

    /** Plays a random legal move for the seat to move; a 429 waits out its Retry-After (at most 5 s), up to 3 times. */
    static Reply move(ChildServer server, String source, JsonNode state, JsonNode created, Random random)
            throws IOException, InterruptedException {
        JsonNode legal = state.get("legalMoves");
        String body = "{\"move\":" + RawClient.JSON.writeValueAsString(legal.get(random.nextInt(legal.size())).asText())
                + ",\"ply\":" + state.get("ply").asInt() + ",\"token\":\"" + token(created, state.get("toMove").asInt())
                + "\"}";
        String path = "/api/games/" + created.get("id").asText() + "/moves";
        Reply r = post(server, source, path, body);
        for (int retry = 0; retry < 3 && r.status() == 429; retry++) {
            Thread.sleep(Math.min(5_000, 1_000L * Long.parseLong(r.header("Retry-After"))));
            r = post(server, source, path, body);
        }
        return r;
    }

    @Test
    void aSpectatorThatNeverReadsDelaysNoOtherRequest() throws Exception {
        try (ChildServer server = ChildServer.start(List.of(), null, List.of())) {
            // the largest Warp and Weft board pushes about 35 KB per move: today 61 moves filled the socket buffers
            JsonNode watched = create(server, "127.0.0.1", "warp-and-weft", "size=6", "[\"invite\",\"invite\"]");
            JsonNode other = create(server, BYSTANDER, "one-piece-for-two", "", "[\"invite\",\"invite\"]");
            Random random = new Random(15);
            try (Socket spectator = new Socket()) {
                spectator.setReceiveBufferSize(2_048);
                spectator.connect(new InetSocketAddress("127.0.0.1", server.port), 5_000);
                spectator.getOutputStream().write(("GET /api/games/" + watched.get("id").asText() + "/ws HTTP/1.1\r\n"
                        + "Host: 127.0.0.1:" + server.port + "\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                        + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n")
                        .getBytes(StandardCharsets.US_ASCII));
                byte[] head = new byte[12];
                spectator.setSoTimeout(5_000);
                assertThat(spectator.getInputStream().readNBytes(head, 0, 12)).isEqualTo(12);
                assertThat(new String(head, StandardCharsets.US_ASCII)).isEqualTo("HTTP/1.1 101");
                // from here on the spectator never reads again

                JsonNode s = watched;
                JsonNode o = other;
                int moves = 0;
                long deadline = System.nanoTime() + 40_000_000_000L;
                while (!s.get("over").asBoolean() && moves < 150 && System.nanoTime() < deadline) {
                    Reply r = move(server, "127.0.0.1", s, watched, random);
                    assertThat(r.millis()).as("move %d of the watched game: %s", moves, r).isLessThan(2_000);
                    assertThat(r.status()).as("move %d of the watched game", moves).isEqualTo(200);
                    s = r.json();
                    moves++;
                    if (moves % 10 == 0) {
                        Reply home = get(server, BYSTANDER, "/");
                        assertThat(home.status()).isEqualTo(200);
                        assertThat(home.millis()).as("GET / after %d moves", moves).isLessThan(2_000);
                        if (o.get("over").asBoolean()) {
                            other = create(server, BYSTANDER, "one-piece-for-two", "", "[\"invite\",\"invite\"]");
                            o = other;
                        }
                        Reply m = move(server, BYSTANDER, o, other, random);
                        assertThat(m.millis()).as("a move in another game after %d moves", moves).isLessThan(2_000);
                        assertThat(m.status()).as("a move in another game: %s", m).isEqualTo(200);
                        o = m.json();
                    }
                }
                assertThat(moves).as("moves played past the point where today's buffers filled")
                        .isGreaterThanOrEqualTo(s.get("over").asBoolean() ? 1 : 120);
            }
        }
    }

    @Test
    void oversizedAiSeatsAreRefusedAndTheCatalogueLevelsAccepted() throws Exception {
        String[] specs = {"ai:mcts:999999999it", "ai:mcts:99999999ms", "ai:mcts:300ms:3000t"};
        for (int i = 0; i < specs.length; i++) {
            String spec = specs[i];
            Reply r = post(shared, "127.0.0.1" + (1 + i), "/api/games",
                    "{\"game\":\"one-piece-for-two\",\"seats\":[\"invite\",\"" + spec + "\"]}");
            assertThat(r.status()).as("seat %s: %s", spec, r).isEqualTo(400);
            assertThat(r.json().get("error").asText()).as("the refusal of %s names the cap", spec).isNotBlank();
        }
        Reply level = post(shared, "127.0.0.14", "/api/games",
                "{\"game\":\"one-piece-for-two\",\"seats\":[\"invite\",\"ai:mcts:hard\"]}");
        assertThat(level.status()).as("a catalogue level: %s", level).isEqualTo(201);
    }

    @Test
    void aCreationFloodLeavesA256MegabyteServerStanding() throws Exception {
        creationFlood(List.of());
    }

    /** The same flood with every rate off (as from many addresses): what holds memory then is the game cache. */
    @Test
    void aCreationFloodWithoutRatesLeavesA256MegabyteServerStanding() throws Exception {
        creationFlood(List.of("--limit", "rates=off"));
    }

    private void creationFlood(List<String> serveArgs) throws Exception {
        try (ChildServer server = ChildServer.start(List.of("-Xmx256m"), null, serveArgs)) {
            JsonNode before = create(server, "127.0.0.1", "one-piece-for-two", "", "[\"invite\",\"invite\"]");
            Map<Integer, LongAdder> statuses = new ConcurrentHashMap<>();
            AtomicInteger sent = new AtomicInteger();
            long deadline = System.nanoTime() + 30_000_000_000L;
            List<Thread> flooders = new ArrayList<>();
            for (int t = 0; t < 4; t++) {
                Thread thread = new Thread(() -> {
                    int failures = 0;
                    while (sent.incrementAndGet() <= 3_000 && System.nanoTime() < deadline && failures < 5) {
                        try {
                            Reply r = post(server, ATTACKER, "/api/games", "{\"game\":\"zero-one-two\","
                                    + "\"variant\":\"n=12\",\"seats\":[\"invite\",\"invite\"]}");
                            statuses.computeIfAbsent(r.status(), k -> new LongAdder()).increment();
                        } catch (IOException | RuntimeException | AssertionError e) {
                            failures++;
                            statuses.computeIfAbsent(-1, k -> new LongAdder()).increment();
                        }
                    }
                }, "flood-" + t);
                thread.start();
                flooders.add(thread);
            }
            for (Thread t : flooders) {
                t.join(45_000);
            }
            assertThat(statuses.keySet()).as("flood answers (-1: no answer): %s", statuses)
                    .allMatch(s -> s == 201 || s == 429 || s == 503);

            Reply home = get(server, "127.0.0.1", "/");
            assertThat(home.status()).isEqualTo(200);
            assertThat(home.millis()).isLessThan(2_000);
            Reply m = move(server, "127.0.0.1", before, before, new Random(1));
            assertThat(m.status()).as("a move after the flood: %s", m).isEqualTo(200);
            assertThat(m.millis()).isLessThan(2_000);
            Reply fresh = post(server, "127.0.0.1", "/api/games",
                    "{\"game\":\"one-piece-for-two\",\"seats\":[\"invite\",\"invite\"]}");
            assertThat(fresh.status()).as("a new game after the flood: %s", fresh).isIn(201, 429);
            if (fresh.status() == 201) {
                assertThat(move(server, "127.0.0.1", fresh.json(), fresh.json(), new Random(2)).status()).isEqualTo(200);
            }
            assertThat(server.process.isAlive()).isTrue();
            assertThat(server.log()).doesNotContain("OutOfMemoryError");
        }
    }

    @Test
    void anAnalysisFloodLeavesAnotherGamesAnalysisAbleToFinish() throws Exception {
        Random random = new Random(7);
        List<JsonNode> flood = new ArrayList<>();
        for (int g = 0; g < 6; g++) {
            Reply r = post(shared, ATTACKER, "/api/games",
                    "{\"game\":\"zero-one-two\",\"seats\":[\"human\",\"human\"],\"seed\":" + g + "}");
            if (r.status() != 201) {
                continue; // refused by the creation limit: a smaller flood
            }
            JsonNode s = r.json();
            for (int i = 0; i < 12 && !s.get("over").asBoolean(); i++) {
                Reply m = move(shared, ATTACKER, s, r.json(), random);
                if (m.status() != 200) {
                    break;
                }
                s = m.json();
            }
            flood.add(r.json());
        }
        for (int budget = 20_000; budget > 19_992; budget--) {
            for (JsonNode g : flood) {
                Reply r = send(shared, ATTACKER, "GET", "/api/games/" + g.get("id").asText() + "/analysis?iterations="
                        + budget, Map.of("Authorization", "Bearer " + token(g, 0)), null);
                assertThat(r.status()).as("flood analysis: %s", r).isLessThan(500);
            }
        }

        JsonNode victim = create(shared, "127.0.0.19", "zero-one-two", "", "[\"human\",\"human\"]");
        JsonNode s = victim;
        while (s.get("ply").asInt() < 4) {
            Reply m = move(shared, "127.0.0.19", s, victim, random);
            assertThat(m.status()).as("a move of the victim's game: %s", m).isEqualTo(200);
            s = m.json();
        }
        String path = "/api/games/" + victim.get("id").asText() + "/analysis";
        Map<String, String> auth = Map.of("Authorization", "Bearer " + token(victim, 0));
        long deadline = System.nanoTime() + 25_000_000_000L;
        Reply r = send(shared, "127.0.0.19", "GET", path, auth, null);
        while (System.nanoTime() < deadline && (r.status() == 429
                || r.status() == 200 && "running".equals(r.json().path("status").asText()))) {
            Thread.sleep(r.status() == 429 ? Math.min(3_000, 1_000L * Long.parseLong(r.header("Retry-After"))) : 300);
            r = send(shared, "127.0.0.19", "GET", path, auth, null);
        }
        assertThat(r.status()).as("the victim's analysis: %s", r).isEqualTo(200);
        assertThat(r.json().get("status").asText()).as("the victim's analysis within 25 s: %s", r).isEqualTo("done");
    }

    @Test
    void otherSitesCannotActAndForeignHostsCannotRead() throws Exception {
        String game = "{\"game\":\"one-piece-for-two\",\"seats\":[\"invite\",\"open\"]}";
        Reply own = send(shared, "127.0.0.15", "POST", "/api/games", Map.of("Origin", "http://127.0.0.1:" + shared.port),
                game);
        assertThat(own.status()).as("this server's own page may post: %s", own).isEqualTo(201);
        String id = own.json().get("id").asText();

        Reply evil = send(shared, "127.0.0.15", "POST", "/api/games", Map.of("Origin", "https://evil.example"), game);
        assertThat(evil.status()).as("a cross-origin create: %s", evil).isEqualTo(403);
        assertThat(evil.json().get("error").asText()).isNotBlank();
        Reply join = send(shared, "127.0.0.15", "POST", "/api/games/" + id + "/seats/1/join",
                Map.of("Origin", "https://evil.example"), "{}");
        assertThat(join.status()).as("a cross-origin join: %s", join).isEqualTo(403);

        for (String path : new String[] {"/", "/api/games", "/api/games/" + id}) {
            Reply rebound = send(shared, "127.0.0.15", "GET", path, Map.of("Host", "evil.example"), null);
            assertThat(rebound.status()).as("GET %s with Host evil.example: %s", path, rebound).isEqualTo(403);
        }
        assertThat(send(shared, "127.0.0.15", "GET", "/", Map.of("Host", "localhost:" + shared.port), null).status())
                .isEqualTo(200);

        Reply ws = send(shared, "127.0.0.15", "GET", "/api/games/" + id + "/ws", Map.of("Upgrade", "websocket",
                "Connection", "Upgrade", "Sec-WebSocket-Key", "dGhlIHNhbXBsZSBub25jZQ==", "Sec-WebSocket-Version", "13",
                "Origin", "https://evil.example"), null);
        assertThat(ws.status()).as("a cross-origin WebSocket: %s", ws).isEqualTo(403);
    }

    @Test
    void jsonIsAcceptedOnlyAsApplicationJson() throws Exception {
        Reply plain = send(shared, "127.0.0.16", "POST", "/api/games", Map.of("Content-Type", "text/plain"),
                "{\"game\":\"one-piece-for-two\",\"seats\":[\"invite\",\"invite\"]}");
        assertThat(plain.status()).as("a text/plain create: %s", plain).isEqualTo(415);
        assertThat(plain.json().get("error").asText()).isNotBlank();
    }

    @Test
    void theKnownServerErrorsAreClientErrorsNow() throws Exception {
        SoftAssertions softly = new SoftAssertions();
        Reply nothing = post(shared, "127.0.0.17", "/api/records", "null");
        softly.assertThat(nothing.status()).as("POST /api/records null: %s", nothing).isBetween(400, 499);

        Reply unknown = post(shared, "127.0.0.17", "/api/games",
                "{\"game\":\"one-piece-for-two\",\"seats\":[\"invite\",\"invite\"],\"colour\":\"red\"}");
        softly.assertThat(unknown.status()).as("an unknown top-level field: %s", unknown).isEqualTo(400);

        Reply imported = post(shared, "127.0.0.17", "/api/records", GameRecords.toJson(throwDue()));
        softly.assertThat(imported.status()).as("a solo record stopping where a throw is due: %s", imported)
                .isIn(201, 400, 409, 422);
        if (imported.status() == 201) {
            Reply state = get(shared, "127.0.0.17", "/api/games/" + imported.json().get("id").asText());
            softly.assertThat(state.status()).as("the imported game: %s", state).isEqualTo(200);
        }
        softly.assertAll();
    }

    /** An unfinished Just Playing a Round record whose last action is a decision, so that the next throw is due. */
    private static GameRecord throwDue() {
        Game game = Games.byId("just-playing-a-round");
        GameState s = GameState.start(game);
        SplittableRandom random = new SplittableRandom(11);
        int[] buffer = new int[s.view().maxActions()];
        while (s.ply() < 8 || !s.isChance() || s.previous().isChance()) {
            s = s.apply(s.isChance() ? s.view().chance().sample(random) : s.view().randomAction(random, buffer));
        }
        assertThat(s.isOver()).isFalse();
        return new GameRecord(GameRecord.VERSION, game.id(), s.variant().toString(), List.of("human"), 11,
                s.moves(), List.of(), "unfinished", "2026-01-01T00:00:00Z", null);
    }

    @Test
    void everyResponseCarriesTheSecurityHeaders() throws Exception {
        for (String path : new String[] {"/", "/api/catalog"}) {
            Reply r = get(shared, "127.0.0.18", path);
            assertThat(r.status()).isEqualTo(200);
            String csp = r.header("Content-Security-Policy");
            assertThat(csp).as("CSP of %s", path).isNotNull().contains("frame-ancestors 'none'");
            String scripts = java.util.Arrays.stream(csp.split(";")).map(String::trim)
                    .filter(d -> d.startsWith("script-src")).findFirst()
                    .orElse(java.util.Arrays.stream(csp.split(";")).map(String::trim)
                            .filter(d -> d.startsWith("default-src")).findFirst().orElse(""));
            assertThat(scripts).as("the script sources of %s", path).isNotEmpty().doesNotContain("'unsafe-inline'");
            assertThat(r.header("X-Content-Type-Options")).as(path).isEqualTo("nosniff");
            assertThat(r.header("Referrer-Policy")).as(path).isEqualTo("no-referrer");
            assertThat(r.header("X-Frame-Options")).as(path).isEqualTo("DENY");
        }
    }

    @Test
    void creatingGamesTooFastGets429WithRetryAfter() throws Exception {
        String client = "127.0.0.20";
        Reply last = null;
        for (int i = 0; i < 300 && (last == null || last.status() == 201); i++) {
            last = post(shared, client, "/api/games", "{\"game\":\"one-piece-for-two\",\"seats\":[\"invite\",\"invite\"]}");
        }
        assertThat(last.status()).as("after up to 300 creations from one client: %s", last).isEqualTo(429);
        assertThat(last.header("Retry-After")).as("Retry-After in whole seconds").matches("[1-9][0-9]*");
        assertThat(last.json().get("error").asText()).isNotBlank();
        Reply other = post(shared, BYSTANDER, "/api/games",
                "{\"game\":\"one-piece-for-two\",\"seats\":[\"invite\",\"invite\"]}");
        assertThat(other.status()).as("another client meanwhile: %s", other).isEqualTo(201);
    }
}
