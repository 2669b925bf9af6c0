package spindle.match;

import spindle.engine.ChanceDraws;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import spindle.ai.Agent;
import spindle.ai.AgentFailure;
import spindle.ai.Seeds;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.IllegalActionException;
import spindle.engine.SpindleException;
import spindle.engine.Variant;

/**
 * Plays one game between agents (one per seat). Chance outcomes are drawn from the game seed by {@link ChanceDraws}
 * (the record names the scheme, so a replay checks them), and each decision's budget gets a seed derived from (game
 * seed, ply, seat), so a game between one-thread, iteration-budget agents is reproducible from its seed. Every agent
 * move is checked by {@link GameState#apply}. An agent that fails ({@link AgentFailure}: an outside engine crashed,
 * hung, answered garbage or an illegal move) loses the game by forfeit ({@link Forfeit}); every agent hears the end
 * of the game ({@link Agent#gameOver}).
 */
public final class Referee {
    /** Safety stop for games whose rules set no ply bound. */
    static final int MAX_PLIES = 100_000;

    private Referee() {
    }

    public static GameRecord play(Game game, Variant variant, List<? extends Agent> agents, long seed) {
        return play(game, variant, agents, seed, RoundCap.NONE);
    }

    /** As {@link #play(Game, Variant, List, long)}, ending the game at {@code cap} ({@link RoundCap}). */
    public static GameRecord play(Game game, Variant variant, List<? extends Agent> agents, long seed, RoundCap cap) {
        GameRecord[] played = new GameRecord[1];
        GameState[] last = new GameState[1];
        try {
            played[0] = playOut(game, variant, agents, seed, cap, last);
            return played[0];
        } finally {
            GameRecord r = played[0]; // null when the game stopped on an exception: outside engines are stopped anyway
            Forfeit.tellAgents(agents, last[0], r == null ? null : r.payoffs().stream().mapToDouble(d -> d).toArray(),
                    r == null ? null : r.endReason());
        }
    }

    private static GameRecord playOut(Game game, Variant variant, List<? extends Agent> agents, long seed,
                                      RoundCap cap, GameState[] last) {
        GameState state = GameState.start(game, variant);
        last[0] = state;
        if (agents.size() != state.view().players()) {
            throw new IllegalArgumentException(game.name() + " needs " + state.view().players() + " agents, not "
                    + agents.size());
        }
        String started = Instant.now().toString();
        OptionalInt rulesBound = game.plyBound(variant);
        int bound = rulesBound.orElse(MAX_PLIES);
        while (!state.isOver()) {
            if (state.view().plies() > bound) {
                if (rulesBound.isPresent()) {
                    throw new IllegalStateException(game.name() + " passed its ply bound " + bound);
                }
                // Rules without a bound end only when a player chooses to (the solo extended game), so the
                // agents are to blame, typically an always= rule that keeps the game going: the user's error.
                throw new SpindleException(game.name() + " did not end within " + MAX_PLIES + " plies: "
                        + agents.stream().map(Agent::name).toList() + " never chose to end it (with always= rules,"
                        + " the first whose move is legal is played, e.g. always=retire@300:always=continue;"
                        + " or cap the rounds)");
            }
            int capped = cap.at(state.view());
            if (capped == Game.CAP_STOPS_HERE) {
                return record(game, variant, agents, seed, state, cap.stoppedPayoffs(state.view()), RoundCap.REASON,
                        started);
            }
            int action;
            if (capped >= 0) {
                action = capped;
                GameState end = state.apply(action);
                last[0] = end;
                if (end.isOver()) {
                    return record(game, variant, agents, seed, end, end.payoffs(), RoundCap.REASON, started);
                }
                state = end;
                continue;
            } else if (state.isChance()) {
                action = ChanceDraws.draw(state, seed);
            } else {
                int seat = state.toMove();
                Agent agent = agents.get(seat);
                try {
                    action = agent.choose(state, agent.budget().withSeed(Seeds.mix(seed, state.view().plies(), seat)));
                } catch (AgentFailure failure) {
                    return record(game, variant, agents, seed, state, Forfeit.payoffs(agents.size(), seat),
                            Forfeit.reason(failure), started);
                }
                if (!state.isLegal(action)) {
                    throw new IllegalActionException(agent.name() + " chose an illegal action " + action);
                }
            }
            state = state.apply(action);
            last[0] = state;
        }
        return record(game, variant, agents, seed, state, state.payoffs(), game.endReason(state.view()), started);
    }

    private static GameRecord record(Game game, Variant variant, List<? extends Agent> agents, long seed,
                                     GameState state, double[] result, String endReason, String started) {
        List<String> names = new ArrayList<>();
        for (Agent a : agents) {
            names.add(a.name());
        }
        List<Double> payoffs = new ArrayList<>();
        for (double p : result) {
            payoffs.add(p);
        }
        return new GameRecord(GameRecord.VERSION, game.id(), variant.toString(), names, seed, state.moves(), payoffs,
                endReason, started, Instant.now().toString(), ChanceDraws.SEED_PER_PLY);
    }
}
