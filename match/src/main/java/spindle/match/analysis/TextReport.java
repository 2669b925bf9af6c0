package spindle.match.analysis;

import java.util.Locale;
import java.util.Map;

/** Terminal tables for reports and comparisons. */
public final class TextReport {
    private TextReport() {
    }

    public static String of(VariantReport r) {
        StringBuilder s = new StringBuilder();
        s.append(String.format(Locale.ROOT, "%s (%s): %d games, agents %s%n", r.game(), r.variant(), r.games(),
                String.join(", ", r.agents())));
        if (r.seats().size() > 1) {
            for (VariantReport.SeatResult seat : r.seats()) {
                s.append(String.format(Locale.ROOT, "  %-26s wins %5.1f%%  [%5.1f%%, %5.1f%%]  mean payoff %.3f%n",
                        seat.seat(), 100 * seat.wins().rate(), 100 * seat.wins().low(), 100 * seat.wins().high(),
                        seat.payoff().mean()));
            }
            s.append(String.format(Locale.ROOT, "  %-26s      %5.1f%%  [%5.1f%%, %5.1f%%]%n", "draws",
                    100 * r.draws().rate(), 100 * r.draws().low(), 100 * r.draws().high()));
        } else {
            Summary p = r.seats().get(0).payoff();
            s.append(String.format(Locale.ROOT, "  score: mean %.2f [%.2f, %.2f], median %.1f, range %.0f..%.0f%n",
                    p.mean(), p.meanLow(), p.meanHigh(), p.median(), p.min(), p.max()));
        }
        Summary l = r.length();
        s.append(String.format(Locale.ROOT, "  length: mean %.1f plies [%.1f, %.1f], median %.1f, range %.0f..%.0f%n",
                l.mean(), l.meanLow(), l.meanHigh(), l.median(), l.min(), l.max()));
        s.append(String.format(Locale.ROOT, "  branching factor: mean %.1f legal actions per decision (max %.0f)%n",
                r.branching().mean(), r.branching().max()));
        s.append("  decisions:");
        for (Map.Entry<String, Double> e : r.decisionShares().entrySet()) {
            s.append(String.format(Locale.ROOT, " %s %.1f%%", e.getKey(), 100 * e.getValue()));
        }
        s.append(String.format("%n  endings:"));
        for (Map.Entry<String, Integer> e : r.endReasons().entrySet()) {
            s.append(String.format(Locale.ROOT, " %s %d (%.1f%%)", e.getKey(), e.getValue(),
                    100.0 * e.getValue() / r.games()));
        }
        return s.append(String.format("%n")).toString();
    }

    public static String of(Comparison c) {
        StringBuilder s = new StringBuilder(String.format("Against %s (95%% intervals; * = the interval excludes 0)%n",
                c.baseline()));
        s.append(String.format(Locale.ROOT, "  %-34s %-26s %10s %10s %24s%n", "variant", "metric", "baseline",
                "value", "difference"));
        for (Comparison.Row row : c.rows()) {
            s.append(String.format(Locale.ROOT, "  %-34s %-26s %10.3f %10.3f %+8.3f [%+.3f, %+.3f]%s%n",
                    row.variant(), row.metric(), row.baseline(), row.value(), row.difference(), row.low(),
                    row.high(), row.significant() ? " *" : ""));
        }
        return s.toString();
    }
}
