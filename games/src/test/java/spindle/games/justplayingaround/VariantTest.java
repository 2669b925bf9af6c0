package spindle.games.justplayingaround;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import spindle.engine.GameState;
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

    /** Not a preset (its 720-way chance nodes are costly in the suite): a few seeded games replay exactly. */
    @Test
    void randomSetupGamesReplayFromTheirRecord() {
        Variant v = Variant.parse(GAME, "randomSetup=on");
        for (long seed = 1; seed <= 30; seed++) {
            GameState s = GameState.start(GAME, v);
            SplittableRandom random = new SplittableRandom(seed);
            int[] scratch = new int[s.view().maxActions()];
            while (!s.isOver()) {
                s = s.apply(s.view().randomAction(random, scratch));
            }
            assertThat(s.moves().get(0)).startsWith("setup R ");
            assertThat(s.moves().get(3)).startsWith("setup Y ");
            GameState replayed = GameState.replay(GAME, v, s.moves());
            assertThat(replayed.view().hash()).isEqualTo(s.view().hash());
            assertThat(replayed.payoffs()).isEqualTo(s.payoffs());
        }
    }

    @Test
    void aliasesAndPresets() {
        assertThat(Variant.parse(GAME, "extendedGroup=always").choice("extendedGroup")).isEqualTo("always-group");
        assertThat(GAME.presets()).extracting(p -> p.name()).startsWith("default");
    }
}
