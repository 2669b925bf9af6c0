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

    /** Upper bounds, so that a typo cannot ask for days of self-play or more memory than a machine has. */
    static final int MAX_GAMES = 100_000;
    static final int MAX_HIDDEN = 256;
    static final int MAX_THREADS = 256;
    static final int MAX_COUNT = 1_000;
    static final int MAX_ITERATIONS = 1_000_000;

    public TrainSettings {
        within(generations, 1, MAX_COUNT, "--generations");
        within(games, 1, MAX_GAMES, "--games");
        within(matchGames, 0, MAX_GAMES, "--match-games");
        within(iterations, 1, MAX_ITERATIONS, "--iterations");
        within(randomPlies, 0, MAX_COUNT, "--random-plies");
        within(window, 1, MAX_COUNT, "--window");
        within(hidden, 0, MAX_HIDDEN, "--hidden");
        within(epochs, 1, MAX_COUNT, "--epochs");
        within(threads, 1, MAX_THREADS, "--threads");
    }

    static void within(int value, int min, int max, String option) {
        if (value < min || value > max) {
            throw new IllegalArgumentException(option + " must be from " + min + " to " + max + ", not " + value);
        }
    }
}
