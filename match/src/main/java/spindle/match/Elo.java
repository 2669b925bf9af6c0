package spindle.match;

/**
 * Elo arithmetic on the logistic scale: expected score {@code E = 1 / (1 + 10^(-D/400))} for a rating difference
 * {@code D}, and back {@code D = -400 log10(1/s - 1)} (Elo 1978, "The Rating of Chessplayers").
 *
 * <p>Confidence interval of a head-to-head difference, as in cutechess-cli and Fishtest: with {@code n} games of
 * per-game scores {@code x_k} (1, 1/2, 0) and mean {@code s}, the standard error of {@code s} is
 * {@code sqrt(sum (x_k - s)^2 / n) / sqrt(n)}; the 95% interval maps {@code s -/+ 1.96 se} through the formula
 * above. A perfect or null score has no finite difference; it is reported as infinite.
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
        return new Estimate(difference(s), difference(s - Z95 * se), difference(s + Z95 * se));
    }

    private static double sq(double x) {
        return x * x;
    }
}
