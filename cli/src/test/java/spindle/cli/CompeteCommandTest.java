package spindle.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

class CompeteCommandTest {
    private static String run(String... args) {
        CommandLine cl = Main.commandLine();
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        cl.setOut(new PrintWriter(out));
        cl.setErr(new PrintWriter(err));
        int code = cl.execute(args);
        return code + "\n" + out + err;
    }

    @Test
    void randomContendersPlaySharedRoundsAndAreRanked() {
        String output = run("compete", "--players", "random,random,random", "--seed", "3", "--objective", "strict");
        assertThat(output).startsWith("0\n").contains("objective=strict").contains("mode=competition")
                .contains("Round 1: R6 G4 B1 Y3 W3").contains("place  contender");
        assertThat(output.lines().filter(l -> l.matches("\\s+[1-3]  p[1-3]-random .*"))).hasSize(3);
    }

    @Test
    void unknownContenderIsRefusedWithTheKnownOnes() {
        String output = run("compete", "--players", "random,grandmaster");
        assertThat(output).startsWith("2\n").contains("unknown agent 'grandmaster'");
    }

    @Test
    void aPersonCanAskForHelpAndQuit() {
        CliTest.Run r = CliTest.run("help\nquit\n", "compete", "--players", "human,random", "--seed", "3");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("quit    leave the competition", "moves   list the legal decisions",
                "p1-human leaves the competition (you typed quit)", "place  contender");
        assertThat(r.out().lines().filter(l -> l.matches("\\s+[12]  p1-human .* 0 .*"))).hasSize(1);
    }

    @Test
    void endOfInputLeavesTheCompetitionCalmly() {
        CliTest.Run r = CliTest.run("", "compete", "--players", "human,random", "--seed", "3");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("p1-human leaves the competition (input ended)", "place  contender");
    }

    @Test
    void anAiRetiresAtTheRoundLimit() {
        CliTest.Run r = CliTest.run("", "compete", "--players", "mcts:easy", "--seed", "3", "--think-ms", "5",
                "--ai-rounds", "4");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).doesNotContain("Round 5:");
        assertThat(CliTest.run("", "compete", "--players", "random", "--ai-rounds", "-1").err())
                .contains("--ai-rounds must be 0 (no limit) or a positive number");
    }
}
