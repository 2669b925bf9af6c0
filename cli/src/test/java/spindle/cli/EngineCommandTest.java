package spindle.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import spindle.match.GameRecord;
import spindle.match.GameRecords;

/** {@code spindle engine} speaks the protocol; ext: agents run outside engines, the Python reference one included. */
class EngineCommandTest {

    @Test
    void spindleEngineAnswersTheProtocolOnItsStandardStreams() {
        CliTest.Run r = CliTest.run("protocol 1\ngame warp-and-weft\nposition\ngo millis 300 seat 1 seed 2\n"
                + "go millis 300 seat 2\nresult 1,0 connection\nquit\n", "engine", "warp-and-weft", "--agent", "random");
        assertThat(r.exit()).as(r.err()).isZero();
        List<String> lines = r.out().lines().toList();
        assertThat(lines).hasSize(6);
        assertThat(lines.get(0)).isEqualTo("engine 1 spindle random");
        assertThat(lines.get(3)).startsWith("move ");
        assertThat(lines.get(4)).isEqualTo("error seat 2 is not to move; seat 1 is");
        assertThat(lines.get(5)).isEqualTo("ok");
    }

    @Test
    void anUnknownAgentOrGameIsRefusedAtOnce() {
        CliTest.Run r = CliTest.run("", "engine", "warp-and-weft", "--agent", "deep-blue");
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err()).contains("unknown agent 'deep-blue'").doesNotContain("Exception");
    }

    /** The bar of the issue, with fewer games: the Python engine of examples/ through ext: in a tournament. */
    @Test
    void thePythonReferenceEnginePlaysATournament(@TempDir Path dir) throws Exception {
        String python = "ext:python3 " + Path.of("..", "examples", "python", "spindle_engine.py") + " --engine";
        CliTest.Run r = CliTest.run("", "tournament", "warp-and-weft", "--agents", python + ",random", "--games", "4",
                "--parallel", "2", "--out", dir.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("4 records written");
        assertThat(records(dir)).hasSize(4).allSatisfy(g -> {
            assertThat(g.endReason()).doesNotStartWith("forfeit");
            assertThat(g.players()).contains(python);
        });
    }

    /** Both sides of the protocol are Spindle here: an ext: agent runs spindle engine in another JVM. */
    @Test
    void anExtAgentCanRunSpindleEngineItself(@TempDir Path dir) throws Exception {
        String java = ProcessHandle.current().info().command().orElse("java");
        String engine = "ext:" + java + " -cp " + System.getProperty("java.class.path")
                + " spindle.cli.Main engine one-piece-for-two --agent mcts:100it";
        CliTest.Run r = CliTest.run("", "tournament", "one-piece-for-two", "--agents", engine + ",random",
                "--games", "2", "--parallel", "2", "--out", dir.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        List<GameRecord> games = records(dir);
        assertThat(games).hasSize(2).allSatisfy(g -> assertThat(g.endReason()).doesNotStartWith("forfeit"));
        assertThat(games).allSatisfy(g -> assertThat(GameRecords.replay(g).isOver()).isTrue());
    }

    private static List<GameRecord> records(Path dir) throws Exception {
        try (Stream<Path> files = Files.list(dir)) {
            return files.sorted().map(f -> {
                try {
                    return GameRecords.read(f);
                } catch (java.io.IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }).toList();
        }
    }
}
