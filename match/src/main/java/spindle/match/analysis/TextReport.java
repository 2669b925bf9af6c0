package spindle.match.analysis;

import java.util.List;
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
        if (!r.eventsPerGame().isEmpty()) {
            s.append(String.format("%n  events per game:"));
            for (Map.Entry<String, Double> e : r.eventsPerGame().entrySet()) {
                s.append(String.format(Locale.ROOT, " %s %.2f", e.getKey(), e.getValue()));
            }
        }
        s.append(String.format("%n  endings:"));
        for (Map.Entry<String, Integer> e : r.endReasons().entrySet()) {
            s.append(String.format(Locale.ROOT, " %s %d (%.1f%%)", e.getKey(), e.getValue(),
                    100.0 * e.getValue() / r.games()));
        }
        return s.append(String.format("%n")).append(designer(r)).toString();
    }

    /** The designer's metrics of a report, or a line saying why they are missing. */
    static String designer(VariantReport r) {
        StringBuilder s = new StringBuilder();
        VariantReport.Designer d = r.designer();
        if (r.seats().size() != 2) {
            s.append("  decisiveness, drama, lead changes: not for a one-player game (no winner to follow)\n");
        } else if (d.leadChanges().n() == 0) {
            s.append("  decisiveness, drama, lead changes: need a searching agent's value trace (e.g. --agents "
                    + "mcts:easy)\n");
        } else {
            s.append(String.format(Locale.ROOT, "  decisiveness %.3f [%.3f, %.3f] (%d decided games)  drama %.3f "
                    + "[%.3f, %.3f]  lead changes %.2f [%.2f, %.2f] (%d games)%n", d.decisiveness().mean(),
                    d.decisiveness().meanLow(), d.decisiveness().meanHigh(), d.decisiveness().n(), d.drama().mean(),
                    d.drama().meanLow(), d.drama().meanHigh(), d.leadChanges().mean(), d.leadChanges().meanLow(),
                    d.leadChanges().meanHigh(), d.leadChanges().n()));
        }
        if (d.coverage().n() > 0) {
            s.append(String.format(Locale.ROOT, "  board coverage %.3f [%.3f, %.3f] (%d games)%n",
                    d.coverage().mean(), d.coverage().meanLow(), d.coverage().meanHigh(), d.coverage().n()));
        } else {
            s.append("  board coverage: does not apply to this game\n");
        }
        return s.toString();
    }

    /** The balance-by-skill table: the first player's and second player's win rates at each strength. */
    public static String balance(List<VariantReport> reports, Comparison c) {
        StringBuilder s = new StringBuilder(String.format(Locale.ROOT, "first-move advantage by skill (95%% "
                + "intervals; * = significant after Holm's correction over all %d comparisons)%n", c.rows().size()));
        int vw = "variant".length();
        int aw = "agents".length();
        for (VariantReport r : reports) {
            vw = Math.max(vw, r.variant().length());
            for (VariantReport.Balance b : r.balance()) {
                aw = Math.max(aw, b.agent().length());
            }
        }
        String cols = "  %-" + vw + "s %-" + aw + "s ";
        s.append(String.format(Locale.ROOT, cols + "%6s %-24s %-24s %s%n", "variant", "agents", "games",
                "first player wins", "second player wins", "first - second"));
        List<Comparison.Row> rows = c.rows("first-move");
        int k = 0;
        for (VariantReport r : reports) {
            for (VariantReport.Balance b : r.balance()) {
                Comparison.Row row = rows.get(k++);
                s.append(String.format(Locale.ROOT, cols + "%6d %5.1f%% [%5.1f%%, %5.1f%%]   "
                        + "%5.1f%% [%5.1f%%, %5.1f%%]   %+.3f [%+.3f, %+.3f]%s%n", r.variant(), b.agent(), b.games(),
                        100 * b.first().rate(), 100 * b.first().low(), 100 * b.first().high(),
                        100 * b.second().rate(), 100 * b.second().low(), 100 * b.second().high(), row.difference(),
                        row.low(), row.high(), row.significant() ? " *" : ""));
            }
        }
        return s.toString();
    }

    /** The differences against the baseline (the first-move rows are in {@link #balance}). */
    public static String of(Comparison c) {
        StringBuilder s = new StringBuilder(String.format(Locale.ROOT, "Against %s: differences (95%% intervals; "
                + "* = significant after Holm's correction over all %d comparisons; p is Holm-adjusted)%n",
                c.baseline(), c.rows().size()));
        List<Comparison.Row> rows = c.rows("difference");
        int width = "variant".length();
        for (Comparison.Row row : rows) {
            width = Math.max(width, row.variant().length());
        }
        s.append(String.format(Locale.ROOT, "  %-" + width + "s %-26s %10s %10s %24s %8s%n", "variant", "metric",
                "baseline", "value", "difference", "p"));
        for (Comparison.Row row : rows) {
            s.append(String.format(Locale.ROOT,
                    "  %-" + width + "s %-26s %10.3f %10.3f %+8.3f [%+.3f, %+.3f] %8.4f%s%n",
                    row.variant(), row.metric(), row.baseline(), row.value(), row.difference(), row.low(),
                    row.high(), row.holmP(), row.significant() ? " *" : ""));
        }
        return s.toString();
    }
}
