package spindle.match.analysis;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
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
        PlyCounts counts = new PlyCounts(game, state);
        List<Integer> valuePlies = new ArrayList<>();
        List<Double> values = new ArrayList<>();
        boolean twoPlayers = game.playerNames(variant).size() == 2;
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
                counts.decision(p);
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
                    return new GameTrace(lost, true, state.ply(), counts.branching, counts.types,
                            Forfeit.reason(failure), counts.events);
                }
            }
            GameState next = state.apply(action);
            counts.played(p, action, next);
            state = next;
        }
        List<Double> payoffs = new ArrayList<>();
        for (double v : capped && !state.isOver() ? cap.stoppedPayoffs(state.view()) : state.payoffs()) {
            payoffs.add(v);
        }
        String end = capped ? RoundCap.REASON : state.isOver() ? game.endReason(state.view()) : "unfinished";
        return new GameTrace(payoffs, state.isOver() || capped, state.ply(), counts.branching, counts.types, end,
                counts.events, counts.firstMover, valuePlies, values, counts.coverage());
    }
}
