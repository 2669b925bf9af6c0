package spindle.match.analysis;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Every comparison a report makes, each with a 95% interval and a p-value from the normal approximation, and one
 * Holm correction ({@link Holm}) over all of them: a row is {@link Row#significant} only when Holm rejects it at
 * 5%, so the report as a whole claims a false difference with at most 5% chance. Two families of rows:
 * <ul>
 * <li>{@code difference}: each variant against the first (the baseline). Rates: d = p2 - p1 ±
 * 1.96·sqrt(p1(1-p1)/n1 + p2(1-p2)/n2); means (Welch): d = m2 - m1 ± 1.96·sqrt(s1²/n1 + s2²/n2). Compared: each
 * seat's wins (or mean payoff in a solo game), draws, each way of ending where games end in several, length,
 * branching, and the designer's metrics where both variants have them.</li>
 * <li>{@code first-move}: in every variant and at every strength measured, the first player's win rate minus the
 * second's, d = p1 - p2 ± 1.96·sqrt((p1 + p2 - d²)/n) (both counted in the same n games).</li>
 * </ul>
 * The p-value of a rate uses the variance under "no difference" (pooled rates; for first-move rows (p1 + p2)/n), so
 * 3 wins out of 3 is not certainty; the intervals printed are the unadjusted 95% intervals; only the Holm test
 * marks a row.
 */
public record Comparison(String baseline, List<Row> rows) {
    /** Level of the family-wise test. */
    public static final double ALPHA = 0.05;

    /** One comparison: {@code value} against {@code baseline} (for a first-move row, first against second). */
    public record Row(String kind, String variant, String metric, double baseline, double value, double difference,
                      double low, double high, double p, double holmP) {
        /** Holm rejects "no difference" at 5% over all the rows of the comparison. */
        public boolean significant() {
            return holmP <= ALPHA;
        }
    }

    public static Comparison of(List<VariantReport> reports) {
        VariantReport base = reports.get(0);
        List<Row> rows = new ArrayList<>();
        for (VariantReport r : reports.subList(1, reports.size())) {
            differences(base, r, rows);
        }
        for (VariantReport r : reports) {
            for (VariantReport.Balance b : r.balance()) {
                rows.add(firstMove(r.variant(), b));
            }
        }
        double[] p = rows.stream().mapToDouble(Row::p).toArray();
        double[] adjusted = Holm.adjust(p);
        List<Row> corrected = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            Row w = rows.get(i);
            corrected.add(new Row(w.kind(), w.variant(), w.metric(), w.baseline(), w.value(), w.difference(),
                    w.low(), w.high(), w.p(), adjusted[i]));
        }
        return new Comparison(base.variant(), List.copyOf(corrected));
    }

    /** The rows of one family. */
    public List<Row> rows(String kind) {
        return rows.stream().filter(r -> r.kind().equals(kind)).toList();
    }

    private static void differences(VariantReport base, VariantReport r, List<Row> rows) {
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
        for (String end : endings(base, r)) {
            rows.add(rate(r.variant(), "ending " + end, ending(base, end), ending(r, end)));
        }
        rows.add(mean(r.variant(), "mean length (plies)", base.length(), r.length()));
        rows.add(mean(r.variant(), "mean branching", base.branching(), r.branching()));
        VariantReport.Designer a = base.designer();
        VariantReport.Designer b = r.designer();
        meanIfBoth(rows, r.variant(), "decisiveness", a.decisiveness(), b.decisiveness());
        meanIfBoth(rows, r.variant(), "drama", a.drama(), b.drama());
        meanIfBoth(rows, r.variant(), "lead changes", a.leadChanges(), b.leadChanges());
        meanIfBoth(rows, r.variant(), "board coverage", a.coverage(), b.coverage());
    }

    private static void meanIfBoth(List<Row> rows, String variant, String metric, Summary a, Summary b) {
        if (a.n() > 1 && b.n() > 1) {
            rows.add(mean(variant, metric, a, b));
        }
    }

    /** The end reasons of either report, when games can end in more than one way (e.g. 1♣42's repetition). */
    private static Set<String> endings(VariantReport a, VariantReport b) {
        Set<String> ends = new TreeSet<>(a.endReasons().keySet());
        ends.addAll(b.endReasons().keySet());
        return ends.size() > 1 ? ends : Set.of();
    }

    private static Proportion ending(VariantReport r, String end) {
        return Proportion.of(r.endReasons().getOrDefault(end, 0), r.games());
    }

    private static Row rate(String variant, String metric, Proportion a, Proportion b) {
        double se = Math.sqrt(a.rate() * (1 - a.rate()) / Math.max(1, a.trials())
                + b.rate() * (1 - b.rate()) / Math.max(1, b.trials()));
        long n = a.trials() + b.trials();
        double pooled = n == 0 ? 0 : (double) (a.count() + b.count()) / n;
        double se0 = Math.sqrt(pooled * (1 - pooled) * (1.0 / Math.max(1, a.trials()) + 1.0 / Math.max(1,
                b.trials())));
        return row("difference", variant, metric, a.rate(), b.rate(), se, se0);
    }

    private static Row mean(String variant, String metric, Summary a, Summary b) {
        double se = Math.sqrt(a.stddev() * a.stddev() / Math.max(1, a.n())
                + b.stddev() * b.stddev() / Math.max(1, b.n()));
        return row("difference", variant, metric, a.mean(), b.mean(), se, se);
    }

    static Row firstMove(String variant, VariantReport.Balance b) {
        double p1 = b.first().rate();
        double p2 = b.second().rate();
        double se = Math.sqrt(Math.max(0, p1 + p2 - (p1 - p2) * (p1 - p2)) / Math.max(1, b.games()));
        // under "no advantage" p1 = p2, so the variance of the difference is (p1 + p2) / n
        double se0 = Math.sqrt((p1 + p2) / Math.max(1, b.games()));
        return row("first-move", variant, "first-move advantage, " + b.agent(), p2, p1, se, se0);
    }

    /** @param se the standard error for the interval; {@code se0} the one under "no difference", for p */
    private static Row row(String kind, String variant, String metric, double base, double value, double se,
                           double se0) {
        double d = value - base;
        double half = Proportion.Z95 * se;
        double p = se0 > 0 ? Holm.twoSided(d / se0) : d == 0 ? 1 : 0;
        return new Row(kind, variant, metric, base, value, d, d - half, d + half, p, p);
    }
}
