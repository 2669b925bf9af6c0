package spindle.match.analysis;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;
import java.util.function.Function;

/**
 * A self-contained HTML page (inline CSS and SVG): a written conclusion that states only what Holm's correction
 * lets the intervals support, one chart per metric with every variant overlaid, the comparison table and each
 * variant's tables.
 */
public final class HtmlReport {
    private HtmlReport() {
    }

    public static String of(List<VariantReport> reports, Comparison comparison, String command) {
        StringBuilder h = new StringBuilder("<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'>"
                + "<meta name='viewport' content='width=device-width, initial-scale=1'>"
                + "<title>Spindle analysis: " + Svg.esc(reports.get(0).game()) + "</title><style>"
                + "body{font-family:sans-serif;max-width:1100px;margin:1em auto;padding:0 1em;color:#222}"
                + "table{border-collapse:collapse;margin:.5em 0}td,th{border:1px solid #ccc;padding:3px 8px;"
                + "text-align:right}th{background:#f3f3f3}td:first-child,th:first-child{text-align:left}"
                + ".charts{display:flex;flex-wrap:wrap;gap:1em}.charts figure{margin:0}svg{max-width:100%;"
                + "height:auto}code{background:#f3f3f3;padding:1px 4px}.sig{font-weight:bold}</style></head><body>");
        h.append("<h1>Spindle analysis: ").append(Svg.esc(reports.get(0).game())).append("</h1>");
        h.append("<p>Produced by <code>").append(Svg.esc(command)).append("</code>. Intervals are 95%. ");
        if (comparison != null) {
            h.append(String.format(Locale.ROOT, "Significance uses Holm's multiple-comparison correction over all "
                    + "%d comparisons this report makes (at most a 5%% chance that any claim below is a false "
                    + "difference).", comparison.rows().size()));
        }
        h.append("</p>");
        if (comparison != null) {
            conclusion(h, comparison);
        }
        h.append("<h2>Metrics, variants overlaid</h2><div class='charts'>");
        charts(h, reports);
        h.append("</div>");
        if (comparison != null) {
            table(h, comparison);
        }
        for (VariantReport r : reports) {
            section(h, r);
        }
        return h.append("</body></html>").toString();
    }

    private static void conclusion(StringBuilder h, Comparison c) {
        h.append("<h2>Conclusion</h2>");
        List<Comparison.Row> claims = c.rows().stream().filter(Comparison.Row::significant).toList();
        if (claims.isEmpty()) {
            h.append(String.format(Locale.ROOT, "<p>None of the %d comparisons shows a difference once Holm's "
                    + "correction is applied: these games do not support a claim that the variants differ or that "
                    + "moving first matters. Differences may still exist below what this many games can show.</p>",
                    c.rows().size()));
            return;
        }
        h.append("<p>Supported after Holm's correction (everything else: no claim):</p><ul>");
        for (Comparison.Row r : claims) {
            String what = r.kind().equals("first-move")
                    ? String.format(Locale.ROOT, "in %s the %s player wins more often (%s)", Svg.esc(r.variant()),
                        r.difference() > 0 ? "first" : "second", Svg.esc(r.metric().replace("first-move advantage, ",
                        "agents ")))
                    : String.format(Locale.ROOT, "%s has %s %s than %s", Svg.esc(r.variant()),
                        r.difference() > 0 ? "a higher" : "a lower", Svg.esc(r.metric().startsWith("ending ")
                        ? "share of games ending in " + r.metric().substring("ending ".length()) : r.metric()),
                        Svg.esc(c.baseline()));
            h.append(String.format(Locale.ROOT, "<li>%s: %+.3f [%+.3f, %+.3f], Holm-adjusted p = %.4f</li>", what,
                    r.difference(), r.low(), r.high(), r.holmP()));
        }
        h.append("</ul>");
    }

    private static void charts(StringBuilder h, List<VariantReport> reports) {
        List<String> names = reports.stream().map(VariantReport::variant).toList();
        boolean two = reports.get(0).seats().size() == 2;
        if (two) {
            List<Svg.Point> first = new ArrayList<>();
            for (int v = 0; v < reports.size(); v++) {
                for (VariantReport.Balance b : reports.get(v).balance()) {
                    first.add(new Svg.Point(b.agent(), v, b.first().rate(), b.first().low(), b.first().high(),
                            b.games()));
                }
            }
            figure(h, "First player's win rate by skill", Svg.intervals(first, names, "win rate", 0, 1));
            figure(h, "Draw rate", Svg.intervals(each(reports, r -> new double[] {r.draws().rate(), r.draws().low(),
                    r.draws().high(), r.games()}), names, "share of games", 0, 1));
        } else {
            figure(h, "Mean score", Svg.intervals(each(reports, r -> summary(r.seats().get(0).payoff())), names,
                    "score", min(reports, r -> r.seats().get(0).payoff().meanLow()),
                    max(reports, r -> r.seats().get(0).payoff().meanHigh())));
        }
        figure(h, "Mean game length", Svg.intervals(each(reports, r -> summary(r.length())), names, "plies", 0,
                max(reports, r -> r.length().meanHigh())));
        designer(h, reports, names, "Decisiveness (0: winner known from the start)", "fraction of the game",
                VariantReport.Designer::decisiveness, 1);
        designer(h, reports, names, "Drama (winner's estimate below even)", "mean drop below 0.5",
                VariantReport.Designer::drama, 0.5);
        designer(h, reports, names, "Lead changes per game", "lead changes", VariantReport.Designer::leadChanges,
                max(reports, r -> r.designer().leadChanges().meanHigh()));
        designer(h, reports, names, "Board coverage", "share of places used", VariantReport.Designer::coverage, 1);
        figure(h, "Legal actions by decision number", Svg.lines(reports.stream().map(
                VariantReport::branchingByDecision).toList(), reports.stream().map(r -> 0).toList(), names,
                "decision number", "legal actions"));
        List<Svg.Point> types = new ArrayList<>();
        for (String type : new TreeSet<>(reports.stream().flatMap(r -> r.decisionShares().keySet().stream())
                .toList())) {
            for (int v = 0; v < reports.size(); v++) {
                types.add(new Svg.Point(type, v, reports.get(v).decisionShares().getOrDefault(type, 0.0),
                        Double.NaN, Double.NaN, 0));
            }
        }
        figure(h, "Decision types (share of all decisions)", Svg.intervals(types, names, "share", 0, 1));
    }

    private static void designer(StringBuilder h, List<VariantReport> reports, List<String> names, String title,
                                 String yLabel, Function<VariantReport.Designer, Summary> metric, double hi) {
        if (reports.stream().allMatch(r -> metric.apply(r.designer()).n() == 0)) {
            return;
        }
        List<Svg.Point> points = each(reports, r -> summary(metric.apply(r.designer())));
        figure(h, title, Svg.intervals(points, names, yLabel, 0, Math.max(hi, 1e-9)));
    }

    /** One point per variant from {value, low, high, n}. */
    private static List<Svg.Point> each(List<VariantReport> reports, Function<VariantReport, double[]> f) {
        List<Svg.Point> points = new ArrayList<>();
        for (int v = 0; v < reports.size(); v++) {
            double[] x = f.apply(reports.get(v));
            points.add(new Svg.Point(reports.get(v).variant(), v, x[0], x[1], x[2], (long) x[3]));
        }
        return points;
    }

    private static double[] summary(Summary s) {
        return new double[] {s.mean(), s.meanLow(), s.meanHigh(), s.n()};
    }

    private static double max(List<VariantReport> reports, Function<VariantReport, Double> f) {
        return reports.stream().mapToDouble(f::apply).max().orElse(1);
    }

    private static double min(List<VariantReport> reports, Function<VariantReport, Double> f) {
        return Math.min(0, reports.stream().mapToDouble(f::apply).min().orElse(0));
    }

    private static void table(StringBuilder h, Comparison c) {
        h.append("<h2>All comparisons</h2><table><tr><th>variant</th><th>metric</th><th>baseline</th>"
                + "<th>value</th><th>difference</th><th>95% interval</th><th>p</th><th>Holm p</th></tr>");
        for (Comparison.Row r : c.rows()) {
            h.append(String.format(Locale.ROOT, "<tr%s><td>%s</td><td>%s</td><td>%.3f</td><td>%.3f</td>"
                    + "<td>%+.3f</td><td>[%+.3f, %+.3f]</td><td>%.4f</td><td>%.4f</td></tr>",
                    r.significant() ? " class='sig'" : "", Svg.esc(r.variant()), Svg.esc(r.metric()), r.baseline(),
                    r.value(), r.difference(), r.low(), r.high(), r.p(), r.holmP()));
        }
        h.append(String.format(Locale.ROOT, "</table><p>Differences are against %s; a first-move row compares the "
                + "first player's win rate (value) with the second's (baseline). Bold rows: Holm-adjusted p ≤ 0.05."
                + "</p>", Svg.esc(c.baseline())));
    }

    private static void section(StringBuilder h, VariantReport r) {
        h.append("<h2>").append(Svg.esc(r.variant())).append("</h2><p>").append(r.games())
                .append(" games, agents ").append(Svg.esc(String.join(", ", r.agents()))).append("</p><table>");
        h.append("<tr><th>seat</th><th>wins</th><th>95% interval</th><th>mean payoff</th></tr>");
        for (VariantReport.SeatResult s : r.seats()) {
            h.append(String.format(Locale.ROOT,
                    "<tr><td>%s</td><td>%.1f%%</td><td>[%.1f%%, %.1f%%]</td><td>%.3f</td></tr>", Svg.esc(s.seat()),
                    100 * s.wins().rate(), 100 * s.wins().low(), 100 * s.wins().high(), s.payoff().mean()));
        }
        h.append(String.format(Locale.ROOT, "<tr><td>draws</td><td>%.1f%%</td><td>[%.1f%%, %.1f%%]</td>"
                + "<td></td></tr></table>", 100 * r.draws().rate(), 100 * r.draws().low(), 100 * r.draws().high()));
        Summary l = r.length();
        h.append(String.format(Locale.ROOT, "<p>Length: mean %.1f plies [%.1f, %.1f], median %.1f, "
                + "range %.0f..%.0f. Branching factor: mean %.1f.</p>", l.mean(), l.meanLow(), l.meanHigh(),
                l.median(), l.min(), l.max(), r.branching().mean()));
        h.append("<pre>").append(Svg.esc(TextReport.designer(r))).append("</pre><p>Endings:");
        for (Map.Entry<String, Integer> e : r.endReasons().entrySet()) {
            h.append(' ').append(Svg.esc(e.getKey())).append(' ').append(e.getValue());
        }
        h.append("</p>");
        if (!r.eventsPerGame().isEmpty()) {
            h.append("<p>Events per game:");
            for (Map.Entry<String, Double> e : r.eventsPerGame().entrySet()) {
                h.append(String.format(Locale.ROOT, " %s %.2f", Svg.esc(e.getKey()), e.getValue()));
            }
            h.append("</p>");
        }
    }

    /** A chart with its title above it: below it, a title reads as the next chart's. */
    private static void figure(StringBuilder h, String caption, String svg) {
        h.append("<figure><figcaption>").append(Svg.esc(caption)).append("</figcaption>").append(svg)
                .append("</figure>");
    }
}
