package spindle.ai;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import spindle.engine.GameState;
import spindle.engine.Position;
import spindle.engine.SearchKnowledge;

/** What the search plays when every move is proven lost ({@link RootChoice}). */
class RootChoiceTest {
    /** Nim 3,3 (nim-sum 0: the mover loses), each heap's moves listed from "take all" down. */
    private static GameState lostNim() {
        return GameState.start(new TinyGame("nim-largest-first", 2, () -> {
            Nim nim = new Nim(false, 3, 3);
            nim.largestFirst = true;
            return nim;
        }));
    }

    private static Hint analyse(MctsConfig config, long seed) {
        return new MctsAgent("mcts", config, Budget.iterations(1, 0)).analyse(lostNim(), new Budget(0, 20_000, 1, seed));
    }

    @Test
    void theStrongSearchHoldsOutWhenEveryMoveIsProvenLost() {
        int takeAllOfHeap0 = Nim.take(0, 3);
        int takeAllOfHeap1 = Nim.take(1, 3);
        assertThat(lostNim().legalActions()[0]).isEqualTo(takeAllOfHeap0);
        for (long seed = 1; seed <= 5; seed++) {
            Hint strong = analyse(MctsConfig.strong(), seed);
            assertThat(strong.proven()).isTrue();
            assertThat(strong.value()).isEqualTo(0.0);
            // Taking a whole heap lets the opponent take the other and win at once; taking 1 or 2 holds out 2 plies more.
            assertThat(strong.action()).as("seed %d", seed).isNotIn(takeAllOfHeap0, takeAllOfHeap1);
        }
    }

    @Test
    void theClassicSearchStillPlaysTheFirstLegalMoveSoTheYardstickDoesNotMove() {
        MctsConfig classic = new MctsConfig(0.4, true, true, 12, true, 2_000_000, 0);
        Hint hint = analyse(classic, 1);
        assertThat(hint.proven()).isTrue();
        assertThat(hint.action()).isEqualTo(Nim.take(0, 3));
    }

    /** A tic-tac-toe root whose first slot is a proven draw and whose second has 100 visits with mean {@code mean}. */
    private static Hint drawOr(double mean, boolean strong) {
        GameState start = GameState.start(new TinyGame("ttt", 2, () -> TicTacToe.of(".........")));
        Position p = start.position();
        MctsTree tree = new MctsTree(MctsConfig.strong(), SearchKnowledge.NONE, p, ForcedMoves.NONE);
        tree.root = new Node(p, new int[p.maxActions()], new SplittableRandom(1), -1, false, 2);
        tree.root.tried = 2;
        tree.root.prove(0, new double[] {0.5, 0.5});
        tree.root.slotVisits[0] = 10;
        tree.root.slotSum[0] = 5;
        tree.root.slotSum[1] = 5;
        tree.root.slotVisits[1] = 100;
        tree.root.slotSum[2] = 100 * mean;
        tree.root.slotSum[3] = 100 * (1 - mean);
        Hint hint = RootChoice.of(List.of(tree), start, 110, 1, strong);
        return hint.action() == tree.root.actions[0] ? null : hint;
    }

    @Test
    void theStrongSearchPlaysOnRatherThanTakeADrawWhileAMoveStillLooksAboutEven() {
        double playable = 0.5 - RootChoice.CONTEMPT + 0.01;
        assertThat(drawOr(playable, true)).as("strong: plays on").isNotNull();
        assertThat(drawOr(playable, false)).as("classic: takes the draw").isNull();
        assertThat(drawOr(0.5 - RootChoice.CONTEMPT - 0.05, true)).as("strong: a clearly worse move, takes the draw")
                .isNull();
        assertThat(drawOr(0.6, false)).as("classic: a move better than a draw").isNotNull();
    }
}
