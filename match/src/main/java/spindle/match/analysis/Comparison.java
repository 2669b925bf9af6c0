package spindle.match.analysis;

import java.util.ArrayList;
import java.util.List;

/**
 * Differences between variants, each against the first (the baseline), with 95% intervals from the normal
 * approximation for independent samples: for rates, d = p2 - p1 ± 1.96·sqrt(p1(1-p1)/n1 + p2(1-p2)/n2); for means,
 * d = m2 - m1 ± 1.96·sqrt(s1²/n1 + s2²/n2) (Welch). An interval that excludes 0 is a real difference at that level.
 */
public record Comparison(String baseline, List<Row> rows) {

    /** One metric of one variant against the baseline. */
    public record Row(String variant, String metric, double baseline, double value, double difference, double low,
                      double high) {
        public boolean significant() {
            return low > 0 || high < 0;
        }
    }

    public static Comparison of(List<VariantReport> reports) {
        VariantReport base = reports.get(0);
        List<Row> rows = new ArrayList<>();
        for (VariantReport r : reports.subList(1, reports.size())) {
            for (int s = 0; s < Math.min(base.seats().size(), r.seats().size()); s++) {
                if (base.seats().size() > 1) {
                    rows.add(rate(r.variant(), base.seats().get(s).seat() + " win rate",
                            base.seats().get(s).wins(), r.seats().get(s).wins()));
                } else {
                    rows.add(mean(r.variant(), base.seats().get(s).seat() + " mean payoff",
                            base.seats().get(s).payoff(), r.seats().get(s).payoff()));
                }
            }
            if (base.seats().size() > 1) {
                rows.add(rate(r.variant(), "draw rate", base.draws(), r.draws()));
            }
            rows.add(mean(r.variant(), "mean length (plies)", base.length(), r.length()));
            rows.add(mean(r.variant(), "mean branching", base.branching(), r.branching()));
        }
        return new Comparison(base.variant(), rows);
    }

    private static Row rate(String variant, String metric, Proportion a, Proportion b) {
        double d = b.rate() - a.rate();
        double half = Proportion.Z95 * Math.sqrt(a.rate() * (1 - a.rate()) / Math.max(1, a.trials())
                + b.rate() * (1 - b.rate()) / Math.max(1, b.trials()));
        return new Row(variant, metric, a.rate(), b.rate(), d, d - half, d + half);
    }

    private static Row mean(String variant, String metric, Summary a, Summary b) {
        double d = b.mean() - a.mean();
        double half = Proportion.Z95 * Math.sqrt(a.stddev() * a.stddev() / Math.max(1, a.n())
                + b.stddev() * b.stddev() / Math.max(1, b.n()));
        return new Row(variant, metric, a.mean(), b.mean(), d, d - half, d + half);
    }
}
