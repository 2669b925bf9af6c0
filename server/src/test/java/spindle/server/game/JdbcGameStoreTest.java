package spindle.server.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import spindle.engine.Game;
import spindle.engine.Games;
import spindle.match.GameRecord;
import spindle.server.TestDatabases;
import spindle.server.db.Database;
import spindle.server.http.ApiException;
import spindle.server.http.Tokens;

/** The database store on SQLite and on PostgreSQL: what is acknowledged is what a reopened store finds. */
class JdbcGameStoreTest {
    @TempDir
    Path dir;

    private static Table newGame(GameStore store, String token) {
        Game nim = Games.byId("windy-nim");
        Table t = Table.create(store.newId(), nim, nim.defaultVariant(),
                List.of(Seat.human().withTokenHash(Tokens.hash(token)), Seat.parse("invite")
                        .withTokenHash(Tokens.hash(token + "2"))), 42, 0);
        store.add(t);
        return t;
    }

    private static Table play(GameStore store, Table t, String token, String token2) {
        Table now = t;
        for (int i = 0; i < 3 && !now.state().isOver(); i++) {
            String who = now.state().toMove() == 0 ? token : token2;
            String move = now.state().legalMoves().get(0);
            now = store.update(now.id(), x -> x.play(move, who));
        }
        return now;
    }

    @ParameterizedTest
    @ValueSource(strings = {"sqlite", "postgresql"})
    void everyAcknowledgedChangeIsFoundAfterReopening(String kind) {
        String url = TestDatabases.fresh(kind, dir);
        Table played;
        Table imported;
        try (JdbcGameStore store = new JdbcGameStore(Database.open(url))) {
            Table t = newGame(store, "tok");
            played = play(store, t, "tok", "tok2");
            Table open = Table.create(store.newId(), t.game(), t.variant(), List.of(Seat.human(), Seat.parse("open")),
                    1, 0);
            store.add(open);
            store.update(open.id(), x -> x.withSeat(1, x.seats().get(1).withTokenHash(Tokens.hash("joined"))));
            GameRecord record = Records.of(played);
            imported = Records.table(store.newId(), record);
            store.add(imported);
            assertThatThrownBy(() -> store.update(t.id(),
                    x -> x.play("take9", x.state().toMove() == 0 ? "tok" : "tok2")))
                    .hasMessageContaining("take9");
        }
        try (JdbcGameStore store = new JdbcGameStore(Database.open(url))) {
            assertThat(store.recent(100)).hasSize(3);
            Table back = store.get(played.id());
            assertThat(back.state().moves()).isEqualTo(played.state().moves());
            assertThat(back.state().view().hash()).isEqualTo(played.state().view().hash());
            assertThat(back.version()).isEqualTo(played.version());
            assertThat(back.seats()).isEqualTo(played.seats());
            assertThat(back.seed()).isEqualTo(42);
            assertThat(back.seatOf("tok2")).isEqualTo(1);
            assertThat(store.recent(100).stream().filter(x -> x.seats().get(1).holds("joined"))).hasSize(1);
            assertThat(store.get(imported.id()).seats().get(0).spec()).isEqualTo("record:human");
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"sqlite", "postgresql"})
    void undoDeletesTheTakenBackActions(String kind) {
        String url = TestDatabases.fresh(kind, dir);
        Table undone;
        try (JdbcGameStore store = new JdbcGameStore(Database.open(url))) {
            Game nim = Games.byId("windy-nim");
            Table t = Table.create(store.newId(), nim, nim.defaultVariant(),
                    List.of(Seat.human().withTokenHash(Tokens.hash("a")), Seat.human().withTokenHash(Tokens.hash("b"))),
                    7, 0);
            store.add(t);
            Table played = play(store, t, "a", "b");
            undone = store.update(t.id(), x -> x.undo("a"));
            assertThat(undone.state().ply()).isLessThan(played.state().ply());
            undone = play(store, undone, "a", "b");
        }
        try (JdbcGameStore store = new JdbcGameStore(Database.open(url))) {
            assertThat(store.get(undone.id()).state().moves()).isEqualTo(undone.state().moves());
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"sqlite", "postgresql"})
    void aChangeMadeByAnotherProcessIsNotOverwritten(String kind) {
        String url = TestDatabases.fresh(kind, dir);
        try (JdbcGameStore first = new JdbcGameStore(Database.open(url))) {
            Table t = newGame(first, "tok");
            try (JdbcGameStore second = new JdbcGameStore(Database.open(url))) {
                second.get(t.id()); // now in the second store's memory too
                String move = t.state().legalMoves().get(0);
                Table moved = first.update(t.id(), x -> x.play(move, "tok"));
                // the second store's copy is stale: the change is judged again against the stored game (as the
                // API's move is, which names the ply it was chosen at), and refused there
                assertThatThrownBy(() -> second.update(t.id(), x -> {
                    if (x.state().ply() != t.state().ply()) {
                        throw ApiException.conflict("moved on to ply " + x.state().ply());
                    }
                    return x.play(move, "tok");
                })).isInstanceOf(ApiException.class).hasMessage("moved on to ply " + moved.state().ply());
                assertThat(second.get(t.id()).version()).as("reloaded after the conflict")
                        .isEqualTo(moved.version());
            }
        }
    }
}
