package spindle.ai;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class HintTest {
    private static Hint hint(double value, boolean proven) {
        return new Hint(0, "a1", value, proven, 10, 1);
    }

    @Test
    void aProvenValueOfAWinLossGameIsSaidInWords() {
        assertThat(hint(1, true).valueText(true)).isEqualTo("a forced win");
        assertThat(hint(0.5, true).valueText(true)).isEqualTo("a forced draw");
        assertThat(hint(0, true).valueText(true)).isEqualTo("lost whatever you play; this move holds out longest");
    }

    @Test
    void estimatesAndScoresStayNumbers() {
        assertThat(hint(1, false).valueText(true)).isEqualTo("estimated value 1.00");
        assertThat(hint(0.625, false).valueText(true)).isEqualTo("estimated value 0.63");
        // a scoring game's proven score is a number, not a win
        assertThat(hint(1, true).valueText(false)).isEqualTo("proven value 1.00");
        assertThat(hint(0.25, true).valueText(true)).isEqualTo("proven value 0.25");
    }
}
