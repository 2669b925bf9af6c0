package spindle.games.warpandweft;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import spindle.engine.GameState;
import spindle.engine.IllegalActionException;
import spindle.engine.NotationException;
import spindle.engine.Notation;
import spindle.engine.Position;
import spindle.engine.Variant;

class WarpAndWeftNotationTest {
    private static final WarpAndWeft GAME = new WarpAndWeft();

    @Test
    void wordsAndCellsParseIgnoringCaseAndBlanks() {
        GameState s = GameState.start(GAME);
        assertThat(s.format(s.parse("  SWITCH "))).isEqualTo("switch");
        assertThat(s.format(s.parse("Swap"))).isEqualTo("swap");
        assertThat(s.format(s.parse(" o1"))).isEqualTo("O1");
        assertThat(s.format(s.parse("h8"))).isEqualTo("H8");
    }

    @Test
    void everyCellOfEveryPieceNamesIt() {
        for (int n = 2; n <= 6; n++) {
            Geometry g = Geometry.of(n);
            Notation notation = GAME.notation(Variant.parse(GAME, "size=" + n));
            Position p = GAME.newGame(Variant.parse(GAME, "size=" + n));
            for (int code = 0; code < g.pieces; code++) {
                for (int[] cell : g.cellsOf(code)) {
                    assertThat(notation.parse(p, Geometry.cellName(cell[0], cell[1]))).isEqualTo(code);
                }
                assertThat(notation.parse(p, notation.format(p, code))).isEqualTo(code);
            }
        }
    }

    @Test
    void offBoardAndGarbageAreNotationErrorsThatSayWhy() {
        GameState s = GameState.start(GAME);
        assertThatThrownBy(() -> s.parse("A16")).isInstanceOf(NotationException.class)
                .hasMessageContaining("row 16 is off the board; rows are 1..15");
        assertThatThrownBy(() -> s.parse("P1")).isInstanceOf(NotationException.class)
                .hasMessageContaining("columns are A..O");
        assertThatThrownBy(() -> s.parse("A0")).isInstanceOf(NotationException.class)
                .hasMessageContaining("row 0 is off the board");
        assertThatThrownBy(() -> s.parse("A99999999999")).isInstanceOf(NotationException.class);
        assertThatThrownBy(() -> s.parse("13C")).isInstanceOf(NotationException.class)
                .hasMessageContaining("write a cell such as C13");
        assertThatThrownBy(() -> s.parse("C")).isInstanceOf(NotationException.class);
        assertThatThrownBy(() -> s.parse("zz99zz")).isInstanceOf(NotationException.class)
                .hasMessageContaining("'zz99zz' is not a move");
        assertThatThrownBy(() -> s.parse("pass")).isInstanceOf(NotationException.class)
                .hasMessageContaining("switch");
    }

    @Test
    void wrongDirectionAndClaimedPiecesAreLegalMoveErrorsNotNotationErrors() {
        GameState s = GameState.start(GAME);
        assertThat(s.parse("C15")).isNotNegative();
        assertThatThrownBy(() -> s.apply("C15")).isInstanceOf(IllegalActionException.class)
                .hasMessageContaining("C15 is not legal now: C15 is a Weft thread: Warp claims only vertical");
        GameState t = s.apply("C13").apply("E13");
        assertThatThrownBy(() -> t.apply("C12")).isInstanceOf(IllegalActionException.class)
                .hasMessageContaining("C13 is already claimed by Warp");
    }

    @Test
    void refusalsSayWhatToDoInstead() {
        GameState s = GameState.start(GAME);
        assertThatThrownBy(() -> s.apply("D14")).hasMessageContaining("Warp is Threading: switch to Patching");
        assertThatThrownBy(() -> s.apply("swap")).hasMessageContaining("only allowed on the second player's first");
        GameState patching = s.apply("C13").apply("E13").apply("switch").apply("A13");
        assertThatThrownBy(() -> patching.apply("H8")).hasMessageContaining("H8 touches no thread Warp owns");
        assertThatThrownBy(() -> patching.apply("G9")).hasMessageContaining("Warp is Patching: switch to Threading");
        GameState patchPrimary = GameState.start(GAME, Variant.parse(GAME, "primary=patch,swap=off"))
                .apply("switch").apply("switch");
        assertThatThrownBy(() -> patchPrimary.apply("C13")).hasMessageContaining("Patch-Primary");
        assertThatThrownBy(() -> patchPrimary.apply("swap")).hasMessageContaining("swap rule is off");
    }

    @Test
    void gameRecordFromTheRulesReplays() {
        GameState s = GameState.replay(GAME, GAME.defaultVariant(),
                java.util.List.of("C13", "swap", "E13", "C9", "switch"));
        assertThat(s.moves()).containsExactly("C13", "swap", "E13", "C9", "switch");
        WarpAndWeftPosition p = (WarpAndWeftPosition) s.view();
        assertThat(p.stateOf(Geometry.WEFT)).isEqualTo(WarpAndWeftPosition.PATCHING);
        assertThat(s.toMove()).as("Warp, controlled by player 2 after the swap").isEqualTo(1);
    }
}
