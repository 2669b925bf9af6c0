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

    /**
     * On by default for One Piece for Two's and 0-1-2's mcts, and Warp and Weft's at its levels' budgets, where the
     * shipped models won; off elsewhere.
     */
    @Test
    void theSettingIsParsedAndOnByDefaultOnlyWhereTheModelsWon() {
        MctsAgent on = (MctsAgent) Agents.create("mcts:100it", GAME);
        MctsAgent off = (MctsAgent) Agents.create("mcts:100it:learned=off", GAME);
        assertThat(on.config().learned()).isTrue();
        assertThat(((MctsAgent) Agents.create("mcts:hard", GAME)).config().learned()).isTrue();
        assertThat(off.config().learned()).isFalse();
        assertThat(((MctsAgent) Agents.create("mcts-classic:100it", GAME)).config().learned()).isFalse();
        Game weave = Games.byId("warp-and-weft");
        // Warp and Weft's playout strengths won up to hard's 3,200 iterations and lost at 50 ms (about 5,500)
        for (String shortSearch : List.of("mcts:100it", "mcts:medium", "mcts:hard", "mcts:3200it",
                "mcts:50ms:learned=on", "mcts:5000it:learned=on")) {
            assertThat(((MctsAgent) Agents.create(shortSearch, weave)).config().learned()).as(shortSearch).isTrue();
        }
        for (String longSearch : List.of("mcts:3201it", "mcts:50ms", "mcts:50ms:cpu", "mcts:max",
                "mcts:hard:learned=off")) {
            assertThat(((MctsAgent) Agents.create(longSearch, weave)).config().learned()).as(longSearch).isFalse();
        }
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

    /** Warp and Weft ships playout strengths only (its tree patterns added nothing): they change hard's search. */
    @Test
    void warpAndWeftsShippedPlayoutStrengthsChangeTheSearchWhereTheyFit() {
        Game weave = Games.byId("warp-and-weft");
        Variant standard = weave.defaultVariant();
        assertThat(LearnedModels.patterns(weave, standard)).isEmpty();
        assertThat(LearnedModels.playoutPatterns(weave, standard)).isPresent();
        for (Variant v : List.of(standard, Variant.parse(weave, "size=3"))) {
            GameState start = GameState.start(weave, v);
            for (int i = 0; i < 3; i++) {
                start = start.apply(start.legalActions()[0]);
            }
            GameState state = start;
            java.util.function.ToDoubleFunction<String> value = spec -> ((SearchAgent) Agents.create(spec, weave))
                    .analyse(state, Budget.iterations(800, 11)).value();
            if (v.equals(standard)) {
                assertThat(value.applyAsDouble("mcts:800it"))
                        .isNotEqualTo(value.applyAsDouble("mcts:800it:learned=off"))
                        .as("a hint of 800 iterations")
                        .isEqualTo(Agents.hint(state, Budget.iterations(800, 11)).value());
                // a hint of a long search plays without them, as mcts:5000it does
                SearchAgent off = (SearchAgent) Agents.create("mcts:5000it:learned=off", weave);
                assertThat(Agents.hint(state, Budget.iterations(5000, 11)).value())
                        .isEqualTo(off.analyse(state, Budget.iterations(5000, 11)).value());
            } else {
                assertThat(value.applyAsDouble("mcts:800it")).as(v.toString())
                        .isEqualTo(value.applyAsDouble("mcts:800it:learned=off"));
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
