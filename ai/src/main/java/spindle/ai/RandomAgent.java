package spindle.ai;

import java.util.SplittableRandom;
import spindle.engine.GameState;
import spindle.engine.Position;

/**
 * Plays a uniformly random legal action; seeded by the budget, so it is reproducible. With {@code always} set, the
 * move of that text is played wherever it is legal (e.g. {@code stop} in the solo game).
 */
public final class RandomAgent implements Agent {
    private final String always;

    public RandomAgent() {
        this(null);
    }

    public RandomAgent(String always) {
        this.always = always;
    }

    @Override
    public String name() {
        return always == null ? "random" : "random:always=" + always;
    }

    @Override
    public int choose(GameState state, Budget budget) {
        Position p = state.view();
        if (always != null) {
            int forced = state.parse(always);
            if (p.isLegal(forced)) {
                return forced;
            }
        }
        // Mix the ply into the seed so one budget seed does not repeat the same choice index every move.
        SplittableRandom random = new SplittableRandom(budget.seed() * 0x9E3779B97F4A7C15L + p.plies());
        return p.randomAction(random, new int[p.maxActions()]);
    }
}
