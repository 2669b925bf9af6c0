package spindle.ai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import spindle.ai.learn.PatternSettings;
import spindle.ai.learn.PatternTrainer;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.Games;
import spindle.engine.Variant;
import spindle.engine.learn.LearnedModels;
import spindle.engine.learn.ModelMismatchException;
import spindle.engine.learn.PatternModel;

/**
 * {@code model=FILE} with a pattern file: the tree's patterns are its prior, the playouts' patterns its playout
 * policy; another variant's are refused.
 */
class PatternFileTest {
    private static final Game WEAVE = Games.byId("warp-and-weft");
    private static final Variant SMALL = Variant.parse(WEAVE, "size=2");
    @TempDir
    static Path dir;
    private static Path patterns;
    private static Path playout;
    private static final PatternTrainer.Listener QUIET = new PatternTrainer.Listener() {
        @Override
        public void gamePlayed() {
        }

        @Override
        public void passDone(int pass, double meanLogLikelihood) {
        }
    };

    @BeforeAll
    static void train() {
        patterns = dir.resolve("w2.patterns");
        new PatternTrainer(new PatternSettings(WEAVE, SMALL, 3, 10, 60, 2, 5, 1)).run("test", QUIET).model()
                .save(patterns);
        playout = dir.resolve("w2.playout");
        new PatternTrainer(new PatternSettings(WEAVE, SMALL, 3, 10, 60, 2, 5, 1, true)).run("test", QUIET).model()
                .save(playout);
    }

    @Test
    void playoutPatternsWeighThePlayoutsNotTheTree() {
        PatternModel weights = PatternModel.load(playout);
        assertThat(weights.forPlayouts(WEAVE, SMALL)).isTrue();
        assertThat(PatternModel.load(patterns).forPlayouts(WEAVE, SMALL)).isFalse();
        GameState state = GameState.start(WEAVE, SMALL);
        for (int i = 0; i < 3; i++) {
            state = state.apply(state.legalActions()[0]);
        }
        String spec = "mcts:300it";
        assertThat(hint(spec + ":model=" + playout, state).value()).isNotEqualTo(hint(spec, state).value());
        GameState other = GameState.start(WEAVE, WEAVE.defaultVariant());
        assertThatThrownBy(() -> hint("mcts:100it:model=" + playout, other))
                .isInstanceOf(ModelMismatchException.class).hasMessageContaining("for the variant " + SMALL);
    }

    private static Hint hint(String spec, GameState state) {
        SearchAgent agent = (SearchAgent) Agents.create(spec, WEAVE);
        return agent.analyse(state, agent.budget().withSeed(11));
    }

    @Test
    void patternsChangeTheSearchOfMcts() {
        GameState state = GameState.start(WEAVE, SMALL);
        for (int i = 0; i < 3; i++) {
            state = state.apply(state.legalActions()[0]);
        }
        String spec = "mcts:300it";
        assertThat(hint(spec + ":model=" + patterns, state).value()).isNotEqualTo(hint(spec, state).value());
    }

    /** The tree patterns shipped with One Piece for Two (Warp and Weft's added nothing and were retired) guide mcts. */
    @Test
    void theShippedTreePatternsChangeTheSearch() throws java.io.IOException {
        Game pieces = Games.byId("one-piece-for-two");
        Variant standard = pieces.defaultVariant();
        PatternModel shipped = LearnedModels.patterns(pieces, standard).orElseThrow();
        assertThat(shipped.forPlayouts(pieces, standard)).isFalse();
        assertThat(LearnedModels.patterns(WEAVE, WEAVE.defaultVariant())).isEmpty();
        Path file = dir.resolve("pieces.patterns");
        shipped.save(file);
        GameState state = GameState.start(pieces, standard);
        for (int i = 0; i < 3; i++) {
            state = state.apply(state.legalActions()[0]);
        }
        GameState at = state;
        java.util.function.ToDoubleFunction<String> value = spec -> ((SearchAgent) Agents.create(spec, pieces))
                .analyse(at, Budget.iterations(300, 11)).value();
        assertThat(value.applyAsDouble("mcts:300it:model=" + file))
                .isNotEqualTo(value.applyAsDouble("mcts:300it:learned=off"));
    }

    @Test
    void patternsOfAnotherVariantAreRefusedNamingBoth() {
        GameState other = GameState.start(WEAVE, WEAVE.defaultVariant());
        assertThatThrownBy(() -> hint("mcts:100it:model=" + patterns, other))
                .isInstanceOf(ModelMismatchException.class)
                .hasMessageContaining("model " + patterns)
                .hasMessageContaining("for the variant " + SMALL);
    }
}
