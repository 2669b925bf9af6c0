package spindle.ai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static spindle.ai.LearnedSettingTest.opening;
import static spindle.ai.LearnedSettingTest.value;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import spindle.ai.learn.CurveRow;
import spindle.ai.learn.TrainSettings;
import spindle.ai.learn.Trainer;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.Games;
import spindle.engine.Variant;
import spindle.engine.VariantException;
import spindle.engine.learn.ModelMismatchException;

/** {@code model=FILE}: a search evaluates with a model file; a file for another game or variant is refused. */
class ModelFileTest {
    private static final Game GAME = Games.byId("one-piece-for-two");
    private static final Variant SMALL = Variant.named(GAME, "7x6");
    @TempDir
    static Path dir;
    private static Path model;

    @BeforeAll
    static void train() {
        model = dir.resolve("small.model");
        new Trainer(new TrainSettings(GAME, SMALL, 3, 1, 4, 0, 20, 2, 1, 0, 2, 1)).run("test", new Trainer.Listener() {
            @Override
            public void gamePlayed() {
            }

            @Override
            public void generationDone(CurveRow row) {
            }
        }).save(model);
    }

    @Test
    void aModelFileChangesTheSearchOfMctsAndAlphaBeta() {
        GameState state = opening(SMALL);
        String spec = "mcts:400it:cutoff=2";
        assertThat(value(spec + ":model=" + model, state)).isNotEqualTo(value(spec, state));
        assertThat(value("alphabeta:3000it:model=" + model, state)).isNotEqualTo(value("alphabeta:3000it", state));
    }

    @Test
    void aModelOfAnotherVariantOrGameIsRefusedNamingBoth() {
        GameState other = opening(GAME.defaultVariant());
        assertThatThrownBy(() -> value("mcts:100it:model=" + model, other))
                .isInstanceOf(ModelMismatchException.class)
                .hasMessageContaining("model " + model)
                .hasMessageContaining("for the variant " + SMALL)
                .hasMessageContaining("not " + GAME.defaultVariant());
        Game weave = Games.byId("warp-and-weft");
        assertThatThrownBy(() -> Agents.create("mcts:100it:model=" + model, weave))
                .isInstanceOf(VariantException.class)
                .hasMessageContaining("is for one-piece-for-two (" + SMALL + "), not warp-and-weft");
        assertThatThrownBy(() -> Agents.create("alphabeta:model=" + dir.resolve("none.model"), GAME))
                .isInstanceOf(VariantException.class).hasMessageContaining("cannot read the model");
    }

    @Test
    void aFileNameKeepsItsCase() throws Exception {
        Path upper = Files.copy(model, dir.resolve("Small.Model"));
        GameState state = opening(SMALL);
        assertThat(value("mcts:200it:cutoff=2:model=" + upper, state))
                .isEqualTo(value("mcts:200it:cutoff=2:model=" + model, state));
    }

    @Test
    void learnedOnWithoutAFittingModelSaysSoOnce() {
        PrintStream saved = System.err;
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
        try {
            GameState state = opening(Variant.named(GAME, "7x6"));
            value("mcts:50it:learned=on", state);
            value("alphabeta:200it:learned=on", state);
            value("mcts:50it", state);
        } finally {
            System.setErr(saved);
        }
        String said = err.toString(StandardCharsets.UTF_8);
        assertThat(said.lines().filter(l -> l.contains("learned=on")).count()).as(said).isEqualTo(1);
        assertThat(said).contains("no model shipped with " + GAME.name() + " fits the variant " + SMALL);
    }
}
