package spindle.match.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The HTML report: one chart per metric, every variant on it, axis labels, sample counts, a Holm conclusion. */
class HtmlChartsTest {
    private static VariantReport report(String name, double lead, int games) {
        List<GameTrace> traces = new ArrayList<>();
        for (int g = 0; g < games; g++) {
            int winner = g % 3 == 0 ? 1 : 0;
            traces.add(new GameTrace(List.of(winner == 0 ? 1.0 : 0.0, winner == 0 ? 0.0 : 1.0), true, 20 + g % 5,
                    List.of(3, 4), Map.of("place", 10, "swap", 1), "connection", Map.of(), g % 2, List.of(0, 5, 10),
                    List.of(0.5, lead, winner == 0 ? 0.9 : 0.1), 0.3 + 0.01 * (g % 4)));
        }
        return VariantReport.of("g", name, List.of("A", "B"), List.of("mcts:easy"), traces);
    }

    @Test
    void oneChartPerMetricWithTheVariantsOverlaid() {
        List<VariantReport> reports = List.of(report("small", 0.6, 30), report("large", 0.4, 40));
        String html = HtmlReport.of(reports, Comparison.of(reports), "spindle analyze g small large");
        List<String> captions = new ArrayList<>();
        Matcher m = Pattern.compile("<figure><figcaption>(.*?)</figcaption>(.*?)</figure>").matcher(html);
        while (m.find()) {
            captions.add(m.group(1));
            String svg = m.group(2);
            assertThat(svg).as(m.group(1) + ": both variants in its legend").contains(">small</text>",
                    ">large</text>");
            assertThat(svg).as(m.group(1) + ": a y-axis title").contains("rotate(-90");
        }
        assertThat(captions).containsExactly("First player&#39;s win rate by skill", "Draw rate", "Mean game length",
                "Decisiveness (0: winner known from the start)", "Drama (winner&#39;s estimate below even)",
                "Lead changes per game", "Board coverage", "Legal actions by decision number",
                "Decision types (share of all decisions)");
        assertThat(html).as("sample counts").contains("n=30", "n=40");
        assertThat(html).contains("Holm", "Conclusion");
    }

    @Test
    void theConclusionClaimsOnlyWhatHolmSupports() {
        List<VariantReport> reports = List.of(report("small", 0.6, 30), report("large", 0.6, 30));
        Comparison c = Comparison.of(reports);
        String html = HtmlReport.of(reports, c, "cmd");
        String conclusion = html.substring(html.indexOf("<h2>Conclusion"), html.indexOf("<h2>Metrics"));
        long claims = c.rows().stream().filter(Comparison.Row::significant).count();
        assertThat(conclusion.split("<li>", -1).length - 1L).isEqualTo(claims);
        // the same games in both variants: no difference is claimed; the first player (seat 0 wins 2 in 3) may be
        assertThat(c.rows("difference")).noneMatch(Comparison.Row::significant);
        assertThat(conclusion).doesNotContain("has a higher", "has a lower");
    }

    @Test
    void axisTicksKeepTheDecimalsTheyNeed() {
        assertThat(List.of(Svg.tick(0.25), Svg.tick(0.5), Svg.tick(12), Svg.tick(-1.125))).containsExactly("0.25",
                "0.5", "12", "-1.125");
    }
}
