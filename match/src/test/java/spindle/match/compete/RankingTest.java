package spindle.match.compete;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class RankingTest {
    private static Standing s(String name, int score, long balance) {
        return new Standing(name, 0, score, balance, false, true, 3, 0, List.of());
    }

    @Test
    void scoreFirstThenBalanceThenSharedPlace() {
        List<Standing> ranked = Ranking.rank(List.of(s("low", 6, 900_000), s("tieA", 9, 100_000),
                s("rich", 9, 500_000), s("tieB", 9, 100_000), s("zero", 0, 2_000_000)));
        assertThat(ranked).extracting(Standing::name).containsExactly("rich", "tieA", "tieB", "low", "zero");
        assertThat(ranked).extracting(Standing::rank).containsExactly(1, 2, 2, 4, 5);
    }
}
