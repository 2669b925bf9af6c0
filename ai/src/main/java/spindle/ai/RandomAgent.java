package spindle.ai;

import java.util.SplittableRandom;
import spindle.engine.GameState;
import spindle.engine.Position;

/** Plays a uniformly random legal action; seeded by the budget, so it is reproducible. */
public final class RandomAgent implements Agent {
    @Override
    public String name() {
        return "random";
    }

    @Override
    public int choose(GameState state, Budget budget) {
        Position p = state.view();
        // Mix the ply into the seed so one budget seed does not repeat the same choice index every move.
        SplittableRandom random = new SplittableRandom(budget.seed() * 0x9E3779B97F4A7C15L + p.plies());
        return p.randomAction(random, new int[p.maxActions()]);
    }
}
