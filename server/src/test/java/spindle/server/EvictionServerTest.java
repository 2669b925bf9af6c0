package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;
import static spindle.server.GameApiTest.moveBody;
import static spindle.server.Http.token;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import spindle.engine.Game;
import spindle.engine.Games;
import spindle.server.db.Database;
import spindle.server.game.GameService;
import spindle.server.game.JdbcGameStore;
import spindle.server.game.Seat;
import spindle.server.game.Table;

/**
 * A server whose store keeps only one game in memory: every request about another game reads it back, and nobody
 * can tell: moves, the AI, the record and the listings behave as if every game were in memory.
 */
class EvictionServerTest {
    @TempDir
    Path dir;

    private static JsonNode waitWhileThinking(Http http, String id) throws InterruptedException {
        for (int i = 0; i < 400; i++) {
            JsonNode s = http.get("/api/games/" + id).json();
            if (!s.get("thinking").asBoolean()) {
                return s;
            }
            Thread.sleep(25);
        }
        throw new AssertionError("the AI of game " + id + " never moved");
    }

    private static List<String> texts(JsonNode moves) {
        List<String> list = new ArrayList<>();
        moves.forEach(m -> list.add(m.isObject() ? m.get("text").asText() : m.asText()));
        return list;
    }

    @Test
    void anEvictedGameIsPlayedOnItsAiResumesAndItsRecordIsWhole() throws Exception {
        Stores stores = Stores.of(Database.open("jdbc:sqlite:" + dir.resolve("evict.db")),
                ServerConfig.of(0).withCache(1, Duration.ofMinutes(10)));
        JdbcGameStore store = (JdbcGameStore) stores.games();
        try (WebServer server = new WebServer(stores, 20).start(0)) {
            Http http = new Http("http://127.0.0.1:" + server.port());
            Http.Reply created = http.post("/api/games",
                    "{\"game\":\"one-piece-for-two\",\"seats\":[\"human\",\"ai:random\"],\"seed\":3}");
            assertThat(created.status()).isEqualTo(201);
            String id = created.json().get("id").asText();
            String token = token(created.json(), 0);
            int humanMoves = 0;
            JsonNode state = waitWhileThinking(http, id);
            while (humanMoves < 4 && !state.get("over").asBoolean()) {
                // another game pushes this one out of memory before every move
                assertThat(http.post("/api/games", "{\"game\":\"windy-nim\",\"seats\":[\"human\",\"human\"]}")
                        .status()).isEqualTo(201);
                assertThat(store.cachedGames()).isEqualTo(1);
                long loads = store.loads();
                Http.Reply moved = http.post("/api/games/" + id + "/moves", moveBody(
                        state.get("legalMoves").get(0).asText(), state.get("ply").asInt(), token));
                assertThat(moved.status()).as(moved.body()).isEqualTo(200);
                assertThat(store.loads()).as("read back from the database").isGreaterThan(loads);
                humanMoves++;
                state = waitWhileThinking(http, id);
                if (!state.get("over").asBoolean()) {
                    assertThat(state.get("toMove").asInt()).as("the AI moved after its game was read back")
                            .isZero();
                }
            }
            assertThat(humanMoves).isEqualTo(4);
            http.post("/api/games", "{\"game\":\"windy-nim\",\"seats\":[\"human\",\"human\"]}");
            JsonNode record = http.get("/api/games/" + id + "/record").json();
            assertThat(texts(record.get("moves"))).isEqualTo(texts(state.get("moves")));
            assertThat(record.get("moves").size()).isEqualTo(state.get("ply").asInt()).isGreaterThanOrEqualTo(8);
        }
    }

    @Test
    void aStartingServerReadsBackOnlyTheGamesWhoseAiIsToMove() throws Exception {
        String url = "jdbc:sqlite:" + dir.resolve("start.db");
        Game game = Games.byId("one-piece-for-two");
        String aiGame;
        try (JdbcGameStore store = new JdbcGameStore(Database.open(url))) {
            for (int i = 0; i < 300; i++) {
                store.add(Table.create(store.newId(), game, game.defaultVariant(),
                        List.of(Seat.human(), Seat.parse(i % 3 == 0 ? "open" : "human")), i, 0));
            }
            Table ai = Table.create(store.newId(), game, game.defaultVariant(),
                    List.of(Seat.ai("random"), Seat.ai("random")), 1, 0);
            store.add(ai);
            aiGame = ai.id();
        }
        Stores stores = Stores.of(Database.open(url), ServerConfig.of(0).withCache(10, Duration.ofMinutes(10)));
        JdbcGameStore store = (JdbcGameStore) stores.games();
        try (WebServer server = new WebServer(stores, 5).start(0)) {
            assertThat(store.loads()).as("only the game whose AI is to move was read").isEqualTo(1);
            Http http = new Http("http://127.0.0.1:" + server.port());
            JsonNode list = http.get("/api/games").json().get("games");
            assertThat(list).hasSize(GameService.LISTED);
            JsonNode lobby = http.get("/api/lobby").json().get("games");
            assertThat(lobby).hasSize(GameService.LISTED);
            assertThat(lobby.get(0).get("openSeats").get(0).asInt()).isEqualTo(1);
            assertThat(store.loads()).as("listing replays nothing").isEqualTo(1);
            long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
            while (store.get(aiGame).state().ply() < 6 && System.nanoTime() < deadline) {
                Thread.sleep(20);
            }
            assertThat(store.get(aiGame).state().ply()).as("the AI resumed").isGreaterThanOrEqualTo(6);
            assertThat(store.cachedGames()).isLessThanOrEqualTo(10);
        }
    }
}
