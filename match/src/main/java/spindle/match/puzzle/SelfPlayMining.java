package spindle.match.puzzle;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import spindle.ai.Agent;
import spindle.ai.Agents;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.Variant;
import spindle.match.GameRecord;
import spindle.match.GameRecords;
import spindle.match.Referee;
import spindle.match.RoundCap;

/**
 * Mining self-play games: {@code spindle puzzles mine GAME --selfplay N}, and the starter sets shipped with the
 * server, which are built by that command (docs/puzzles.md).
 */
public final class SelfPlayMining {
    /**
     * The agent of every seat in self-play unless told otherwise: random play. Its games stay open to the end and
     * its blunders leave positions with one winning move; between two {@code mcts:easy} one side is winning long
     * before the end, so that almost every move wins and few puzzles are found (docs/puzzles.md).
     */
    public static final String DEFAULT_AGENT = "random";
    /** Solo games end when the player stops or retires; the self-play agent retires at this round's end at the latest. */
    public static final int SOLO_ROUNDS = 30;

    private SelfPlayMining() {
    }

    /**
     * Plays {@code games} games with {@code agentSpec} in every seat (seeds {@code seed}, {@code seed + 1}, ...) and
     * mines each with {@code miner}; {@code found} hears each puzzle as it is found.
     */
    public static void mine(Game game, Variant variant, String agentSpec, int games, long seed, PuzzleMiner miner,
                            Consumer<Puzzle> found) {
        List<Agent> agents = new ArrayList<>();
        int seats = GameState.start(game, variant).view().players();
        for (int s = 0; s < seats; s++) {
            agents.add(Agents.create(agentSpec, game));
        }
        RoundCap cap = RoundCap.of(game, variant, SOLO_ROUNDS);
        for (int g = 0; g < games; g++) {
            GameRecord record = Referee.play(game, variant, agents, seed + g, cap);
            GameState end = GameRecords.replay(record);
            miner.mine(end).forEach(found);
        }
    }
}
