package spindle.match.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

class StatisticsTest {
    @Test
    void wilsonIntervalMatchesPublishedValues() {
        // 81 of 263 (Wilson 1927 style example, as tabulated by Newcombe 1998, method 3): 0.2553 .. 0.3662
        Proportion p = Proportion.of(81, 263);
        assertThat(p.rate()).isCloseTo(0.3080, within(1e-4));
        assertThat(p.low()).isCloseTo(0.2553, within(1e-4));
        assertThat(p.high()).isCloseTo(0.3662, within(1e-4));
        // 0 of 10 stays inside [0, 1]: upper bound 0.2775 (Newcombe 1998, method 3)
        Proportion none = Proportion.of(0, 10);
        assertThat(none.low()).isZero();
        assertThat(none.high()).isCloseTo(0.2775, within(1e-4));
    }

    @Test
    void summaryOfASample() {
        Summary s = Summary.of(new double[] {4, 1, 3, 2});
        assertThat(s.mean()).isEqualTo(2.5);
        assertThat(s.median()).isEqualTo(2.5);
        assertThat(s.stddev()).isCloseTo(1.2910, within(1e-4));
        assertThat(s.meanLow()).isCloseTo(2.5 - 1.959964 * 1.2910 / 2, within(1e-3));
        assertThat(s.min()).isEqualTo(1);
        assertThat(s.max()).isEqualTo(4);
    }

    private static GameTrace trace(double first, double second, int plies, String end, List<Integer> branching) {
        return new GameTrace(List.of(first, second), true, plies, branching,
                java.util.Map.of("place", plies - 1, "switch", 1), end);
    }

    @Test
    void reportCountsWinsDrawsAndBranching() {
        List<GameTrace> traces = List.of(trace(1, 0, 10, "connection", List.of(4, 2)),
                trace(1, 0, 20, "connection", List.of(6)), trace(0.5, 0.5, 30, "draw", List.of(2, 2, 2)),
                trace(0, 1, 40, "connection", List.of(4)));
        VariantReport r = VariantReport.of("g", "v", List.of("A", "B"), List.of("random"), traces);
        assertThat(r.seats().get(0).wins().count()).isEqualTo(2);
        assertThat(r.seats().get(1).wins().count()).isEqualTo(1);
        assertThat(r.draws().count()).isEqualTo(1);
        assertThat(r.length().mean()).isEqualTo(25);
        assertThat(r.branching().mean()).isCloseTo(22 / 7.0, within(1e-9));
        assertThat(r.branchingByDecision()).containsExactly(4.0, 2.0, 2.0);
        assertThat(r.decisionShares().get("switch")).isCloseTo(4 / 100.0, within(1e-9));
        assertThat(r.endReasons()).containsEntry("connection", 3).containsEntry("draw", 1);
        assertThat(r.lengthHistogram().values().stream().mapToInt(Integer::intValue).sum()).isEqualTo(4);
    }

    @Test
    void comparisonFlagsOnlyRealDifferences() {
        List<GameTrace> even = new java.util.ArrayList<>();
        List<GameTrace> lopsided = new java.util.ArrayList<>();
        for (int i = 0; i < 400; i++) {
            even.add(trace(i % 2, 1 - i % 2, 50, "connection", List.of(3)));
            lopsided.add(trace(i % 10 < 8 ? 1 : 0, i % 10 < 8 ? 0 : 1, 50, "connection", List.of(3)));
        }
        VariantReport a = VariantReport.of("g", "a", List.of("A", "B"), List.of("random"), even);
        VariantReport b = VariantReport.of("g", "b", List.of("A", "B"), List.of("random"), lopsided);
        Comparison c = Comparison.of(List.of(a, b));
        Comparison.Row firstSeat = c.rows().get(0);
        assertThat(firstSeat.difference()).isCloseTo(0.3, within(1e-9));
        assertThat(firstSeat.significant()).isTrue();
        Comparison.Row length = c.rows().stream().filter(r -> r.metric().startsWith("mean length")).findFirst()
                .orElseThrow();
        assertThat(length.significant()).isFalse();
    }

    @Test
    void htmlAndJsonCarryTheNumbers() {
        VariantReport r = VariantReport.of("g", "size=4", List.of("A", "B"), List.of("random"),
                List.of(trace(1, 0, 10, "connection", List.of(4, 2)), trace(0, 1, 12, "connection", List.of(3))));
        String html = HtmlReport.of(List.of(r), null, "spindle analyze g");
        assertThat(html).startsWith("<!DOCTYPE html>").contains("<svg", "size=4", "50.0%", "spindle analyze g");
        assertThat(JsonReport.of(List.of(r), null, "cmd")).contains("\"variant\" : \"size=4\"", "\"rate\" : 0.5");
    }
}
