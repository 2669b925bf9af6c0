package spindle.games.zeroonetwo;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import spindle.engine.GameState;
import spindle.engine.Position;

/** Decision types, Weave-length and capture events, and end reasons of 0-1-2 for game metrics. */
class MetricsTest {
    private static final ZeroOneTwo GAME = WeaveTest.GAME;

    /** Applies each move and collects its decision type and events. */
    private static GameState apply(GameState s, List<String> types, List<String> events, String... moves) {
        for (String m : moves) {
            int action = s.parse(m);
            GameState next = s.apply(action);
            types.add(GAME.decisionType(s.view(), action));
            events.addAll(GAME.events(s.view(), action, next.view()));
            s = next;
        }
        return s;
    }

    @Test
    void aThreeJumpWeaveEndingOnABlackPegIsAWeaveOfThreeWithACapture() {
        List<String> types = new ArrayList<>();
        List<String> events = new ArrayList<>();
        GameState s = apply(WeaveTest.opening(), types, events, "weave -1,0", "jump -1,3", "jump 0,0", "self");
        assertThat(types).containsExactly("jump", "jump", "jump", "supply-self");
        assertThat(events).containsExactly("weave-3", "capture");
        assertThat(s.view().toMove()).isZero();
    }

    @Test
    void aWeaveStoppedAfterOneJumpIsAWeaveOfOne() {
        List<String> types = new ArrayList<>();
        List<String> events = new ArrayList<>();
        apply(WeaveTest.opening(), types, events, "weave -1,0", "stop", "opp");
        assertThat(types).containsExactly("jump", "stop", "supply-opp");
        assertThat(events).containsExactly("weave-1");
    }

    @Test
    void theOpeningIsSetupAndPlacement() {
        List<String> types = new ArrayList<>();
        apply(GameState.start(GAME, WeaveTest.variant("P1")), types, new ArrayList<>(), WeaveTest.OPENING);
        assertThat(types).startsWith("setup").contains("place", "done").doesNotContain("jump", "move");
    }

    @Test
    void everyRandomGameEndsForANamedReason() {
        SplittableRandom random = new SplittableRandom(7);
        for (int g = 0; g < 20; g++) {
            Position p = GAME.newGame(GAME.defaultVariant());
            int[] buffer = new int[p.maxActions()];
            while (!p.isOver()) {
                int action = p.toMove() == Position.CHANCE ? p.chance().sample(random) : p.randomAction(random, buffer);
                assertThat(GAME.decisionType(p, action)).isNotEqualTo("move");
                p.play(action);
            }
            assertThat(GAME.endReason(p)).isIn("all-black-captured", "all-pegs-used", "two-passes", "anti-stall");
        }
    }
}
