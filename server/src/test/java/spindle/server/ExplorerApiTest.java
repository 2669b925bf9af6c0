package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;
import static spindle.server.Http.token;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.Map;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.Games;
import spindle.server.db.Database;

/**
 * The opening explorer of the server's own games (docs/explorer.md): a game counts once when it ends, for the
 * position of each decision, people's and computers' games apart, with the mover's score and rating; again after a
 * restart it counts nothing twice, and a game noted but not added (a crash) is added at the next start.
 */
class ExplorerApiTest {
    private static final Game PIECE = Games.byId("one-piece-for-two");

    @TempDir
    Path dir;

    private static Stores stores(String kind, String url) {
        return kind.equals("memory") ? Stores.inMemory() : Stores.of(Database.open(url));
    }

    /** A hot-seat game where each side plays the first legal move for two turns, then {@code resigner} resigns. */
    private static String resignedGame(Http http, int resigner) throws InterruptedException {
        JsonNode game = http.post("/api/games", "{\"game\":\"one-piece-for-two\",\"seats\":[\"human\",\"human\"]}")
                .json();
        String id = game.get("id").asText();
        Turns.play(http, id, Map.of(0, token(game, 0), 1, token(game, 1)), 2);
        Http.Reply r = http.post("/api/games/" + id + "/resign", "{\"token\":\"" + token(game, resigner) + "\"}");
        assertThat(r.status()).as(r.body()).isEqualTo(200);
        return id;
    }

    private static JsonNode explorer(Http http, String query) {
        Http.Reply r = http.get("/api/explorer/one-piece-for-two" + query);
        assertThat(r.status()).as(r.body()).isEqualTo(200);
        return r.json();
    }

    /** The explorer's answer once {@code ready} holds of it (games are added in the background). */
    private static JsonNode await(Http http, String query, Predicate<JsonNode> ready) throws InterruptedException {
        long deadline = System.nanoTime() + 20_000_000_000L;
        JsonNode answer = explorer(http, query);
        while (!ready.test(answer) && System.nanoTime() < deadline) {
            Thread.sleep(20);
            answer = explorer(http, query);
        }
        return answer;
    }

    private static String at(String positionText) {
        return "?position=" + URLEncoder.encode(positionText, StandardCharsets.UTF_8);
    }

    @ParameterizedTest
    @ValueSource(strings = {"memory", "sqlite", "postgresql"})
    void eachFinishedGameCountsOnceForEveryPositionItReached(String kind) throws Exception {
        String url = kind.equals("memory") ? null : TestDatabases.fresh(kind, dir);
        GameState start = GameState.start(PIECE, PIECE.defaultVariant());
        String first = start.legalMoves().get(0);
        String afterFirst = start.apply(first).positionText();
        String second = start.apply(first).legalMoves().get(0);
        try (WebServer server = new WebServer(stores(kind, url), 10).start(0)) {
            Http http = new Http("http://127.0.0.1:" + server.port());
            assertThat(explorer(http, "").get("moves")).isEmpty();
            String lost = resignedGame(http, 0);
            String won = resignedGame(http, 1);
            JsonNode answer = await(http, "", a -> a.get("games").asInt() == 2);
            assertThat(answer.get("players").asText()).isEqualTo("people");
            assertThat(answer.get("position").asText()).isEqualTo(start.positionText());
            JsonNode move = answer.get("moves").get(0);
            assertThat(move.get("move").asText()).isEqualTo(first);
            assertThat(move.get("games").asInt()).isEqualTo(2);
            assertThat(move.get("score").asDouble()).as("lost once, won once").isEqualTo(0.5);
            assertThat(move.get("averageRating").isNull()).as("unrated games of unrated players").isTrue();
            assertThat(move.get("lastGame").asText()).isEqualTo(won).isNotEqualTo(lost);
            // the next position, asked by its text: the second mover's move, lost by them in the second game
            JsonNode next = explorer(http, at(afterFirst)).get("moves").get(0);
            assertThat(next.get("move").asText()).isEqualTo(second);
            assertThat(next.get("score").asDouble()).isEqualTo(0.5);
            // the computers' games are another book
            assertThat(explorer(http, "?players=computers").get("moves")).isEmpty();
            JsonNode ai = http.post("/api/games", "{\"game\":\"one-piece-for-two\",\"seats\":[\"ai:random\","
                    + "\"ai:random\"]}").json();
            JsonNode computers = await(http, "?players=computers", a -> a.get("games").asInt() == 1);
            assertThat(computers.get("moves")).as("the random game " + ai.get("id")).hasSize(1);
            assertThat(explorer(http, "").get("games").asInt()).isEqualTo(2);
        }
        if (url == null) {
            return;
        }
        try (WebServer again = new WebServer(stores(kind, url), 10).start(0)) {
            Http http = new Http("http://127.0.0.1:" + again.port());
            Thread.sleep(300); // a catch-up, were there one to do, would run now
            assertThat(explorer(http, "").get("moves").get(0).get("games").asInt()).as("nothing twice").isEqualTo(2);
        }
        // a crash after the games were noted and before they were added: the next start adds them
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
            s.executeUpdate("DELETE FROM explorer_moves");
            s.executeUpdate("UPDATE explorer_games SET added = 0");
        }
        try (WebServer again = new WebServer(stores(kind, url), 10).start(0)) {
            Http http = new Http("http://127.0.0.1:" + again.port());
            JsonNode answer = await(http, "", a -> a.get("games").asInt() == 2);
            assertThat(answer.get("moves").get(0).get("games").asInt()).isEqualTo(2);
            assertThat(await(http, "?players=computers", a -> a.get("games").asInt() == 1).get("games").asInt())
                    .isEqualTo(1);
        }
    }

    @Test
    void aRatedGameCountsTheMoversRatingGoingIn() throws Exception {
        try (WebServer server = new WebServer(Stores.inMemory(), 10).start(0)) {
            Http http = new Http("http://127.0.0.1:" + server.port());
            String ann = http.post("/api/players", "{\"name\":\"Ann\"}").json().get("key").asText();
            String bob = http.post("/api/players", "{\"name\":\"Bob\"}").json().get("key").asText();
            JsonNode game = http.post("/api/games", "{\"game\":\"one-piece-for-two\",\"seats\":[\"human\",\"invite\"],"
                    + "\"player\":\"" + ann + "\",\"rated\":true" + RatingsApiTest.CLOCK + "}").json();
            String id = game.get("id").asText();
            String bobs = http.post("/api/games/" + id + "/seats/1/claim", "{\"token\":\"" + token(game, 1)
                    + "\",\"player\":\"" + bob + "\"}").json().get("token").get("token").asText();
            Turns.play(http, id, Map.of(0, token(game, 0), 1, bobs), 2);
            http.post("/api/games/" + id + "/resign", "{\"token\":\"" + token(game, 0) + "\"}");
            JsonNode move = await(http, "", a -> a.get("games").asInt() == 1).get("moves").get(0);
            assertThat(move.get("averageRating").asLong()).as("two new players' 1500, not Bob's 1662 after")
                    .isEqualTo(1500);
        }
    }

    @Test
    void badQueriesAreRefusedInWords() {
        try (WebServer server = new WebServer(Stores.inMemory(), 10).start(0)) {
            Http http = new Http("http://127.0.0.1:" + server.port());
            Http.Reply players = http.get("/api/explorer/one-piece-for-two?players=robots");
            assertThat(players.status()).isEqualTo(400);
            assertThat(players.error()).contains("people", "computers");
            Http.Reply position = http.get("/api/explorer/one-piece-for-two?position=nonsense");
            assertThat(position.status()).isEqualTo(400);
            assertThat(position.error()).startsWith("position");
            assertThat(http.get("/api/explorer/one-piece-for-two" + at("x".repeat(5_000))).status()).isEqualTo(400);
            Http.Reply chess = http.get("/api/explorer/chess");
            assertThat(chess.status()).isEqualTo(400);
            assertThat(chess.error()).contains("chess");
            assertThat(http.get("/api/explorer/one-piece-for-two?variant=board=99x99").status()).isEqualTo(400);
        }
    }
}
