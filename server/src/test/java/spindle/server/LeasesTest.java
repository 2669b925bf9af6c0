package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.sql.PreparedStatement;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import spindle.server.cluster.DbLeases;
import spindle.server.db.Database;

/**
 * The leases that give each piece of background work to exactly one server of those sharing a database
 * ({@link DbLeases}, migration V19), on SQLite and PostgreSQL. A dead holder is a lease row whose expiry has passed,
 * written directly, so nothing here waits for a clock.
 */
class LeasesTest {
    private static final Duration LONG = Duration.ofMinutes(10);

    @TempDir
    Path dir;

    @ParameterizedTest
    @ValueSource(strings = {"sqlite", "postgresql"})
    void aLeaseHasOneHolderUntilItIsReleasedOrItsHolderStopsRenewingIt(String kind) {
        try (Database db = Database.open(TestDatabases.fresh(kind, dir));
             DbLeases a = new DbLeases(db, "a", LONG, Duration.ofMinutes(1));
             DbLeases b = new DbLeases(db, "b", LONG, Duration.ofMinutes(1))) {
            assertThat(a.tryHold("ai:g1")).isTrue();
            assertThat(b.tryHold("ai:g1")).as("held by a").isFalse();
            assertThat(a.tryHold("ai:g1")).as("a renews its own").isTrue();
            assertThat(a.holds("ai:g1")).isTrue();
            assertThat(b.holds("ai:g1")).isFalse();
            assertThat(b.tryHold("ai:g2")).as("another name is free").isTrue();

            a.release("ai:g1");
            assertThat(b.tryHold("ai:g1")).as("released by a").isTrue();
            assertThat(a.tryHold("ai:g1")).as("now b's").isFalse();

            // a holder that died: its row stays, but its expiry has passed
            db.transaction(c -> {
                try (PreparedStatement s = c.prepareStatement("INSERT INTO leases (name, holder, expires_millis)"
                        + " VALUES ('flag-fall', 'dead', 0)")) {
                    return s.executeUpdate();
                }
            });
            assertThat(a.tryHold("flag-fall")).as("an expired lease is taken over").isTrue();
            assertThat(b.tryHold("flag-fall")).isFalse();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"sqlite", "postgresql"})
    void closingFreesEveryLeaseOfTheServerAtOnceAndAGuardedTaskRunsOnlyAtTheHolder(String kind) {
        try (Database db = Database.open(TestDatabases.fresh(kind, dir));
             DbLeases b = new DbLeases(db, "b", LONG, Duration.ofMinutes(1))) {
            AtomicInteger ranAtA = new AtomicInteger();
            AtomicInteger ranAtB = new AtomicInteger();
            try (DbLeases a = new DbLeases(db, "a", LONG, Duration.ofMinutes(1))) {
                Runnable atA = a.guard("flag-fall", ranAtA::incrementAndGet);
                Runnable atB = b.guard("flag-fall", ranAtB::incrementAndGet);
                atA.run();
                atB.run();
                atA.run();
                assertThat(ranAtA).hasValue(2);
                assertThat(ranAtB).hasValue(0);
                assertThat(a.tryHold("ai:x")).isTrue();
            }
            assertThat(b.tryHold("ai:x")).as("freed when a closed").isTrue();
            b.guard("flag-fall", ranAtB::incrementAndGet).run();
            assertThat(ranAtB).hasValue(1);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"sqlite"})
    void aLeaseNameIsBounded(String kind) {
        try (Database db = Database.open(TestDatabases.fresh(kind, dir));
             DbLeases a = new DbLeases(db, "a", LONG, Duration.ofMinutes(1))) {
            assertThatThrownBy(() -> a.tryHold("x".repeat(201))).isInstanceOf(IllegalArgumentException.class);
            assertThatThrownBy(() -> a.tryHold("")).isInstanceOf(IllegalArgumentException.class);
        }
    }
}
