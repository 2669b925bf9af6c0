package spindle.ai.learn;

import java.util.Locale;

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

    /** The column names of {@link #csv()}. */
    public static final String CSV_HEADER = "generation,positions,inputs,train_loss,validation_loss,score_vs_previous,"
            + "match_games,ci95,seconds";

    /** Half the width of the score's 95% interval (normal approximation), NaN without a match. */
    public double interval() {
        return matchGames == 0 ? Double.NaN : 1.96 * Math.sqrt(score * (1 - score) / matchGames);
    }

    public String csv() {
        return String.format(Locale.ROOT, "%d,%d,%d,%.5f,%.5f,%.4f,%d,%.4f,%.1f", generation, positions, inputs,
                trainLoss, validationLoss, score, matchGames, interval(), seconds);
    }
}
