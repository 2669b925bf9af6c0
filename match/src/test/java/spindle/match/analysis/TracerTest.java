package spindle.match.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import spindle.ai.Agent;
import spindle.ai.Budget;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.Games;
import spindle.engine.Variant;

/** The Tracer plays with each agent's own level unless a budget is forced, and counts the game's events. */
class TracerTest {
    /** Plays randomly and remembers the iteration budgets it was given. */
    private static final class Recorder implements Agent {
        final Set<Long> seen = new HashSet<>();
        final long own;

        Recorder(long own) {
            this.own = own;
        }

        @Override
        public String name() {
            return "recorder";
        }

        @Override
        public Budget budget() {
            return Budget.iterations(own, 0);
        }

        @Override
        public synchronized int choose(GameState state, Budget budget) {
            seen.add(budget.iterations());
            int[] buffer = new int[state.view().maxActions()];
            return state.view().randomAction(new SplittableRandom(budget.seed()), buffer);
        }
    }

    @Test
    void withoutABudgetEachAgentSearchesWithItsOwnLevel() {
        Game game = Games.byId("warp-and-weft");
        Variant v = Variant.parse(game, "size=2");
        Recorder a = new Recorder(77);
        Recorder b = new Recorder(99);
        GameTrace t = Tracer.play(game, v, List.of(a, b), null, 1, 10_000, spindle.match.RoundCap.NONE);
        assertThat(t.finished()).isTrue();
        assertThat(a.seen).containsExactly(77L);
        assertThat(b.seen).containsExactly(99L);

        Recorder c = new Recorder(77);
        Tracer.play(game, v, List.of(c, c), Budget.iterations(5, 0), 1, 10_000, spindle.match.RoundCap.NONE);
        assertThat(c.seen).containsExactly(5L);
    }

    @Test
    void threeWillGamesCountEjections() {
        Game game = Games.byId("just-playing-a-round");
        int ejections = 0;
        for (long seed = 1; seed <= 20; seed++) {
            GameTrace t = Tracer.play(game, game.defaultVariant(), List.of(new Recorder(1)), null, seed, 100_000, spindle.match.RoundCap.NONE);
            ejections += t.events().getOrDefault("ejection", 0);
        }
        assertThat(ejections).as("random play meets the stack limit now and then").isPositive();
    }
}
