package spindle.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import spindle.match.GameRecords;

class TournamentCommandTest {
    @Test
    void playsARoundRobinAndWritesEveryRecord(@TempDir Path dir) throws Exception {
        CliTest.Run r = CliTest.run("", "tournament", "one-piece-for-two", "--agents", "random,mcts:50it,uct:50it",
                "--games", "2", "--seed", "5", "--parallel", "2", "--out", dir.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("Elo (95% CI)", "mcts:50it", "uct:50it", "head to head", "6 records written");
        try (Stream<Path> files = Files.list(dir)) {
            for (Path f : files.toList()) {
                assertThat(GameRecords.replay(GameRecords.read(f)).isOver()).isTrue();
            }
        }
    }

    @Test
    void soloGamesCompareMeanPayoffs(@TempDir Path dir) {
        CliTest.Run r = CliTest.run("", "tournament", "just-playing-a-round", "--agents",
                "random:always=stop,mcts:50it:always=stop", "--games", "3", "--out", dir.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("mean payoff", "random:always=stop", "6 records written");
    }

    @Test
    void unknownAgentsAreRefusedBeforeAnyGame(@TempDir Path dir) {
        CliTest.Run r = CliTest.run("", "tournament", "one-piece-for-two", "--agents", "random,deep-blue",
                "--out", dir.toString());
        assertThat(r.exit()).isNotZero();
        assertThat(r.err()).contains("unknown agent 'deep-blue'");
    }

    @Test
    void benchTimesASearchAgent() {
        CliTest.Run r = CliTest.run("", "bench", "--game", "one-piece-for-two", "--seconds", "0.2", "--warmup", "0.1",
                "--search", "mcts:hard");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("iterations/s of mcts:hard from the opening");
    }
}
