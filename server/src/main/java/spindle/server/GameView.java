package spindle.server;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import spindle.engine.GameState;
import spindle.engine.Position;

/**
 * The JSON view of a hosted game that the browser draws: whose turn, the legal moves in notation, the move list,
 * the result, and the game's own {@code describe} data for the board. Built fresh per request from the immutable
 * {@link Table}.
 */
final class GameView {
    private GameView() {
    }

    /** The view of the live game. */
    static Map<String, Object> live(Table table) {
        return view(table, table.state(), true);
    }

    /** The view after the first {@code ply} actions (a replay step); nothing can be played from it. */
    static Map<String, Object> at(Table table, int ply) {
        return view(table, table.stateAt(ply), ply == table.state().ply());
    }

    private static Map<String, Object> view(Table table, GameState state, boolean live) {
        List<String> names = table.game().playerNames(table.variant());
        Map<String, Object> v = new LinkedHashMap<>();
        v.put("id", table.id());
        v.put("game", Map.of("id", table.game().id(), "name", table.game().name()));
        v.put("variant", table.variant().textValues());
        v.put("seats", seats(table, names));
        v.put("seed", table.seed());
        v.put("version", table.version());
        v.put("ply", state.ply());
        v.put("plies", table.state().ply());
        v.put("live", live);
        v.put("over", state.isOver());
        v.put("toMove", state.isOver() ? null : state.toMove());
        v.put("thinking", live && table.aiToMove());
        v.put("canUndo", live && table.canUndo());
        v.put("online", table.online());
        v.put("legalMoves", state.isOver() ? List.of() : state.legalMoves());
        v.put("moves", moves(state));
        Map<String, Object> board = table.game().describe(state.view());
        v.put("result", state.isOver() ? result(state, names, board) : null);
        v.put("board", board);
        v.put("text", state.render());
        return v;
    }

    private static List<Map<String, Object>> seats(Table table, List<String> names) {
        List<Map<String, Object>> seats = new ArrayList<>();
        for (int i = 0; i < table.seats().size(); i++) {
            Seat seat = table.seats().get(i);
            Map<String, Object> s = new LinkedHashMap<>();
            s.put("index", i);
            s.put("name", seatName(names, i));
            s.put("kind", seat.kind().name().toLowerCase(Locale.ROOT));
            s.put("open", seat.isOpen());
            s.put("agent", seat.agent());
            s.put("spec", seat.spec());
            seats.add(s);
        }
        return seats;
    }

    static String seatName(List<String> names, int index) {
        return index < names.size() ? names.get(index) : "Player " + (index + 1);
    }

    /** Every action from the start with who made it ({@code -1} for a chance outcome). */
    static List<Map<String, Object>> moves(GameState state) {
        // the texts come from one pass over the history: an old state may have to rebuild its position to format
        List<String> texts = state.moves();
        int[] players = new int[texts.size()];
        for (GameState s = state.previous(); s != null; s = s.previous()) {
            players[s.ply()] = s.toMove();
        }
        List<Map<String, Object>> moves = new ArrayList<>(texts.size());
        for (int i = 0; i < texts.size(); i++) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("ply", i + 1);
            m.put("player", players[i] == Position.CHANCE ? -1 : players[i]);
            m.put("text", texts.get(i));
            moves.add(m);
        }
        return moves;
    }

    /**
     * Payoffs and a sentence: who won, a draw, or a solo score. A solo game whose {@code describe} data has a
     * {@code result} text gets that text, since its payoff alone may not say what happened.
     */
    static Map<String, Object> result(GameState state, List<String> names, Map<String, Object> board) {
        double[] payoffs = state.payoffs();
        List<Double> list = new ArrayList<>();
        double best = Double.NEGATIVE_INFINITY;
        double worst = Double.POSITIVE_INFINITY;
        for (double p : payoffs) {
            list.add(p);
            best = Math.max(best, p);
            worst = Math.min(worst, p);
        }
        List<Integer> winners = new ArrayList<>();
        String text;
        if (payoffs.length == 1) {
            text = board.get("result") instanceof String r && !r.isBlank() ? r
                    : "Game over: score " + number(payoffs[0]);
        } else if (best == worst) {
            text = "Draw";
        } else {
            List<String> who = new ArrayList<>();
            for (int i = 0; i < payoffs.length; i++) {
                if (payoffs[i] == best) {
                    winners.add(i);
                    who.add(seatName(names, i));
                }
            }
            text = String.join(" and ", who) + (who.size() == 1 ? " wins" : " win");
        }
        Map<String, Object> r = new LinkedHashMap<>();
        r.put("payoffs", list);
        r.put("winners", winners);
        r.put("text", text);
        return r;
    }

    static String number(double d) {
        return d == Math.rint(d) ? Long.toString((long) d) : Double.toString(d);
    }
}
