package spindle.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code spindle ratings calibrate}: AI levels rated by real games in a server database; mistakes get a message. */
class RatingsCommandTest {
    @TempDir
    Path dir;

    @Test
    void calibrateRatesTheLevelsOncePerSeedAndRefusesWhatCannotBeRated() {
        String db = "jdbc:sqlite:" + dir.resolve("cal.db");
        CliTest.Run first = CliTest.run("", "ratings", "calibrate", "one-piece-for-two", "--levels", "random,mcts:easy",
                "--games", "2", "--db", db);
        assertThat(first.exit()).as(first.err()).isZero();
        assertThat(first.out()).contains("2 games played, 2 counted").contains("ai:random").contains("1000");
        CliTest.Run again = CliTest.run("", "ratings", "calibrate", "one-piece-for-two", "--levels", "random,mcts:easy",
                "--games", "2", "--db", db);
        assertThat(again.out()).contains("2 games played, 0 counted");
        CliTest.Run budget = CliTest.run("", "ratings", "calibrate", "one-piece-for-two", "--levels",
                "random,mcts:50it", "--db", db);
        assertThat(budget.exit()).isNotZero();
        assertThat(budget.err()).contains("not a named AI level").doesNotContain("Exception");
        CliTest.Run solo = CliTest.run("", "ratings", "calibrate", "just-playing-a-round", "--db", db);
        assertThat(solo.err()).contains("played alone").doesNotContain("Exception");
    }
}
