package spindle.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code spindle explorer}: the moves played from a position in a tournament's records, counted and scored; the
 * start's counts add up to the games; people's games (none here) apart; a broken record named in one line.
 */
class ExplorerCommandTest {
    @TempDir
    Path dir;

    @Test
    void aTournamentsOpeningsAreCountedAndScored() throws Exception {
        Path out = dir.resolve("t");
        CliTest.Run played = CliTest.run("", "tournament", "one-piece-for-two", "--agents", "random,random",
                "--games", "12", "--seed", "9", "--out", out.toString());
        assertThat(played.exit()).as(played.err()).isZero();

        CliTest.Run start = CliTest.run("", "explorer", "one-piece-for-two", "--records", out.toString());
        assertThat(start.exit()).as(start.err()).isZero();
        assertThat(start.out()).contains("12 games of One Piece for Two").contains("move").contains("score");
        Matcher row = Pattern.compile("^(\\S+)\\s+(\\d+)\\s+([\\d.]+)%", Pattern.MULTILINE).matcher(start.out());
        int games = 0;
        String first = null;
        while (row.find()) {
            games += Integer.parseInt(row.group(2));
            first = first == null ? row.group(1) : first;
            assertThat(Double.parseDouble(row.group(3))).isBetween(0.0, 100.0);
        }
        assertThat(games).as("every game's first move counted once").isEqualTo(12);

        // the most played first move, then what was played after it
        CliTest.Run next = CliTest.run("", "explorer", "one-piece-for-two", "--records", out.toString(), "--move",
                first);
        assertThat(next.exit()).as(next.err()).isZero();
        assertThat(next.out()).contains("after " + first);

        CliTest.Run people = CliTest.run("", "explorer", "one-piece-for-two", "--records", out.toString(),
                "--players", "people");
        assertThat(people.out()).contains("No move from this position in the people's games.");

        Files.writeString(out.resolve("zz-broken.json"), "{\"version\":1,\"game\":\"one-piece-for-two\"}");
        CliTest.Run broken = CliTest.run("", "explorer", "one-piece-for-two", "--records", out.toString());
        assertThat(broken.exit()).isEqualTo(2);
        assertThat(broken.err()).startsWith("spindle: ").contains("zz-broken.json").hasLineCount(1);
    }
}
