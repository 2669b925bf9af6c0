package spindle.ai.learn;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Path;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import spindle.engine.Game;
import spindle.engine.Games;
import spindle.engine.Variant;
import spindle.engine.learn.ModelFormatException;
import spindle.engine.learn.ModelMismatchException;
import spindle.engine.learn.PatternModel;

/** Learned move patterns: MM fits known strengths, training is deterministic, a model round-trips its file. */
class PatternTrainerTest {
    private static final Game WEAVE = Games.byId("warp-and-weft");
    private static final Variant SMALL = Variant.parse(WEAVE, "size=2");

    private static final PatternTrainer.Listener QUIET = new PatternTrainer.Listener() {
        @Override
        public void gamePlayed() {
        }

        @Override
        public void passDone(int pass, double meanLogLikelihood) {
        }
    };

    static PatternTrainer.Result train(long seed, int threads) {
        return new PatternTrainer(new PatternSettings(WEAVE, SMALL, seed, 10, 60, 2, 5, threads)).run("test", QUIET);
    }

    @Test
    void theSameSeedGivesTheSameModelOnAnyThreadCount() {
        PatternTrainer.Result one = train(5, 1);
        assertThat(train(5, 2).model()).isEqualTo(one.model());
        assertThat(train(6, 1).model()).isNotEqualTo(one.model());
        assertThat(one.heldOutPositions()).isPositive();
        assertThat(one.top1()).isBetween(0.0, 1.0);
        assertThat(one.top3()).isBetween(one.top1(), 1.0);
    }

    @Test
    void playoutPatternsAreDeterministicTooAndReadOnlyThePlayoutFeatures() {
        PatternSettings settings = new PatternSettings(WEAVE, SMALL, 5, 10, 60, 2, 5, 1, true);
        PatternModel one = new PatternTrainer(settings).run("test", QUIET).model();
        PatternSettings twoThreads = new PatternSettings(WEAVE, SMALL, 5, 10, 60, 2, 5, 2, true);
        assertThat(new PatternTrainer(twoThreads).run("test", QUIET).model()).isEqualTo(one);
        assertThat(one.featureCount()).isEqualTo(WEAVE.playoutFeatures(SMALL).orElseThrow().count())
                .isNotEqualTo(train(5, 1).model().featureCount());
        assertThat(one.forPlayouts(WEAVE, SMALL)).isTrue();
    }

    @Test
    void aSavedModelLoadsBackEqualAndABrokenFileIsRefusedNamingTheLine(@TempDir Path dir) throws IOException {
        PatternModel model = train(7, 1).model();
        Path file = dir.resolve("w2.patterns");
        model.save(file);
        assertThat(PatternModel.load(file)).isEqualTo(model);
        assertThatThrownBy(() -> PatternModel.read(new StringReader(PatternModel.MAGIC + "\ngame warp-and-weft\n"
                + "variant size=2\nfeatures x 1 2\nnote n\nstrengths 0.5\n"), "bad.patterns"))
                .isInstanceOf(ModelFormatException.class).hasMessageContaining("bad.patterns, line 6")
                .hasMessageContaining("expected 2 numbers");
    }

    @Test
    void aModelFitsOnlyItsGameVariantAndFeatureSet() {
        PatternModel model = train(7, 1).model();
        assertThat(model.fits(WEAVE, SMALL)).isTrue();
        assertThatThrownBy(() -> model.check(WEAVE, WEAVE.defaultVariant()))
                .isInstanceOf(ModelMismatchException.class).hasMessageContaining("for the variant " + SMALL);
        PatternModel older = new PatternModel(WEAVE.id(), SMALL.toString(), "warp-and-weft-moves-size2", 0, "old",
                new float[model.featureCount()]);
        assertThatThrownBy(() -> older.check(WEAVE, SMALL)).isInstanceOf(ModelMismatchException.class)
                .hasMessageContaining("train them again");
    }

    /** Moves drawn from known strengths (two groups of features, teams of one of each): MM finds them again. */
    @Test
    void minorizationMaximizationRecoversKnownStrengths() {
        double[] truth = {0, 1.5, -1, 0.7, 0, -0.8};
        SplittableRandom random = new SplittableRandom(3);
        MoveEvents events = new MoveEvents();
        int[][] teams = new int[6][];
        for (int e = 0; e < 20_000; e++) {
            events.begin();
            double total = 0;
            double[] s = new double[6];
            for (int m = 0; m < 6; m++) {
                teams[m] = new int[] {random.nextInt(3), 3 + random.nextInt(3)};
                events.move(teams[m], 2);
                s[m] = Math.exp(truth[teams[m][0]] + truth[teams[m][1]]);
                total += s[m];
            }
            double pick = random.nextDouble() * total;
            int chosen = 0;
            while (pick > s[chosen]) {
                pick -= s[chosen++];
            }
            events.chosen(Math.min(chosen, 5));
        }
        double[] fitted = new PatternFitter(6).fit(events, 60, (pass, ll) -> { });
        // Strengths are fixed only up to a factor per group: compare differences within each group.
        for (int f = 1; f < 3; f++) {
            assertThat(fitted[f] - fitted[0]).as("feature " + f).isCloseTo(truth[f] - truth[0],
                    org.assertj.core.data.Offset.offset(0.1));
            assertThat(fitted[3 + f] - fitted[3]).as("feature " + (3 + f)).isCloseTo(truth[3 + f] - truth[3],
                    org.assertj.core.data.Offset.offset(0.1));
        }
    }
}
