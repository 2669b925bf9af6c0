package spindle.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import spindle.engine.GameState;
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
        assertThat(r.out().lines().map(String::strip)).noneMatch(line -> line.endsWith(":") && !line.equals("Commands:"));
    }

    /** Every command's help renders as written: a stray % in a description makes picocli warn and print it raw. */
    @Test
    void everyCommandsHelpRendersWithoutAWarning() {
        PrintStream saved = System.err;
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
        List<String> helps = new java.util.ArrayList<>();
        try {
            for (String command : Main.commandLine().getSubcommands().keySet()) {
                helps.add(run("", command, "--help").out());
            }
        } finally {
            System.setErr(saved);
        }
        assertThat(err.toString(StandardCharsets.UTF_8)).doesNotContain("picocli WARN");
        assertThat(helps).hasSizeGreaterThan(10).allSatisfy(help -> assertThat(help).contains("Usage:")
                .doesNotContain("%n"));
        assertThat(String.join("", helps)).contains("look-up (40% of it)");
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

    @Test
    void playRefusesANegativeThinkingTime() {
        Run r = run("quit\n", "play", "one-piece-for-two", "--vs", "random", "--think-ms", "-5");
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err()).contains("--think-ms must be a positive number of milliseconds");
    }

    @Test
    void playStartsFromAPresetAndOptionsOverrideIt() {
        Run r = run("quit\n", "play", "one-piece-for-two", "--preset", "7x6", "--moveCap", "50");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("board=7x6", "moveCap=50");
        Run bad = run("quit\n", "play", "one-piece-for-two", "--preset", "9x9");
        assertThat(bad.exit()).isEqualTo(2);
        assertThat(bad.err()).contains("no preset '9x9'", "7x6", "8x8");
    }

    @Test
    void playDrawsTheZeroOneTwoBoardWithoutColourOffATerminal() {
        Run r = run("setup DN(0,0)\npeg 0,1\nquit\n", "play", "zero-one-two", "--seed", "1");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("Legend:", "Holes are written q,r", "tray b b b @").doesNotContain("\u001b[");
    }

    @Test
    void aHintWithOneLegalMoveSaysSo() {
        GameState forced = forcedPosition();
        StringWriter out = new StringWriter();
        PlayCommand.printHint(new PrintWriter(out, true), forced, 50);
        assertThat(out.toString()).isEqualTo("hint: " + forced.legalMoves().get(0) + " (the only legal move)"
                + System.lineSeparator());
    }

    @Test
    void aHintThatWinsAtOnceSaysItIsAForcedWin() {
        // One Piece for Two, rule scenario 4 with the second player red: d1/e1 gives red a1-d1
        spindle.engine.Game game = Games.byId("one-piece-for-two");
        GameState s = GameState.replay(game, spindle.engine.Variant.parse(game, "gameEdge=bottom,starterColour=blue"),
                List.of("a1/a2", "b1/b2", "c1/c2"));
        StringWriter out = new StringWriter();
        PlayCommand.printHint(new PrintWriter(out, true), s, 200);
        assertThat(out.toString()).startsWith("hint: d1/e1 (").contains(" wins in 1, solved)");
    }

    @Test
    void theTerminalHintNamesTheSolvedResultAsTheServerDoes() {
        Run r = run("hint\nquit\n", "play", "warp-and-weft", "--size", "2", "--swap", "off");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).containsPattern("hint: \\S+ \\(Warp \\(you, Player 1\\) wins in 19, solved\\)");
    }

    /** The first decision with exactly one legal move in seeded random games of 0-1-2 (its Weave has forced ones). */
    private static GameState forcedPosition() {
        spindle.engine.Game game = Games.byId("zero-one-two");
        java.util.SplittableRandom random = new java.util.SplittableRandom(1);
        for (int g = 0; g < 50; g++) {
            GameState s = GameState.start(game);
            for (int ply = 0; ply < 400 && !s.isOver(); ply++) {
                int[] legal = s.legalActions();
                if (!s.isChance() && legal.length == 1) {
                    return s;
                }
                s = s.apply(s.isChance() ? s.view().chance().sample(random) : legal[random.nextInt(legal.length)]);
            }
        }
        throw new AssertionError("no forced position found");
    }

    @Test
    void unexpectedErrorsAreOneLineWithoutAStackTrace() {
        CommandLine cl = Main.commandLine();
        StringWriter err = new StringWriter();
        cl.setErr(new PrintWriter(err, true));
        int code = new ErrorHandler().handleExecutionException(new IllegalStateException("boom"), cl, null);
        assertThat(code).isEqualTo(ErrorHandler.BUG);
        assertThat(err.toString()).contains("spindle: internal error (IllegalStateException: boom)")
                .doesNotContain("\tat ").hasLineCount(1);
        StringWriter err2 = new StringWriter();
        cl.setErr(new PrintWriter(err2, true));
        int io = new ErrorHandler().handleExecutionException(
                new java.io.UncheckedIOException(new java.nio.file.AccessDeniedException("/root/x")), cl, null);
        assertThat(io).isEqualTo(2);
        assertThat(err2.toString().trim()).isEqualTo("spindle: /root/x: permission denied");
    }

    @Test
    void progressOffATerminalIsALinePerTenthWithoutCarriageReturns() {
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        try (Progress p = new Progress("games", 25, false, new java.io.PrintStream(bytes, true,
                StandardCharsets.UTF_8))) {
            for (int i = 0; i < 25; i++) {
                p.step();
            }
        }
        String text = bytes.toString(StandardCharsets.UTF_8);
        assertThat(text).doesNotContain("\r");
        assertThat(text.lines()).hasSize(10).startsWith("games: 10% (3/25)").endsWith("games: 100% (25/25)");
    }

    @Test
    void benchServerRefusesAnUnknownGameBeforeStartingAServer() {
        Run r = run("", "bench-server", "--game", "nosuch");
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err()).contains("no game 'nosuch'");
        assertThat(r.out()).isEmpty();
    }
}
