package spindle.webengine;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import spindle.ai.Agent;
import spindle.ai.BuiltInAgents;
import spindle.engine.ChanceDraws;
import spindle.engine.GameState;
import spindle.webengine.view.StateView;

/**
 * A game kept by the page itself when there is no server (docs/offline.md): the rules state, who sits where (a
 * person at this screen, or the computer at a level), the seed its dice are drawn from, and the table's own dice.
 * It keeps a hosted game's rules for the same things (the server's {@code Table}): chance outcomes are drawn from
 * the seed per ply ({@link ChanceDraws}), undo goes back to the last decision of a person, and the computer's move
 * has its level's own budget and the same seed.
 *
 * @param agents the agent spec of each seat, or null for a person at this screen
 */
record LocalTable(String id, GameState state, long seed, List<String> agents, boolean tableDice, int version) {
    /** The seat kinds a local game can have: a person here, or the computer. */
    static List<String> agents(String seatsText) {
        List<String> agents = new ArrayList<>();
        for (String seat : seatsText.split("\n")) {
            String s = seat.trim();
            if (s.equals("human")) {
                agents.add(null);
            } else if (s.startsWith("ai:") && s.length() > 3) {
                agents.add(s.substring(3));
            } else {
                throw new IllegalArgumentException("seat '" + s + "': without a server a seat is a person at this"
                        + " screen (human) or the computer (ai:LEVEL); inviting someone elsewhere needs a server");
            }
        }
        return agents;
    }

    static LocalTable create(String id, GameState start, long seed, List<String> agents, boolean tableDice) {
        int players = start.game().newGame(start.variant()).players();
        if (agents.size() != players) {
            throw new IllegalArgumentException("this game has " + players + " seats, not " + agents.size());
        }
        for (String agent : agents) {
            if (agent != null) {
                BuiltInAgents.create(agent, start.game()); // refused now, with the reason, not at its first move
            }
        }
        return new LocalTable(id, tableDice ? start : ChanceDraws.settle(start, seed), seed, agents, tableDice, 0);
    }

    boolean aiToMove() {
        return !state.isOver() && !state.isChance() && agents.get(state.toMove()) != null;
    }

    LocalTable with(GameState next) {
        return new LocalTable(id, tableDice ? next : ChanceDraws.settle(next, seed), seed, agents, tableDice,
                version + 1);
    }

    /** A person's move (or the table's throw), checked as the server checks it. */
    LocalTable play(String move, int ply) {
        if (state.isOver()) {
            throw new IllegalArgumentException("the game is over");
        }
        if (ply >= 0 && ply != state.ply()) {
            throw new IllegalArgumentException("the game has moved on since (ply " + state.ply() + ")");
        }
        if (aiToMove()) {
            throw new IllegalArgumentException("the computer is to move");
        }
        int action = state.parse(move.trim());
        if (!state.isLegal(action)) {
            throw new IllegalArgumentException(state.game().whyIllegal(state.view(), action)
                    .orElse(move + " is not legal now"));
        }
        return with(state.apply(action));
    }

    /** The computer's move at its seat's level, with its level's budget, seeded as the server seeds it. */
    LocalTable think() {
        if (!aiToMove()) {
            throw new IllegalArgumentException("the computer is not to move");
        }
        Agent agent = BuiltInAgents.create(agents.get(state.toMove()), state.game());
        long moveSeed = seed * 0x9E3779B97F4A7C15L + state.ply();
        return with(state.apply(agent.choose(state, LocalGames.oneThread(agent.budget(), moveSeed))));
    }

    /** The state where a person here was last to decide, with every move of the computer and chance after it. */
    GameState undoTarget() {
        return state.lastDecisionOf(seat -> agents.get(seat) == null, tableDice);
    }

    LocalTable undo() {
        GameState target = undoTarget();
        if (target == null) {
            throw new IllegalArgumentException("there is no move of a person here to take back");
        }
        return new LocalTable(id, target, seed, agents, tableDice, version + 1);
    }

    /** The view a hosted game's page draws ({@code GameView} on the server), live or at an earlier ply. */
    Map<String, Object> view(int ply) {
        boolean live = ply < 0 || ply >= state.ply();
        GameState shown = live ? state : at(ply);
        List<String> names = state.game().playerNames(state.variant());
        Map<String, Object> v = new LinkedHashMap<>();
        v.put("id", id);
        v.put("game", Map.of("id", state.game().id(), "name", state.game().name()));
        v.put("variant", state.variant().textValues());
        v.put("seats", seats(names));
        v.put("seed", seed);
        v.put("version", version);
        v.put("ply", shown.ply());
        v.put("plies", state.ply());
        v.put("live", live);
        boolean over = shown.isOver();
        StateView.turn(v, shown, over, tableDice);
        v.put("dice", tableDice ? "table" : "server");
        v.put("thinking", live && aiToMove());
        v.put("canUndo", live && undoTarget() != null);
        v.put("online", false);
        v.put("rated", false);
        v.put("local", true);
        Map<String, Object> board = StateView.board(v, shown);
        v.put("result", over ? StateView.result(shown.payoffs(), names, board) : null);
        v.put("endReason", over ? state.game().endReason(shown.view()) : null);
        v.put("draw", null);
        v.put("rematch", null);
        v.put("clock", null);
        v.put("from", shown.from());
        return v;
    }

    private GameState at(int ply) {
        GameState s = state;
        while (s.ply() > Math.max(0, ply) && s.previous() != null) {
            s = s.previous();
        }
        return s;
    }

    private List<Map<String, Object>> seats(List<String> names) {
        List<Map<String, Object>> seats = new ArrayList<>();
        for (int i = 0; i < agents.size(); i++) {
            Map<String, Object> s = new LinkedHashMap<>();
            s.put("index", i);
            s.put("name", StateView.seatName(names, i));
            s.put("kind", agents.get(i) == null ? "human" : "ai");
            s.put("open", false);
            s.put("agent", agents.get(i));
            s.put("spec", agents.get(i) == null ? "human" : "ai:" + agents.get(i));
            s.put("player", null);
            seats.add(s);
        }
        return seats;
    }
}
