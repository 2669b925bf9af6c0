package spindle.cli;

import picocli.CommandLine.Option;

/**
 * {@code --ai-rounds N}: the round cap of games whose rules may never end (the solo extended game), as in
 * {@code compete}: the player retires at the end of round N, and the game is recorded as capped with its score.
 */
final class RoundCapOption {
    @Option(names = "--ai-rounds", defaultValue = "100", paramLabel = "N",
            description = "In a game whose rules may never end (Just Playing a Round's extended game, where playing "
                    + "on never costs anything), retire at the end of round N (default ${DEFAULT-VALUE}; 0 = no "
                    + "cap). A capped game is recorded as such, with its score.")
    int rounds;

    int rounds() {
        if (rounds < 0) {
            throw new IllegalArgumentException("--ai-rounds must be 0 (no cap) or a number of rounds, not " + rounds);
        }
        return rounds;
    }
}
