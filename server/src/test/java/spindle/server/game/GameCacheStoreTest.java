package spindle.server.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import spindle.engine.Game;
import spindle.engine.Games;
import spindle.server.TestDatabases;
import spindle.server.db.Database;
import spindle.server.http.Tokens;

/**
 * The database store keeps only a bounded set of games in memory: a game that left is read back and replayed on
 * its next request, transparently, and the listings are queries of the game rows that replay nothing.
 */
class GameCacheStoreTest {
    private static final Game NIM = Games.byId("windy-nim");
    private final AtomicLong clock = new AtomicLong();

    @TempDir
    Path dir;

    private JdbcGameStore open(String url, int cached) {
        return new JdbcGameStore(Database.open(url), cached, Duration.ofMinutes(10), clock::get);
    }

    private static Table game(GameStore store, String token, String... seats) {
        List<Seat> list = java.util.Arrays.stream(seats).map(s -> s.equals("human")
                ? Seat.human().withTokenHash(Tokens.hash(token)) : Seat.parse(s)).toList();
        Table t = Table.create(store.newId(), NIM, NIM.defaultVariant(), list, 5, 0);
        store.add(t);
        return t;
    }

    private static Table move(GameStore store, String id, String token) {
        return store.update(id, t -> t.play(t.state().legalMoves().get(0), token));
    }

    @ParameterizedTest
    @ValueSource(strings = {"sqlite", "postgresql"})
    void aGameThatLeftMemoryIsReadBackAndPlayedOn(String kind) {
        String url = TestDatabases.fresh(kind, dir);
        Table played;
        try (JdbcGameStore store = open(url, 2)) {
            Table a = game(store, "a", "human", "human");
            int ply = move(store, a.id(), "a").state().ply();
            game(store, "b", "human", "human");
            game(store, "c", "human", "human");
            assertThat(store.cachedGames()).isEqualTo(2);
            long loads = store.loads();
            played = move(store, a.id(), "a");
            assertThat(store.loads()).as("the evicted game was read back").isEqualTo(loads + 1);
            assertThat(played.state().ply()).isGreaterThan(ply);
            assertThat(played.version()).isEqualTo(2);
            played = move(store, a.id(), "a");
            assertThat(store.loads()).as("and is in memory again").isEqualTo(loads + 1);
            assertThat(store.cachedGames()).isEqualTo(2);
        }
        try (JdbcGameStore store = open(url, 2)) {
            Table back = store.get(played.id());
            assertThat(back.state().moves()).isEqualTo(played.state().moves());
            assertThat(back.version()).isEqualTo(played.version());
            assertThat(back.seats()).isEqualTo(played.seats());
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"sqlite"})
    void gamesIdleForLongerThanTheIdleTimeLeaveMemory(String kind) {
        try (JdbcGameStore store = open(TestDatabases.fresh(kind, dir), 100)) {
            Table a = game(store, "a", "human", "human");
            Table b = game(store, "b", "human", "human");
            clock.addAndGet(Duration.ofMinutes(6).toNanos());
            store.get(b.id());
            clock.addAndGet(Duration.ofMinutes(6).toNanos());
            game(store, "c", "human", "human");
            assertThat(store.cachedGames()).as("a idle 12 min went, b idle 6 min stayed").isEqualTo(2);
            long loads = store.loads();
            assertThat(store.get(a.id()).state().moves()).isEqualTo(a.state().moves());
            assertThat(store.loads()).isEqualTo(loads + 1);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"sqlite", "postgresql"})
    void listingsAreBoundedQueriesThatReplayNothing(String kind) {
        String url = TestDatabases.fresh(kind, dir);
        Table lobbyGame;
        Table aiGame;
        try (JdbcGameStore store = open(url, 3)) {
            for (int i = 0; i < 20; i++) {
                clock.incrementAndGet();
                game(store, "p" + i, "human", "human");
            }
            lobbyGame = game(store, "o", "human", "open");
            aiGame = game(store, "x", "ai:random", "human");
            Table taken = game(store, "t", "human", "open");
            store.update(taken.id(), t -> t.withSeat(1, t.seats().get(1).withTokenHash(Tokens.hash("u"))));
            Table humanToMove = game(store, "h", "human", "ai:random");
            assertThat(humanToMove.aiToMove()).isFalse();
        }
        // the summaries survive reopening, and reading them replays no game
        try (JdbcGameStore store = open(url, 3)) {
            assertThat(store.recent(5)).hasSize(5);
            assertThat(store.recent(1000)).hasSize(24);
            assertThat(store.lobby(100)).extracting(GameStore.Summary::id).containsExactly(lobbyGame.id());
            assertThat(store.lobby(100).get(0).openSeats()).containsExactly(1);
            assertThat(store.aiToMove()).containsExactly(aiGame.id());
            assertThat(store.loads()).isZero();
            assertThat(store.cachedGames()).isZero();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"sqlite", "postgresql"})
    void rowsFromBeforeTheSummaryColumnsAreSummarisedAtStart(String kind) throws Exception {
        String url = TestDatabases.fresh(kind, dir);
        Table open;
        Table ai;
        try (JdbcGameStore store = open(url, 10)) {
            open = move(store, game(store, "o", "human", "open").id(), "o");
            ai = game(store, "x", "ai:random", "human");
        }
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
            s.executeUpdate("UPDATE games SET ply = NULL, finished = NULL, ai_to_move = NULL, open_seats = NULL,"
                    + " created_millis = NULL");
        }
        try (JdbcGameStore store = open(url, 10)) {
            assertThat(store.lobby(10)).extracting(GameStore.Summary::id).containsExactly(open.id());
            assertThat(store.lobby(10).get(0).ply()).isEqualTo(open.state().ply()).isPositive();
            assertThat(store.aiToMove()).containsExactly(ai.id());
            assertThat(store.recent(10)).extracting(GameStore.Summary::id).containsExactlyInAnyOrder(ai.id(), open.id());
        }
    }
}
