package spindle.ai.learn;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.IntFunction;
import spindle.ai.Seeds;
import spindle.engine.Game;
import spindle.engine.ObservationSpec;
import spindle.engine.learn.LearnedModel;

/**
 * Self-play training of a learned evaluator (a form of expert iteration, Anthony, Tian and Barber 2017, with the
 * value target of TD-Gammon's and AlphaZero's self-play: the final result). Each generation: {@code mcts} with the
 * previous generation's evaluator (generation 0: the game's own knowledge) plays games against itself; a new model is
 * fitted from scratch to the observations of the newest {@code window} generations, each labelled with its seat's
 * final payoff; then the new model plays the previous one (sides alternated, each pair of games from the same random
 * opening): the learning curve. Games run on several threads but each depends only on its seed, and data is used in
 * game order, so the model depends only on the settings.
 */
public final class Trainer {
    private static final int VALIDATION_EVERY = 10;

    /** Hears of progress: after each game (from any thread), after each generation (from the caller's thread). */
    public interface Listener {
        void gamePlayed();

        void generationDone(CurveRow row);
    }

    private final TrainSettings s;
    private final ObservationSpec spec;
    private final SelfPlay selfPlay;

    public Trainer(TrainSettings settings) {
        this.s = settings;
        Game game = settings.game();
        requireTwoPlayers(game);
        this.spec = game.observationSpec(settings.variant()).orElseThrow(() -> new IllegalArgumentException(
                game.name() + " offers no observation tensor (Game.observationSpec), which a learned evaluator reads"));
        this.selfPlay = new SelfPlay(game, settings.variant(), settings.iterations(), settings.randomPlies());
    }

    /** Games played in all: self-play and matches (for a progress bar). */
    public long totalGames() {
        return (long) s.generations() * (s.games() + s.matchGames());
    }

    /** Trains every generation and returns the last model. */
    public LearnedModel run(String note, Listener listener) {
        ExecutorService pool = daemonPool(s.threads(), "train");
        try {
            LearnedModel previous = null;
            Deque<List<Samples>> window = new ArrayDeque<>();
            for (int g = 1; g <= s.generations(); g++) {
                long start = System.nanoTime();
                window.addLast(selfPlay(pool, g, previous, listener));
                if (window.size() > s.window()) {
                    window.removeFirst();
                }
                Fit fit = fit(window, g, note);
                double score = s.matchGames() == 0 ? Double.NaN : match(pool, g, fit.model, previous, listener);
                listener.generationDone(new CurveRow(g, fit.positions, fit.model.inputCount(), fit.trainLoss,
                        fit.validationLoss, score, s.matchGames(), (System.nanoTime() - start) / 1e9));
                previous = fit.model;
            }
            return previous;
        } finally {
            pool.shutdownNow();
        }
    }

    private List<Samples> selfPlay(ExecutorService pool, int g, LearnedModel previous, Listener listener) {
        LearnedModel[] models = {previous, previous};
        return inParallel(pool, s.games(), i -> {
            Samples samples = new Samples(spec);
            selfPlay.play(models, Seeds.mix(s.seed(), g, i), Seeds.mix(s.seed(), g, -1 - i), samples);
            listener.gamePlayed();
            return samples;
        });
    }

    /** The new model's mean score against the previous one. */
    private double match(ExecutorService pool, int g, LearnedModel model, LearnedModel previous, Listener listener) {
        List<Double> scores = inParallel(pool, s.matchGames(), i -> {
            int seat = i % 2;
            LearnedModel[] models = seat == 0 ? new LearnedModel[] {model, previous}
                    : new LearnedModel[] {previous, model};
            long pair = i / 2;
            double[] payoffs = selfPlay.play(models, Seeds.mix(s.seed() + 1, g, i), Seeds.mix(s.seed() + 1, g, -1 - pair),
                    null);
            listener.gamePlayed();
            return payoffs[seat];
        });
        double sum = 0;
        for (double x : scores) {
            sum += x;
        }
        return sum / scores.size();
    }

    private record Fit(LearnedModel model, int positions, double trainLoss, double validationLoss) {
    }

    private Fit fit(Deque<List<Samples>> window, int g, String note) {
        Samples all = new Samples(spec);
        List<Integer> validation = new ArrayList<>();
        for (List<Samples> generation : window) {
            for (int i = 0; i < generation.size(); i++) {
                int from = all.size();
                all.addAll(generation.get(i));
                if (i % VALIDATION_EVERY == VALIDATION_EVERY - 1) {
                    for (int k = from; k < all.size(); k++) {
                        validation.add(k);
                    }
                }
            }
        }
        int[] inputs = all.chooseInputs();
        Fitter.Encoded data = new Fitter.Encoded(all, inputs, spec.size());
        int[] held = validation.stream().mapToInt(Integer::intValue).toArray();
        int[] train = new int[all.size() - held.length];
        for (int k = 0, t = 0, v = 0; k < all.size(); k++) {
            if (v < held.length && held[v] == k) {
                v++;
            } else {
                train[t++] = k;
            }
        }
        Fitter fitter = new Fitter(inputs.length, s.hidden(), Seeds.mix(s.seed(), g, 7));
        SplittableRandom order = new SplittableRandom(Seeds.mix(s.seed(), g, 8));
        // Early stopping: positions of one game are alike, so a model soon learns games rather than positions; the
        // pass that does best on the held-out games is kept.
        Fit best = null;
        for (int e = 0; e < s.epochs(); e++) {
            double trainLoss = fitter.epoch(data, train, order);
            double validationLoss = held.length == 0 ? Double.NaN : fitter.loss(data, held);
            if (best == null || held.length == 0 || validationLoss < best.validationLoss) {
                best = new Fit(fitter.model(s.game().id(), s.variant().toString(), spec,
                        note + " (generation " + g + ", pass " + (e + 1) + ")", inputs), all.size(), trainLoss,
                        validationLoss);
            }
        }
        return best;
    }

    /** A pool of {@code threads} daemon threads named {@code name}, so that an abandoned training never holds the JVM. */
    static ExecutorService daemonPool(int threads, String name) {
        return Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, name);
            t.setDaemon(true);
            return t;
        });
    }

    /** Refuses a game that is not for two players: every trainer learns from two-player self-play. */
    static void requireTwoPlayers(Game game) {
        if (game.minPlayers() != 2 || game.maxPlayers() != 2) {
            throw new IllegalArgumentException("spindle train needs a two-player game; " + game.name() + " is not one");
        }
    }

    /** Runs {@code count} tasks on the pool and returns their results in task order. */
    static <T> List<T> inParallel(ExecutorService pool, int count, IntFunction<T> task) {
        List<Future<T>> futures = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            int index = i;
            futures.add(pool.submit(() -> task.apply(index)));
        }
        List<T> results = new ArrayList<>(count);
        try {
            for (Future<T> f : futures) {
                results.add(f.get());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("training interrupted", e);
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            throw cause instanceof RuntimeException r ? r : new IllegalStateException(cause);
        }
        return results;
    }
}
