package spindle.match.analysis;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;
import spindle.ai.Agent;
import spindle.ai.AgentFailure;
import spindle.ai.Budget;
import spindle.ai.Hint;
import spindle.ai.SearchAgent;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.Position;
import spindle.engine.Variant;
import spindle.match.Forfeit;
import spindle.match.RoundCap;

/**
 * Plays one seeded game between agents and records its {@link GameTrace}. A searching agent is asked for its
 * {@link Hint} (the same search its {@code choose} makes, so the game is the same) and its value becomes the value
 * trace of the designer's metrics.
 */
public final class Tracer {
    private Tracer() {
    }

    /**
     * @param agents one per seat
     * @param budget per decision, or null for each agent's own budget (its level); either way its seed is replaced
     *               by one derived from {@code seed} for each decision
     * @param maxPlies stop (as unfinished) after this many plies
     * @param cap      ends a game whose rules may never end ({@link RoundCap}); recorded as capped, with its score
     */
    public static GameTrace play(Game game, Variant variant, List<Agent> agents, Budget budget, long seed,
                                 int maxPlies, RoundCap cap) {
        GameTrace trace = null;
        try {
            trace = playOut(game, variant, agents, budget, seed, maxPlies, cap);
            return trace;
        } finally { // outside engines hear the end, and are stopped even when the game is not finished
            Forfeit.tellAgents(agents, null, trace == null ? null
                    : trace.payoffs().stream().mapToDouble(d -> d).toArray(), trace == null ? null : trace.endReason());
        }
    }

    private static GameTrace playOut(Game game, Variant variant, List<Agent> agents, Budget budget, long seed,
                                     int maxPlies, RoundCap cap) {
        SplittableRandom random = new SplittableRandom(seed);
        GameState state = GameState.start(game, variant);
        List<Integer> branching = new ArrayList<>();
        Map<String, Integer> types = new TreeMap<>();
        Map<String, Integer> events = new TreeMap<>();
        List<Integer> valuePlies = new ArrayList<>();
        List<Double> values = new ArrayList<>();
        int firstMover = -1;
        boolean twoPlayers = game.playerNames(variant).size() == 2;
        int places = Coverage.places(game.describe(state.view()));
        Set<String> used = new HashSet<>();
        if (places > 0) {
            Coverage.addUsed(game.describe(state.view()), used);
        }
        int[] buffer = new int[state.view().maxActions()];
        boolean capped = false;
        while (!state.isOver() && state.ply() < maxPlies) {
            Position p = state.view();
            int capAction = cap.at(p);
            if (capAction == Game.CAP_STOPS_HERE) {
                capped = true;
                break;
            }
            int action;
            if (capAction >= 0) {
                capped = true;
                action = capAction;
            } else if (p.toMove() == Position.CHANCE) {
                action = p.chance().sample(random);
            } else {
                firstMover = firstMover < 0 ? p.toMove() : firstMover;
                branching.add(p.legalActions(buffer));
                Agent agent = agents.get(p.toMove());
                try {
                    Budget b = (budget != null ? budget : agent.budget()).withSeed(random.nextLong());
                    if (agent instanceof SearchAgent searcher) {
                        Hint hint = searcher.analyse(state, b);
                        action = hint.action();
                        if (twoPlayers && !Double.isNaN(hint.value())) {
                            // two-player payoffs sum to 1: the first seat's value is the mover's or its complement
                            valuePlies.add(state.ply());
                            values.add(p.toMove() == 0 ? hint.value() : 1 - hint.value());
                        }
                    } else {
                        action = agent.choose(state, b);
                    }
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
            if (places > 0) {
                Coverage.addUsed(game.describe(next.view()), used);
            }
            state = next;
        }
        List<Double> payoffs = new ArrayList<>();
        for (double v : capped && !state.isOver() ? cap.stoppedPayoffs(state.view()) : state.payoffs()) {
            payoffs.add(v);
        }
        String end = capped ? RoundCap.REASON : state.isOver() ? game.endReason(state.view()) : "unfinished";
        double coverage = places > 0 ? Math.min(1.0, (double) used.size() / places) : Double.NaN;
        return new GameTrace(payoffs, state.isOver() || capped, state.ply(), branching, types, end, events, firstMover,
                valuePlies, values, coverage);
    }
}
