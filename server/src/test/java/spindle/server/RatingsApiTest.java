package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static spindle.server.Http.token;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import spindle.server.db.Database;
import spindle.server.game.JdbcGameStore;
import spindle.server.play.TableActions;

/**
 * Rated games over HTTP: who may create or take a seat of one, no undo, and the Glicko-2 update when one ends
 * (counted once: not again after a restart), on each store; the AI anchor {@code ai:random} keeps its rating.
 */
class RatingsApiTest {
    /** A rated game has a clock. */
    static final String CLOCK = ",\"clock\":{\"initialSeconds\":600,\"incrementSeconds\":5}";

    @TempDir
    Path dir;

    private static Stores store(String kind, String url) {
        return kind.equals("memory") ? Stores.inMemory() : Stores.of(Database.open(url));
    }

    private static String key(Http http, String name) {
        Http.Reply r = http.post("/api/players", "{\"name\":\"" + name + "\"}");
        assertThat(r.status()).as(r.body()).isEqualTo(201);
        return r.json().get("key").asText();
    }

    private static Http.Reply create(Http http, String seats, String key, String extra) {
        return http.post("/api/games", "{\"game\":\"one-piece-for-two\",\"seats\":" + seats
                + (key == null ? "" : ",\"player\":\"" + key + "\"") + ",\"rated\":true" + CLOCK + extra + "}");
    }

    private static JsonNode board(Http http) {
        Http.Reply r = http.get("/api/ratings/one-piece-for-two");
        assertThat(r.status()).as(r.body()).isEqualTo(200);
        return r.json().get("ratings");
    }

    private static JsonNode row(JsonNode board, String name) {
        for (JsonNode r : board) {
            if (r.get("name").asText().equals(name)) {
                return r;
            }
        }
        throw new AssertionError(name + " is not on the board " + board);
    }

    @ParameterizedTest
    @ValueSource(strings = {"memory", "sqlite", "postgresql"})
    void aRatedGameCountsOnceWhenItEndsAndNotAgainAfterARestart(String kind) throws InterruptedException {
        String url = kind.equals("memory") ? null : TestDatabases.fresh(kind, dir);
        try (WebServer server = new WebServer(store(kind, url), 10).start(0)) {
            Http http = new Http("http://127.0.0.1:" + server.port());
            String ann = key(http, "Ann");
            String bob = key(http, "Bob");
            JsonNode game = create(http, "[\"human\",\"invite\"]", ann, "").json();
            String id = game.get("id").asText();
            assertThat(game.get("rated").asBoolean()).isTrue();
            assertThat(game.get("canUndo").asBoolean()).isFalse();
            String claim = "/api/games/" + id + "/seats/1/claim";
            // the invite seat of a rated game: Ann herself may not take it, Bob may
            assertThat(http.post(claim, "{\"token\":\"" + token(game, 1) + "\",\"player\":\"" + ann + "\"}")
                    .status()).isEqualTo(409);
            Http.Reply claimed = http.post(claim, "{\"token\":\"" + token(game, 1) + "\",\"player\":\"" + bob + "\"}");
            assertThat(claimed.status()).isEqualTo(200);
            String bobs = claimed.json().get("token").get("token").asText();
            assertThat(board(http)).isEmpty();
            // a result counts once each side has played two turns
            Turns.play(http, id, Map.of(0, token(game, 0), 1, bobs), 2);
            Http.Reply resigned = http.post("/api/games/" + id + "/resign", "{\"token\":\"" + token(game, 0) + "\"}");
            assertThat(resigned.status()).as(resigned.body()).isEqualTo(200);

            // two new players (1500, RD 350, 0.06), one game: 1662.3 / 1337.7, RD 290.3 (Glicko-2 by hand)
            JsonNode board = board(http);
            assertThat(board).hasSize(2);
            assertThat(board.get(0).get("name").asText()).isEqualTo("Bob");
            assertThat(row(board, "Bob").get("rating").asLong()).isEqualTo(1662);
            assertThat(row(board, "Ann").get("rating").asLong()).isEqualTo(1338);
            assertThat(row(board, "Ann").get("rd").asLong()).isEqualTo(290);
            assertThat(row(board, "Ann").get("provisional").asBoolean()).isTrue();
            assertThat(row(board, "Ann").get("games").asInt()).isEqualTo(1);
            JsonNode annGames = http.get("/api/players/me/games", ann).json().get("games");
            assertThat(annGames.get(0).get("outcome").asText()).isEqualTo("lost");
            assertThat(http.get("/api/players/me/games", bob).json().get("games").get(0).get("outcome").asText())
                    .isEqualTo("won");
            // a change after the end (a rematch offer) does not count the game again
            assertThat(http.post("/api/games/" + id + "/rematch", "{\"token\":\"" + token(game, 0) + "\"}")
                    .status()).isEqualTo(202);
            assertThat(row(board(http), "Ann").get("games").asInt()).isEqualTo(1);

            // against the anchor: Ann resigns to ai:random, which keeps its 1000
            JsonNode vsAi = create(http, "[\"human\",\"ai:random\"]", ann, "").json();
            Turns.play(http, vsAi.get("id").asText(), Map.of(0, token(vsAi, 0)), 2);
            assertThat(http.post("/api/games/" + vsAi.get("id").asText() + "/undo", "{\"token\":\""
                    + token(vsAi, 0) + "\"}").status()).isEqualTo(409);
            http.post("/api/games/" + vsAi.get("id").asText() + "/resign", "{\"token\":\"" + token(vsAi, 0) + "\"}");
            JsonNode after = board(http);
            assertThat(row(after, "ai:random").get("rating").asLong()).isEqualTo(1000);
            assertThat(row(after, "ai:random").get("ai").asBoolean()).isTrue();
            assertThat(row(after, "Ann").get("rating").asDouble()).isLessThan(1338);
            assertThat(row(after, "Ann").get("games").asInt()).isEqualTo(2);
        }
        if (url != null) { // the same database again: nothing is counted twice
            try (WebServer again = new WebServer(store(kind, url), 10).start(0)) {
                Http http = new Http("http://127.0.0.1:" + again.port());
                JsonNode board = board(http);
                assertThat(board).hasSize(3);
                assertThat(row(board, "Bob").get("games").asInt()).isEqualTo(1);
                assertThat(row(board, "Ann").get("games").asInt()).isEqualTo(2);
                assertThat(row(board, "Bob").get("rating").asDouble()).isCloseTo(1662, within(1.0));
            }
        }
    }

    @Test
    void aRatedGameThatEndedWithoutBeingCountedIsCountedAtTheNextStart() throws InterruptedException {
        String url = TestDatabases.fresh("sqlite", dir);
        JsonNode game;
        String bobs;
        try (WebServer server = new WebServer(store("sqlite", url), 10).start(0)) {
            Http http = new Http("http://127.0.0.1:" + server.port());
            String ann = key(http, "Ann");
            game = create(http, "[\"human\",\"invite\"]", ann, "").json();
            Http.Reply claimed = http.post("/api/games/" + game.get("id").asText() + "/seats/1/claim",
                    "{\"token\":\"" + token(game, 1) + "\",\"player\":\"" + key(http, "Bob") + "\"}");
            assertThat(claimed.status()).isEqualTo(200);
            bobs = claimed.json().get("token").get("token").asText();
            Turns.play(http, game.get("id").asText(), Map.of(0, token(game, 0), 1, bobs), 2);
        }
        // the game ends in the database while no server counts it (as if the server stopped right after the end)
        String resigning = bobs;
        try (JdbcGameStore store = new JdbcGameStore(Database.open(url))) {
            store.update(game.get("id").asText(), t -> TableActions.resign(t, resigning));
        }
        try (WebServer again = new WebServer(store("sqlite", url), 10).start(0)) {
            JsonNode board = board(new Http("http://127.0.0.1:" + again.port()));
            assertThat(row(board, "Ann").get("rating").asLong()).isEqualTo(1662);
            assertThat(row(board, "Bob").get("games").asInt()).isEqualTo(1);
        }
        try (WebServer third = new WebServer(store("sqlite", url), 10).start(0)) {
            assertThat(row(board(new Http("http://127.0.0.1:" + third.port())), "Bob").get("games").asInt())
                    .isEqualTo(1);
        }
    }

    @Test
    void ratedCreationIsRefusedUnlessEverySeatIsADistinctRatedParty() {
        try (WebServer server = new WebServer(10).start(0)) {
            Http http = new Http("http://127.0.0.1:" + server.port());
            String ann = key(http, "Ann");
            assertRefused(create(http, "[\"human\",\"ai:random\"]", null, ""), 400, "player key");
            assertRefused(create(http, "[\"human\",\"human\"]", ann, ""), 400, "different players");
            assertRefused(create(http, "[\"ai:mcts:hard\",\"ai:mcts:hard\"]", null, ""), 400, "different players");
            assertRefused(create(http, "[\"human\",\"ai:mcts:100it\"]", ann, ""), 400, "named AI levels");
            assertRefused(create(http, "[\"human\",\"ai:random\"]", ann, ",\"variant\":\"board=9x9\""), 400,
                    "named preset");
            assertRefused(http.post("/api/games", "{\"game\":\"one-piece-for-two\",\"seats\":[\"human\",\"invite\"],"
                    + "\"rated\":\"yes\"}"), 400, "true or false");
            assertThat(create(http, "[\"human\",\"ai:mcts:easy\"]", ann, ",\"variant\":{\"board\":\"7x6\"}").status())
                    .isEqualTo(201);
            // an open seat of a rated game is taken only with a player key
            JsonNode open = create(http, "[\"human\",\"open\"]", ann, "").json();
            String join = "/api/games/" + open.get("id").asText() + "/seats/1/join";
            assertRefused(http.post(join, ""), 401, "player key");
            assertRefused(http.post(join, "{\"player\":\"" + ann + "\"}"), 409, "different players");
            assertThat(http.post(join, "{\"player\":\"" + key(http, "Bob") + "\"}").status()).isEqualTo(200);
            // boards: unknown game 400, unknown preset 404, the named one answers
            assertThat(http.get("/api/ratings/nope").status()).isEqualTo(400);
            assertThat(http.get("/api/ratings/one-piece-for-two?preset=%3Cb%3E").status()).isEqualTo(404);
            assertThat(http.get("/api/ratings/one-piece-for-two?preset=7x6").json().get("preset").asText())
                    .isEqualTo("7x6");
        }
    }

    private static void assertRefused(Http.Reply r, int status, String says) {
        assertThat(r.status()).as(r.body()).isEqualTo(status);
        assertThat(r.error()).contains(says);
    }
}
