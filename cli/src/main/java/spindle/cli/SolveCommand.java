package spindle.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import spindle.ai.solve.Solution;
import spindle.ai.solve.Solutions;
import spindle.ai.solve.SolvedText;
import spindle.ai.solve.Solver;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.Games;
import spindle.engine.Position;
import spindle.engine.Variant;
import spindle.engine.VariantException;

/** {@code spindle solve}: proves who wins a small variant, and in how many plies with best play. */
@Command(name = "solve", mixinStandardHelpOptions = true,
        description = {"Proves which side forces a win from the start (or after --moves), and in how many plies with "
            + "best play.",
            "A depth-bounded proof search with a transposition table; prints the value, the principal line, the "
            + "proof's size and the time. For small variants, e.g. warp-and-weft --size 2. Variant parameters are "
            + "options named after them (see 'spindle games')."})
final class SolveCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(index = "0", paramLabel = "GAME", description = "Game id (see 'spindle games').")
    String gameId;

    @Option(names = "--moves", paramLabel = "TEXT", description = "Moves to play first, separated by spaces.")
    String moves = "";

    @Option(names = "--nodes", defaultValue = "200000000", paramLabel = "N",
            description = "Positions to search at most for each side (default ${DEFAULT-VALUE}).")
    long nodes;

    @Option(names = "--max-plies", defaultValue = "60", paramLabel = "N",
            description = "The longest win to look for (default ${DEFAULT-VALUE}).")
    int maxPlies;

    @Option(names = "--table-bits", paramLabel = "B",
            description = "Table of at most 2^B entries per side, 16 bytes each, grown as it fills (default: sized "
                + "from the Java heap, the largest B up to 24 whose tables take at most a quarter of it; 24 from a "
                + "2,560 MB heap up).")
    Integer tableBits;

    @Option(names = "--write", paramLabel = "FILE", description = "Append the solved positions of the proof's first "
            + "--write-depth plies to FILE, a table for hints (ship it as "
            + "games/src/main/resources/spindle/solved/<game>.txt).")
    java.nio.file.Path write;

    @Option(names = "--write-depth", defaultValue = "4", paramLabel = "N",
            description = "Plies of the proof tree written by --write (default ${DEFAULT-VALUE}).")
    int writeDepth;

    @Option(names = "--each-first-move", description = "Solve the position after each first move on its own, print "
            + "each, and combine them: much faster when the side to move loses, as with swap on.")
    boolean eachFirstMove;

    @CommandLine.Unmatched
    List<String> variantArgs = new ArrayList<>();

    @Override
    public void run() {
        long started = System.nanoTime();
        int bits = tableBits != null ? tableBits : Solver.tableBitsFor(Runtime.getRuntime().maxMemory());
        if (nodes < 1 || maxPlies < 1 || maxPlies > 4000 || bits < 10 || bits > 27) {
            throw new IllegalArgumentException("need --nodes >= 1, --max-plies 1..4000 and --table-bits 10..27");
        }
        Game game = Games.byId(gameId);
        Variant variant = VariantOptions.parse(game, variantArgs);
        GameState state = GameState.start(game, variant);
        for (String m : moves.trim().split("\\s+")) {
            if (!m.isEmpty()) {
                state = state.apply(m);
            }
        }
        Position root = state.view();
        if (!Solver.applies(root) || root.isOver()) {
            throw new VariantException("the solver takes a two-player game without dice, at a player's turn");
        }
        PrintWriter out = spec.commandLine().getOut();
        out.printf("Solving %s (%s)%s, table of 2^%d entries a side%s%n", game.name(), variant,
                moves.isBlank() ? "" : " after " + moves.trim(), bits,
                tableBits != null ? "" : " (sized from the heap)");
        out.flush();
        boolean terminal = Terminal.stderrInteractive();
        Solver solver = new Solver(nodes, maxPlies, bits).recordingDepth(write == null ? 0 : writeDepth)
                .knowing(game, variant);
        List<String> seats = game.playerNames(variant);
        Function<Position, String> namer = SolvedText.namer(game, variant);
        Solution s;
        int[] noWinWithin = {0};
        if (eachFirstMove) {
            s = solver.solveEachFirstMove(root, state.notation(), namer, (move, m, side) -> {
                out.printf("  after %s: %s (%,d nodes, %.1f s)%n", move, m.solved()
                        ? String.format("%s (%s) wins in %d more plies", side, seats.get(m.winner()), m.plies())
                        : "unsolved", m.nodes(), m.millis() / 1000.0);
                out.flush();
            });
        } else {
            s = solver.solve(root, state.notation(), namer, bound -> {
                noWinWithin[0] = bound;
                if (terminal || bound % 5 == 0) {
                    System.err.printf(terminal ? "\r  no win within %d plies" : "  no win within %d plies%n", bound);
                    System.err.flush();
                }
            });
            if (terminal) {
                System.err.println();
            }
        }
        if (!s.solved() && s.nodes() >= nodes) {
            out.printf("unsolved: the node budget (--nodes %,d) ran out with no forced win within %d plies found; "
                    + "give a larger --nodes (%.1f s)%n", nodes, noWinWithin[0], s.millis() / 1000.0);
        } else if (!s.solved()) {
            out.printf("unsolved: no forced win within %d plies found (%,d nodes, %.1f s)%n", maxPlies, s.nodes(),
                    s.millis() / 1000.0);
        } else {
            printSolution(out, game, variant, root, s);
        }
        ProcessHandle.Info process = ProcessHandle.current().info();
        // the JVM's start and the loading before run() belong to the run: a user timing the command sees them
        out.printf("time: %.2f s in all (%.2f s in the solve command), %.2f s of CPU in the process%n",
                process.startInstant().map(t -> Duration.between(t, Instant.now()).toMillis() / 1000.0)
                        .orElse(Double.NaN),
                (System.nanoTime() - started) / 1e9,
                process.totalCpuDuration().map(d -> d.toMillis() / 1000.0).orElse(Double.NaN));
    }

    private void printSolution(PrintWriter out, Game game, Variant variant, Position root, Solution s) {
        List<String> seats = game.playerNames(variant);
        out.printf("value: %s (%s) wins in %d plies with best play%n", s.known().get(root.hash()).winnerName(),
                seats.get(s.winner()), s.plies());
        out.printf("line:  %s%n", String.join(" ", s.line()));
        out.printf("proof: %,d positions; searched %,d nodes in %.2f s (the search, the line and the proof's "
                + "size)%n", s.proofSize(), s.nodes(), s.millis() / 1000.0);
        if (write != null) {
            List<String> lines = new ArrayList<>();
            s.known().forEach((hash, e) -> lines.add(Solutions.line(variant, hash, e)));
            try {
                Files.write(write, lines, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot write " + write + ": " + e.getMessage(), e);
            }
            out.printf("wrote %d solved positions to %s%n", lines.size(), write);
        }
    }
}
