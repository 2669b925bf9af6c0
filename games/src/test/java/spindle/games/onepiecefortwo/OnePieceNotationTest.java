package spindle.games.onepiecefortwo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static spindle.games.onepiecefortwo.Scenarios.GAME;
import static spindle.games.onepiecefortwo.Scenarios.Q;
import static spindle.games.onepiecefortwo.Scenarios.play;

import org.junit.jupiter.api.Test;
import spindle.engine.GameState;
import spindle.engine.IllegalActionException;
import spindle.engine.NotationException;

class OnePieceNotationTest {

    @Test
    void preGameChoicesAreWordsOfTheRightPlayer() {
        GameState start = GameState.start(GAME);
        assertThat(start.toMove()).isEqualTo(0);
        assertThat(start.legalMoves()).containsExactly("red", "blue");
        GameState coloured = start.apply(" BLUE ");
        assertThat(coloured.toMove()).as("the second player chooses the edge").isEqualTo(1);
        assertThat(coloured.legalMoves()).containsExactly("bottom", "top", "left", "right");
        GameState ready = coloured.apply("Left");
        assertThat(ready.toMove()).isEqualTo(0);
        assertThat(ready.moves()).containsExactly("blue", "left");
        assertThat(ready.render()).contains("Red: Second   Blue: Starter").contains("Starter (blue) to place a piece");
    }

    @Test
    void decisionTypesForMetrics() {
        GameState start = GameState.start(GAME);
        assertThat(GAME.decisionType(start.view(), start.parse("red"))).isEqualTo("colour");
        GameState coloured = start.apply("red");
        assertThat(GAME.decisionType(coloured.view(), coloured.parse("top"))).isEqualTo("edge");
        GameState ready = coloured.apply("top");
        assertThat(GAME.decisionType(ready.view(), ready.parse("a1/a2"))).isEqualTo("place");
        GameState q = play(Q);
        assertThat(GAME.decisionType(q.view(), q.parse("h5-h6>f5/f6"))).isEqualTo("relocate");
    }

    @Test
    void choicesOutOfTurnAreRefused() {
        GameState start = GameState.start(GAME);
        assertThatThrownBy(() -> start.apply("bottom")).isInstanceOf(IllegalActionException.class)
                .hasMessageContaining("bottom is not legal now: the starter first takes a colour");
        assertThatThrownBy(() -> start.apply("a1/a2")).isInstanceOf(NotationException.class)
                .hasMessageContaining("the starter first takes a colour: red or blue");
        GameState coloured = start.apply("red");
        assertThatThrownBy(() -> coloured.apply("c1/d1")).isInstanceOf(NotationException.class)
                .hasMessageContaining("chooses the game edge: bottom, top, left or right");
        assertThatThrownBy(() -> play().apply("red")).isInstanceOf(IllegalActionException.class)
                .hasMessageContaining("chosen before the first move");
        assertThatThrownBy(() -> coloured.apply("blue")).hasMessageContaining("the colours are taken");
    }

    @Test
    void fixedChoicesSkipTheDecisions() {
        GameState state = GameState.start(GAME, Scenarios.variant("starterColour=blue,gameEdge=right"));
        assertThat(state.toMove()).isEqualTo(0);
        assertThat(state.legalActions()).hasSize(26);
        assertThat(GAME.plyBound(state.variant()).getAsInt()).isEqualTo(200);
        assertThat(GAME.plyBound(GAME.defaultVariant()).getAsInt()).isEqualTo(202);
    }

    @Test
    void placementIsRedThenBlueIgnoringCaseAndSpaces() {
        GameState state = play();
        int action = state.parse(" C1 / d1 ");
        assertThat(state.format(action)).isEqualTo("c1/d1");
        assertThat(state.format(state.parse("d1/c1"))).isEqualTo("d1/c1");
        assertThat(state.parse("d1/c1")).isNotEqualTo(action);
        assertThat(state.format(state.parse("a2/a1"))).isEqualTo("a2/a1");
    }

    @Test
    void relocationNamesThePieceInEitherOrderAndWritesRedFirst() {
        GameState q = play(Q);
        int action = q.parse("a6-a5>b5/b6");
        assertThat(action).isEqualTo(q.parse("a5-a6>b5/b6"));
        assertThat(q.format(action)).isEqualTo("a5-a6>b5/b6");
        assertThat(q.format(q.parse("e4-f4>g5/g6"))).isEqualTo("f4-e4>g5/g6");
        GameState after = q.apply("f4-e4>g5/g6");
        assertThat(after.moves().get(after.moves().size() - 1)).isEqualTo("f4-e4>g5/g6");
        assertThat(GAME.describe(after.view())).containsEntry("lastMove", "f4-e4>g5/g6");
    }

    @Test
    void badTextGetsAnActionableMessage() {
        GameState state = play();
        assertThatThrownBy(() -> state.parse("c1/e1")).isInstanceOf(NotationException.class)
                .hasMessageContaining("not side by side");
        assertThatThrownBy(() -> state.parse("c1/c2/c3")).isInstanceOf(NotationException.class)
                .hasMessageContaining("red/blue");
        assertThatThrownBy(() -> state.parse("i1/i2")).isInstanceOf(NotationException.class)
                .hasMessageContaining("i1 is off the board: columns a-h, rows 1-7");
        assertThatThrownBy(() -> state.parse("a8/a7")).isInstanceOf(NotationException.class)
                .hasMessageContaining("a8 is off the board");
        assertThatThrownBy(() -> state.parse("c+1/d1")).isInstanceOf(NotationException.class)
                .hasMessageContaining("write column then row");
        assertThatThrownBy(() -> state.parse("a1-c1>b5/b6")).isInstanceOf(NotationException.class)
                .hasMessageContaining("not one piece");
        assertThatThrownBy(() -> state.parse("a1>b5/b6")).isInstanceOf(NotationException.class)
                .hasMessageContaining("two elements");
        assertThatThrownBy(() -> state.parse("a1-a2>>b5/b6")).isInstanceOf(NotationException.class)
                .hasMessageContaining("more than one '>'");
        assertThatThrownBy(() -> state.parse("green")).isInstanceOf(NotationException.class)
                .hasMessageContaining("c1/d1").hasMessageContaining("a5-a6>b5/b6");
    }

    @Test
    void aRelocationBeforeTheBoxIsEmptyIsRefused() {
        GameState state = play("a1/b1");
        assertThatThrownBy(() -> state.apply("a1-b1>c1/d1")).isInstanceOf(IllegalActionException.class)
                .hasMessageContaining("19 pieces are still in the box: place one");
        assertThatThrownBy(() -> play(Q).apply("b7/c7")).isInstanceOf(IllegalActionException.class)
                .hasMessageContaining("the box is empty: relocate a piece");
        assertThatThrownBy(() -> play(Q).apply("b1-b2>b5/b6")).hasMessageContaining("no piece covers exactly");
    }
}
