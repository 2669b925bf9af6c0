package spindle.match.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Holm's correction on a worked example, and the comparison's use of it. */
class HolmTest {
    @Test
    void holmRejectsStepDownUntilTheFirstFailure() {
        // sorted: 0.005·4 = 0.02 ≤ 0.05 reject; 0.01·3 = 0.03 reject; 0.03·2 = 0.06 > 0.05 stop (0.04 kept too)
        double[] p = {0.01, 0.04, 0.03, 0.005};
        assertThat(Holm.reject(p, 0.05)).containsExactly(true, false, false, true);
        double[] adjusted = Holm.adjust(p);
        assertThat(adjusted[0]).isCloseTo(0.03, within(1e-12));
        assertThat(adjusted[1]).isCloseTo(0.06, within(1e-12));
        assertThat(adjusted[2]).isCloseTo(0.06, within(1e-12));
        assertThat(adjusted[3]).isCloseTo(0.02, within(1e-12));
        // Bonferroni would keep 0.03·4 = 0.12 too, and without correction all four would pass
        assertThat(Holm.reject(new double[] {0.04}, 0.05)).containsExactly(true);
    }

    @Test
    void twoSidedNormalPValues() {
        assertThat(Holm.twoSided(1.959964)).isCloseTo(0.05, within(1e-6));
        assertThat(Holm.twoSided(-2.575829)).isCloseTo(0.01, within(1e-6));
        assertThat(Holm.twoSided(0)).isCloseTo(1, within(1e-6));
    }

    @Test
    void anIntervalThatJustExcludesZeroIsNotAClaimAmongManyComparisons() {
        // draws 0 against 4 of 400 games: the 95% interval [+0.000, +0.020] just excludes 0 (p = 0.045 alone), but
        // among all the comparisons of the report Holm does not support it; a large length difference still is
        List<GameTrace> a = new ArrayList<>();
        List<GameTrace> b = new ArrayList<>();
        for (int i = 0; i < 400; i++) {
            a.add(trace(i % 2 == 0 ? 1 : 0, 10 + i % 7, i % 3 == 0 ? "x" : "y"));
            b.add(trace(i % 100 == 1 ? 0.5 : i % 2 == 0 ? 1 : 0, 20 + i % 7, i % 3 == 0 ? "x" : "y"));
        }
        Comparison c = Comparison.of(List.of(report("a", a), report("b", b)));
        Comparison.Row draws = c.rows().stream().filter(r -> r.metric().equals("draw rate")).findFirst()
                .orElseThrow();
        assertThat(draws.low()).as("unadjusted interval excludes 0").isPositive().isLessThan(0.0005);
        assertThat(draws.p()).isCloseTo(0.045, within(0.001));
        assertThat(draws.holmP()).isGreaterThan(0.05);
        assertThat(c.rows()).allSatisfy(r -> assertThat(r.holmP()).isGreaterThanOrEqualTo(r.p()));
        assertThat(draws.significant()).isFalse();
        assertThat(c.rows()).filteredOn(r -> r.metric().startsWith("mean length")).singleElement()
                .satisfies(r -> assertThat(r.significant()).isTrue());
        assertThat(c.rows().size()).isGreaterThan(5);
    }

    private static GameTrace trace(double first, int plies, String end) {
        return new GameTrace(List.of(first, 1 - first), true, plies, List.of(3), Map.of("move", plies), end,
                Map.of());
    }

    private static VariantReport report(String name, List<GameTrace> traces) {
        return VariantReport.of("g", name, List.of("A", "B"), List.of("random"), traces);
    }
}
