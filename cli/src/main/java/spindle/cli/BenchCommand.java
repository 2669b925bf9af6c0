package spindle.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import spindle.ai.Agents;
import spindle.ai.Budget;
import spindle.ai.Hint;
import spindle.ai.SearchAgent;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.Games;
import spindle.engine.Playouts;
import spindle.engine.Position;
import spindle.engine.Variant;

/**
 * {@code spindle bench}: random playouts per second on one thread, after a warm-up, for each game's default variant,
 * next to a deterministic signature (total plies of 1,000 seeded playouts) that changes only when the rules do. The
 * seconds are the CPU time of the measuring thread (as JMH's thread-CPU profilers count), so a loaded machine slows
 * the run but not the figure: wall-clock time would count the time other work held the core.
 */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = {"Measures random playouts per second on one thread, per game.",
            "Uses each game's default variant after a warm-up, and prints a deterministic signature:",
            "the total plies of 1,000 playouts with seeds 1..1000."})
final class BenchCommand implements Runnable {
    static final int SIGNATURE_GAMES = 1000;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--game", paramLabel = "ID", description = "Only this game (repeatable; default: all).")
    List<String> gameIds = new ArrayList<>();

    @Option(names = "--variant", paramLabel = "TEXT",
            description = "Variant as name=value,... (only with one --game; default: the game's default).")
    String variantText;

    @Option(names = "--seconds", defaultValue = "5", paramLabel = "S",
            description = "Measured seconds per game (default ${DEFAULT-VALUE}).")
    double seconds;

    @Option(names = "--warmup", defaultValue = "2", paramLabel = "S",
            description = "Warm-up seconds per game (default ${DEFAULT-VALUE}).")
    double warmup;

    @Option(names = "--search", paramLabel = "AGENT",
            description = "Also time this search agent (e.g. mcts:hard) from the opening for the same seconds (on one "
                    + "thread, or the spec's threads as in mcts:2t), and print its iterations per second and their ratio to random playouts per second.")
    String search;

    @Option(names = "--fork", negatable = true, defaultValue = "true", fallbackValue = "true",
            description = "Measure each game in its own JVM (default), so that one game's code does not slow the "
                    + "next one's shared call sites; --no-fork measures all in this JVM.")
    boolean fork;

    @Option(names = "--rows-only", hidden = true, description = "Print only the rows (used by a forked child).")
    boolean rowsOnly;

    @Override
    public void run() {
        if (!(seconds > 0) || Double.isInfinite(seconds)) {
            throw new IllegalArgumentException("--seconds must be a positive number of seconds, e.g. --seconds 5");
        }
        if (!(warmup >= 0) || Double.isInfinite(warmup)) {
            throw new IllegalArgumentException("--warmup must be zero or a positive number of seconds, e.g. --warmup 2");
        }
        List<Game> games = new ArrayList<>();
        for (String id : gameIds) {
            games.add(Games.byId(id));
        }
        if (games.isEmpty()) {
            games.addAll(Games.all());
        }
        if (variantText != null && games.size() != 1) {
            throw new IllegalArgumentException("--variant needs exactly one --game");
        }
        for (Game game : games) { // a bad --search is refused before any game is measured
            if (search != null && !(Agents.create(search, game) instanceof SearchAgent)) {
                throw new IllegalArgumentException("--search needs a search agent (mcts, uct, alphabeta, expectimax)");
            }
        }
        PrintWriter out = spec.commandLine().getOut();
        if (!rowsOnly) {
            out.printf("%-22s %14s %14s %10s %14s  %s%n", "game", "playouts/s", "plies/s", "mean plies",
                    "signature", "variant");
        }
        for (Game game : games) {
            if (fork && games.size() > 1) {
                runChild(game, out);
                continue;
            }
            Variant variant = variantText == null ? game.defaultVariant() : Variant.parse(game, variantText);
            Result r = measure(game, variant, warmup, seconds);
            out.printf("%-22s %,14.0f %,14.0f %10.1f %14d  %s%n", game.id(), r.playoutsPerSecond(),
                    r.pliesPerSecond(), r.meanPlies(), signature(game, variant), variant);
            if (search != null) {
                double perSecond = searchSpeed(game, variant);
                out.printf("%-22s %,14.0f iterations/s of %s from the opening = %.0f%% of random playouts/s%n", "",
                        perSecond, search, 100 * perSecond / r.playoutsPerSecond());
            }
            out.flush();
        }
        if (rowsOnly) {
            return;
        }
        out.println("one thread; per second of that thread's CPU time; signature = total plies of " + SIGNATURE_GAMES
                + " playouts with SplittableRandom seeds 1.." + SIGNATURE_GAMES);
    }

    /** Runs this command for one game in a fresh JVM with the same classpath and copies its rows. */
    private void runChild(Game game, PrintWriter out) {
        List<String> command = new ArrayList<>(List.of(
                ProcessHandle.current().info().command().orElse("java"), "-cp", System.getProperty("java.class.path"),
                Main.class.getName(), "bench", "--no-fork", "--rows-only", "--game", game.id(),
                "--seconds", Double.toString(seconds), "--warmup", Double.toString(warmup)));
        if (search != null) {
            command.addAll(List.of("--search", search));
        }
        try {
            Process child = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
            out.print(new String(child.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8));
            out.flush();
            if (child.waitFor() != 0) {
                throw new ErrorHandler.AlreadyReported(child.exitValue()); // the child said why on standard error
            }
        } catch (java.io.IOException e) {
            throw new IllegalStateException("cannot start a JVM for the benchmark of " + game.id(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }

    record Result(double playoutsPerSecond, double pliesPerSecond, double meanPlies) {
    }

    static Result measure(Game game, Variant variant, double warmupSeconds, double measureSeconds) {
        Position start = game.newGame(variant);
        int cap = game.plyBound(variant).orElse(Integer.MAX_VALUE);
        int[] scratch = new int[start.maxActions()];
        SplittableRandom random = new SplittableRandom(42);
        run(start, random, scratch, cap, (long) (warmupSeconds * 1e9));
        long t0 = cpuNanos();
        long[] counts = run(start, random, scratch, cap, (long) (measureSeconds * 1e9));
        double elapsed = (cpuNanos() - t0) / 1e9;
        return new Result(counts[0] / elapsed, counts[1] / elapsed, (double) counts[1] / counts[0]);
    }

    /** The CPU time of the calling thread, in nanoseconds. */
    private static long cpuNanos() {
        return java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
    }

    /** Playouts until the thread's CPU time is up (asked every 64 playouts); returns {playouts, plies}. */
    private static long[] run(Position start, SplittableRandom random, int[] scratch, int cap, long nanos) {
        long end = cpuNanos() + nanos;
        long playouts = 0;
        long plies = 0;
        do {
            for (int i = 0; i < 64; i++) {
                plies += Playouts.random(start.copy(), random, scratch, cap);
            }
            playouts += 64;
        } while (cpuNanos() < end);
        return new long[] {playouts, plies};
    }

    private double searchSpeed(Game game, Variant variant) {
        if (!(Agents.create(search, game) instanceof SearchAgent agent)) {
            throw new IllegalArgumentException("--search needs a search agent (mcts, uct, alphabeta, expectimax)");
        }
        GameState opening = GameState.start(game, variant);
        while (opening.isChance()) {
            opening = opening.apply(opening.view().chance().action(0));
        }
        int threads = Math.max(1, agent.budget().threads()); // mcts:2t times two threads, other specs one
        if (warmup > 0) {
            agent.analyse(opening, new Budget((long) (warmup * 1000), 0, threads, 1, true));
        }
        // each searching thread counts its own CPU time, so this is iterations per CPU-second of one thread, times
        // the threads
        Hint h = agent.analyse(opening, new Budget(Math.max(1, (long) (seconds * 1000)), 0, threads, 2, true));
        return h.iterations() / seconds;
    }

    static long signature(Game game, Variant variant) {
        Position start = game.newGame(variant);
        int cap = game.plyBound(variant).orElse(Integer.MAX_VALUE);
        int[] scratch = new int[start.maxActions()];
        long total = 0;
        for (int seed = 1; seed <= SIGNATURE_GAMES; seed++) {
            total += Playouts.random(start.copy(), new SplittableRandom(seed), scratch, cap);
        }
        return total;
    }
}
