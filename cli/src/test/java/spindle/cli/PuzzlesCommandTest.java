package spindle.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import spindle.match.puzzle.Puzzle;
import spindle.match.puzzle.PuzzleJson;

/**
 * {@code spindle puzzles mine}: self-play and a tournament's records give puzzles as JSON lines, each with
 * the game's themes and a proof; a command without exactly one source is refused in one line.
 */
class PuzzlesCommandTest {
    @TempDir
    Path dir;

    @Test
    void selfPlayAndATournamentsRecordsGivePuzzles() throws Exception {
        Path selfplay = dir.resolve("selfplay.jsonl");
        CliTest.Run mined = CliTest.run("", "puzzles", "mine", "warp-and-weft", "--selfplay", "4", "--seed", "1",
                "--quick", "--out", selfplay.toString());
        assertThat(mined.exit()).as(mined.err()).isZero();
        assertThat(mined.out()).contains("from 4 games of Warp and Weft");
        List<Puzzle> puzzles = PuzzleJson.read(Files.newBufferedReader(selfplay));
        assertThat(puzzles).isNotEmpty().allSatisfy(p -> {
            assertThat(p.game()).isEqualTo("warp-and-weft");
            assertThat(p.themes()).anyMatch(t -> t.startsWith("connect-in-") || t.equals("block"));
            assertThat(p.proofKind()).isIn(Puzzle.SOLVED, Puzzle.SEARCHED);
        });

        Path records = dir.resolve("t");
        CliTest.Run tournament = CliTest.run("", "tournament", "warp-and-weft", "--agents", "random,random",
                "--games", "16", "--seed", "1", "--out", records.toString());
        assertThat(tournament.exit()).as(tournament.err()).isZero();
        CliTest.Run fromRecords = CliTest.run("", "puzzles", "mine", "warp-and-weft", "--records", records.toString(),
                "--quick");
        assertThat(fromRecords.exit()).as(fromRecords.err()).isZero();
        assertThat(fromRecords.out().lines().filter(l -> l.startsWith("{")).map(PuzzleJson::parse).toList())
                .isNotEmpty().allSatisfy(p -> assertThat(p.solution()).isNotEmpty());
    }

    @Test
    void exactlyOneSourceIsNeeded() {
        CliTest.Run none = CliTest.run("", "puzzles", "mine", "warp-and-weft");
        assertThat(none.exit()).isNotZero();
        assertThat(none.err()).contains("give one source");
        CliTest.Run two = CliTest.run("", "puzzles", "mine", "warp-and-weft", "--selfplay", "1", "--db",
                "jdbc:sqlite:" + dir.resolve("x.db"));
        assertThat(two.exit()).isNotZero();
        assertThat(two.err()).contains("give one source");
    }
}
