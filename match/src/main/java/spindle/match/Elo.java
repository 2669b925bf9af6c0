package spindle.match;

/**
 * Elo arithmetic on the logistic scale: expected score {@code E = 1 / (1 + 10^(-D/400))} for a rating difference
 * {@code D}, and back {@code D = -400 log10(1/s - 1)} (Elo 1978, "The Rating of Chessplayers").
 *
 * <p>Confidence interval of a head-to-head difference, as in cutechess-cli and Fishtest: with {@code n} games of
 * per-game scores {@code x_k} (1, 1/2, 0) and mean {@code s}, the standard error of {@code s} is
 * {@code sqrt(sum (x_k - s)^2 / n) / sqrt(n)}; the 95% interval maps {@code s -/+ 1.96 se} through the formula
 * above. Where that normal interval leaves (0, 1), which it does for scores near 0 or 1 and always for a null or
 * perfect score, its end is taken from the Wilson score interval (Wilson 1927), which stays inside (0, 1): a null
 * score of {@code n} games has no finite difference but a finite 95% upper bound, {@code z^2 / (n + z^2)} as a
 * score (about -566 Elo after 100 games), and a perfect score the mirror lower bound.
 */
public final class Elo {
    /** The two-sided 95% quantile of the normal distribution. */
    public static final double Z95 = 1.959963984540054;

    private Elo() {
    }

    /** Expected score of a player rated {@code diff} points above the opponent. */
    public static double expectedScore(double diff) {
        return 1 / (1 + Math.pow(10, -diff / 400));
    }

    /** Rating difference that gives the expected score {@code s} (infinite at 0 and 1). */
    public static double difference(double s) {
        if (s <= 0) {
            return Double.NEGATIVE_INFINITY;
        }
        if (s >= 1) {
            return Double.POSITIVE_INFINITY;
        }
        return -400 * Math.log10(1 / s - 1);
    }

    /** A rating difference with its 95% confidence interval. */
    public record Estimate(double diff, double low, double high) {
    }

    /** Head-to-head difference of the player with {@code wins}, {@code draws}, {@code losses}. */
    public static Estimate headToHead(int wins, int draws, int losses) {
        int n = wins + draws + losses;
        if (n == 0) {
            return new Estimate(0, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY);
        }
        double s = (wins + 0.5 * draws) / n;
        double variance = (wins * sq(1 - s) + draws * sq(0.5 - s) + losses * sq(s)) / n;
        double se = Math.sqrt(variance / n);
        double low = s - Z95 * se;
        double high = s + Z95 * se;
        if (low <= 0 || s >= 1) {
            low = wilson(s, n, -1);
        }
        if (high >= 1 || s <= 0) {
            high = wilson(s, n, +1);
        }
        return new Estimate(difference(s), difference(low), difference(high));
    }

    /**
     * The lower ({@code side} -1) or upper (+1) end of the 95% Wilson score interval of a mean score {@code s} of
     * {@code n} games (draws counting half), which stays inside [0, 1] where the normal approximation gives
     * "0.0% ± 0.0".
     */
    public static double wilson(double s, int n, int side) {
        double z2n = Z95 * Z95 / n;
        double centre = s + z2n / 2;
        double spread = Z95 * Math.sqrt(s * (1 - s) / n + z2n / (4 * n));
        return (centre + side * spread) / (1 + z2n);
    }

    private static double sq(double x) {
        return x * x;
    }
}
