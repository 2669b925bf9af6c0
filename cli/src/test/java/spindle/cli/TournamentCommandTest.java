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

    /** Without --out the records go under the temporary folder, a fresh folder per run, and the path is printed. */
    @Test
    void theDefaultRecordFolderIsAFreshOneUnderTheTemporaryFolder(@TempDir Path tmp) throws Exception {
        String saved = System.getProperty("java.io.tmpdir");
        System.setProperty("java.io.tmpdir", tmp.toString());
        try {
            Path first = tmp.resolve("spindle-runs").resolve("tournament-one-piece-for-two-9");
            Path second = tmp.resolve("spindle-runs").resolve("tournament-one-piece-for-two-9-2");
            for (Path expected : new Path[] {first, second}) {
                CliTest.Run r = CliTest.run("", "tournament", "one-piece-for-two", "--agents", "random,random",
                        "--games", "2", "--seed", "9", "--parallel", "1");
                assertThat(r.exit()).as(r.err()).isZero();
                assertThat(r.out()).contains("2 records written to " + expected.toAbsolutePath());
                try (Stream<Path> files = Files.list(expected)) {
                    assertThat(files.count()).isEqualTo(2);
                }
            }
            CliTest.Run help = CliTest.run("", "tournament", "--help");
            assertThat(help.out().replaceAll("\\s+", " ")).contains("spindle-runs/tournament-<game>-<seed> in the "
                    + "system's temporary folder, " + tmp);
        } finally {
            System.setProperty("java.io.tmpdir", saved);
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
    void aSearchingAgentFinishesTheSoloGameUnderTheRoundCap(@TempDir Path dir) throws Exception {
        CliTest.Run r = CliTest.run("", "tournament", "just-playing-a-round", "--agents", "random,mcts:20it",
                "--games", "2", "--ai-rounds", "15", "--out", dir.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("4 records written");
        java.util.List<String> ends = new java.util.ArrayList<>();
        try (Stream<Path> files = Files.list(dir)) {
            for (Path f : files.toList()) {
                ends.add(GameRecords.read(f).endReason());
            }
        }
        assertThat(ends).contains("round cap");
    }

    @Test
    void selfplayCountsGamesEndedByTheRoundCap() {
        CliTest.Run r = CliTest.run("", "selfplay", "just-playing-a-round", "--games", "30", "--ai-rounds", "2");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).containsPattern("ended by the round cap +\\d+").doesNotContain("unfinished");
    }

    @Test
    void unknownAgentsAreRefusedBeforeAnyGame(@TempDir Path dir) {
        CliTest.Run r = CliTest.run("", "tournament", "one-piece-for-two", "--agents", "random,deep-blue",
                "--out", dir.toString());
        assertThat(r.exit()).isNotZero();
        assertThat(r.err()).contains("unknown agent 'deep-blue'");
        assertThat(r.out()).as("no header for a tournament that never starts").isEmpty();
        CliTest.Run bad = CliTest.run("", "tournament", "one-piece-for-two", "--agents", "mcts:prover=maybe,random",
                "--out", dir.toString());
        assertThat(bad.exit()).isEqualTo(2);
        assertThat(bad.err()).contains("search setting 'prover=maybe' in 'mcts:prover=maybe' needs on or off");
        assertThat(bad.out()).isEmpty();
    }

    @Test
    void benchTimesASearchAgent() {
        CliTest.Run r = CliTest.run("", "bench", "--game", "one-piece-for-two", "--seconds", "0.2", "--warmup", "0.1",
                "--search", "mcts:hard");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("iterations/s of mcts:hard from the opening");
    }

    @Test
    void anOutThatIsAFileIsRefusedWithoutAStackTrace(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("results.txt"), "mine");
        CliTest.Run r = CliTest.run("", "tournament", "one-piece-for-two", "--agents", "random,random", "--games", "2",
                "--out", file.toString());
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err()).contains("is a file; --out needs a folder").doesNotContain("Exception", "\tat ");
        assertThat(Files.readString(file)).isEqualTo("mine");
    }

    @Test
    void aSecondTournamentInTheSameFolderIsRefusedUnlessForced(@TempDir Path dir) throws Exception {
        String[] args = {"tournament", "one-piece-for-two", "--agents", "random,random", "--games", "2", "--seed", "3",
            "--out", dir.toString()};
        assertThat(CliTest.run("", args).exit()).isZero();
        Path first = dir.resolve("game-00001.json");
        String before = Files.readString(first);
        Files.writeString(dir.resolve("game-00099.json"), "{}");
        CliTest.Run again = CliTest.run("", args);
        assertThat(again.exit()).isEqualTo(2);
        assertThat(again.err()).contains("already holds 3 game records", "--force");
        assertThat(Files.readString(first)).isEqualTo(before);
        String[] forced = java.util.Arrays.copyOf(args, args.length + 1);
        forced[args.length] = "--force";
        CliTest.Run r = CliTest.run("", forced);
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(dir.resolve("game-00099.json")).as("records of the earlier run are gone").doesNotExist();
        assertThat(first).exists();
    }

    @Test
    void aHeadToHeadWithoutAPointPrintsABoundNotInfinity(@TempDir Path dir) {
        CliTest.Run r = CliTest.run("", "tournament", "one-piece-for-two", "--agents", "random,mcts:hard",
                "--games", "4", "--seed", "2", "--out", dir.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("random    vs mcts:hard  +0 =0 -4    0.0%  Elo < -", "no point in 4 games")
                .doesNotContain("inf", "Infinity");
    }

    @Test
    void benchRefusesZeroSeconds() {
        CliTest.Run r = CliTest.run("", "bench", "--game", "one-piece-for-two", "--seconds", "0");
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err()).contains("--seconds must be a positive number");
    }
}
