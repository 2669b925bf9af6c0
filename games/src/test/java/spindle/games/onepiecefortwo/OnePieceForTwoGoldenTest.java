package spindle.games.onepiecefortwo;

import static org.assertj.core.api.Assertions.assertThat;
import static spindle.games.onepiecefortwo.Scenarios.GAME;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import spindle.engine.GameState;
import spindle.engine.Position;

/** A fixed seeded random game: its moves, final board and result must not change unless the rules do. */
class OnePieceForTwoGoldenTest {

    private static GameState randomGame(String variant, long seed) {
        GameState state = GameState.start(GAME, Scenarios.variant(variant));
        SplittableRandom random = new SplittableRandom(seed);
        Position p = state.position();
        int[] scratch = new int[p.maxActions()];
        while (!state.isOver()) {
            state = state.apply(state.view().randomAction(random, scratch));
        }
        return state;
    }

    @Test
    void goldenGameThatEndsInThePlacementPhase() {
        GameState end = randomGame("", 42);
        assertThat(String.join(" ", end.moves())).isEqualTo("red top d1/c1 c2/d2 a2/a1 h1/g1 g2/h2 h4/h3 e1/e2 "
                + "d3/d4 b2/b1 f2/f1 f4/f3 d5/d6 a3/b3 b5/b4 a4/a5 b6/b7 e3/e4 c3/c4");
        assertThat(end.payoffs()).containsExactly(0.0, 1.0);
        assertThat(end.render()).contains(String.join("\n",
                "4  R B B B B R . R",
                "       | | | |   |",
                "3  R-B R R R B . B"), "blue wins: Second");
    }

    @Test
    void goldenGameWithRelocations() {
        GameState end = randomGame("", 7);
        List<String> moves = end.moves();
        assertThat(moves).hasSize(45).startsWith("red", "left", "f1/e1").endsWith("c4-c3>d5/d6", "c2-c1>g4/g3",
                "g4-g3>d7/d8", "d7-d8>c1/c2");
        assertThat(moves.get(22)).isEqualTo("c4-c3>a8/b8");
        assertThat(end.payoffs()).containsExactly(0.0, 1.0);
        assertThat(Scenarios.grid(end)).isEqualTo(String.join("\n",
                "8  R B . . . . .",
                "7  B R . . R R .",
                "6  R B . B B B .",
                "5  B R . R R R .",
                "4  B R . R B B .",
                "3  R B . B R R .",
                "2  B R B R B B R",
                "1  B R R B B R B",
                "   a b c d e f g", ""));
        Map<String, Object> data = GAME.describe(end.view());
        assertThat(data).containsEntry("gameEdge", "left").containsEntry("columns", 7).containsEntry("rows", 8)
                .containsEntry("box", 0).containsEntry("moves", 43).containsEntry("lastMove", "d7-d8>c1/c2");
        assertThat(data.get("heights")).isEqualTo(List.of(8, 8, 2, 6, 7, 7, 2));
        assertThat((List<?>) data.get("pieces")).hasSize(20);
        assertThat(data.get("result")).isEqualTo(Map.of("over", true, "winner", 1, "reason", "four-in-a-row"));
        // The record replays to the same end.
        GameState replayed = GameState.replay(GAME, end.variant(), new ArrayList<>(moves));
        assertThat(replayed.view().hash()).isEqualTo(end.view().hash());
    }
}
