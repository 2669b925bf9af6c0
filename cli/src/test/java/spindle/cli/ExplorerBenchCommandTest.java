package spindle.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * {@code spindle bench-explorer} on a few games: it adds them as a server does, counts their decisions, and reports
 * storage that grew and lookups that found something; a count below one is refused in one line.
 */
class ExplorerBenchCommandTest {
    @Test
    void aFewGamesAreAddedMeasuredAndLookedUp() {
        CliTest.Run run = CliTest.run("", "bench-explorer", "--game", "one-piece-for-two", "--games", "40");
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("One Piece for Two (1♣42), 40 random games").contains("in SQLite")
                .contains("add a game: ");
        Matcher storage = Pattern.compile("storage: ([\\d,]+) bytes more, ([\\d,]+) bytes per game").matcher(run.out());
        assertThat(storage.find()).as(run.out()).isTrue();
        assertThat(Long.parseLong(storage.group(1).replace(",", ""))).isPositive();
        assertThat(run.out()).containsPattern("lookup \\(40 positions at plies 0-20\\): p50 [\\d.]+ ms");

        CliTest.Run none = CliTest.run("", "bench-explorer", "--games", "0");
        assertThat(none.exit()).isNotZero();
        assertThat(none.err()).contains("--games is at least 1");
    }
}
