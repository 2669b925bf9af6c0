package spindle.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Every user mistake is one line starting {@code spindle:} that names what was wrong, with exit code 2. */
class OneLineErrorsTest {
    @TempDir
    static Path dir;

    static Stream<Arguments> mistakes() {
        String out = dir.resolve("t").toString();
        return Stream.of(
                Arguments.of("GAME", new String[] {"play"}),
                Arguments.of("FILE", new String[] {"replay"}),
                Arguments.of("FILE", new String[] {"backup"}),
                Arguments.of("--agents", new String[] {"tournament", "warp-and-weft"}),
                Arguments.of("nosuchcmd", new String[] {"nosuchcmd"}),
                Arguments.of("--seed", new String[] {"play", "warp-and-weft", "--seed", "notanumber"}),
                Arguments.of("--bogus-option", new String[] {"play", "warp-and-weft", "--bogus-option"}),
                Arguments.of("--bogus", new String[] {"play", "warp-and-weft", "--bogus", "3"}),
                Arguments.of("mcts:-5ms", new String[] {"play", "warp-and-weft", "--vs", "mcts:-5ms"}),
                Arguments.of("mcts:-3t", new String[] {"play", "warp-and-weft", "--vs", "mcts:-3t"}),
                Arguments.of("mcts:5000it:0t", new String[] {"play", "warp-and-weft", "--vs", "mcts:5000it:0t"}),
                Arguments.of("mcts:0it", new String[] {"play", "warp-and-weft", "--vs", "mcts:0it"}),
                Arguments.of("mcts:0ms", new String[] {"play", "warp-and-weft", "--vs", "mcts:0ms"}),
                Arguments.of("alphabeta:-1it", new String[] {"play", "warp-and-weft", "--vs", "alphabeta:-1it"}),
                Arguments.of("mcts:0it", new String[] {"tournament", "warp-and-weft", "--agents", "random,mcts:0it",
                    "--out", out}),
                Arguments.of("--games", new String[] {"tournament", "warp-and-weft", "--agents", "random,random",
                    "--games", "-5", "--out", out}),
                Arguments.of("--games", new String[] {"selfplay", "warp-and-weft", "--games", "0"}),
                Arguments.of("--games", new String[] {"analyze", "warp-and-weft", "--games", "x"}),
                Arguments.of("at most 2147483647", new String[] {"selfplay", "warp-and-weft", "--games",
                    "99999999999"}),
                Arguments.of("unknown command 'frobnicate'", new String[] {"help", "frobnicate"}),
                Arguments.of("mcts:0", new String[] {"bench", "--search", "mcts:0", "--seconds", "0.1"}),
                Arguments.of("--search", new String[] {"bench", "--search", "random", "--seconds", "0.1"}),
                // refused before the game starts, not once the human has moved (the input only says quit)
                Arguments.of("does not fit the game played", new String[] {"play", "warp-and-weft", "--size", "3",
                    "--vs", "mcts:100it:model=../games/src/main/resources/spindle/learned/warp-and-weft.playout"}));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("mistakes")
    void isOneSpindleLineNamingIt(String named, String[] args) {
        CliTest.Run r = CliTest.run("quit\n", args);
        assertThat(r.exit()).as(r.err()).isEqualTo(2);
        assertThat(r.err()).as(r.err()).startsWith("spindle: ").hasLineCount(1).contains(named)
                .doesNotContain("spindle: spindle:");
    }
}
