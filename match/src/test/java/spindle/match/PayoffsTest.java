package spindle.match;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class PayoffsTest {
    @Test
    void soleWinnerOnlyWhenTheTopIsNotShared() {
        assertThat(Payoffs.soleWinner(0, 1)).isEqualTo(1);
        assertThat(Payoffs.soleWinner(1, 0, 0.5)).isZero();
        assertThat(Payoffs.soleWinner(0.5, 0.5)).isEqualTo(-1);
        assertThat(Payoffs.soleWinner(1, 1, 0)).isEqualTo(-1);
        assertThat(Payoffs.soleWinner(42)).isEqualTo(-1);
    }
}
