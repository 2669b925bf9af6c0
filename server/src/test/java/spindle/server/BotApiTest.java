package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import spindle.server.lobby.Challenges;
import spindle.server.push.BotStreams;

/**
 * The Bot API over HTTP: a bot's event stream announces its games and challenges, its game stream carries every
 * state, it moves with its player key, accepts and declines challenges; strangers and floods are refused.
 */
@Timeout(value = 2, unit = TimeUnit.MINUTES)
class BotApiTest {
    private static final String NIM = "\"game\":\"windy-nim\",\"variant\":\"wind=off,stones=9\"";

    private WebServer server;
    private Http http;
    private final HttpClient client = HttpClient.newHttpClient();
    private final List<NdjsonReader> readers = new ArrayList<>();

    @BeforeEach
    void start() {
        server = new WebServer(10).start(0);
        http = new Http("http://127.0.0.1:" + server.port());
    }

    @AfterEach
    void stop() {
        readers.forEach(NdjsonReader::close);
        server.close();
    }

    private String player(String name, boolean bot) {
        Http.Reply r = http.post("/api/players", "{\"name\":\"" + name + "\",\"bot\":" + bot + "}");
        assertThat(r.status()).as(r.body()).isEqualTo(201);
        return r.json().get("key").asText();
    }

    private NdjsonReader stream(String path, String key) throws IOException {
        NdjsonReader r = new NdjsonReader(server.port(), path, key);
        readers.add(r);
        return r;
    }

    private Http.Reply post(String path, String key, String body) {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + path))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body));
        if (key != null) {
            b.header("Authorization", "Bearer " + key);
        }
        try {
            HttpResponse<String> r = client.send(b.build(), HttpResponse.BodyHandlers.ofString());
            JsonNode json = r.body().isEmpty() ? null : Http.JSON.readTree(r.body());
            return new Http.Reply(r.statusCode(), json, r.body());
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** Plays the first legal move whenever the bot's seat is to move, from the game stream, to the end. */
    private JsonNode playToTheEnd(NdjsonReader game, String key, int seat) {
        JsonNode state = game.next("gameFull").get("state");
        while (!state.get("over").asBoolean()) {
            if (state.get("toMove").asInt() == seat) {
                Http.Reply r = post("/api/games/" + state.get("id").asText() + "/moves", key, "{\"move\":\""
                        + state.get("legalMoves").get(0).asText() + "\",\"ply\":" + state.get("ply").asInt() + "}");
                assertThat(r.status()).as(r.body()).isEqualTo(200);
            }
            int ply = state.get("ply").asInt();
            state = game.next(n -> n.get("state").get("ply").asInt() > ply
                    || n.get("state").get("over").asBoolean(), "the next state").get("state");
        }
        return state;
    }

    @Test
    void aBotStreamsItsGameAndPlaysItToTheEndWithItsKey() throws IOException {
        String key = player("nimbot", true);
        NdjsonReader events = stream("/api/stream/event", key);
        assertThat(events.status).isEqualTo(200);
        Http.Reply created = http.post("/api/games", "{" + NIM + ",\"seats\":[\"human\",\"ai:random\"],\"seed\":3,"
                + "\"player\":\"" + key + "\"}");
        String id = created.json().get("id").asText();
        JsonNode start = events.next("gameStart").get("game");
        assertThat(start.get("id").asText()).isEqualTo(id);
        assertThat(start.get("seat").asInt()).isZero();
        assertThat(start.get("players").get(0).get("bot").asBoolean()).isTrue();

        NdjsonReader game = stream("/api/bot/game/stream/" + id, key);
        JsonNode end = playToTheEnd(game, key, 0);
        assertThat(end.get("result")).isNotNull();
        assertThat(game.ends()).as("the game stream ends with the game").isTrue();
        JsonNode finish = events.next("gameFinish").get("game");
        assertThat(finish.get("id").asText()).isEqualTo(id);
        assertThat(finish.get("over").asBoolean()).isTrue();
    }

    @Test
    void aKeyMovesOnlyForItsOwnSeatsAndOnlyOnItsTurn() {
        String ann = player("ann", false);
        String bob = player("bob", true);
        JsonNode s = http.post("/api/games", "{" + NIM + ",\"seats\":[\"human\",\"invite\"],\"seed\":3,"
                + "\"player\":\"" + bob + "\"}").json();
        String id = s.get("id").asText();
        String move = "{\"move\":\"" + s.get("legalMoves").get(0).asText() + "\",\"ply\":0}";
        assertThat(post("/api/games/" + id + "/moves", ann, move).status()).isEqualTo(403);
        assertThat(post("/api/games/" + id + "/moves", "no-such-key", move).status()).isEqualTo(403);
        assertThat(post("/api/games/" + id + "/moves", null, move).status()).isEqualTo(401);
        assertThat(post("/api/games/" + id + "/moves", bob, move).status()).isEqualTo(200);
        JsonNode now = http.get("/api/games/" + id).json();
        String next = "{\"move\":\"" + now.get("legalMoves").get(0).asText() + "\",\"ply\":1}";
        assertThat(post("/api/games/" + id + "/moves", bob, next).status()).as("seat 2 is to move").isEqualTo(409);
    }

    @Test
    void aChallengeReachesItsPlayerWhoAcceptsItAndBothAreToldTheGameStarted() throws IOException {
        String ann = player("ann", false);
        String bot = player("botty", true);
        NdjsonReader botEvents = stream("/api/stream/event", bot);
        NdjsonReader annEvents = stream("/api/stream/event", ann);
        Http.Reply c = post("/api/challenge/BOTTY", ann, "{" + NIM + ",\"seat\":1}");
        assertThat(c.status()).as(c.body()).isEqualTo(201);
        String cid = c.json().get("id").asText();
        JsonNode challenge = botEvents.next("challenge").get("challenge");
        assertThat(challenge.get("id").asText()).isEqualTo(cid);
        assertThat(challenge.get("challenger").get("name").asText()).isEqualTo("ann");
        assertThat(post("/api/challenge/" + cid + "/accept", ann, "").status()).isEqualTo(403);

        Http.Reply accepted = post("/api/challenge/" + cid + "/accept", bot, "");
        assertThat(accepted.status()).as(accepted.body()).isEqualTo(201);
        String id = accepted.json().get("id").asText();
        assertThat(accepted.json().get("token").get("seat").asInt()).isZero();
        assertThat(accepted.json().get("seats").get(0).get("player").get("name").asText()).isEqualTo("botty");
        assertThat(accepted.json().get("seats").get(1).get("player").get("name").asText()).isEqualTo("ann");
        assertThat(botEvents.next("gameStart").get("game").get("id").asText()).isEqualTo(id);
        JsonNode annStart = annEvents.next("gameStart").get("game");
        assertThat(annStart.get("id").asText()).isEqualTo(id);
        assertThat(annStart.get("seat").asInt()).isEqualTo(1);
        assertThat(post("/api/challenge/" + cid + "/accept", bot, "").status()).isEqualTo(409);

        JsonNode mine = http.get("/api/challenges", ann).json().get("out").get(0);
        assertThat(mine.get("status").asText()).isEqualTo("accepted");
        assertThat(mine.get("gameId").asText()).isEqualTo(id);
        assertThat(mine.get("token").get("seat").asInt()).isEqualTo(1);
        assertThat(http.get("/api/challenges", bot).json().get("in").get(0).has("token")).isFalse();
    }

    @Test
    void aDeclinedChallengeTellsTheChallengerWhyAndACanceledOneTellsTheChallenged() throws IOException {
        String ann = player("ann", false);
        String bot = player("botty", true);
        NdjsonReader annEvents = stream("/api/stream/event", ann);
        String first = post("/api/challenge/botty", ann, "{" + NIM + "}").json().get("id").asText();
        Http.Reply declined = post("/api/challenge/" + first + "/decline", bot, "{\"reason\":\"later\"}");
        assertThat(declined.status()).as(declined.body()).isEqualTo(200);
        JsonNode told = annEvents.next("challengeDeclined").get("challenge");
        assertThat(told.get("id").asText()).isEqualTo(first);
        assertThat(told.get("declineReason").asText()).isEqualTo("later");

        String second = post("/api/challenge/botty", ann, "{" + NIM + "}").json().get("id").asText();
        NdjsonReader botEvents = stream("/api/stream/event", bot);
        assertThat(botEvents.next("challenge").get("challenge").get("id").asText())
                .as("a challenge waiting when the stream opens is sent first").isEqualTo(second);
        assertThat(post("/api/challenge/" + second + "/cancel", bot, "").status()).isEqualTo(403);
        assertThat(post("/api/challenge/" + second + "/cancel", ann, "").status()).isEqualTo(200);
        assertThat(botEvents.next("challengeCanceled").get("challenge").get("id").asText()).isEqualTo(second);
    }

    @Test
    void strangersAndFloodsAreRefused() throws IOException {
        String ann = player("ann", false);
        player("botty", true);
        assertThat(stream("/api/stream/event", null).status).isEqualTo(401);
        assertThat(stream("/api/stream/event", "not-a-key").status).isEqualTo(401);
        assertThat(stream("/api/bot/game/stream/nope", ann).status).isEqualTo(404);
        assertThat(post("/api/challenge/botty", null, "{" + NIM + "}").status()).isEqualTo(401);
        assertThat(post("/api/challenge/ann", ann, "{" + NIM + "}").status()).isEqualTo(400);
        assertThat(post("/api/challenge/nobody", ann, "{" + NIM + "}").status()).isEqualTo(404);
        assertThat(post("/api/challenge/" + "x".repeat(5000), ann, "{" + NIM + "}").status()).isEqualTo(400);
        assertThat(post("/api/challenge/botty", ann, "{\"game\":\"chess\"}").status()).isIn(400, 404);
        assertThat(post("/api/challenge/botty", ann, "{" + NIM + ",\"seat\":7}").status()).isEqualTo(400);
        assertThat(post("/api/challenge/botty", ann, "{" + NIM + ",\"clock\":5}").status()).isEqualTo(400);
        assertThat(post("/api/challenge/botty", ann, "{" + NIM + ",\"rated\":\"yes\"}").status()).isEqualTo(400);
        assertThat(post("/api/challenge/botty", ann, "[]").status()).isEqualTo(400);
        assertThat(post("/api/challenge/nope/accept", ann, "").status()).isEqualTo(404);
        String c = post("/api/challenge/botty", ann, "{" + NIM + "}").json().get("id").asText();
        assertThat(post("/api/challenge/" + c + "/decline", ann, "{\"reason\":5}").status()).isEqualTo(400);
        for (int i = 1; i < Challenges.PER_CHALLENGER; i++) {
            assertThat(post("/api/challenge/botty", ann, "{" + NIM + "}").status()).isEqualTo(201);
        }
        assertThat(post("/api/challenge/botty", ann, "{" + NIM + "}").status()).isEqualTo(429);

        for (int i = 0; i < BotStreams.PER_PLAYER; i++) {
            assertThat(stream("/api/stream/event", ann).status).isEqualTo(200);
        }
        assertThat(stream("/api/stream/event", ann).status).isEqualTo(429);
        readers.get(readers.size() - 2).close();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        int status = 429;
        while (status == 429 && System.nanoTime() < deadline) {
            NdjsonReader r = stream("/api/stream/event", ann);
            status = r.status;
        }
        assertThat(status).as("a stream whose client went gives its place back").isEqualTo(200);
    }
}
