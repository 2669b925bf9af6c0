package spindle.ai;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class HintTest {
    private static Hint hint(double value, boolean proven) {
        return new Hint(0, "a1", value, proven, 10, 1);
    }

    @Test
    void aProvenValueOfAWinLossGameIsSaidInWords() {
        assertThat(hint(1, true).valueText(2)).isEqualTo("a forced win");
        assertThat(hint(0.5, true).valueText(2)).isEqualTo("a forced draw");
        assertThat(hint(0, true).valueText(2)).isEqualTo("lost whatever you play; this move holds out longest");
    }

    @Test
    void estimatesAndScoresStayNumbers() {
        assertThat(hint(1, false).valueText(2)).isEqualTo("estimated value 1.00");
        assertThat(hint(0.625, false).valueText(2)).isEqualTo("estimated value 0.63");
        // a solo game's proven score is a number, not a win
        assertThat(hint(1, true).valueText(1)).isEqualTo("proven value 1.00");
        assertThat(hint(0.25, true).valueText(2)).isEqualTo("proven value 0.25");
    }
}
