package spindle.ai.learn;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import spindle.engine.Game;
import spindle.engine.Games;
import spindle.engine.Variant;
import spindle.engine.learn.PatternModel;

/** Playout strengths fitted by self-play (SPSA): deterministic for a seed on any thread count, and moved by the games. */
class PlayoutTunerTest {
    private static final Game WEAVE = Games.byId("warp-and-weft");
    private static final Variant SMALL = Variant.parse(WEAVE, "size=2");

    private static PatternModel tune(long seed, int threads, List<Double> plusScores) {
        PlayoutTuner.Settings settings = new PlayoutTuner.Settings(WEAVE, SMALL, seed, 48, 20, 2, threads);
        return new PlayoutTuner(settings).run("test", new PlayoutTuner.Listener() {
            @Override
            public void gamePlayed() {
            }

            @Override
            public void stepDone(int step, double[] logStrengths, double plusScore) {
                plusScores.add(plusScore);
            }
        });
    }

    @Test
    void theSameSeedGivesTheSameStrengthsOnAnyThreadCount() {
        List<Double> scores = new ArrayList<>();
        PatternModel one = tune(3, 1, scores);
        assertThat(tune(3, 2, new ArrayList<>())).isEqualTo(one);
        assertThat(tune(4, 1, new ArrayList<>())).isNotEqualTo(one);
        assertThat(scores).hasSize(3).allSatisfy(x -> assertThat(x).isBetween(0.0, 1.0));
        assertThat(one.forPlayouts(WEAVE, SMALL)).isTrue();
        // the games moved the strengths away from 1 (log 0), within the limit
        assertThat(one.logStrength(0) != 0 || one.logStrength(1) != 0).isTrue();
        for (int f = 0; f < one.featureCount(); f++) {
            assertThat(Math.abs(one.logStrength(f))).isLessThanOrEqualTo(PlayoutTuner.LIMIT);
        }
    }

    @Test
    void aGameWithoutAnExactLearnedPlayoutOrTooFewGamesIsRefused() {
        Game zeroOneTwo = Games.byId("zero-one-two");
        assertThatThrownBy(() -> new PlayoutTuner(new PlayoutTuner.Settings(zeroOneTwo, zeroOneTwo.defaultVariant(),
                1, 32, 10, 0, 1))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("Game.learnedPlayout");
        assertThatThrownBy(() -> new PlayoutTuner.Settings(WEAVE, SMALL, 1, 15, 10, 0, 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("--games");
    }
}
