package spindle.ai;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import spindle.engine.AiSettings;
import spindle.engine.GameState;
import spindle.engine.PlayoutPolicy;
import spindle.engine.Prover;
import spindle.engine.SearchKnowledge;
import spindle.engine.Variant;

/**
 * The strong search uses the game's search knowledge (playout policy, prior, prover); mcts-classic and uct never do.
 */
class KnowledgeTest {

    /** Tic-tac-toe whose search knowledge counts its playout calls and likes the centre. */
    private static final class Counted extends TinyGame {
        final AtomicLong playoutCalls = new AtomicLong();

        Counted() {
            super("ttt-counted", 2, TicTacToe::new);
        }

        @Override
        public AiSettings aiSettings(Variant variant) {
            return AiSettings.DEFAULTS.withRave(0).withPriorWeight(1);
        }

        @Override
        public SearchKnowledge searchKnowledge(Variant variant) {
            PlayoutPolicy policy = (position, random, scratch) -> {
                playoutCalls.incrementAndGet();
                return position.randomAction(random, scratch);
            };
            return new SearchKnowledge(null, policy, (position, actions, out) -> {
                for (int i = 0; i < actions.length; i++) {
                    out[i] = actions[i] == 4 ? 1 : 0;
                }
            });
        }
    }

    /** Tic-tac-toe whose prover counts its calls and claims, falsely, that the first player wins once it holds 8. */
    private static final class Proven extends TinyGame {
        final AtomicLong proverCalls = new AtomicLong();

        Proven() {
            super("ttt-proven", 2, TicTacToe::new);
        }

        @Override
        public SearchKnowledge searchKnowledge(Variant variant) {
            return new SearchKnowledge(null, null, null, (position, nodes) -> {
                proverCalls.incrementAndGet();
                return new Prover.Proof(((TicTacToe) position).cells[8] == 1 ? new double[] {1, 0} : null, 1);
            });
        }
    }

    @Test
    void mctsTakesTheGamesProofsAndNoOtherSearchAsksForThem() {
        for (String spec : new String[] {"mcts-classic:200it", "uct:200it", "mcts:200it:prover=off",
                "mcts:200it:solver=off", "mcts:200it"}) {
            Proven game = new Proven();
            Hint hint = ((SearchAgent) Agents.create(spec, game)).analyse(GameState.start(game),
                    Budget.iterations(200, 1));
            if (spec.equals("mcts:200it")) {
                assertThat(game.proverCalls.get()).isPositive();
                assertThat(hint.action()).isEqualTo(8);
                assertThat(hint.proven()).isTrue();
                assertThat(hint.value()).isEqualTo(1.0);
            } else {
                assertThat(game.proverCalls.get()).as(spec).isZero();
                assertThat(hint.proven()).as(spec).isFalse();
            }
        }
    }

    @Test
    void mctsPlaysOutWithTheGamesPolicyAndClassicAndUctDoNot() {
        for (String spec : new String[] {"mcts-classic:500it", "uct:500it", "mcts:500it"}) {
            Counted game = new Counted();
            ((SearchAgent) Agents.create(spec, game)).analyse(GameState.start(game), Budget.iterations(500, 1));
            if (spec.startsWith("mcts:")) {
                assertThat(game.playoutCalls.get()).as(spec).isPositive();
            } else {
                assertThat(game.playoutCalls.get()).as(spec).isZero();
            }
        }
    }

    @Test
    void withoutRaveTheMovePriorDecidesWhichMoveIsTriedFirst() {
        Counted game = new Counted();
        GameState start = GameState.start(game);
        MctsTree tree = new MctsTree(MctsConfig.strong(game, game.defaultVariant()),
                game.searchKnowledge(game.defaultVariant()), start.view(), ForcedMoves.NONE);
        tree.setRoot(start.position(), new int[0], 3);
        assertThat(tree.root.actions[0]).isEqualTo(4);
        assertThat(tree.root.prior[0]).isEqualTo(1.0);
        tree.iterate();
        assertThat(tree.root.slotVisits[0]).isEqualTo(1);

        MctsTree classic = new MctsTree(MctsConfig.classic(game, game.defaultVariant()), SearchKnowledge.NONE,
                start.view(), ForcedMoves.NONE);
        classic.setRoot(start.position(), new int[0], 3);
        assertThat(classic.root.prior).isNull();
    }
}
