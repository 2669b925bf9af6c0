package spindle.games.warpandweft;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import spindle.engine.GameState;
import spindle.engine.Variant;

/** The AI hint that threads carry no all-moves-as-first information: every thread, and nothing else. */
class WarpAndWeftAmafTest {
    private static final WarpAndWeft GAME = new WarpAndWeft();

    @Test
    void exactlyTheThreadsAreAmafNeutral() {
        for (int n = 2; n <= 6; n++) {
            GameState state = GameState.start(GAME, Variant.parse(GAME, "size=" + n));
            int neutral = 0;
            for (int a = 0; a < state.view().actionSpace(); a++) {
                String name = state.format(a);
                boolean thread = !name.equals("switch") && !name.equals("swap")
                        && (name.charAt(0) - 'A') % 2 == 0 && Integer.parseInt(name.substring(1)) % 2 == 1;
                assertThat(state.view().amafNeutral(a)).as("size %d, %s", n, name).isEqualTo(thread);
                neutral += thread ? 1 : 0;
            }
            // 2N² threads per side (rules 1.6).
            assertThat(neutral).as("size %d", n).isEqualTo(4 * n * n);
        }
    }
}
