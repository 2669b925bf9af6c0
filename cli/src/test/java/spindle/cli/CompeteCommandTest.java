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
}
