package spindle.ai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import spindle.engine.GameState;
import spindle.engine.VariantException;

class AgentsTest {
    private final TinyGame ticTacToe = new TinyGame("tic-tac-toe", 2, TicTacToe::new);
    private final TinyGame dice = new TinyGame("dice", 1, DiceChoice::new);

    @Test
    void mctsClassicIsTheSearchOfBeforeAndEachGameKeepsItsOwnSettings() {
        spindle.engine.Game ww = spindle.engine.Games.byId("warp-and-weft");
        spindle.engine.Game zot = spindle.engine.Games.byId("zero-one-two");
        MctsAgent classic = (MctsAgent) Agents.create("mcts-classic:hard", ww);
        assertThat(classic.config()).isEqualTo(new MctsConfig(0.4, true, true, 12, true, 2_000_000, 1_000));
        assertThat(classic.budget()).isEqualTo(Budget.iterations(3_200, 0));
        assertThat(Agents.isBuiltIn("mcts-classic:100ms")).isTrue();
        assertThat(((MctsAgent) Agents.create("mcts", spindle.engine.Games.byId("one-piece-for-two"))).config().rave())
                .isZero();
        assertThat(Levels.budget(zot, "mcts", Level.HARD).iterations()).isEqualTo(800);
        assertThat(Levels.budget(ticTacToe, "mcts", Level.EASY).iterations()).isEqualTo(200);
    }

    @Test
    void specsNameAgentsWithTheirLevelBudgets() {
        Agent hard = Agents.create("mcts:hard", ticTacToe);
        assertThat(hard).isInstanceOf(MctsAgent.class);
        assertThat(hard.name()).isEqualTo("mcts:hard");
        assertThat(hard.budget()).isEqualTo(Levels.budget(ticTacToe, "mcts", Level.HARD));
        assertThat(Agents.create("mcts:easy", ticTacToe).budget().iterations())
                .isLessThan(Agents.create("mcts:medium", ticTacToe).budget().iterations());
        Budget max = Agents.create("mcts:max", ticTacToe).budget();
        assertThat(max.timeMillis()).isEqualTo(Levels.MAX_MILLIS);
        assertThat(max.threads()).isEqualTo(Runtime.getRuntime().availableProcessors());
        assertThat(Agents.create("uct:250ms:2t", ticTacToe).budget()).isEqualTo(new Budget(250, 0, 2, 0));
        assertThat(((MctsAgent) Agents.create("uct:100it", ticTacToe)).config()).isEqualTo(MctsConfig.plainUct());
        assertThat(((MctsAgent) Agents.create("mcts:rave=0:c=1.5", ticTacToe)).config().rave()).isZero();
        assertThat(Agents.create("alphabeta:hard", ticTacToe)).isInstanceOf(AlphaBetaAgent.class);
        assertThat(Agents.create("expectimax", dice)).isInstanceOf(ExpectimaxAgent.class);
        assertThat(Agents.create("Random", ticTacToe)).isInstanceOf(RandomAgent.class);
    }

    @Test
    void badSpecsSayWhatIsKnown() {
        assertThatThrownBy(() -> Agents.create("deep-blue", ticTacToe)).isInstanceOf(VariantException.class)
                .hasMessageContaining("mcts");
        assertThatThrownBy(() -> Agents.create("mcts:brutal", ticTacToe)).isInstanceOf(VariantException.class)
                .hasMessageContaining("easy");
        assertThatThrownBy(() -> Agents.create("alphabeta", dice)).isInstanceOf(VariantException.class)
                .hasMessageContaining("two-player");
        assertThatThrownBy(() -> Agents.create("mcts:c=x", ticTacToe)).isInstanceOf(VariantException.class);
    }

    @Test
    void hintGivesTheBestMoveWithItsValue() {
        GameState s = GameState.start(new TinyGame("ttt-win", 2, () -> TicTacToe.of("XX.OO....")));
        Hint hint = Agents.hint(s, Budget.iterations(3_000, 1));
        assertThat(hint.action()).isEqualTo(2);
        assertThat(hint.move()).isEqualTo("2");
        assertThat(hint.value()).isEqualTo(1.0);
        assertThat(hint.proven()).isTrue();
    }

    @Test
    void alwaysPlaysTheNamedMoveWhereLegal() {
        // In the dice game 'always=0' banks at once; without it the expectation-maximiser rolls.
        GameState s = GameState.start(dice);
        assertThat(Agents.create("mcts:2000it:always=0", dice).choose(s, Budget.iterations(2_000, 1))).isZero();
        assertThat(Agents.create("random:always=0", dice).choose(s, Budget.iterations(1, 1))).isZero();
        assertThat(Agents.create("mcts:2000it", dice).choose(s, Budget.iterations(2_000, 1))).isEqualTo(1);
        // A rule from ply 1 on does not bind the first decision.
        assertThat(Agents.create("mcts:2000it:always=0@1", dice).choose(s, Budget.iterations(2_000, 1))).isEqualTo(1);
        assertThatThrownBy(() -> Agents.create("random:always=0@x", dice).choose(s, Budget.iterations(1, 1)))
                .hasMessageContaining("ply number");
    }
}
