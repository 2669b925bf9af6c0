package spindle.ai;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import spindle.engine.GameState;
import spindle.engine.PlayoutPolicy;
import spindle.engine.Position;
import spindle.engine.Variant;

/**
 * Level easy where the game has its own easy play ({@link spindle.engine.Game#easyPlay}): the game's policy chooses
 * each move, seeded by the budget like {@link RandomAgent}; in a variant the game offers none for, the MCTS agent of
 * the level plays.
 */
final class EasyPlayAgent implements Agent {
    private final Agent search;
    /** The game's easy play per variant (empty: the search plays); one agent serves one game at a time. */
    private final Map<Variant, Optional<PlayoutPolicy>> plays = new HashMap<>();

    EasyPlayAgent(Agent search) {
        this.search = search;
    }

    @Override
    public String name() {
        return search.name();
    }

    @Override
    public Budget budget() {
        return search.budget();
    }

    @Override
    public void newGame(GameState start) {
        search.newGame(start);
    }

    @Override
    public synchronized int choose(GameState state, Budget budget) {
        Optional<PlayoutPolicy> play = plays.computeIfAbsent(state.variant(), v -> state.game().easyPlay(v));
        if (play.isEmpty()) {
            return search.choose(state, budget);
        }
        Position p = state.view();
        SplittableRandom random = new SplittableRandom(budget.seed() * 0x9E3779B97F4A7C15L + p.plies());
        return play.get().choose(p, random, new int[p.maxActions()]);
    }

    @Override
    public void gameOver(GameState last, double[] payoffs, String reason) {
        search.gameOver(last, payoffs, reason);
    }
}
