package spindle.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import spindle.ai.solve.Solver;

class SolveCommandTest {
    private static final String MOVES = "A7 A1 C5 C3 E3 E5 G1 A5 switch G3";

    @Test
    void solveProvesTheWinnerPrintsTheLineAndWritesATable(@TempDir Path dir) throws IOException {
        Path table = dir.resolve("solved.txt");
        CliTest.Run r = CliTest.run("", "solve", "warp-and-weft", "--size", "2", "--swap", "off", "--moves", MOVES,
                "--write", table.toString(), "--write-depth", "2");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).containsPattern("value: (Warp|Weft) \\(Player [12]\\) wins in \\d+ plies with best play")
                .contains("line:", "proof:", "positions; searched");
        List<String> lines = Files.readAllLines(table);
        assertThat(lines).isNotEmpty().allSatisfy(l -> assertThat(l.split("\t")).hasSize(6));
        assertThat(lines.get(0)).startsWith("size=2,primary=thread,swap=off");
    }

    @Test
    void eachFirstMoveIsSolvedAndPrintedAndTheValueIsTheSame() {
        CliTest.Run whole = CliTest.run("", "solve", "warp-and-weft", "--size", "2", "--swap", "off", "--moves", MOVES);
        CliTest.Run split = CliTest.run("", "solve", "warp-and-weft", "--size", "2", "--swap", "off", "--moves", MOVES,
                "--each-first-move");
        assertThat(split.exit()).as(split.err()).isZero();
        String value = whole.out().lines().filter(l -> l.startsWith("value:")).findFirst().orElseThrow();
        assertThat(split.out()).contains(value)
                .containsPattern("  after [A-G]\\d: (Warp|Weft) \\(Player [12]\\) wins in \\d+ more plies")
                .contains("  after switch: ");
    }

    @Test
    void theSizeTwoValuesHoldInTheThreeQuickVariants() {
        String[][] cases = {
            {"patch", "off", "value: Warp (Player 1) wins in 15 plies with best play"},
            {"thread", "off", "value: Warp (Player 1) wins in 19 plies with best play"},
            {"patch", "on", "value: Warp (Player 2) wins in 18 plies with best play"},
        };
        for (String[] c : cases) {
            CliTest.Run r = CliTest.run("", "solve", "warp-and-weft", "--size", "2", "--primary", c[0], "--swap", c[1]);
            assertThat(r.exit()).as(r.err()).isZero();
            assertThat(r.out()).as("%s, swap %s", c[0], c[1]).contains(c[2]);
        }
    }

    @Test
    void badLimitsAndGamesWithDiceAreRefusedInWords() {
        CliTest.Run bad = CliTest.run("", "solve", "warp-and-weft", "--max-plies", "0");
        assertThat(bad.exit()).isNotZero();
        assertThat(bad.err()).contains("--max-plies").doesNotContain("Exception", "\tat ");
        CliTest.Run solo = CliTest.run("", "solve", "just-playing-a-round");
        assertThat(solo.exit()).isNotZero();
        assertThat(solo.err()).contains("two-player").doesNotContain("\tat ");
        CliTest.Run move = CliTest.run("", "solve", "warp-and-weft", "--size", "2", "--moves", "Z9");
        assertThat(move.exit()).isNotZero();
        assertThat(move.err()).doesNotContain("\tat ");
    }

    @Test
    void thePrintedTimeCoversTheWholeCommand() {
        CliTest.run("", "solve", "warp-and-weft", "--size", "2", "--primary", "patch", "--swap", "off"); // warm up
        long started = System.nanoTime();
        CliTest.Run r = CliTest.run("", "solve", "warp-and-weft", "--size", "2", "--primary", "thread",
                "--swap", "off");
        double wall = (System.nanoTime() - started) / 1e9;
        assertThat(r.exit()).as(r.err()).isZero();
        Matcher m = Pattern.compile("time: (\\d+\\.\\d+) s in all \\((\\d+\\.\\d+) s in the solve command\\)")
                .matcher(r.out());
        assertThat(m.find()).as(r.out()).isTrue();
        // outside the command: building the command line, picocli, the machine's load (measured: 0.12 s of 4.96 s
        // on a loaded machine); the proof's size and line, left out before, took more than half of the run
        assertThat(Double.parseDouble(m.group(2))).as(r.out()).isGreaterThanOrEqualTo(0.9 * wall - 0.1);
        assertThat(Double.parseDouble(m.group(1))).as("since the JVM started").isGreaterThanOrEqualTo(wall);
        assertThat(r.out()).as("the table is sized from this JVM's heap by default")
                .contains("table of 2^" + Solver.tableBitsFor(Runtime.getRuntime().maxMemory())
                        + " entries a side (sized from the heap)");
    }

    @Test
    void aSpentNodeBudgetIsReportedAsSuchNotAsNoWin() {
        CliTest.Run r = CliTest.run("", "solve", "warp-and-weft", "--size", "2", "--nodes", "1000");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("node budget (--nodes 1,000) ran out").doesNotContain("within 60 plies");
    }
}
