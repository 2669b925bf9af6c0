package spindle.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

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
    void aSpentNodeBudgetIsReportedAsSuchNotAsNoWin() {
        CliTest.Run r = CliTest.run("", "solve", "warp-and-weft", "--size", "2", "--nodes", "1000");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("node budget (--nodes 1,000) ran out").doesNotContain("within 60 plies");
    }
}
