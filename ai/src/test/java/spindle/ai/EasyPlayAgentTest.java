package spindle.ai;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.Games;

/**
 * The easy Warp and Weft computer plays the whole game: threads, switches and patches, not only threads (200 MCTS
 * iterations claimed every thread of its first 30 moves), through the game's own easy play; other games keep MCTS.
 */
class EasyPlayAgentTest {

    @Test
    void theEasyWarpAndWeftComputerSwitchesAndPatchesEarlyInEveryGame() {
        Game game = Games.byId("warp-and-weft");
        Agent easy = Agents.create("mcts:easy", game);
        Agent random = new RandomAgent();
        for (long seed = 31; seed < 34; seed++) {
            GameState state = GameState.start(game, game.defaultVariant());
            Map<String, Integer> kinds = new HashMap<>();
            int easyMoves = 0;
            while (!state.isOver() && easyMoves < 30) {
                boolean easyToMove = state.toMove() == 0;
                Agent agent = easyToMove ? easy : random;
                int action = agent.choose(state, agent.budget().withSeed(seed));
                if (easyToMove) {
                    kinds.merge(kind(state.format(action)), 1, Integer::sum);
                    easyMoves++;
                }
                state = state.apply(action);
            }
            assertThat(kinds).as("seed %d: %s", seed, kinds).containsKeys("thread", "switch", "patch");
        }
    }

    @Test
    void easyStaysMctsInAGameWithoutItsOwnEasyPlay() {
        assertThat(Agents.create("mcts:easy", Games.byId("zero-one-two"))).isInstanceOf(MctsAgent.class);
        assertThat(Agents.create("mcts:medium", Games.byId("warp-and-weft"))).isInstanceOf(MctsAgent.class);
    }

    /** A Warp and Weft move's kind from its notation: patches sit where both coordinates are even (B2, D4, ...). */
    private static String kind(String move) {
        if (move.equals("switch") || move.equals("swap")) {
            return move;
        }
        int column = move.charAt(0) - 'A' + 1;
        int row = Integer.parseInt(move.substring(1));
        return column % 2 == 0 && row % 2 == 0 ? "patch" : "thread";
    }
}
