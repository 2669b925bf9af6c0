package spindle.ai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import spindle.ai.learn.TrainSettings;
import spindle.ai.learn.Trainer;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.Games;
import spindle.engine.Variant;
import spindle.engine.VariantException;
import spindle.engine.learn.LearnedModels;

/** {@code learned=on} evaluates with the game's shipped model, where one fits the variant, in mcts and alphabeta. */
class LearnedSettingTest {
    private static final Game GAME = Games.byId("one-piece-for-two");

    /** A position a few decisions into the game, so that playouts stop at the cut-off before the game ends. */
    static GameState opening(Variant variant) {
        GameState s = GameState.start(GAME, variant);
        for (int i = 0; i < 3; i++) {
            s = s.apply(s.legalActions()[0]);
        }
        return s;
    }

    static double value(String spec, GameState state) {
        SearchAgent agent = (SearchAgent) Agents.create(spec, GAME);
        return agent.analyse(state, agent.budget().withSeed(11)).value();
    }

    /** On by default for One Piece for Two's and 0-1-2's mcts, where the shipped models won; off elsewhere. */
    @Test
    void theSettingIsParsedAndOnByDefaultOnlyWhereTheModelsWon() {
        MctsAgent on = (MctsAgent) Agents.create("mcts:100it", GAME);
        MctsAgent off = (MctsAgent) Agents.create("mcts:100it:learned=off", GAME);
        assertThat(on.config().learned()).isTrue();
        assertThat(((MctsAgent) Agents.create("mcts:hard", GAME)).config().learned()).isTrue();
        assertThat(off.config().learned()).isFalse();
        assertThat(((MctsAgent) Agents.create("mcts-classic:100it", GAME)).config().learned()).isFalse();
        Game weave = Games.byId("warp-and-weft");
        assertThat(((MctsAgent) Agents.create("mcts:100it", weave)).config().learned()).isFalse();
        Game thread = Games.byId("zero-one-two");
        assertThat(((MctsAgent) Agents.create("mcts:easy", thread)).config().learned()).isTrue();
        assertThat(((MctsAgent) Agents.create("mcts:100it:learned=off", thread)).config().learned()).isFalse();
        assertThatThrownBy(() -> Agents.create("mcts:100it:learned=maybe", GAME))
                .isInstanceOf(VariantException.class).hasMessageContaining("on or off");
    }

    @Test
    void theShippedModelChangesTheSearchWhereItFitsTheVariant() {
        assertThat(LearnedModels.shipped(GAME, GAME.defaultVariant())).isPresent();
        GameState state = opening(GAME.defaultVariant());
        String spec = "mcts:400it:cutoff=2";
        assertThat(value(spec, state)).isNotEqualTo(value(spec + ":learned=off", state))
                .isEqualTo(value(spec + ":learned=on", state));
        assertThat(value("alphabeta:3000it:learned=on", state)).isNotEqualTo(value("alphabeta:3000it", state));
    }

    /**
     * 0-1-2 ships playout patterns and no value model (it lost every game): they change what its default search
     * finds, and the other preset, which they do not fit, searches as without them.
     */
    @Test
    void zeroOneTwosShippedPlayoutPatternsChangeTheSearchWhereTheyFit() {
        Game thread = Games.byId("zero-one-two");
        Variant standard = thread.defaultVariant();
        assertThat(LearnedModels.shipped(thread, standard)).isEmpty();
        assertThat(LearnedModels.playoutPatterns(thread, standard)).isPresent();
        for (Variant v : List.of(standard, thread.presets().get(1).variant())) {
            GameState state = GameState.start(thread, v);
            while (state.isChance() || state.legalActions().length < 3) {
                state = state.apply(state.legalActions()[0]);
            }
            GameState at = state;
            java.util.function.ToDoubleFunction<String> value = spec -> ((SearchAgent) Agents.create(spec, thread))
                    .analyse(at, Budget.iterations(400, 11)).value();
            double on = value.applyAsDouble("mcts:400it");
            double off = value.applyAsDouble("mcts:400it:learned=off");
            if (v.equals(standard)) {
                assertThat(on).as(v.toString()).isNotEqualTo(off);
            } else {
                assertThat(on).as(v.toString()).isEqualTo(off);
            }
        }
    }

    @Test
    void aVariantWithoutAModelKeepsTheGamesOwnEvaluator() {
        Variant small = Variant.named(GAME, "7x6");
        assertThat(LearnedModels.shipped(GAME, small)).isEmpty();
        GameState state = opening(small);
        String spec = "mcts:400it:cutoff=2";
        assertThat(value(spec + ":learned=on", state)).isEqualTo(value(spec, state));
    }

    @Test
    void aGameWithoutAnObservationCannotBeTrained() {
        Game ttt = new TinyGame("ttt-plain", 2, TicTacToe::new);
        assertThatThrownBy(() -> new Trainer(new TrainSettings(ttt, ttt.defaultVariant(), 1, 1, 1, 0, 1, 0, 1, 0, 1,
                1))).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("no observation");
    }
}
