package spindle.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import spindle.ai.learn.CurveRow;
import spindle.ai.learn.PatternSettings;
import spindle.ai.learn.PatternTrainer;
import spindle.ai.learn.PlayoutTuner;
import spindle.ai.learn.TrainSettings;
import spindle.ai.learn.Trainer;
import spindle.engine.Game;
import spindle.engine.Games;
import spindle.engine.Variant;
import spindle.engine.learn.LearnedModel;
import spindle.engine.learn.LearnedModels;
import spindle.engine.learn.PatternModel;
import spindle.match.Elo;

/** {@code spindle train}: self-play training of a learned evaluator, with its learning curve. */
@Command(name = "train", mixinStandardHelpOptions = true,
        description = {"Trains a learned evaluator for a two-player game by self-play and writes the model file.",
            "Each generation: mcts with the previous evaluator plays --games games against itself, a model is fitted "
                + "to their positions, each labelled with the mean of the final result and the search's estimate, "
                + "and it plays --match-games games against the previous version (generation 0 is the game's own "
                + "knowledge): the learning curve, printed as a table and with --curve written as CSV. The same "
                + "--seed gives the same model on any thread count.",
            "Play with the model file at once with the search setting model=FILE (mcts or alphabeta, e.g. "
                + "--vs mcts:200ms:model=warp-and-weft.model); learned=on uses the model shipped as "
                + "games/src/main/resources/spindle/learned/<game>.model. See docs/ai.md.",
            "Variant parameters are options named after them, e.g. --size 6 (see 'spindle games')."})
final class TrainCommand implements Runnable {
    /** Fewer match games than this cannot tell a generation's score from an even one by less than 15 points. */
    static final int MEANINGFUL_MATCH_GAMES = 40;

    /** The columns of the CSV learning curve; the score's interval is Wilson's at 95%. */
    static final String CSV_HEADER = "generation,positions,inputs,train_loss,validation_loss,score_vs_previous,"
            + "match_games,score_low95,score_high95,seconds";

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(index = "0", paramLabel = "GAME", description = "Game id (see 'spindle games').")
    String gameId;

    @Option(names = "--seed", defaultValue = "1", paramLabel = "S", description = "Seed (default ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--generations", defaultValue = "4", paramLabel = "N",
            description = "Generations (default ${DEFAULT-VALUE}).")
    int generations;

    @Option(names = "--games", defaultValue = "200", paramLabel = "N",
            description = "Self-play games per generation (default ${DEFAULT-VALUE}).")
    int games;

    @Option(names = "--match-games", defaultValue = "40", paramLabel = "N",
            description = "Games of each generation against the previous one; 0 = no curve (default ${DEFAULT-VALUE}).")
    int matchGames;

    @Option(names = "--iterations", defaultValue = "200", paramLabel = "N",
            description = "MCTS iterations per decision in self-play and matches (default ${DEFAULT-VALUE}).")
    int iterations;

    @Option(names = "--random-plies", defaultValue = "4", paramLabel = "N",
            description = "Decisions played at random at the start of each game (default ${DEFAULT-VALUE}).")
    int randomPlies;

    @Option(names = "--window", defaultValue = "2", paramLabel = "N",
            description = "Generations of self-play data each fit uses (default ${DEFAULT-VALUE}).")
    int window;

    @Option(names = "--hidden", defaultValue = "0", paramLabel = "N",
            description = "Hidden units beside the logistic regression (default ${DEFAULT-VALUE}).")
    int hidden;

    @Option(names = "--epochs", defaultValue = "8", paramLabel = "N",
            description = "Passes over the data per fit; the one best on held-out games is kept (default ${DEFAULT-VALUE}).")
    int epochs;

    @Option(names = "--threads", paramLabel = "N", description = "Games played at once (default: the number of cores).")
    Integer threads;

    @Option(names = "--patterns", description = "Learn move patterns from strong self-play instead of a value model: "
            + "Bradley-Terry strengths of the game's move features, fitted by minorization-maximization; --games "
            + "games of mcts at --iterations per decision are the teacher, every tenth held out to measure top-1 and "
            + "top-3 move prediction. Used as the search's prior (model=FILE, learned=on).")
    boolean patterns;

    @Option(names = "--playout", description = "With --patterns: learn the game's playout features instead, for a "
            + "softmax playout policy (the file then weighs the moves of playouts; model=FILE, learned=on).")
    boolean playout;

    @Option(names = "--tune", description = "With --patterns --playout: fit the playout strengths to win, by "
            + "self-play matches (SPSA: each step, mcts with the strengths nudged one way plays them nudged the other, "
            + "--games games in all at --iterations per decision), instead of imitating the tree's moves. For games "
            + "with an exact learned playout (Warp and Weft).")
    boolean tune;

    @Option(names = "--passes", defaultValue = "40", paramLabel = "N",
            description = "With --patterns: minorization-maximization passes (default ${DEFAULT-VALUE}).")
    int passes;

    @Option(names = "--out", paramLabel = "FILE",
            description = "Model file to write (default: <game>.model, with --patterns <game>.patterns).")
    Path out;

    @Option(names = "--curve", paramLabel = "FILE", description = "Also write the learning curve as CSV.")
    Path curve;

    @CommandLine.Unmatched
    List<String> variantArgs = new ArrayList<>();

    @Override
    public void run() {
        Game game = Games.byId(gameId);
        Variant variant = VariantOptions.parse(game, variantArgs);
        int workers = threads != null ? threads : Runtime.getRuntime().availableProcessors();
        if (playout && !patterns) {
            throw new CommandLine.ParameterException(spec.commandLine(),
                    "--playout learns move patterns for playouts: use it with --patterns");
        }
        if (tune && !playout) {
            throw new CommandLine.ParameterException(spec.commandLine(),
                    "--tune fits playout strengths: use it with --patterns --playout");
        }
        if (tune) {
            tunePlayout(game, variant, workers);
            return;
        }
        if (patterns) {
            trainPatterns(game, variant, workers);
            return;
        }
        TrainSettings settings = new TrainSettings(game, variant, seed, generations, games, matchGames, iterations,
                randomPlies, window, hidden, epochs, workers);
        Trainer trainer = new Trainer(settings);
        Path file = out != null ? out : Path.of(game.id() + ".model");
        checkWritable(file);
        if (curve != null) {
            checkWritable(curve);
        }
        PrintWriter pw = spec.commandLine().getOut();
        pw.printf("%s (%s): %d generations of %d self-play games and %d match games, %d MCTS iterations per "
                + "decision, seed %d, %d at once%n", game.name(), variant, generations, games, matchGames, iterations,
                seed, workers);
        if (matchGames > 0 && matchGames < MEANINGFUL_MATCH_GAMES) {
            PrintWriter err = spec.commandLine().getErr();
            err.printf(Locale.ROOT, "spindle: warning: --match-games %d tells a score from an even one only "
                    + "beyond %.0f points either way (95%%); ask %d or more for a learning curve that means "
                    + "something%n", matchGames, 100 * (Elo.wilson(0.5, matchGames, 1) - 0.5), MEANINGFUL_MATCH_GAMES);
            err.flush();
        }
        pw.println("generation  positions  inputs  train loss  valid loss  vs previous (95%)     seconds");
        pw.flush();
        List<CurveRow> rows = new ArrayList<>();
        LearnedModel model;
        long perGeneration = trainer.totalGames() / generations;
        try (GenerationProgress progress = new GenerationProgress(
                g -> new Progress("generation " + g, perGeneration), row -> {
                    rows.add(row);
                    pw.println(format(row));
                    pw.flush();
                })) {
            model = trainer.run(note(game, variant), progress);
        }
        model.save(file);
        if (curve != null) {
            writeCurve(rows);
        }
        pw.printf("model written to %s (%s, %,d bytes)%n", file.toAbsolutePath(), model, size(file));
        pw.printf("play with it: --vs mcts:200ms:model=%s (or ship it as games/src/main/resources/%s for "
                + "learned=on)%n", file, LearnedModels.resource(game.id()));
        pw.flush();
    }

    private void trainPatterns(Game game, Variant variant, int workers) {
        PatternTrainer trainer = new PatternTrainer(new PatternSettings(game, variant, seed, games, iterations,
                randomPlies, passes, workers, playout));
        Path file = out != null ? out : Path.of(game.id() + (playout ? ".playout" : ".patterns"));
        checkWritable(file);
        if (playout && PlayoutTuner.playsExactly(game, variant)) {
            PrintWriter err = spec.commandLine().getErr();
            err.printf("spindle: warning: %s's playout features are fitted to win, not to imitate (the tree's moves "
                    + "leave them where they start): add --tune%n", game.name());
            err.flush();
        }
        PrintWriter pw = spec.commandLine().getOut();
        pw.printf("%s (%s): move patterns from %d games of mcts at %d iterations per decision, %d MM passes, seed %d, "
                + "%d at once%n", game.name(), variant, games, iterations, passes, seed, workers);
        pw.flush();
        PatternTrainer.Result r;
        Progress bar = new Progress("self-play", games);
        try {
            r = trainer.run(String.format(Locale.ROOT, "spindle train %s %s--patterns%s --seed %d --games %d "
                    + "--iterations %d --random-plies %d --passes %d", game.id(), variantArgs.isEmpty() ? ""
                    : String.join(" ", variantArgs) + " ", playout ? " --playout" : "", seed, games, iterations,
                    randomPlies, passes),
                    new PatternTrainer.Listener() {
                        @Override
                        public void gamePlayed() {
                            bar.step();
                        }

                        @Override
                        public void passDone(int pass, double meanLogLikelihood) {
                            if (pass == 1) {
                                bar.close();
                            }
                            if (pass == 1 || pass % 10 == 0 || pass == passes) {
                                pw.printf(Locale.ROOT, "MM pass %3d: mean log-likelihood of the moves played %.4f%n",
                                        pass, meanLogLikelihood);
                                pw.flush();
                            }
                        }
                    });
        } finally {
            bar.close();
        }
        r.model().save(file);
        pw.printf(Locale.ROOT, "held-out positions: %d (trained on %d): top-1 %.1f%%, top-3 %.1f%% (a random move: "
                + "%.1f%%, %.1f%%)%n", r.heldOutPositions(), r.trainPositions(), 100 * r.top1(), 100 * r.top3(),
                100 * r.randomTop1(), 100 * r.randomTop3());
        pw.printf("patterns written to %s (%s)%n", file.toAbsolutePath(), r.model());
        pw.printf("play with them: --vs mcts:200ms:model=%s (or ship them as games/src/main/resources/%s for "
                + "learned=on)%n", file, playout ? LearnedModels.playoutResource(game.id())
                : LearnedModels.patternResource(game.id()));
        pw.flush();
    }

    private void tunePlayout(Game game, Variant variant, int workers) {
        PlayoutTuner.Settings settings = new PlayoutTuner.Settings(game, variant, seed, games, iterations,
                randomPlies, workers);
        PlayoutTuner tuner = new PlayoutTuner(settings);
        Path file = out != null ? out : Path.of(game.id() + ".playout");
        checkWritable(file);
        PrintWriter pw = spec.commandLine().getOut();
        pw.printf("%s (%s): playout strengths tuned by %d games of self-play at %d iterations per decision, seed %d, "
                + "%d at once%n", game.name(), variant, games, iterations, seed, workers);
        pw.flush();
        PatternModel model;
        try (Progress bar = new Progress("self-play", games)) {
            model = tuner.run(String.format(Locale.ROOT, "spindle train %s %s--patterns --playout --tune --seed %d "
                    + "--games %d --iterations %d --random-plies %d", game.id(), variantArgs.isEmpty() ? ""
                    : String.join(" ", variantArgs) + " ", seed, games, iterations, randomPlies),
                    new PlayoutTuner.Listener() {
                        @Override
                        public void gamePlayed() {
                            bar.step();
                        }

                        @Override
                        public void stepDone(int step, double[] logStrengths, double plusScore) {
                            if (step % 5 != 0 && step != settings.steps()) {
                                return;
                            }
                            StringBuilder line = new StringBuilder(String.format(Locale.ROOT,
                                    "step %4d: nudged up scored %5.1f%%; strengths", step, 100 * plusScore));
                            for (double x : logStrengths) {
                                line.append(String.format(Locale.ROOT, " %.3g", Math.exp(x)));
                            }
                            pw.println(line);
                            pw.flush();
                        }
                    });
        }
        model.save(file);
        pw.printf("playout strengths written to %s (%s)%n", file.toAbsolutePath(), model);
        pw.printf("play with them: --vs mcts:200ms:model=%s (or ship them as games/src/main/resources/%s for "
                + "learned=on)%n", file, LearnedModels.playoutResource(game.id()));
        pw.flush();
    }

    private String note(Game game, Variant variant) {
        return String.format(Locale.ROOT, "spindle train %s %s--seed %d --generations %d --games %d --match-games %d "
                + "--iterations %d --random-plies %d --window %d --hidden %d --epochs %d", game.id(),
                variantArgs.isEmpty() ? "" : String.join(" ", variantArgs) + " ", seed, generations, games,
                matchGames, iterations, randomPlies, window, hidden, epochs);
    }

    static String format(CurveRow r) {
        String score = r.matchGames() == 0 ? "-" : String.format(Locale.ROOT, "%5.1f%% (%4.1f-%5.1f)",
                100 * r.score(), 100 * low(r), 100 * high(r));
        return String.format(Locale.ROOT, "%10d  %9d  %6d  %10.4f  %10.4f  %-20s  %7.1f", r.generation(),
                r.positions(), r.inputs(), r.trainLoss(), r.validationLoss(), score, r.seconds());
    }

    static String csv(CurveRow r) {
        return String.format(Locale.ROOT, "%d,%d,%d,%.5f,%.5f,%.4f,%d,%.4f,%.4f,%.1f", r.generation(), r.positions(),
                r.inputs(), r.trainLoss(), r.validationLoss(), r.score(), r.matchGames(), low(r), high(r),
                r.seconds());
    }

    /** The ends of the score's 95% Wilson interval, NaN without a match. */
    private static double low(CurveRow r) {
        return r.matchGames() == 0 ? Double.NaN : Elo.wilson(r.score(), r.matchGames(), -1);
    }

    private static double high(CurveRow r) {
        return r.matchGames() == 0 ? Double.NaN : Elo.wilson(r.score(), r.matchGames(), +1);
    }

    private void writeCurve(List<CurveRow> rows) {
        List<String> lines = new ArrayList<>();
        lines.add(CSV_HEADER);
        for (CurveRow r : rows) {
            lines.add(csv(r));
        }
        try {
            Files.write(curve, lines);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Fails before hours of training, not after, when a file cannot be written there. */
    private static void checkWritable(Path file) {
        Path dir = file.toAbsolutePath().getParent();
        if (dir != null && !Files.isDirectory(dir)) {
            throw new UncheckedIOException(new NoSuchFileException(dir.toString()));
        }
        if (Files.isDirectory(file)) {
            throw new IllegalArgumentException(file + " is a folder; name a file to write");
        }
    }

    private static long size(Path file) {
        try {
            return Files.size(file);
        } catch (IOException e) {
            return -1;
        }
    }
}
