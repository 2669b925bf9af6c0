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
    void theEasyWarpAndWeftComputerSwitchesAndPatchesEarlyInTheGame() {
        Game game = Games.byId("warp-and-weft");
        Agent easy = Agents.create("mcts:easy", game);
        Agent random = new RandomAgent();
        Map<String, Integer> kinds = new HashMap<>();
        for (long seed = 31; seed < 35; seed++) {
            GameState state = GameState.start(game, game.defaultVariant());
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
        }
        // here 16 patches and 8 switches; 200 MCTS iterations: 1 patch and 2 switches in 90 moves (3 games)
        assertThat(kinds.getOrDefault("patch", 0)).as("patches in the first 30 moves of 4 games: %s", kinds)
                .isGreaterThanOrEqualTo(10);
        assertThat(kinds.getOrDefault("switch", 0)).as("switches: %s", kinds).isGreaterThanOrEqualTo(4);
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
