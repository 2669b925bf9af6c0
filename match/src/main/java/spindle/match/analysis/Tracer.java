package spindle.match.analysis;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import spindle.ai.Agent;
import spindle.ai.Budget;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.Position;
import spindle.engine.Variant;

/** Plays one seeded game between agents and records its {@link GameTrace}. */
public final class Tracer {
    private Tracer() {
    }

    /**
     * @param agents one per seat
     * @param budget per decision; its seed is replaced by one derived from {@code seed} for each decision
     * @param maxPlies stop (as unfinished) after this many plies
     */
    public static GameTrace play(Game game, Variant variant, List<Agent> agents, Budget budget, long seed,
                                 int maxPlies) {
        SplittableRandom random = new SplittableRandom(seed);
        GameState state = GameState.start(game, variant);
        List<Integer> branching = new ArrayList<>();
        Map<String, Integer> types = new TreeMap<>();
        int[] buffer = new int[state.view().maxActions()];
        while (!state.isOver() && state.ply() < maxPlies) {
            Position p = state.view();
            int action;
            if (p.toMove() == Position.CHANCE) {
                action = p.chance().sample(random);
            } else {
                branching.add(p.legalActions(buffer));
                action = agents.get(p.toMove()).choose(state, budget.withSeed(random.nextLong()));
            }
            types.merge(game.decisionType(p, action), 1, Integer::sum);
            state = state.apply(action);
        }
        List<Double> payoffs = new ArrayList<>();
        for (double v : state.payoffs()) {
            payoffs.add(v);
        }
        String end = state.isOver() ? game.endReason(state.view()) : "unfinished";
        return new GameTrace(payoffs, state.isOver(), state.ply(), branching, types, end);
    }
}
