package spindle.match.analysis;

/**
 * A rate with its 95% Wilson score interval: for p = k/n and z = 1.96,
 * centre = (p + z²/2n) / (1 + z²/n), half-width = z·sqrt(p(1-p)/n + z²/4n²) / (1 + z²/n).
 * Reference: E. B. Wilson (1927), "Probable inference, the law of succession, and statistical inference", JASA 22.
 * Chosen over the normal approximation because it stays inside [0, 1] for rates near 0 or 1 and small n.
 */
public record Proportion(long count, long trials, double rate, double low, double high) {
    static final double Z95 = 1.959964;

    public static Proportion of(long count, long trials) {
        if (trials <= 0) {
            return new Proportion(count, 0, 0, 0, 1);
        }
        double p = (double) count / trials;
        double z2 = Z95 * Z95;
        double denominator = 1 + z2 / trials;
        double centre = (p + z2 / (2.0 * trials)) / denominator;
        double half = Z95 * Math.sqrt(p * (1 - p) / trials + z2 / (4.0 * trials * trials)) / denominator;
        return new Proportion(count, trials, p, Math.max(0, centre - half), Math.min(1, centre + half));
    }
}
