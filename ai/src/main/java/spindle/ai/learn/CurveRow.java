package spindle.ai.learn;

/**
 * One generation of training: its data, its fit and its strength against the previous generation (generation 0 is
 * the game's own search knowledge).
 *
 * @param generation     1, 2, ...
 * @param positions      observations fitted (both seats' views of every decision of the self-play window)
 * @param inputs         model inputs chosen
 * @param trainLoss      mean cross-entropy on the fitted data after the last pass
 * @param validationLoss mean cross-entropy on the held-out games (every tenth self-play game)
 * @param score          this generation's score against the previous one (wins + draws / 2, per game)
 * @param matchGames     games of that match (0 = no match)
 * @param seconds        wall time of the generation
 */
public record CurveRow(int generation, int positions, int inputs, double trainLoss, double validationLoss,
                       double score, int matchGames, double seconds) {
}
