package spindle.ai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.data.Offset.offset;

import java.util.ArrayDeque;
import org.junit.jupiter.api.Test;
import spindle.engine.AiSettings;
import spindle.engine.GameState;
import spindle.engine.Position;
import spindle.engine.Variant;
import spindle.engine.VariantException;

/** Tree parallelism: several threads search one shared tree with virtual loss ({@link MctsConfig.Parallel#TREE}). */
class TreeParallelTest {
    private static final MctsConfig TREE = MctsConfig.strong().withParallel(MctsConfig.Parallel.TREE);

    private static MctsAgent agent(MctsConfig config) {
        return new MctsAgent("mcts", config, Budget.iterations(1, 0));
    }

    private static GameState nim(int... heaps) {
        return GameState.start(new TinyGame("nim", 2, () -> new Nim(false, heaps)));
    }

    @Test
    void severalThreadsProveTheSameNimWinAndLossAsOne() {
        for (int threads : new int[] {2, 4}) {
            for (long seed = 1; seed <= 5; seed++) {
                Hint win = agent(TREE).analyse(nim(3, 4, 5), new Budget(0, 400_000, threads, seed));
                assertThat(win.proven()).as("%d threads, seed %d", threads, seed).isTrue();
                assertThat(win.value()).isEqualTo(1.0);
                // The only winning move makes the nim-sum zero: take 2 from the heap of 3.
                assertThat(win.action()).isEqualTo(Nim.take(0, 2));
                Hint loss = agent(TREE).analyse(nim(1, 2, 3), new Budget(0, 400_000, threads, seed));
                assertThat(loss.proven()).isTrue();
                assertThat(loss.value()).isEqualTo(0.0);
            }
        }
    }

    @Test
    void severalThreadsProveTicTacToeAfterTheCentreADraw() {
        GameState centre = GameState.start(new TinyGame("ttt-centre", 2, () -> TicTacToe.of("....X....")));
        for (long seed = 1; seed <= 3; seed++) {
            Hint hint = agent(TREE).analyse(centre, new Budget(0, 1_000_000, 3, seed));
            assertThat(hint.proven()).isTrue();
            assertThat(hint.value()).isEqualTo(0.5);
        }
        // X to move wins at 2 at once.
        GameState win = GameState.start(new TinyGame("ttt-win", 2, () -> TicTacToe.of("XX.OO....")));
        assertThat(agent(TREE).analyse(win, new Budget(0, 5_000, 2, 1)).action()).isEqualTo(2);
    }

    @Test
    void everyProofInTheSharedTreeFollowsTheXorRule() {
        // Stop before the root is proven, so the tree holds many proofs made while the threads raced.
        GameState start = nim(2, 3, 5, 6, 7);
        MctsAgent agent = agent(TREE);
        agent.analyse(start, new Budget(0, 60_000, 4, 9));
        int checked = 0;
        ArrayDeque<Node> nodes = new ArrayDeque<>();
        ArrayDeque<Position> positions = new ArrayDeque<>();
        nodes.push(agent.root());
        positions.push(start.position().copy());
        while (!nodes.isEmpty()) {
            Node node = nodes.pop();
            Position pos = positions.pop();
            int mover = pos.toMove();
            if (node.proven != null) {
                assertThat(node.proven[mover]).as("node %s", pos).isEqualTo(xor(pos) != 0 ? 1.0 : 0.0);
                checked++;
            }
            for (int slot = 0; slot < node.slots(); slot++) {
                Position next = pos.copy();
                next.play(node.actions[slot]);
                double[] exact = node.provenAt(slot);
                if (exact != null) {
                    // The mover of the slot wins if the heaps left have nim-sum 0 (or none are left).
                    assertThat(exact[mover]).as("%s after %d", pos, node.actions[slot])
                            .isEqualTo(xor(next) == 0 ? 1.0 : 0.0);
                    checked++;
                }
                if (node.children[slot] != null) {
                    nodes.push(node.children[slot]);
                    positions.push(next);
                }
            }
        }
        // How many proofs the tree holds depends on how the threads interleave (18 to some dozens were seen).
        assertThat(checked).isGreaterThan(5);
    }

    private static int xor(Position p) {
        int x = 0;
        for (int h : ((Nim) p).heaps) {
            x ^= h;
        }
        return x;
    }

    @Test
    void visitsAddUpToTheIterationsWithNoUpdateLost() {
        // No solver, so that every iteration through a slot with a child goes on into the child.
        MctsAgent agent = agent(MctsConfig.plainUct().withParallel(MctsConfig.Parallel.TREE));
        GameState start = GameState.start(new TinyGame("tic-tac-toe", 2, TicTacToe::new));
        Hint hint = agent.analyse(start, new Budget(0, 200_000, 4, 3));
        assertThat(hint.iterations()).isEqualTo(200_000);
        Node root = agent.root();
        assertThat(root.visits).isEqualTo(200_000);
        // Each playout's payoffs add up to 1 (a draw is a half each), so the sums count every iteration too.
        assertThat(root.sum[0] + root.sum[1]).isCloseTo(200_000, offset(1e-6));
        ArrayDeque<Node> nodes = new ArrayDeque<>();
        nodes.push(root);
        long opened = 0;
        while (!nodes.isEmpty()) {
            Node node = nodes.pop();
            opened++;
            long slotVisits = 0;
            double slotSums = 0;
            for (int slot = 0; slot < node.slots(); slot++) {
                slotVisits += node.slotVisits[slot];
                slotSums += node.slotSum[slot * 2] + node.slotSum[slot * 2 + 1];
                Node child = node.children[slot];
                if (child != null) {
                    assertThat(child.visits).isEqualTo(node.slotVisits[slot]);
                    nodes.push(child);
                }
            }
            if (node == root) {
                assertThat(slotVisits).isEqualTo(root.visits);
                assertThat(slotSums).isCloseTo(200_000, offset(1e-6));
            } else {
                // A node counts the visits of its slot before it was opened, and each of its own.
                assertThat(slotVisits).isLessThanOrEqualTo(node.visits);
            }
        }
        assertThat(opened).isGreaterThan(1_000);
    }

    @Test
    void chanceNodesGetTheExactExpectationWithSeveralThreads() {
        GameState dice = GameState.start(new TinyGame("dice", 1, DiceChoice::new));
        Hint hint = agent(TREE).analyse(dice, new Budget(0, 20_000, 3, 1));
        assertThat(hint.action()).isEqualTo(1);
        assertThat(hint.value()).isCloseTo(3.5, offset(1e-9));
    }

    @Test
    void oneThreadSearchesTheSameWhicheverParallelism() {
        GameState start = nim(5, 6, 7, 3);
        MctsConfig root = MctsConfig.plainUct().withParallel(MctsConfig.Parallel.ROOT);
        MctsConfig tree = MctsConfig.plainUct().withParallel(MctsConfig.Parallel.TREE);
        Hint a = agent(root).analyse(start, Budget.iterations(3_000, 42));
        Hint b = agent(tree).analyse(start, Budget.iterations(3_000, 42));
        assertThat(b).usingRecursiveComparison().ignoringFields("millis").isEqualTo(a);
    }

    @Test
    void theParallelSettingChoosesTreeOrRoot() {
        TinyGame ttt = new TinyGame("tic-tac-toe", 2, TicTacToe::new);
        assertThat(((MctsAgent) Agents.create("mcts:2t", ttt)).config().parallel())
                .isEqualTo(MctsConfig.Parallel.TREE);
        assertThat(((MctsAgent) Agents.create("mcts:2t:parallel=root", ttt)).config().parallel())
                .isEqualTo(MctsConfig.Parallel.ROOT);
        // The yardsticks keep root parallelism unless told otherwise.
        assertThat(((MctsAgent) Agents.create("mcts-classic:2t", ttt)).config().parallel())
                .isEqualTo(MctsConfig.Parallel.ROOT);
        assertThat(((MctsAgent) Agents.create("uct:2t:parallel=tree", ttt)).config().parallel())
                .isEqualTo(MctsConfig.Parallel.TREE);
        assertThatThrownBy(() -> Agents.create("mcts:parallel=leaf", ttt)).isInstanceOf(VariantException.class)
                .hasMessageContaining("tree or root");
    }

    @Test
    void aGameCanAskForRootParallelismWhichTheSettingStillOverrides() {
        TinyGame rooted = new TinyGame("tic-tac-toe", 2, TicTacToe::new) {
            @Override
            public AiSettings aiSettings(Variant variant) {
                return AiSettings.DEFAULTS.withPriorWeight(1).withRootParallel(true);
            }
        };
        MctsConfig config = ((MctsAgent) Agents.create("mcts:2t", rooted)).config();
        assertThat(config.parallel()).isEqualTo(MctsConfig.Parallel.ROOT);
        // the rest of the game's settings come through unchanged
        assertThat(config.priorWeight()).isEqualTo(1);
        assertThat(((MctsAgent) Agents.create("mcts:max", rooted)).config().parallel())
                .isEqualTo(MctsConfig.Parallel.ROOT);
        assertThat(((MctsAgent) Agents.create("mcts:2t:parallel=tree", rooted)).config().parallel())
                .isEqualTo(MctsConfig.Parallel.TREE);
        assertThat(AiSettings.DEFAULTS.rootParallel()).isFalse();
        assertThat(AiSettings.DEFAULTS.withRootParallel(true).withRave(5).withExploration(1).withCutoff(3)
                .withPriorWeight(2).withLearned(true).withIterations(1, 2, 3).rootParallel()).isTrue();
    }
}
