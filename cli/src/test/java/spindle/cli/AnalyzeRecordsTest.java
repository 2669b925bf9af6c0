package spindle.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code spindle analyze --records}: a designer's folder of records (here a tournament's) is analysed as the games
 * they are, with the same metrics as new games; a broken record is refused naming its file.
 */
class AnalyzeRecordsTest {
    @TempDir
    Path dir;

    @Test
    void aTournamentsRecordsAreAnalysedAsTheirGames() throws Exception {
        Path out = dir.resolve("t");
        CliTest.Run played = CliTest.run("", "tournament", "one-piece-for-two", "--agents", "random,random",
                "--games", "8", "--seed", "5", "--out", out.toString());
        assertThat(played.exit()).as(played.err()).isZero();
        Path json = dir.resolve("report.json");
        CliTest.Run r = CliTest.run("", "analyze", "one-piece-for-two", "--records", out.toString(), "--json",
                json.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("8 games, agents from records").contains("branching factor")
                .contains("endings:");
        assertThat(Files.readString(json)).contains("\"games\" : 8");

        Files.writeString(out.resolve("zz-broken.json"), "{\"version\":1,\"game\":\"one-piece-for-two\"}");
        CliTest.Run broken = CliTest.run("", "analyze", "one-piece-for-two", "--records", out.toString());
        assertThat(broken.exit()).isEqualTo(2);
        assertThat(broken.err()).startsWith("spindle: ").contains("zz-broken.json").hasLineCount(1);
    }
}
