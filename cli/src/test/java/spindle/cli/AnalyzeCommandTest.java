package spindle.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedWriter;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** {@code spindle analyze}: flushed output, refused settings, the designer's metrics, the documentation script. */
class AnalyzeCommandTest {
    /** Runs a command with a buffered, non-flushing writer, as stdout is when it goes to a pipe or a file. */
    private static CliTest.Run piped(String... args) {
        CommandLine cl = Main.commandLine();
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        cl.setOut(new PrintWriter(new BufferedWriter(out, 1 << 16), false));
        cl.setErr(new PrintWriter(err, true));
        int exit = cl.execute(args);
        // nothing flushes here: what the command left in the buffer is what a pipe would never see
        return new CliTest.Run(exit, out.toString(), err.toString());
    }

    @Test
    void theComparisonReachesAPipe() {
        CliTest.Run r = piped("analyze", "one-piece-for-two", "--variants", "7x6,8x8", "--games", "6", "--seed", "1",
                "--threads", "1");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("Against 7x6: differences", "mean length (plies)",
                "first-move advantage by skill");
    }

    @Test
    void aBareNumberInAVariantListIsRefusedWithHowToWriteIt() {
        CliTest.Run r = CliTest.run("", "analyze", "one-piece-for-two", "--variants", "7x6,9", "--games", "2");
        assertThat(r.exit()).isNotZero();
        assertThat(r.out()).doesNotContain("games, agents");
        assertThat(r.err()).contains("'9'", "moveCap=9", "board=7x6+moveCap=9", "commas separate whole variants")
                .doesNotContain("Exception");
    }

    @Test
    void bareValuesOfDifferentSettingsAreRefused() {
        CliTest.Run r = CliTest.run("", "analyze", "warp-and-weft", "--variants", "patch,3", "--games", "2");
        assertThat(r.exit()).isNotZero();
        assertThat(r.err()).contains("'3'");
        CliTest.Run ok = CliTest.run("", "analyze", "warp-and-weft", "--variants", "size=2,size=3", "--games", "2",
                "--threads", "1");
        assertThat(ok.exit()).as(ok.err()).isZero();
    }

    @Test
    void zeroThreadsIsRefused() {
        CliTest.Run r = CliTest.run("", "analyze", "one-piece-for-two", "--threads", "0", "--games", "2");
        assertThat(r.exit()).isNotZero();
        assertThat(r.err()).contains("--threads must be at least 1").doesNotContain("Exception");
    }

    @Test
    void designerMetricsAndTheBalanceBySkillAreReported(@TempDir Path dir) throws Exception {
        Path json = dir.resolve("r.json");
        CliTest.Run r = CliTest.run("", "analyze", "one-piece-for-two", "--agents", "mcts:40it", "--games", "4",
                "--skills", "random", "--skill-games", "6", "--seed", "2", "--threads", "1", "--json",
                json.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("decisiveness", "drama", "lead changes", "board coverage",
                "first-move advantage by skill", "Holm");
        assertThat(r.out()).containsPattern("default +mcts:40it +4 ").containsPattern("default +random +6 ");
        assertThat(Files.readString(json)).contains("\"designer\"", "\"decisiveness\"", "\"balance\"",
                "\"holmP\"");
        CliTest.Run again = CliTest.run("", "analyze", "one-piece-for-two", "--agents", "mcts:40it", "--games", "4",
                "--skills", "random", "--skill-games", "6", "--seed", "2", "--threads", "2");
        assertThat(again.out()).as("the same seed gives the same numbers on any thread count").isEqualTo(r.out()
                .replaceAll("wrote .*\\R", ""));
    }

    @Test
    void aRandomPlayerHasNoValueTraceAndTheSoloGameNoWinner() {
        CliTest.Run r = CliTest.run("", "analyze", "one-piece-for-two", "--games", "3", "--threads", "1");
        assertThat(r.out()).contains("need a searching agent's value trace");
        CliTest.Run solo = CliTest.run("", "analyze", "just-playing-a-round", "--games", "2", "--threads", "1");
        assertThat(solo.exit()).as(solo.err()).isZero();
        assertThat(solo.out()).contains("not for a one-player game").doesNotContain("first-move advantage");
    }

    /** Every output block of docs/analysis.md is what its command prints: the script wrote it from the CLI. */
    @Test
    void theDocumentIsTheScriptsRecordOfCliOutput() throws Exception {
        Path root = Path.of("..").toAbsolutePath().normalize();
        Path script = root.resolve("scripts/analysis.sh");
        assertThat(script).exists().isExecutable();
        assertThat(Files.readString(script)).contains("run analyze", "> \"$out.tmp\"", "git rev-parse");
        String doc = Files.readString(root.resolve("docs/analysis.md"));
        assertThat(doc).containsPattern("Generated by `scripts/analysis.sh` at commit `[0-9a-f]{7,}`");
        Matcher blocks = Pattern.compile("```\\n\\$ \\./spindle (analyze [^\\n]*)\\n(.*?)```", Pattern.DOTALL)
                .matcher(doc);
        int checked = 0;
        while (blocks.find()) {
            List<String> args = new ArrayList<>(List.of(blocks.group(1).split(" ")));
            shrink(args, "--games", "3");
            shrink(args, "--skill-games", "3");
            CliTest.Run tiny = CliTest.run("", args.toArray(String[]::new));
            assertThat(tiny.exit()).as(blocks.group(1) + ": " + tiny.err()).isZero();
            assertThat(shapes(tiny.out())).as(blocks.group(1)).isEqualTo(shapes(blocks.group(2)));
            checked++;
        }
        assertThat(checked).as("output blocks in the document").isGreaterThanOrEqualTo(4);
    }

    private static void shrink(List<String> args, String option, String value) {
        int i = args.indexOf(option);
        if (i >= 0) {
            args.set(i + 1, value);
        }
    }

    /** The unindented lines (titles) with numbers as #, then the first word of every indented line. */
    private static List<String> shapes(String text) {
        List<String> titles = new ArrayList<>();
        Set<String> words = new LinkedHashSet<>();
        for (String line : text.split("\\R")) {
            if (line.isBlank()) {
                continue;
            }
            if (line.startsWith(" ")) {
                words.add(line.trim().split("[ :,]+")[0]);
            } else {
                titles.add(line.replaceAll("[0-9]+", "#"));
            }
        }
        titles.add("words: " + words);
        return titles;
    }
}
