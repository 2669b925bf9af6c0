package spindle.games.onepiecefortwo;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import spindle.engine.GameState;
import spindle.engine.Variant;

/** A game edge the variant fixes is never offered as a choice, also when the starter still chooses a colour. */
class FixedEdgeTest {
    private static final OnePieceForTwo GAME = new OnePieceForTwo();

    @Test
    void afterTheColourChoiceTheFixedEdgeIsTakenAndTheStarterPlaces() {
        Variant v = Variant.parse(GAME, "gameEdge=top,starterColour=choose");
        GameState start = GameState.start(GAME, v);
        assertThat(start.legalMoves()).containsExactlyInAnyOrder("red", "blue");
        GameState chosen = start.apply("blue");
        assertThat(chosen.toMove()).as("the starter places first").isZero();
        assertThat(chosen.legalMoves()).noneMatch(m -> m.matches("bottom|top|left|right"));
        assertThat(chosen.positionText()).contains(" starter-blue top starter place ");
        assertThat(GameState.from(GAME, v, chosen.positionText()).legalMoves()).isEqualTo(chosen.legalMoves());
    }
}
