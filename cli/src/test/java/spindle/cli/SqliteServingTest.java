package spindle.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A SQLite file serves one server: a second {@code spindle serve} on the same file is refused at start with a message
 * that says why and what to do, and once the first server is gone (even killed) the file can be served again.
 */
class SqliteServingTest {
    @TempDir
    Path dir;

    @Test
    void aSecondServerOnTheSameSqliteFileIsRefusedUntilTheFirstIsGone() {
        String db = "jdbc:sqlite:" + dir.resolve("shared.db");
        ChildServer first = ChildServer.start(List.of(), db, List.of());
        try {
            assertThatThrownBy(() -> ChildServer.start(List.of(), db, List.of()).close())
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("another Spindle server is already serving")
                    .hasMessageContaining("PostgreSQL");
        } finally {
            first.process.destroyForcibly(); // killed: the operating system drops its lock with it
            first.close();
        }
        ChildServer again = ChildServer.start(List.of(), db, List.of());
        try {
            assertThat(again.process.isAlive()).isTrue();
        } finally {
            again.close();
        }
    }
}
