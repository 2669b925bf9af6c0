package spindle.games.onepiecefortwo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static spindle.games.onepiecefortwo.Scenarios.GAME;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import spindle.engine.GameState;
import spindle.engine.Position;
import spindle.engine.Variant;
import spindle.engine.VariantException;

/** Ruling P20: custom sizes from 4 to 26 a side with at least 42 elements, in both edge frames. */
class OnePieceForTwoBoardSizeTest {

    @Test
    void sizesOutsideTheLimitsAreRefused() {
        assertThatThrownBy(() -> Scenarios.variant("board=6x6")).isInstanceOf(VariantException.class)
                .hasMessageContaining("at least 42");
        assertThatThrownBy(() -> Scenarios.variant("board=3x20")).isInstanceOf(VariantException.class);
        assertThatThrownBy(() -> Scenarios.variant("board=27x4")).isInstanceOf(VariantException.class);
    }

    @Test
    void randomGamesOnExtremeBoardsNeverRelocateBeforeTheBoxIsEmpty() {
        for (String board : new String[] {"26x26", "4x26", "26x4", "12x4", "9x5", "4x11"}) {
            for (String edge : new String[] {"bottom", "left"}) {
                Variant variant = Scenarios.variant("board=" + board + ",gameEdge=" + edge);
                for (long seed = 0; seed < 100; seed++) {
                    playOut(variant, seed);
                }
            }
        }
    }

    private static void playOut(Variant variant, long seed) {
        OnePiecePosition p = (OnePiecePosition) GAME.newGame(variant);
        SplittableRandom random = new SplittableRandom(seed);
        int[] scratch = new int[p.maxActions()];
        while (!p.isOver()) {
            if (p.stage == OnePiecePosition.STAGE_MOVE) {
                assertThat(p.relocating()).as(variant + " seed " + seed).isEqualTo(p.box == 0);
            }
            int action = p.randomAction(random, scratch);
            assertThat(p.isLegal(action)).isTrue();
            p.play(action);
        }
        assertThat(p.result).isNotEqualTo(OnePiecePosition.RESULT_NONE);
    }

    @Test
    void theLargestBoardRendersWithTwoDigitRows() {
        GameState state = Scenarios.play(Scenarios.variant("board=26x26"), "red", "bottom", "z1/z2");
        Position view = state.view();
        assertThat(GAME.render(view)).contains("26  . . .").contains(" 1  . . ").contains("R\n")
                .contains("a b c d e f g h i j k l m n o p q r s t u v w x y z");
        assertThat(state.legalMoves()).contains("z3/z4", "y1/y2", "x1/y1");
    }
}
