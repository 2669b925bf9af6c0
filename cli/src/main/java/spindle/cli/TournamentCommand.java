package spindle.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import spindle.ai.Agents;
import spindle.engine.Game;
import spindle.engine.Games;
import spindle.engine.Variant;
import spindle.match.Tournament;
import spindle.match.TournamentResult;
import spindle.match.TournamentTable;

/** {@code spindle tournament}: a round-robin between agents, with a results table, Elo and every game record. */
@Command(name = "tournament", mixinStandardHelpOptions = true,
        description = {"Plays a round-robin between agents (sides alternated) and prints results and Elo ratings.",
            "In a one-player game every agent plays the same seeded games and the mean payoff is compared.",
            "Agents: " + Agents.KNOWN + ".",
            "Variant parameters are options named after them, e.g. --size 6 (see 'spindle games')."})
final class TournamentCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(index = "0", paramLabel = "GAME", description = "Game id (see 'spindle games').")
    String gameId;

    @Option(names = "--agents", required = true, split = ",", paramLabel = "A,B,...",
            description = "Agent specs, e.g. random,mcts:easy,mcts:hard.")
    List<String> agents;

    @Option(names = "--games", converter = AtLeastOne.class, defaultValue = "100", paramLabel = "N",
            description = "Games per pair of agents (per agent in a one-player game; default ${DEFAULT-VALUE}).")
    int games;

    @Option(names = "--seed", defaultValue = "1", paramLabel = "S", description = "Tournament seed (default ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--parallel", paramLabel = "N",
            description = "Games played at once (default: the number of cores).")
    Integer parallel;

    @Option(names = "--out", paramLabel = "DIR",
            description = "Directory for the game records (default: spindle-runs/tournament-<game>-<seed> in the "
                    + "system's temporary folder, ${sys:java.io.tmpdir}, with -2, -3, ... added when an earlier run "
                    + "is there; the path is printed at the end).")
    Path out;

    @CommandLine.Mixin
    AgentPathOption agentPath;

    @CommandLine.Mixin
    RoundCapOption roundCap;

    @Option(names = "--force", description = "Use --out even if it holds the records of an earlier tournament "
            + "(they are deleted first).")
    boolean force;

    @CommandLine.Unmatched
    List<String> variantArgs = new ArrayList<>();

    @Override
    public void run() {
        agentPath.load();
        Game game = Games.byId(gameId);
        Variant variant = VariantOptions.parse(game, variantArgs);
        int workers = parallel != null ? parallel : Runtime.getRuntime().availableProcessors();
        Path dir = out != null ? out : defaultDir(game.id(), seed);
        checkRecordDir(dir);
        Tournament.Settings settings = new Tournament.Settings(game, variant, agents, games, seed, workers, dir,
                roundCap.rounds());
        Tournament.checkAgents(settings);
        PrintWriter pw = spec.commandLine().getOut();
        pw.printf("%s (%s): %s, %d games per %s, seed %d, %d at once%n", game.name(), variant,
                String.join(" ", agents), games, game.newGame(variant).players() == 1 ? "agent" : "pair", seed,
                workers);
        pw.flush();
        TournamentResult result;
        long start = System.nanoTime();
        try (Progress bar = new Progress("games", Tournament.size(settings))) {
            result = Tournament.run(settings, r -> bar.step());
        }
        pw.print(TournamentTable.format(result));
        pw.printf("%d records written to %s in %.0f s%n", result.records().size(), dir.toAbsolutePath(),
                (System.nanoTime() - start) / 1e9);
        pw.flush();
    }

    /**
     * The default record folder: under the system's temporary folder, not wherever the command happens to run, and a
     * fresh one per run (the first of tournament-G-S, tournament-G-S-2, ... holding no records) so that running the
     * same command twice never needs --force.
     */
    static Path defaultDir(String gameId, long seed) {
        Path runs = Path.of(System.getProperty("java.io.tmpdir"), "spindle-runs");
        String name = "tournament-" + gameId + "-" + seed;
        Path dir = runs.resolve(name);
        for (int n = 2; Files.exists(dir); n++) {
            dir = runs.resolve(name + "-" + n);
        }
        return dir;
    }

    /**
     * Refuses a file, and a folder holding records of an earlier run unless --force, which deletes them first so the
     * folder holds exactly this run's records: never a silent overwrite or a mix of two runs.
     */
    private void checkRecordDir(Path dir) {
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            throw new IllegalArgumentException(dir + " is a file; --out needs a folder for the game records");
        }
        if (!Files.isDirectory(dir)) {
            return;
        }
        try (Stream<Path> files = Files.list(dir)) {
            List<Path> records = files.filter(f -> f.getFileName().toString().matches("game-\\d+\\.json")).toList();
            if (records.isEmpty()) {
                return;
            }
            if (!force) {
                throw new IllegalArgumentException(dir + " already holds " + records.size() + " game records of an "
                        + "earlier tournament; choose another folder with --out DIR, or add --force to replace them");
            }
            for (Path r : records) {
                Files.delete(r);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
