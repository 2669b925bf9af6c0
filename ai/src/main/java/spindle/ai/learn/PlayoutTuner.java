package spindle.ai.learn;

import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import spindle.ai.Seeds;
import spindle.engine.Game;
import spindle.engine.Variant;
import spindle.engine.learn.MoveFeatures;
import spindle.engine.learn.PatternModel;

/**
 * Fits the strengths of a game's playout features by self-play ({@code spindle train --patterns --playout --tune}):
 * simultaneous perturbation stochastic approximation (SPSA; Spall 1992, the method engine testers such as Stockfish's
 * Fishtest tune constants with). Each step perturbs every log strength at once by {@code ±c_k}, a sign per feature
 * drawn at random, lets {@code mcts} with the strengths {@code θ + c_k δ} play {@code θ − c_k δ} (a pair of games,
 * sides alternated, same opening) for {@link #PAIRS_PER_STEP} such pairs, and moves {@code θ} along {@code δ} by how
 * much the plus side won.
 *
 * <p>Why not imitation (minorization–maximization, {@link PatternTrainer}): a playout policy is good when its playouts
 * value positions the way strong play does, not when it plays like the tree (Silver and Tesauro, "Monte-Carlo
 * Simulation Balancing", 2009). Warp and Weft's tree switches states rarely, and playouts that imitated it lost every
 * game; fitted by the games' outcomes, the strengths find the tempo that wins. This needs the game's exact learned
 * playout ({@link Game#learnedPlayout}) and few features: each step estimates one gradient for all of them.
 *
 * <p>Games are seeded by their step and number and joined in that order, so the strengths depend on the settings
 * only, not on the thread count. Strengths start at 1 (every move alike) and stay within {@code e^±}{@link #LIMIT}.
 */
public final class PlayoutTuner {
    /** Game pairs per step, whatever the thread count (so that the result does not depend on it). */
    static final int PAIRS_PER_STEP = 8;
    /** The largest log strength either way. */
    static final double LIMIT = 5;
    /** The perturbation c_k = C / k^0.101 and the step a_k = A / (k + A0)^0.602 (Spall's exponents). */
    static final double C = 0.5;
    static final double A = 2;

    /** Hears of progress: after each game (from any thread) and after each step (from the caller's thread). */
    public interface Listener {
        void gamePlayed();

        /** After step {@code step}: the log strengths now, and the plus sides' mean score in this step. */
        void stepDone(int step, double[] logStrengths, double plusScore);
    }

    /**
     * What {@link PlayoutTuner} does.
     *
     * @param games       self-play games in all, {@code 2 * PAIRS_PER_STEP} a step (rounded down, at least one step)
     * @param iterations  MCTS iterations per decision of both sides
     * @param randomPlies decisions at the start of each game played uniformly at random, for variety
     * @param threads     games played at once
     */
    public record Settings(Game game, Variant variant, long seed, int games, int iterations, int randomPlies,
                           int threads) {
        public Settings {
            TrainSettings.within(games, 2 * PAIRS_PER_STEP, TrainSettings.MAX_GAMES, "--games");
            TrainSettings.within(iterations, 1, TrainSettings.MAX_ITERATIONS, "--iterations");
            TrainSettings.within(randomPlies, 0, TrainSettings.MAX_COUNT, "--random-plies");
            TrainSettings.within(threads, 1, TrainSettings.MAX_THREADS, "--threads");
        }

        /** SPSA steps: {@code games / (2 * PAIRS_PER_STEP)}. */
        public int steps() {
            return games / (2 * PAIRS_PER_STEP);
        }
    }

    private final Settings s;
    private final MoveFeatures features;
    private final SelfPlay selfPlay;

    public PlayoutTuner(Settings settings) {
        this.s = settings;
        Game game = settings.game();
        Trainer.requireTwoPlayers(game);
        this.features = game.playoutFeatures(settings.variant()).orElseThrow(() -> new IllegalArgumentException(
                game.name() + " has no playout features (Game.playoutFeatures) for the variant " + settings.variant()));
        if (!playsExactly(game, settings.variant())) {
            throw new IllegalArgumentException("--tune fits the strengths of a game's exact learned playout "
                    + "(Game.learnedPlayout), which " + game.name() + " has not; learn its playout patterns by "
                    + "imitation instead (without --tune)");
        }
        this.selfPlay = new SelfPlay(game, settings.variant(), settings.iterations(), settings.randomPlies());
    }

    /** Whether the game plays learned strengths of its playout features exactly ({@link Game#learnedPlayout}). */
    public static boolean playsExactly(Game game, Variant variant) {
        return game.playoutFeatures(variant).flatMap(f -> game.learnedPlayout(variant, new PatternModel(game.id(),
                variant.toString(), f.name(), f.version(), "", new float[f.count()]))).isPresent();
    }

    /** Fits the strengths; the model's note is {@code note} (the command that trained it). */
    public PatternModel run(String note, Listener listener) {
        double[] theta = new double[features.count()];
        ExecutorService pool = Trainer.daemonPool(s.threads(), "tune");
        try {
            for (int k = 1; k <= s.steps(); k++) {
                theta = step(pool, k, theta, listener);
            }
        } finally {
            pool.shutdownNow();
        }
        return model(theta, note);
    }

    private double[] step(ExecutorService pool, int k, double[] theta, Listener listener) {
        double c = C / Math.pow(k, 0.101);
        double a = A / Math.pow(k + s.steps() / 10.0, 0.602);
        int n = theta.length;
        double[][] signs = new double[PAIRS_PER_STEP][n];
        for (int j = 0; j < PAIRS_PER_STEP; j++) {
            SplittableRandom random = new SplittableRandom(Seeds.mix(s.seed(), k, -1 - j));
            for (int i = 0; i < n; i++) {
                signs[j][i] = random.nextBoolean() ? 1 : -1;
            }
        }
        // game 2j + seat: pair j, the plus strengths in seat `seat`
        List<Double> plus = Trainer.inParallel(pool, 2 * PAIRS_PER_STEP, g -> {
            int j = g / 2;
            int seat = g % 2;
            Game up = ModelGame.withPlayout(s.game(), model(shifted(theta, signs[j], c), ""));
            Game down = ModelGame.withPlayout(s.game(), model(shifted(theta, signs[j], -c), ""));
            Game[] seats = seat == 0 ? new Game[] {up, down} : new Game[] {down, up};
            double[] payoffs = selfPlay.play(seats, Seeds.mix(s.seed(), k, g), Seeds.mix(s.seed(), k, 1000 + j), null);
            listener.gamePlayed();
            return payoffs[seat];
        });
        double[] next = theta.clone();
        double total = 0;
        for (int j = 0; j < PAIRS_PER_STEP; j++) {
            // the plus side's score over the pair, from -1 (lost both) to 1 (won both)
            double won = plus.get(2 * j) + plus.get(2 * j + 1) - 1;
            total += plus.get(2 * j) + plus.get(2 * j + 1);
            for (int i = 0; i < n; i++) {
                next[i] += a * won * signs[j][i] / (2 * c * PAIRS_PER_STEP);
            }
        }
        for (int i = 0; i < n; i++) {
            next[i] = withinLimit(next[i]);
        }
        listener.stepDone(k, next.clone(), total / (2 * PAIRS_PER_STEP));
        return next;
    }

    private static double[] shifted(double[] theta, double[] signs, double by) {
        double[] out = theta.clone();
        for (int i = 0; i < out.length; i++) {
            out[i] = withinLimit(out[i] + by * signs[i]);
        }
        return out;
    }

    private static double withinLimit(double logStrength) {
        return Math.max(-LIMIT, Math.min(LIMIT, logStrength));
    }

    private PatternModel model(double[] logStrengths, String note) {
        float[] f = new float[logStrengths.length];
        for (int i = 0; i < f.length; i++) {
            f[i] = (float) logStrengths[i];
        }
        return new PatternModel(s.game().id(), s.variant().toString(), features.name(), features.version(), note, f);
    }
}
