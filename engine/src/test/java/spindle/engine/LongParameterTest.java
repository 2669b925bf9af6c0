package spindle.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class LongParameterTest {
    private final Parameter.LongParameter code =
            new Parameter.LongParameter("code", "a big number", 0, 268_738_559_999L, 0);

    @Test
    void parsesValuesBeyondIntWithOptionalUnderscores() {
        assertThat(code.parse(" 268738559999 ")).isEqualTo(268_738_559_999L);
        assertThat(code.parse("268_738_559_999")).isEqualTo(268_738_559_999L);
        assertThat(code.format(code.parse("5000000000"))).isEqualTo("5000000000");
        assertThat(code.defaultValue()).isEqualTo(0L);
    }

    @Test
    void refusesOutOfRangeAndWordsNamingTheRange() {
        assertThatThrownBy(() -> code.parse("268738560000")).isInstanceOf(VariantException.class)
                .hasMessage("code must be 0..268738559999, not 268738560000");
        assertThatThrownBy(() -> code.parse("-1")).isInstanceOf(VariantException.class);
        assertThatThrownBy(() -> code.parse("lots")).isInstanceOf(VariantException.class)
                .hasMessageContaining("not 'lots'");
        assertThatThrownBy(() -> new Parameter.LongParameter("x", "", 5, 1, 3))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
