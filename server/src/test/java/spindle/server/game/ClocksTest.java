package spindle.server.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import spindle.ai.Budget;
import spindle.engine.Game;
import spindle.engine.Games;
import spindle.match.Forfeit;
import spindle.server.TestDatabases;
import spindle.server.clock.GameClock;
import spindle.server.db.Database;

/** The clock rules on tables: the AI's budget within its clock, and a flag-fall settled once by two checkers. */
class ClocksTest {
    private static final long T0 = 1_800_000_000_000L;
    private static final Game NIM = Games.byId("windy-nim");

    @TempDir
    Path dir;

    /** A game whose seat 0 (an AI) is to move with {@code left} ms on its running clock. */
    private static Table aiToMoveWith(long left) {
        GameClock clock = new GameClock(GameClock.FISCHER, 600_000, 1_000, 0, List.of(left, 600_000L), T0, 3, T0);
        return Table.create("g", NIM, NIM.defaultVariant(), List.of(Seat.ai("mcts:hard"), Seat.human()), 1, 0,
                clock);
    }

    @Test
    void anAiThinksAtMostATwentiethOfItsTimePlusTheIncrement() {
        Table t = aiToMoveWith(20_000);
        assertThat(t.runningSeat()).isZero();
        assertThat(Clocks.budget(t, new Budget(5_000, 0, 1, 7))).isEqualTo(new Budget(2_000, 0, 1, 7));
        assertThat(Clocks.budget(t, Budget.iterations(100_000, 7))).as("iterations-only gets a time cap too")
                .isEqualTo(new Budget(2_000, 100_000, 1, 7));
        assertThat(Clocks.budget(t, new Budget(500, 0, 2, 7))).as("never more than its level's budget")
                .isEqualTo(new Budget(500, 0, 2, 7));
        assertThat(Clocks.budget(aiToMoveWith(0), new Budget(5_000, 0, 1, 7)).timeMillis())
                .as("out of time: the increment, at least MIN_AI_MILLIS").isEqualTo(1_000);
        Table free = Table.create("f", NIM, NIM.defaultVariant(), List.of(Seat.ai("mcts:hard"), Seat.human()), 1, 0);
        assertThat(Clocks.budget(free, new Budget(5_000, 0, 1, 7))).isEqualTo(new Budget(5_000, 0, 1, 7));
    }

    @ParameterizedTest
    @ValueSource(strings = {"sqlite", "postgresql"})
    void aFlagFallIsSettledOnceWhenTwoServersCheckIt(String kind) {
        Database db = Database.open(TestDatabases.fresh(kind, dir));
        AtomicLong now = new AtomicLong(T0);
        try (JdbcGameStore one = new JdbcGameStore(db)) {
            JdbcGameStore other = new JdbcGameStore(db); // another server's cache on the same database
            ClockedStore a = new ClockedStore(one, now::get);
            ClockedStore b = new ClockedStore(other, now::get);
            Table t = aiToMoveWith(5_000);
            a.add(t);
            assertThat(b.find("g")).isPresent(); // b has it in memory now
            assertThat(a.nextClockDeadline()).hasValue(T0 + 5_000);
            assertThat(a.runningClocks("", 10)).containsExactly("g");
            assertThat(a.clocksDue(T0 + 4_999, 10)).isEmpty();
            a.clockAlive(T0 + 42);
            assertThat(b.clockAlive()).isEqualTo(T0 + 42);
            now.addAndGet(5_000);
            assertThat(a.clocksDue(now.get(), 10)).containsExactly("g");
            a.flag("g");
            long version = a.get("g").version();
            // b's copy is stale: its write does not pass the version check, so the store reads the stored game
            // back (JdbcGameStore.update, several servers on one database) and finds it over: nothing to do
            b.flag("g");
            assertThat(new JdbcGameStore(db).get("g").version()).as("flagged once, not twice").isEqualTo(version);
            b.flag("g");
            a.flag("g");
            Table ended = new JdbcGameStore(db).get("g");
            assertThat(ended.version()).isEqualTo(version).isEqualTo(t.version() + 1);
            assertThat(ended.endReason()).isEqualTo(Forfeit.TIME);
            assertThat(ended.payoffs()).containsExactly(0, 1);
            assertThat(a.clocksDue(Long.MAX_VALUE, 10)).isEmpty();
            assertThat(a.nextClockDeadline()).isEmpty();
        }
    }
}
