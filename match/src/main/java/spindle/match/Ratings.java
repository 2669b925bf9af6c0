package spindle.match;

/**
 * Ratings of several players from a round-robin: the maximum-likelihood Bradley-Terry fit (Zermelo 1929; the MM
 * iteration of Hunter 2004, "MM algorithms for generalized Bradley-Terry models"), draws counting half a win to each
 * side, on the Elo scale and centred on a mean of 0. Every pair gets one virtual draw (a weak prior, as in
 * Coulom's BayesElo) so a player who won or lost every game still has a finite rating.
 *
 * <p>The 95% interval is {@code r -/+ 1.96 sqrt(1 / I)} with {@code I = sum_j n_ij p_ij (1 - p_ij)} the Fisher
 * information of the player's own strength (other ratings held fixed), converted from the natural-log scale to
 * Elo by {@code 400 / ln 10}.
 */
public final class Ratings {
    private static final double ELO_PER_NAT = 400 / Math.log(10);

    private Ratings() {
    }

    /** A player's rating and 95% interval half-width. */
    public record Rating(double elo, double margin) {
    }

    /**
     * Fits ratings to {@code score[i][j]} (points of i against j, draws as 1/2) over {@code games[i][j]} games
     * (symmetric).
     */
    public static Rating[] fit(double[][] score, int[][] games) {
        int n = score.length;
        double[][] s = new double[n][n];
        double[][] g = new double[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                if (i != j && games[i][j] > 0) {
                    s[i][j] = score[i][j] + 0.5;
                    g[i][j] = games[i][j] + 1;
                }
            }
        }
        double[] gamma = new double[n];
        java.util.Arrays.fill(gamma, 1);
        for (int iter = 0; iter < 10_000; iter++) {
            double change = 0;
            for (int i = 0; i < n; i++) {
                double wins = 0;
                double denom = 0;
                for (int j = 0; j < n; j++) {
                    if (g[i][j] > 0) {
                        wins += s[i][j];
                        denom += g[i][j] / (gamma[i] + gamma[j]);
                    }
                }
                double next = denom > 0 ? wins / denom : gamma[i];
                change = Math.max(change, Math.abs(Math.log(next / gamma[i])));
                gamma[i] = next;
            }
            normalise(gamma);
            if (change < 1e-12) {
                break;
            }
        }
        Rating[] ratings = new Rating[n];
        for (int i = 0; i < n; i++) {
            double info = 0;
            for (int j = 0; j < n; j++) {
                if (g[i][j] > 0) {
                    double p = gamma[i] / (gamma[i] + gamma[j]);
                    info += (g[i][j] - 1) * p * (1 - p);
                }
            }
            double margin = info > 0 ? Elo.Z95 * ELO_PER_NAT / Math.sqrt(info) : Double.POSITIVE_INFINITY;
            ratings[i] = new Rating(ELO_PER_NAT * Math.log(gamma[i]), margin);
        }
        return ratings;
    }

    private static void normalise(double[] gamma) {
        double logMean = 0;
        for (double x : gamma) {
            logMean += Math.log(x) / gamma.length;
        }
        double f = Math.exp(-logMean);
        for (int i = 0; i < gamma.length; i++) {
            gamma[i] *= f;
        }
    }
}
