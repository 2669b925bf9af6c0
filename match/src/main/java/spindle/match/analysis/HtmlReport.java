package spindle.match.analysis;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** A self-contained HTML page (inline CSS and SVG) with the tables and charts of one or more reports. */
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
        h.append("<p>Produced by <code>").append(Svg.esc(command)).append("</code>. Intervals are 95%.</p>");
        if (comparison != null) {
            h.append("<h2>Comparison against ").append(Svg.esc(comparison.baseline())).append("</h2>");
            h.append("<table><tr><th>variant</th><th>metric</th><th>baseline</th><th>value</th><th>difference</th>"
                    + "<th>95% interval</th></tr>");
            for (Comparison.Row r : comparison.rows()) {
                h.append(String.format(java.util.Locale.ROOT, "<tr%s><td>%s</td><td>%s</td><td>%.3f</td><td>%.3f</td>"
                        + "<td>%+.3f</td><td>[%+.3f, %+.3f]</td></tr>", r.significant() ? " class='sig'" : "",
                        Svg.esc(r.variant()), Svg.esc(r.metric()), r.baseline(), r.value(), r.difference(), r.low(),
                        r.high()));
            }
            h.append("</table><p>Bold rows: the interval excludes 0.</p>");
        }
        for (VariantReport r : reports) {
            section(h, r);
        }
        return h.append("</body></html>").toString();
    }

    private static void section(StringBuilder h, VariantReport r) {
        h.append("<h2>").append(Svg.esc(r.variant())).append("</h2><p>").append(r.games())
                .append(" games, agents ").append(Svg.esc(String.join(", ", r.agents()))).append("</p><table>");
        h.append("<tr><th>seat</th><th>wins</th><th>95% interval</th><th>mean payoff</th></tr>");
        for (VariantReport.SeatResult s : r.seats()) {
            h.append(String.format(java.util.Locale.ROOT,
                    "<tr><td>%s</td><td>%.1f%%</td><td>[%.1f%%, %.1f%%]</td><td>%.3f</td></tr>", Svg.esc(s.seat()),
                    100 * s.wins().rate(), 100 * s.wins().low(), 100 * s.wins().high(), s.payoff().mean()));
        }
        h.append(String.format(java.util.Locale.ROOT, "<tr><td>draws</td><td>%.1f%%</td><td>[%.1f%%, %.1f%%]</td>"
                + "<td></td></tr></table>", 100 * r.draws().rate(), 100 * r.draws().low(), 100 * r.draws().high()));
        Summary l = r.length();
        h.append(String.format(java.util.Locale.ROOT, "<p>Length: mean %.1f plies [%.1f, %.1f], median %.1f, "
                + "range %.0f..%.0f. Branching factor: mean %.1f.</p>", l.mean(), l.meanLow(), l.meanHigh(),
                l.median(), l.min(), l.max(), r.branching().mean()));
        h.append("<div class='charts'>");
        List<String> labels = new ArrayList<>();
        double[] v = new double[r.seats().size() + 1];
        double[] lo = new double[v.length];
        double[] hi = new double[v.length];
        for (int i = 0; i < r.seats().size(); i++) {
            Proportion p = r.seats().get(i).wins();
            labels.add(r.seats().get(i).seat());
            v[i] = p.rate();
            lo[i] = p.low();
            hi[i] = p.high();
        }
        labels.add("draw");
        v[v.length - 1] = r.draws().rate();
        lo[v.length - 1] = r.draws().low();
        hi[v.length - 1] = r.draws().high();
        if (r.seats().size() > 1) {
            figure(h, "Win rates", Svg.rateBars(labels, v, lo, hi));
        }
        figure(h, "Game length (plies)", Svg.histogram(new ArrayList<>(r.lengthHistogram().keySet()),
                new ArrayList<>(r.lengthHistogram().values()), r.lengthBucket(), "plies"));
        figure(h, "Legal actions by decision number", Svg.line(r.branchingByDecision(), "decision"));
        List<String> types = new ArrayList<>(r.decisionShares().keySet());
        double[] shares = r.decisionShares().values().stream().mapToDouble(Double::doubleValue).toArray();
        figure(h, "Decision types", Svg.rateBars(types, shares, null, null));
        h.append("</div><p>Endings:");
        for (Map.Entry<String, Integer> e : r.endReasons().entrySet()) {
            h.append(' ').append(Svg.esc(e.getKey())).append(' ').append(e.getValue());
        }
        h.append("</p>");
    }

    private static void figure(StringBuilder h, String caption, String svg) {
        h.append("<figure>").append(svg).append("<figcaption>").append(Svg.esc(caption))
                .append("</figcaption></figure>");
    }
}
