package spindle.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import spindle.engine.GameState;
import spindle.engine.IllegalActionException;
import spindle.engine.NotationException;
import spindle.engine.Variant;

class GameStateTest {
    private final WindyNim nim = new WindyNim();
    private final Variant calm = Variant.parse(nim, "wind=off,stones=5");

    @Test
    void applyLeavesTheOriginalUnchangedAndKeepsHistory() {
        GameState start = GameState.start(nim, calm);
        GameState next = start.apply("take2");
        assertThat(start.ply()).isZero();
        assertThat(start.legalMoves()).containsExactly("take1", "take2");
        assertThat(next.ply()).isEqualTo(1);
        assertThat(next.toMove()).isEqualTo(1);
        assertThat(next.previous()).isSameAs(start);
        assertThat(next.moves()).containsExactly("take2");
        assertThat(next.actions()).containsExactly(WindyNim.TAKE2);
    }

    @Test
    void illegalAndUnreadableMovesAreRefusedWithReasons() {
        GameState nearlyDone = ConformanceSuite.play(nim, calm, "take2", "take2");
        assertThatThrownBy(() -> nearlyDone.apply("take2")).isInstanceOf(IllegalActionException.class)
                .hasMessageContaining("take2 is not legal");
        assertThatThrownBy(() -> nearlyDone.apply("grab")).isInstanceOf(NotationException.class)
                .hasMessageContaining("take1, take2");
        GameState over = nearlyDone.apply("take1");
        assertThat(over.isOver()).isTrue();
        assertThat(over.payoffs()).containsExactly(1.0, 0.0);
        assertThatThrownBy(() -> over.apply("take1")).hasMessageContaining("over");
    }

    @Test
    void replayNamesTheFirstBadPly() {
        assertThatThrownBy(() -> GameState.replay(nim, calm, List.of("take1", "take2", "take2", "take2")))
                .isInstanceOf(IllegalActionException.class).hasMessageStartingWith("ply 4 'take2'");
    }

    @Test
    void chanceOutcomesAreActionsToo() {
        GameState start = GameState.start(nim, Variant.parse(nim, "stones=2"));
        assertThat(start.isChance()).isTrue();
        GameState gust = start.apply("gust").apply("take1");
        assertThat(gust.isOver()).isTrue();
        assertThat(gust.payoffs()).containsExactly(1.0, 0.0);
    }

    @Test
    void aGameFromAPositionTextPlaysOnFromThereAndRemembersIt() {
        GameState set = GameState.from(nim, calm, "ooo_2_take_7");
        assertThat(set.from()).as("kept as the game writes it").isEqualTo("ooo 2 take 7");
        assertThat(set.ply()).isZero();
        assertThat(set.view().plies()).isEqualTo(7);
        assertThat(set.toMove()).isEqualTo(1);
        GameState on = GameState.replay(set, List.of("take2", "take1"));
        assertThat(on.isOver()).isTrue();
        assertThat(on.payoffs()).containsExactly(1.0, 0.0);
        assertThat(on.from()).as("every later state knows where the game began").isEqualTo("ooo 2 take 7");
        assertThat(on.moves()).containsExactly("take2", "take1");
        assertThat(on.positionText()).isEqualTo("- 1 won1 9");
        assertThat(GameState.start(nim, calm).from()).isNull();
    }

    @Test
    void aBadPositionTextIsRefusedNamingThePart() {
        assertThatThrownBy(() -> GameState.from(nim, calm, "oooooooo 1 take 0"))
                .isInstanceOf(NotationException.class).hasMessage("the pile has 8 stones, the game starts with 5");
        assertThatThrownBy(() -> GameState.from(nim, calm, "ooo 1"))
                .isInstanceOf(NotationException.class).hasMessageContaining("the next, plies are missing");
        assertThatThrownBy(() -> GameState.from(nim, calm, "ooo 1 take 0 extra"))
                .isInstanceOf(NotationException.class).hasMessageContaining("1 part(s) too many");
        assertThatThrownBy(() -> GameState.from(nim, calm, "ooo 1 take 0!"))
                .isInstanceOf(NotationException.class).hasMessageContaining("character 13 '!'");
        assertThatThrownBy(() -> GameState.from(nim, calm, "ooo 3 take 0"))
                .isInstanceOf(NotationException.class).hasMessage("the side is 3, it must be from 1 to 2");
    }
}
