package spindle.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import spindle.engine.Game;
import spindle.engine.Games;
import spindle.engine.Variant;
import spindle.server.db.Database;
import spindle.server.rating.Calibration;
import spindle.server.rating.RatingStore;

/** {@code spindle ratings calibrate GAME}: rated games between the AI levels, which anchor the rating scale. */
@Command(name = "ratings", mixinStandardHelpOptions = true,
        description = "The Glicko-2 ratings of a server's rated games (see docs/browser.md, Ratings).",
        subcommands = {RatingsCommand.Calibrate.class, CommandLine.HelpCommand.class})
final class RatingsCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "name a subcommand: calibrate");
    }

    @Command(name = "calibrate", mixinStandardHelpOptions = true,
            description = {"Plays a round-robin between named AI levels of GAME (sides alternated) and counts every"
                    + " game as a rated game between the levels in the database of 'spindle serve', so that the AI"
                    + " levels' ratings come from real games. The random mover keeps its fixed 1000 and anchors the"
                    + " scale.",
                "Running it again with the same --seed counts nothing twice; another seed plays new games. It can run"
                    + " while the server runs (it writes only ratings)."})
    static final class Calibrate implements Callable<Integer> {
        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        @Parameters(index = "0", paramLabel = "GAME", description = "Game id (see 'spindle games').")
        String game;

        @Option(names = "--preset", paramLabel = "NAME", description = "The preset to rate (default: the game's"
                + " first, 'default').")
        String preset;

        @Option(names = "--levels", split = ",", paramLabel = "A,B,...", description = "AI levels (default: random,"
                + " mcts:easy, mcts:medium, mcts:hard).")
        List<String> levels;

        @Option(names = "--games", defaultValue = "4", paramLabel = "N",
                description = "Games per pair of levels (default ${DEFAULT-VALUE}).")
        int games;

        @Option(names = "--seed", defaultValue = "1", paramLabel = "S", description = "Seed (default ${DEFAULT-VALUE}).")
        long seed;

        @Option(names = "--db", defaultValue = Database.DEFAULT_URL, paramLabel = "JDBC-URL",
                description = "The server's database, as given to 'spindle serve --db' (default ${DEFAULT-VALUE}).")
        String db;

        @Override
        public Integer call() {
            if (games < 1 || games > 1_000) {
                throw new CommandLine.ParameterException(spec.commandLine(), "--games must be 1..1000");
            }
            Game g = Games.byId(game);
            Variant variant = preset == null ? g.presets().get(0).variant() : Variant.named(g, preset);
            PrintWriter out = spec.commandLine().getOut();
            try (Database database = Database.open(db)) {
                Calibration.Result r = Calibration.run(database, g, variant, levels == null
                        ? Calibration.DEFAULT_LEVELS : levels, games, seed, line -> {
                            out.println(line);
                            out.flush();
                        });
                out.printf(Locale.ROOT, "%d games played, %d counted (the others were counted before)%n", r.played(),
                        r.counted());
                for (RatingStore.Entry e : r.board()) {
                    out.printf(Locale.ROOT, "%-24s %6.0f  RD %4.0f  %4d games%n", e.name(), e.rating().r(),
                            e.rating().rd(), e.games());
                }
            }
            out.flush();
            return 0;
        }
    }
}
