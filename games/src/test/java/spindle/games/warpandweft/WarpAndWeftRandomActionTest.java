package spindle.games.warpandweft;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import spindle.engine.GameState;

/** The fast random move: bit selection, the bounded draw, and a uniform choice over the legal moves. */
class WarpAndWeftRandomActionTest {

    @Test
    void selectFindsTheKthSetBit() {
        SplittableRandom random = new SplittableRandom(7);
        for (int trial = 0; trial < 20_000; trial++) {
            long w = random.nextLong() & random.nextLong() & (trial % 3 == 0 ? -1L : random.nextLong());
            int k = 0;
            for (int bit = 0; bit < 64; bit++) {
                if ((w & (1L << bit)) != 0) {
                    assertThat(Bits.select(w, k++)).as("word %x, k %d", w, k - 1).isEqualTo(bit);
                }
            }
        }
        assertThat(Bits.select(1L << 63, 0)).isEqualTo(63);
        assertThat(Bits.select(-1L, 63)).isEqualTo(63);
    }

    @Test
    void belowStaysInRangeAndCoversIt() {
        SplittableRandom random = new SplittableRandom(8);
        for (int n : new int[] {1, 2, 3, 33, 123}) {
            int[] seen = new int[n];
            for (int i = 0; i < 200 * n; i++) {
                seen[Bits.below(random, n)]++;
            }
            assertThat(java.util.Arrays.stream(seen).min().getAsInt()).as("n = %d", n).isGreaterThan(100);
        }
    }

    @Test
    void randomActionIsUniformOverTheLegalMoves() {
        WarpAndWeft game = new WarpAndWeft();
        GameState state = GameState.replay(game, game.defaultVariant(), java.util.List.of("C13"));
        WarpAndWeftPosition p = (WarpAndWeftPosition) state.view();
        int[] legal = state.legalActions();
        int[] counts = new int[p.actionSpace()];
        SplittableRandom random = new SplittableRandom(9);
        int draws = 340_000;
        int[] scratch = new int[p.maxActions()];
        for (int i = 0; i < draws; i++) {
            counts[p.randomAction(random, scratch)]++;
        }
        double expected = (double) draws / legal.length;
        for (int a : legal) {
            assertThat(counts[a]).as(state.format(a)).isBetween((int) (expected * 0.95), (int) (expected * 1.05));
        }
        assertThat(java.util.Arrays.stream(counts).sum()).isEqualTo(draws);
    }
}
