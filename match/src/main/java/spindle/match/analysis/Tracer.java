package spindle.match.analysis;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import spindle.ai.Agent;
import spindle.ai.AgentFailure;
import spindle.ai.Budget;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.Position;
import spindle.engine.Variant;
import spindle.match.Forfeit;

/** Plays one seeded game between agents and records its {@link GameTrace}. */
public final class Tracer {
    private Tracer() {
    }

    /**
     * @param agents one per seat
     * @param budget per decision, or null for each agent's own budget (its level); either way its seed is replaced
     *               by one derived from {@code seed} for each decision
     * @param maxPlies stop (as unfinished) after this many plies
     */
    public static GameTrace play(Game game, Variant variant, List<Agent> agents, Budget budget, long seed,
                                 int maxPlies) {
        GameTrace trace = null;
        try {
            trace = playOut(game, variant, agents, budget, seed, maxPlies);
            return trace;
        } finally { // outside engines hear the end, and are stopped even when the game is not finished
            Forfeit.tellAgents(agents, null, trace == null ? null
                    : trace.payoffs().stream().mapToDouble(d -> d).toArray(), trace == null ? null : trace.endReason());
        }
    }

    private static GameTrace playOut(Game game, Variant variant, List<Agent> agents, Budget budget, long seed,
                                     int maxPlies) {
        SplittableRandom random = new SplittableRandom(seed);
        GameState state = GameState.start(game, variant);
        List<Integer> branching = new ArrayList<>();
        Map<String, Integer> types = new TreeMap<>();
        Map<String, Integer> events = new TreeMap<>();
        int[] buffer = new int[state.view().maxActions()];
        while (!state.isOver() && state.ply() < maxPlies) {
            Position p = state.view();
            int action;
            if (p.toMove() == Position.CHANCE) {
                action = p.chance().sample(random);
            } else {
                branching.add(p.legalActions(buffer));
                Agent agent = agents.get(p.toMove());
                try {
                    action = agent.choose(state, (budget != null ? budget : agent.budget()).withSeed(random.nextLong()));
                } catch (AgentFailure failure) {
                    List<Double> lost = new ArrayList<>();
                    for (double v : Forfeit.payoffs(agents.size(), p.toMove())) {
                        lost.add(v);
                    }
                    return new GameTrace(lost, true, state.ply(), branching, types, Forfeit.reason(failure), events);
                }
            }
            types.merge(game.decisionType(p, action), 1, Integer::sum);
            GameState next = state.apply(action);
            for (String event : game.events(p, action, next.view())) {
                events.merge(event, 1, Integer::sum);
            }
            state = next;
        }
        List<Double> payoffs = new ArrayList<>();
        for (double v : state.payoffs()) {
            payoffs.add(v);
        }
        String end = state.isOver() ? game.endReason(state.view()) : "unfinished";
        return new GameTrace(payoffs, state.isOver(), state.ply(), branching, types, end, events);
    }
}
