package spindle.games.warpandweft;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static spindle.testkit.ConformanceSuite.play;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import spindle.engine.GameState;
import spindle.engine.Variant;
import spindle.engine.VariantException;

/** Parameters, presets, the switch limit (ruling W11), compact display (W15) and describe. */
class WarpAndWeftVariantTest {
    private static final WarpAndWeft GAME = new WarpAndWeft();

    @Test
    void defaultsAndPublishedSpellings() {
        assertThat(GAME.defaultVariant().toString())
                .isEqualTo("size=4,primary=thread,swap=on,compact=off,switchLimit=off");
        for (String spelling : List.of("-patch", "-patches", "PATCH")) {
            assertThat(Variant.parse(GAME, "primary=" + spelling).choice("primary")).isEqualTo("patch");
        }
        for (String spelling : List.of("-thread", "-threads", "thread")) {
            assertThat(Variant.parse(GAME, "primary=" + spelling).choice("primary")).isEqualTo("thread");
        }
        assertThatThrownBy(() -> Variant.parse(GAME, "size=7")).isInstanceOf(VariantException.class);
        assertThatThrownBy(() -> Variant.parse(GAME, "size=1")).isInstanceOf(VariantException.class);
        assertThatThrownBy(() -> Variant.parse(GAME, "switchLimit=1")).isInstanceOf(VariantException.class);
        assertThat(GAME.presets().get(0).variant()).isEqualTo(GAME.defaultVariant());
    }

    @Test
    void plyBoundOnlyWithASwitchLimit() {
        assertThat(GAME.plyBound(GAME.defaultVariant())).isEmpty();
        assertThat(GAME.plyBound(Variant.parse(GAME, "size=2,switchLimit=3")).getAsInt()).isEqualTo(26 * 3);
    }

    @Test
    void switchLimitDrawsAfterKTurnsWithoutAPlacement() {
        Variant v = Variant.parse(GAME, "switchLimit=4");
        GameState three = play(GAME, v, "C13", "swap", "switch", "switch");
        assertThat(three.isOver()).isFalse();
        GameState four = three.apply("switch");
        assertThat(four.isOver()).isTrue();
        assertThat(four.payoffs()).containsExactly(0.5, 0.5);
        assertThat(four.render()).contains("Draw: 4 turns in a row without a placement");
        assertThat(GAME.endReason(four.view())).isEqualTo("switch-limit");
        assertThat(GAME.decisionType(three.view(), three.parse("switch"))).isEqualTo("switch");
        assertThat(GAME.decisionType(three.view(), three.parse("B2"))).isEqualTo("patch");
        GameState reset = play(GAME, v, "switch", "E13", "switch", "switch", "switch");
        assertThat(reset.isOver()).as("a placement restarts the count").isFalse();
        assertThat(reset.apply("switch").isOver()).isTrue();
    }

    @Test
    void theSwitchCountIsPartOfTheHashOnlyWithALimit() {
        String[] round = {"switch", "switch", "switch", "switch"};
        Variant limited = Variant.parse(GAME, "switchLimit=5");
        assertThat(play(GAME, limited, round).view().hash()).isNotEqualTo(GameState.start(GAME, limited).view().hash());
        assertThat(play(GAME, GAME.defaultVariant(), round).view().hash())
                .isEqualTo(GameState.start(GAME).view().hash());
    }

    @Test
    void compactChangesOnlyTheDisplay() {
        GameState full = play(GAME, GAME.defaultVariant(), "C13", "E13");
        GameState compact = play(GAME, Variant.parse(GAME, "compact=on"), "C13", "E13");
        assertThat(compact.view().hash()).isEqualTo(full.view().hash());
        assertThat(compact.legalMoves()).isEqualTo(full.legalMoves());
        assertThat(compact.render()).contains("13  - - X O O O | - - - | - - - |  13")
                .contains("14  | . X . | . | . | . | . | . |  14");
        assertThat(full.render()).contains("13|           | X | O   O   O |   |           |   |           |   |     13")
                .contains("        A   B   C   D   E   F   G   H   I   J   K   L   M   N   O");
    }

    @Test
    void describeIsPlainDataForABrowser() {
        GameState s = play(GAME, GAME.defaultVariant(), "C13", "swap");
        Map<String, Object> d = GAME.describe(s.view());
        assertThat(d).containsEntry("size", 4).containsEntry("columns", 15).containsEntry("toMove", 0)
                .containsEntry("sideToMove", "weft").containsEntry("lastMove", "swap").containsEntry("over", false);
        assertThat((List<?>) d.get("pieces")).hasSize(113);
        assertThat((List<?>) d.get("legalMoves")).hasSize(33);
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> sides = (List<Map<String, Object>>) d.get("sides");
        assertThat(sides.get(0)).containsEntry("side", "warp").containsEntry("seat", 1)
                .containsEntry("state", "threading");
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> pieces = (List<Map<String, Object>>) d.get("pieces");
        assertThat(pieces).filteredOn(p -> p.get("name").equals("C13")).singleElement()
                .satisfies(p -> assertThat(p).containsEntry("owner", "warp").containsEntry("kind", "warp")
                        .containsEntry("cells", List.of(List.of(3, 12), List.of(3, 13), List.of(3, 14))));
        assertThat(pieces).filteredOn(p -> p.get("name").equals("A15")).singleElement()
                .satisfies(p -> assertThat(p).containsEntry("tabs", List.of(List.of(1, 16))));
    }
}
