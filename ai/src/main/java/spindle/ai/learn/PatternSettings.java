package spindle.ai.learn;

import spindle.engine.Game;
import spindle.engine.Variant;

/**
 * What {@link PatternTrainer} does.
 *
 * @param game        a two-player game with move features ({@link Game#moveFeatures})
 * @param variant     the variant trained for
 * @param seed        seeds everything: the same settings give the same model, whatever the thread count
 * @param games       self-play games of strong play whose moves are learned (every tenth is held out)
 * @param iterations  MCTS iterations per decision of that play (a long budget: the moves are the teacher)
 * @param randomPlies decisions at the start of each game played uniformly at random, for variety (not learned)
 * @param passes      minorization–maximization passes over the moves
 * @param threads     games played at once
 * @param playout     learn the game's playout features ({@link Game#playoutFeatures}) instead of the tree's
 */
public record PatternSettings(Game game, Variant variant, long seed, int games, int iterations, int randomPlies,
                              int passes, int threads, boolean playout) {

    /** Patterns for the tree's prior. */
    public PatternSettings(Game game, Variant variant, long seed, int games, int iterations, int randomPlies,
                           int passes, int threads) {
        this(game, variant, seed, games, iterations, randomPlies, passes, threads, false);
    }

    public PatternSettings {
        TrainSettings.within(games, 10, TrainSettings.MAX_GAMES, "--games");
        TrainSettings.within(iterations, 1, TrainSettings.MAX_ITERATIONS, "--iterations");
        TrainSettings.within(randomPlies, 0, TrainSettings.MAX_COUNT, "--random-plies");
        TrainSettings.within(passes, 1, TrainSettings.MAX_COUNT, "--passes");
        TrainSettings.within(threads, 1, TrainSettings.MAX_THREADS, "--threads");
    }
}
