package spindle.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class ChanceOutcomesTest {
    @Test
    void sampleFollowsTheProbabilities() {
        ChanceOutcomes coin = ChanceOutcomes.of(new int[] {7, 9}, new double[] {0.25, 0.75});
        SplittableRandom random = new SplittableRandom(1);
        int sevens = 0;
        for (int i = 0; i < 40_000; i++) {
            sevens += coin.sample(random) == 7 ? 1 : 0;
        }
        assertThat(sevens / 40_000.0).isCloseTo(0.25, within(0.01));
        assertThat(coin.probabilityOf(9)).isEqualTo(0.75);
        assertThat(coin.probabilityOf(8)).isZero();
    }

    @Test
    void uniformDie() {
        ChanceOutcomes die = ChanceOutcomes.uniform(0, 1, 2, 3, 4, 5);
        assertThat(die.size()).isEqualTo(6);
        assertThat(die.probability(3)).isEqualTo(1 / 6.0);
    }

    @Test
    void probabilitiesMustSumToOne() {
        assertThatThrownBy(() -> ChanceOutcomes.of(new int[] {1, 2}, new double[] {0.5, 0.6}))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> ChanceOutcomes.of(new int[] {1}, new double[] {1, 0}))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
