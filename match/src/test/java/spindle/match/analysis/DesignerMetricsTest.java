package spindle.match.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** The designer's metrics on small hand-made value traces whose answers are worked out by hand. */
class DesignerMetricsTest {
    private static final List<Integer> PLIES = List.of(0, 2, 4, 6, 8);

    @Test
    void leadChangesCountEachChangeOfTheSideAboveEven() {
        // seat 0 leads, then seat 1 (change 1), then seat 0 again (change 2)
        assertThat(DesignerMetrics.leadChanges(List.of(0.6, 0.7, 0.4, 0.3, 0.8))).isEqualTo(2);
        // an estimate of exactly even keeps the last leader
        assertThat(DesignerMetrics.leadChanges(List.of(0.6, 0.5, 0.6, 0.5))).isZero();
        assertThat(DesignerMetrics.leadChanges(List.of(0.4, 0.5, 0.6))).isEqualTo(1);
        assertThat(DesignerMetrics.leadChanges(List.of())).isNaN();
    }

    @Test
    void decisivenessIsWhenTheWinnerPullsAheadForGood() {
        List<Double> values = List.of(0.6, 0.4, 0.45, 0.7, 0.9); // seat 0 ahead for good from ply 6
        assertThat(DesignerMetrics.decisiveness(PLIES, values, 10, 0)).isCloseTo(0.6, within(1e-12));
        // seat 1 won: its estimate is 1 - v, above even only at plies 2 and 4, and not at the end
        assertThat(DesignerMetrics.decisiveness(PLIES, values, 10, 1)).isEqualTo(1.0);
        assertThat(DesignerMetrics.decisiveness(PLIES, List.of(0.9, 0.8, 0.7, 0.6, 0.9), 10, 0)).isZero();
        assertThat(DesignerMetrics.decisiveness(PLIES, values, 10, -1)).as("a draw has no winner").isNaN();
    }

    @Test
    void dramaIsTheWinnersAverageDepthBelowEven() {
        List<Double> values = List.of(0.6, 0.4, 0.2, 0.7, 0.9);
        // seat 0 was below even twice: by 0.1 and by 0.3
        assertThat(DesignerMetrics.drama(values, 0)).isCloseTo(0.2, within(1e-12));
        // seat 1's estimates 0.4, 0.6, 0.8, 0.3, 0.1: below even by 0.1, 0.2 and 0.4
        assertThat(DesignerMetrics.drama(values, 1)).isCloseTo(0.7 / 3, within(1e-12));
        assertThat(DesignerMetrics.drama(List.of(0.6, 0.9), 0)).as("never behind").isZero();
    }

    @Test
    void smoothingAveragesConsecutiveEstimatesSoTheMoversLeaningCancels() {
        // each mover thinks it is ahead by 0.3: raw, the lead changes at every decision
        List<Double> raw = List.of(0.8, 0.2, 0.8, 0.2, 0.8);
        assertThat(DesignerMetrics.leadChanges(raw)).isEqualTo(4);
        DesignerMetrics.Values smooth = DesignerMetrics.smooth(PLIES, raw);
        assertThat(smooth.plies()).containsExactly(2, 4, 6, 8);
        assertThat(smooth.firstSeat()).containsExactly(0.5, 0.5, 0.5, 0.5);
        assertThat(DesignerMetrics.leadChanges(smooth.firstSeat())).isZero();
    }

    @Test
    void reportAveragesTheMetricsOverTheGamesWhereTheyApply() {
        // seat 0 wins a game it led throughout; seat 1 wins one after trailing; the third game is a draw
        GameTrace led = trace(List.of(1.0, 0.0), List.of(0.7, 0.8, 0.9, 1.0), 0.5, 0);
        GameTrace comeback = trace(List.of(0.0, 1.0), List.of(0.9, 0.7, 0.3, 0.1), 0.25, 1);
        GameTrace draw = trace(List.of(0.5, 0.5), List.of(0.5, 0.5), Double.NaN, 0);
        VariantReport r = VariantReport.of("g", "v", List.of("A", "B"), List.of("mcts"), List.of(led, comeback,
                draw));
        VariantReport.Designer d = r.designer();
        // smoothed: led 0.75, 0.85, 0.95 at plies 1..3 (of 4): seat 0 ahead from ply 1
        // comeback 0.8, 0.5, 0.2 at plies 1..3: seat 1 (1 - v = 0.2, 0.5, 0.8) ahead for good from ply 3
        assertThat(d.decisiveness().n()).isEqualTo(2);
        assertThat(d.decisiveness().mean()).isCloseTo((0.25 + 0.75) / 2, within(1e-12));
        assertThat(d.drama().mean()).isCloseTo((0 + 0.3) / 2, within(1e-12));
        assertThat(d.leadChanges().n()).isEqualTo(3);
        assertThat(d.leadChanges().mean()).isCloseTo(1 / 3.0, within(1e-12));
        assertThat(d.coverage().n()).isEqualTo(2);
        assertThat(d.coverage().mean()).isCloseTo(0.375, within(1e-12));
    }

    @Test
    void firstMoveBalanceFollowsTheSeatThatMovedFirst() {
        // seat 1 moved first and won twice; seat 0 moved first once and lost; one draw
        List<GameTrace> traces = List.of(trace(List.of(0.0, 1.0), List.of(), 1, 1),
                trace(List.of(0.0, 1.0), List.of(), 1, 1), trace(List.of(0.0, 1.0), List.of(), 1, 0),
                trace(List.of(0.5, 0.5), List.of(), 1, 0));
        VariantReport.Balance b = VariantReport.of("g", "v", List.of("A", "B"), List.of("x", "x"), traces)
                .balance().get(0);
        assertThat(b.agent()).isEqualTo("x");
        assertThat(b.first().count()).isEqualTo(2);
        assertThat(b.second().count()).isEqualTo(1);
        assertThat(b.draws().count()).isEqualTo(1);
    }

    @Test
    void coverageReadsThePlacesOfTheBoardDescription() {
        Map<String, Object> d = Map.of("game", "one-piece-for-two", "width", 3, "height", 2,
                "grid", List.of("B.R", "..."));
        assertThat(Coverage.places(d)).isEqualTo(6);
        Set<String> used = new TreeSet<>();
        Coverage.addUsed(d, used);
        Coverage.addUsed(Map.of("game", "one-piece-for-two", "grid", List.of("..R", "B..")), used);
        assertThat(used).containsExactly("0,0", "0,1", "2,0");
        assertThat(Coverage.places(Map.of("game", "chess"))).as("not a board it knows").isZero();
    }

    private static GameTrace trace(List<Double> payoffs, List<Double> values, double coverage, int firstMover) {
        List<Integer> plies = java.util.stream.IntStream.range(0, values.size()).boxed().toList();
        return new GameTrace(payoffs, true, values.size(), List.of(2), Map.of("move", 1), "end", Map.of(),
                firstMover, plies, values, coverage);
    }
}
