package spindle.ai.learn;

import spindle.engine.Game;
import spindle.engine.Variant;

/**
 * What {@link Trainer} does.
 *
 * @param game            a two-player game that offers an observation
 * @param variant         the variant trained for
 * @param seed            seeds everything: the same settings give the same model, whatever the thread count
 * @param generations     rounds of self-play, fitting and the match against the previous version
 * @param games           self-play games per generation
 * @param matchGames      games of each generation against the previous one (sides alternated)
 * @param iterations      MCTS iterations per decision in self-play and in the matches
 * @param randomPlies     decisions at the start of each game played uniformly at random, for variety
 * @param window          generations of self-play data each fit uses (the newest ones)
 * @param hidden          hidden units beside the logistic regression (0 = logistic regression only)
 * @param epochs          passes over the data per fit
 * @param threads         games played at once
 */
public record TrainSettings(Game game, Variant variant, long seed, int generations, int games, int matchGames,
                            int iterations, int randomPlies, int window, int hidden, int epochs, int threads) {

    public TrainSettings {
        positive(generations, "--generations");
        positive(games, "--games");
        positive(iterations, "--iterations");
        positive(window, "--window");
        positive(epochs, "--epochs");
        positive(threads, "--threads");
        if (matchGames < 0 || randomPlies < 0 || hidden < 0) {
            throw new IllegalArgumentException("--match-games, --random-plies and --hidden must be 0 or more");
        }
    }

    private static void positive(int value, String option) {
        if (value < 1) {
            throw new IllegalArgumentException(option + " must be at least 1, not " + value);
        }
    }
}
