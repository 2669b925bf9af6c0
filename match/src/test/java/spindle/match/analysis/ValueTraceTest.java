package spindle.match.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import spindle.ai.Agent;
import spindle.ai.Agents;
import spindle.ai.Budget;
import spindle.ai.Hint;
import spindle.ai.SearchAgent;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.Games;
import spindle.engine.Variant;

/** The tracer records a searching agent's values as the first seat's win probability, the first mover, coverage. */
class ValueTraceTest {
    /** Plays randomly and always says the mover's value is 0.8. */
    private static final class Confident implements SearchAgent {
        final java.util.Map<Integer, Integer> moverAtPly = new java.util.HashMap<>();

        @Override
        public String name() {
            return "confident";
        }

        @Override
        public Hint analyse(GameState state, Budget budget) {
            moverAtPly.put(state.ply(), state.toMove());
            int[] buffer = new int[state.view().maxActions()];
            int a = state.view().randomAction(new SplittableRandom(budget.seed()), buffer);
            return new Hint(a, state.format(a), 0.8, false, 1, 0);
        }
    }

    @Test
    void valuesAreTheFirstSeatsWinProbability() {
        Game game = Games.byId("warp-and-weft");
        Variant v = Variant.parse(game, "size=2");
        Confident c = new Confident();
        GameTrace t = Tracer.play(game, v, List.of(c, c), null, 1, 10_000, spindle.match.RoundCap.NONE);
        assertThat(t.values()).isNotEmpty().hasSameSizeAs(t.valuePlies());
        // seat 0's decisions read 0.8, seat 1's 1 - 0.8
        List<Double> expected = new ArrayList<>();
        for (int ply : t.valuePlies()) {
            expected.add(c.moverAtPly.get(ply) == 0 ? 0.8 : 1 - 0.8);
        }
        assertThat(expected).contains(0.8, 1 - 0.8);
        assertThat(t.values()).containsExactlyElementsOf(expected);
        assertThat(t.firstMover()).isZero();
        assertThat(t.coverage()).isBetween(0.0, 1.0);
    }

    @Test
    void aRandomPlayerLeavesNoValueTraceButTheSameGame() {
        Game game = Games.byId("one-piece-for-two");
        Agent random = Agents.create("random", game);
        GameTrace t = Tracer.play(game, game.defaultVariant(), List.of(random, random), null, 4, 10_000, spindle.match.RoundCap.NONE);
        assertThat(t.values()).isEmpty();
        assertThat(t.coverage()).as("1♣42 uses a share of its 56 cells").isGreaterThan(0).isLessThan(1);
    }

    @Test
    void everyGameHasBoardCoverageAndZeroOneTwoDrawsItsFirstMover() {
        for (String id : List.of("warp-and-weft", "one-piece-for-two", "zero-one-two", "just-playing-a-round")) {
            Game game = Games.byId(id);
            List<Agent> agents = new ArrayList<>();
            for (int s = 0; s < game.playerNames(game.defaultVariant()).size(); s++) {
                agents.add(Agents.create("random", game));
            }
            GameTrace t = Tracer.play(game, game.defaultVariant(), agents, null, 2, 100_000, spindle.match.RoundCap.NONE);
            assertThat(t.coverage()).as(id).isGreaterThan(0).isLessThanOrEqualTo(1);
        }
        Game zot = Games.byId("zero-one-two");
        java.util.Set<Integer> first = new java.util.TreeSet<>();
        for (long seed = 1; seed <= 12; seed++) {
            Agent r = Agents.create("random", zot);
            first.add(Tracer.play(zot, zot.defaultVariant(), List.of(r, r), null, seed, 100_000, spindle.match.RoundCap.NONE).firstMover());
        }
        assertThat(first).as("a chance move draws the starter").containsExactly(0, 1);
    }
}
