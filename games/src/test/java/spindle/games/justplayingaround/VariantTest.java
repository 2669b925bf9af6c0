package spindle.games.justplayingaround;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import spindle.engine.Variant;
import spindle.engine.VariantException;

class VariantTest {
    private static final JustPlayingARound GAME = new JustPlayingARound();

    @Test
    void setupCodeCoversAllSetupsAndNoMore() {
        assertThat(Variant.parse(GAME, "setupCode=268_738_559_999").longValue("setupCode"))
                .isEqualTo(268_738_559_999L);
        assertThatThrownBy(() -> Variant.parse(GAME, "setupCode=268738560000")).isInstanceOf(VariantException.class)
                .hasMessageContaining("0..268738559999");
        assertThatThrownBy(() -> Variant.parse(GAME, "setupCode=random")).isInstanceOf(VariantException.class);
    }

    @Test
    void aRandomSetupExcludesAGivenCode() {
        assertThatThrownBy(() -> Variant.parse(GAME, "setupCode=5,randomSetup=on"))
                .isInstanceOf(VariantException.class).hasMessageContaining("not both");
        RoundPosition p = GAME.newGame(Variant.parse(GAME, "randomSetup=on"));
        assertThat(p.toMove()).isEqualTo(RoundPosition.CHANCE);
        assertThat(p.chance().size()).isEqualTo(720);
    }

    @Test
    void aliasesAndPresets() {
        assertThat(Variant.parse(GAME, "extendedGroup=always").choice("extendedGroup")).isEqualTo("always-group");
        assertThat(GAME.presets()).extracting(p -> p.name()).startsWith("default");
    }
}
