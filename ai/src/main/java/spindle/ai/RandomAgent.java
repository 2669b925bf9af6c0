package spindle.ai;

import java.util.List;
import java.util.SplittableRandom;
import spindle.engine.GameState;
import spindle.engine.Position;

/**
 * Plays a uniformly random legal action; seeded by the budget, so it is reproducible.
 */
public final class RandomAgent implements Agent {
    private final String name;
    private final List<String> always;

    public RandomAgent() {
        this("random", List.of());
    }

    /** With {@code always} rules ({@link ForcedMoves}): those moves are played wherever legal. */
    public RandomAgent(String name, List<String> always) {
        this.name = name;
        this.always = List.copyOf(always);
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public int choose(GameState state, Budget budget) {
        Position p = state.view();
        int forced = ForcedMoves.parse(always, state).at(p);
        if (forced >= 0) {
            return forced;
        }
        // Mix the ply into the seed so one budget seed does not repeat the same choice index every move.
        SplittableRandom random = new SplittableRandom(budget.seed() * 0x9E3779B97F4A7C15L + p.plies());
        return p.randomAction(random, new int[p.maxActions()]);
    }
}
