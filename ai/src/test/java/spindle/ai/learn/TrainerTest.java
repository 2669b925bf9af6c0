package spindle.ai.learn;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import spindle.engine.Game;
import spindle.engine.Games;
import spindle.engine.Position;
import spindle.engine.Variant;
import spindle.engine.learn.LearnedEvaluator;
import spindle.engine.learn.LearnedModel;
import spindle.engine.learn.ModelFormatException;
import spindle.engine.learn.ModelMismatchException;

/** Training is reproducible, a model file reads back exactly, and a model is refused where it does not fit. */
class TrainerTest {
    private static final Game GAME = Games.byId("one-piece-for-two");
    private static final Variant VARIANT = GAME.defaultVariant();

    private static LearnedModel train(long seed, int threads, int hidden) {
        TrainSettings s = new TrainSettings(GAME, VARIANT, seed, 2, 6, 2, 20, 2, 2, hidden, 2, threads);
        List<CurveRow> rows = new ArrayList<>();
        LearnedModel model = new Trainer(s).run("test", new Trainer.Listener() {
            @Override
            public void gamePlayed() {
            }

            @Override
            public void generationDone(CurveRow row) {
                rows.add(row);
            }
        });
        assertThat(rows).extracting(CurveRow::generation).containsExactly(1, 2);
        assertThat(rows).allSatisfy(r -> assertThat(r.score()).isBetween(0.0, 1.0));
        return model;
    }

    @Test
    void theSameSeedGivesTheSameModelOnAnyThreadCount() {
        LearnedModel a = train(5, 1, 3);
        LearnedModel b = train(5, 2, 3);
        assertThat(b).isEqualTo(a);
        assertThat(train(6, 2, 3)).isNotEqualTo(a);
        assertThat(a.hiddenUnits()).isEqualTo(3);
        assertThat(a.inputCount()).isPositive();
    }

    @Test
    void aSavedModelLoadsBackWithTheSameValues() throws IOException {
        LearnedModel model = train(3, 2, 4);
        StringWriter text = new StringWriter();
        model.write(text);
        LearnedModel back = LearnedModel.read(new StringReader(text.toString()), "test.model");
        assertThat(back).isEqualTo(model);
        LearnedEvaluator e1 = model.evaluator(GAME, VARIANT);
        LearnedEvaluator e2 = back.evaluator(GAME, VARIANT);
        SplittableRandom random = new SplittableRandom(9);
        Position p = GAME.newGame(VARIANT);
        int[] scratch = new int[p.maxActions()];
        List<Double> values = new ArrayList<>();
        while (!p.isOver()) {
            for (int seat = 0; seat < 2; seat++) {
                double v = e1.evaluate(p, seat);
                assertThat(e2.evaluate(p, seat)).isEqualTo(v);
                assertThat(v).isBetween(0.0, 1.0);
                values.add(v);
            }
            p.play(p.randomAction(random, scratch));
        }
        assertThat(values.stream().distinct().count()).as("the model tells positions apart").isGreaterThan(2);
    }

    @Test
    void theEvaluatorGivesTheOtherSeatTheRestOfThePayoffAndMatchesTheFittedFunction() {
        LearnedModel model = train(4, 2, 2);
        LearnedEvaluator e = model.evaluator(GAME, VARIANT);
        Position p = GAME.newGame(VARIANT);
        SplittableRandom random = new SplittableRandom(1);
        int[] scratch = new int[p.maxActions()];
        for (int i = 0; i < 8; i++) {
            p.play(p.randomAction(random, scratch));
        }
        float[] obs = new float[GAME.observationSpec(VARIANT).orElseThrow().size()];
        GAME.observe(p, 1, obs);
        double direct = model.value(obs, new float[2]);
        assertThat(e.evaluate(p, 1)).isEqualTo(direct);
        assertThat(e.evaluate(p, 0)).isEqualTo(1 - direct);
    }

    @Test
    void aModelOfAnotherGameVariantOrShapeIsRefusedInWords() throws IOException {
        LearnedModel model = train(2, 2, 0);
        assertThatThrownBy(() -> model.evaluator(GAME, Variant.named(GAME, "7x6")))
                .isInstanceOf(ModelMismatchException.class).hasMessageContaining("variant").hasMessageContaining("7x6");
        Game ww = Games.byId("warp-and-weft");
        assertThatThrownBy(() -> model.check(ww, ww.defaultVariant()))
                .isInstanceOf(ModelMismatchException.class).hasMessageContaining("not warp-and-weft");
        StringWriter text = new StringWriter();
        model.write(text);
        String wrongShape = text.toString().replaceFirst("shape 10 8 8", "shape 10 9 9");
        LearnedModel other = LearnedModel.read(new StringReader(wrongShape), "x.model");
        assertThatThrownBy(() -> other.check(GAME, VARIANT)).isInstanceOf(ModelMismatchException.class)
                .hasMessageContaining("10x9x9").hasMessageContaining("train it again");
        assertThatThrownBy(() -> LearnedModel.read(new StringReader("hello\n"), "bad.model"))
                .isInstanceOf(ModelFormatException.class).hasMessageContaining("bad.model, line 1")
                .hasMessageContaining("not a Spindle model");
        String cut = text.toString().substring(0, text.toString().indexOf("\nlinear"));
        assertThatThrownBy(() -> LearnedModel.read(new StringReader(cut), "cut.model"))
                .isInstanceOf(ModelFormatException.class).hasMessageContaining("ends too early");
    }

    @Test
    void gamesThatCannotBeTrainedAreRefusedInWords() {
        Game solo = Games.byId("just-playing-a-round");
        assertThatThrownBy(() -> new Trainer(new TrainSettings(solo, solo.defaultVariant(), 1, 1, 1, 0, 1, 0, 1, 0, 1,
                1))).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("two-player");
        assertThatThrownBy(() -> new TrainSettings(GAME, VARIANT, 1, 0, 1, 0, 1, 0, 1, 0, 1, 1))
                .hasMessageContaining("--generations");
    }
}
