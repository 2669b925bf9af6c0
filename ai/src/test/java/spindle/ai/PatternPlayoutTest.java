package spindle.ai;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.Test;
import spindle.engine.Position;
import spindle.engine.learn.MoveFeatures;
import spindle.engine.learn.PatternModel;

/** The learned playout policy: stronger moves are played more often; a move without features as proposed. */
class PatternPlayoutTest {
    /** Nim with one heap of 3: taking 1 has no features, taking 2 has feature 0, taking 3 feature 1. */
    private static final MoveFeatures TAKES = new MoveFeatures() {
        @Override
        public String name() {
            return "takes";
        }

        @Override
        public int version() {
            return 1;
        }

        @Override
        public int count() {
            return 2;
        }

        @Override
        public int maxPerMove() {
            return 1;
        }

        @Override
        public void reset(Position position) {
        }

        @Override
        public void played(Position after, int action) {
        }

        @Override
        public int features(Position position, int action, int[] out) {
            if (action == Nim.take(0, 1)) {
                return 0;
            }
            out[0] = action == Nim.take(0, 2) ? 0 : 1;
            return 1;
        }
    };

    private static int[] counts(float strongerByLog, int draws) {
        PatternModel model = new PatternModel("nim", "-", "takes", 1, "test", new float[] {0, strongerByLog});
        PatternPlayout policy = new PatternPlayout(model, TAKES, null);
        Nim nim = new Nim(false, 3);
        SplittableRandom random = new SplittableRandom(1);
        int[] scratch = new int[nim.maxActions()];
        int[] counts = new int[3];
        for (int i = 0; i < draws; i++) {
            counts[policy.choose(nim, random, scratch)]++;
        }
        return counts;
    }

    @Test
    void theStrongerMoveIsPlayedMoreOftenAndAMoveWithoutFeaturesAsOftenAsProposed() {
        int draws = 30_000;
        int[] even = counts(0, draws);
        int[] skewed = counts((float) Math.log(9), draws);
        // Uniform proposals: taking 1 (no features) a third of the time whatever the strengths.
        assertThat(skewed[0] / (double) draws).isCloseTo(1 / 3.0, Offset.offset(0.015));
        assertThat(even[0] / (double) draws).isCloseTo(1 / 3.0, Offset.offset(0.015));
        // Equal strengths leave the proposals' split. Nine times the strength: of a sample of three, each a take of 2
        // or 3 at even odds, the strengths choose; so taking 3 comes 0.787 of the time (not the softmax's 0.9).
        assertThat(even[2] / (double) even[1]).isCloseTo(1.0, Offset.offset(0.08));
        double three = 0;
        for (int j = 0; j <= PatternPlayout.SAMPLE; j++) {
            double sample = binomial(PatternPlayout.SAMPLE, j) / Math.pow(2, PatternPlayout.SAMPLE);
            three += sample * 9 * j / (9 * j + (PatternPlayout.SAMPLE - j));
        }
        assertThat(skewed[2] / (double) (draws - skewed[0])).isCloseTo(three, Offset.offset(0.015));
        assertThat(three).isGreaterThan(0.75);
    }

    private static double binomial(int n, int k) {
        double c = 1;
        for (int i = 0; i < k; i++) {
            c = c * (n - i) / (i + 1);
        }
        return c;
    }
}
