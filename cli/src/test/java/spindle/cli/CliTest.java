package spindle.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import spindle.engine.Games;

class CliTest {
    record Run(int exit, String out, String err) {
    }

    static Run run(String input, String... args) {
        InputStream saved = System.in;
        System.setIn(new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)));
        try {
            CommandLine cl = Main.commandLine();
            StringWriter out = new StringWriter();
            StringWriter err = new StringWriter();
            cl.setOut(new PrintWriter(out));
            cl.setErr(new PrintWriter(err));
            int exit = cl.execute(args);
            return new Run(exit, out.toString(), err.toString());
        } finally {
            System.setIn(saved);
        }
    }

    @Test
    void noArgumentsListsEveryCommand() {
        Run r = run("");
        assertThat(r.exit()).isZero();
        for (String command : Main.commandLine().getSubcommands().keySet()) {
            assertThat(r.out()).contains(command);
        }
        assertThat(r.out()).contains("games", "play", "selfplay", "bench", "analyze");
    }

    @Test
    void gamesListsEveryGameWithItsParameters() {
        Run r = run("", "games");
        assertThat(r.exit()).isZero();
        Games.all().forEach(g -> assertThat(r.out()).contains(g.id(), g.name()));
        assertThat(r.out()).contains("--size 2..6 (default 4)", "--primary one of thread, patch (default thread)");
    }

    @Test
    void unknownGameAndBadVariantGiveAClearError() {
        Run unknown = run("", "play", "chess");
        assertThat(unknown.exit()).isEqualTo(2);
        assertThat(unknown.err()).contains("no game 'chess'", "warp-and-weft");
        Run bad = run("", "play", "warp-and-weft", "--size", "9");
        assertThat(bad.exit()).isEqualTo(2);
        assertThat(bad.err()).contains("size must be 2..6, not 9");
    }

    @Test
    void playRefusesBadMovesUndoesAndFinishesAGame() {
        // Acceptance scenario 11 of the Warp and Weft rules, with a refused move and an undo on the way.
        String moves = String.join("\n", "A7", "A1", "C5", "C3", "E3", "E5", "G1", "A5", "switch", "G3", "B6",
                "B6", "C7", "Z1", "D4", "E1", "undo", "E1", "F2") + "\n";
        Run r = run(moves, "play", "warp-and-weft", "--size", "2", "--seed", "1");
        assertThat(r.exit()).isZero();
        assertThat(r.out()).contains("Not played: B6 is not legal now", "Legal now (")
                .contains("column Z is off the board")
                .contains("Game over after 15 plies")
                .contains("Moves: A7 A1 C5 C3 E3 E5 G1 A5 switch G3 B6 C7 D4 E1 F2");
    }

    @Test
    void playAgainstAnAgentLetsTheAgentMove() {
        String moves = "switch\n".repeat(200);
        Run r = run(moves, "play", "one-piece-for-two", "--vs", "random", "--seed", "5", "--seat", "2");
        assertThat(r.out()).contains("(random) plays");
    }

    @Test
    void selfplayCountsAddUp() {
        Run r = run("", "selfplay", "warp-and-weft", "--games", "200", "--seed", "7", "--size", "3");
        assertThat(r.exit()).isZero();
        assertThat(r.out()).contains("200 random games, seeds 7..206", "mean length");
        int total = 0;
        for (String line : r.out().split("\\R")) {
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("(wins|draws)\\s+(\\d+)").matcher(line);
            if (m.find()) {
                total += Integer.parseInt(m.group(2));
            }
        }
        assertThat(total).isEqualTo(200);
    }

    @Test
    void benchPrintsTheDeterministicSignature() {
        Run r = run("", "bench", "--game", "warp-and-weft", "--seconds", "0.2", "--warmup", "0");
        assertThat(r.exit()).isZero();
        var game = Games.byId("warp-and-weft");
        long signature = BenchCommand.signature(game, game.defaultVariant());
        assertThat(signature).isPositive();
        assertThat(r.out()).contains("warp-and-weft", Long.toString(signature), "playouts/s");
    }

    @Test
    void analyzeComparesVariantsAndWritesReports(@TempDir Path dir) throws Exception {
        Path html = dir.resolve("report.html");
        Path json = dir.resolve("report.json");
        Run r = run("", "analyze", "warp-and-weft", "--variants", "size=2,size=3", "--games", "60", "--seed", "3",
                "--threads", "2", "--html", html.toString(), "--json", json.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("60 games", "Against size=2", "mean length (plies)");
        assertThat(Files.readString(html)).contains("<svg", "size=3");
        assertThat(Files.readString(json)).contains("\"comparison\"", "\"games\" : 60",
                "\"command\" : \"spindle analyze warp-and-weft --variants");
    }

    @Test
    void analyzeCountsTheGamesOwnDecisionsEventsAndEndings() {
        Run r = run("", "analyze", "zero-one-two", "--games", "4", "--seed", "5", "--threads", "1");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("jump", "supply-", "events per game:", "weave-");
        assertThat(r.out()).containsPattern("endings: .*(all-black-captured|all-pegs-used|two-passes|anti-stall)");
    }
}
