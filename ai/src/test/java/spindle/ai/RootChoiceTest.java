package spindle.ai;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import spindle.engine.GameState;

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
}
