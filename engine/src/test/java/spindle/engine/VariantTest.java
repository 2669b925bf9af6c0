package spindle.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

class VariantTest {
    /** Only the parameters matter here; the rest of the game is never called. */
    static final Game BOARD = new Game() {
        public String id() {
            return "board";
        }

        public String name() {
            return "Board";
        }

        public String description() {
            return "test";
        }

        public int minPlayers() {
            return 2;
        }

        public int maxPlayers() {
            return 2;
        }

        public List<Parameter> parameters() {
            return List.of(new Parameter.IntParameter("size", "edge", 2, 6, 4, false),
                    new Parameter.ChoiceParameter("primary", "start", List.of("thread", "patch"), "thread",
                            List.of("-thread=thread", "-threads=thread", "-patch=patch", "-patches=patch")),
                    new Parameter.FlagParameter("swap", "pie rule", true),
                    new Parameter.IntParameter("limit", "draw after K", 2, Integer.MAX_VALUE, 0, true),
                    new Parameter.DimensionsParameter("board", "grid", 4, 12,
                            new Parameter.Dimensions(8, 7)));
        }

        public Position newGame(Variant variant) {
            throw new UnsupportedOperationException();
        }

        public Notation notation(Variant variant) {
            throw new UnsupportedOperationException();
        }

        public String render(Position position) {
            return "";
        }

        public Map<String, Object> describe(Position position) {
            return Map.of();
        }

        public List<String> playerNames(Variant variant) {
            return List.of("a", "b");
        }

        public OptionalInt plyBound(Variant variant) {
            return OptionalInt.empty();
        }
    };

    @Test
    void defaultsAndCanonicalText() {
        Variant v = Variant.defaults(BOARD);
        assertThat(v.intValue("size")).isEqualTo(4);
        assertThat(v.choice("primary")).isEqualTo("thread");
        assertThat(v.flag("swap")).isTrue();
        assertThat(v.intValue("limit")).isZero();
        assertThat(v.dimensions("board")).isEqualTo(new Parameter.Dimensions(8, 7));
        assertThat(v).hasToString("size=4,primary=thread,swap=on,limit=off,board=8x7");
        assertThat(Variant.parse(BOARD, v.toString())).isEqualTo(v);
    }

    @Test
    void textIsParsedLeniently() {
        Variant v = Variant.parse(BOARD, "SIZE=6, primary=-Patches swap=no limit=12 board=7X6");
        assertThat(v).hasToString("size=6,primary=patch,swap=off,limit=12,board=7x6");
        assertThat(v.with(BOARD, "size", "2").intValue("size")).isEqualTo(2);
    }

    @Test
    void namedVariantsByPresetSettingsOrBareValue() {
        assertThat(Variant.named(BOARD, "default")).isEqualTo(Variant.defaults(BOARD));
        assertThat(Variant.named(BOARD, "size=6+swap=off")).hasToString(
                "size=6,primary=thread,swap=off,limit=off,board=8x7");
        assertThat(Variant.named(BOARD, "patch").choice("primary")).isEqualTo("patch");
        assertThat(Variant.named(BOARD, "7x6").dimensions("board")).isEqualTo(new Parameter.Dimensions(7, 6));
        assertThatThrownBy(() -> Variant.named(BOARD, "5")).hasMessageContaining("several parameters");
        assertThatThrownBy(() -> Variant.named(BOARD, "hexagonal")).hasMessageContaining("neither a preset");
    }

    @Test
    void badValuesSayWhatIsAllowed() {
        assertThatThrownBy(() -> Variant.parse(BOARD, "size=7")).isInstanceOf(VariantException.class)
                .hasMessage("size must be 2..6, not 7");
        assertThatThrownBy(() -> Variant.parse(BOARD, "primary=weave"))
                .hasMessage("primary must be one of thread, patch, not 'weave'");
        assertThatThrownBy(() -> Variant.parse(BOARD, "swap=maybe")).hasMessage("swap must be on or off, not 'maybe'");
        assertThatThrownBy(() -> Variant.parse(BOARD, "limit=1")).hasMessage("limit must be off or 2 or more, not 1");
        assertThatThrownBy(() -> Variant.parse(BOARD, "board=3x9"))
                .hasMessageContaining("WIDTHxHEIGHT with each side 4..12");
        assertThatThrownBy(() -> Variant.parse(BOARD, "colour=red"))
                .hasMessage("Board has no parameter 'colour'; it has size, primary, swap, limit, board");
        assertThatThrownBy(() -> Variant.parse(BOARD, "size")).hasMessageContaining("name=value");
    }
}
