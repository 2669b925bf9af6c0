package spindle.server.game;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import spindle.engine.GameState;
import spindle.engine.Position;
import spindle.match.Forfeit;

/**
 * The JSON view of a hosted game that the browser draws: whose turn, the legal moves in notation, the move list,
 * the result, and the game's own {@code describe} data for the board. Built fresh per request from the immutable
 * {@link Table}.
 */
public final class GameView {
    private GameView() {
    }

    /** The view of the live game. */
    public static Map<String, Object> live(Table table) {
        return view(table, table.state(), true);
    }

    /** The view after the first {@code ply} actions (a replay step); nothing can be played from it. */
    public static Map<String, Object> at(Table table, int ply) {
        return view(table, table.stateAt(ply), ply == table.state().ply());
    }

    /** The view of {@code after}, a state the game would reach by a move not yet sent (a preview): not live. */
    public static Map<String, Object> preview(Table table, GameState after) {
        return view(table, after, false);
    }

    private static Map<String, Object> view(Table table, GameState state, boolean live) {
        List<String> names = table.game().playerNames(table.variant());
        Map<String, Object> v = new LinkedHashMap<>();
        v.put("id", table.id());
        v.put("game", Map.of("id", table.game().id(), "name", table.game().name()));
        v.put("variant", table.variant().textValues());
        v.put("seats", seats(table, names));
        v.put("seed", table.seedRevealed() ? table.seed() : null);
        v.put("version", table.version());
        v.put("ply", state.ply());
        v.put("plies", table.state().ply());
        v.put("live", live);
        // a resignation or an agreed draw ends the live game, not the positions before it
        boolean over = live ? table.over() : state.isOver();
        v.put("over", over);
        // with the table's dice nobody in particular is to move while a throw is awaited: anyone at the table enters
        // it; the server's dice keep -1 (chance) in replay steps, as the game page expects
        v.put("toMove", over || table.tableDice() && state.isChance() ? null : state.toMove());
        v.put("chance", !over && state.isChance());
        v.put("dice", table.tableDice() ? "table" : "server");
        v.put("thinking", live && table.aiToMove());
        v.put("canUndo", live && table.canUndo());
        v.put("online", table.online());
        v.put("rated", table.conduct().rated());
        if (table.conduct().rated() && table.over()) {
            String unrated = RatedSeats.unratedReason(table);
            if (unrated != null) {
                v.put("notRated", "not rated: " + unrated);
            }
        }
        v.put("legalMoves", over ? List.of() : state.legalMoves());
        v.put("moves", moves(state));
        Map<String, Object> board = table.game().describe(state.view());
        v.put("result", !over ? null : live ? result(table, names, board) : result(state.payoffs(), names, board));
        Conduct c = table.conduct();
        v.put("endReason", over ? (live ? table.endReason() : table.game().endReason(state.view())) : null);
        v.put("draw", c.drawOffer() >= 0 && !table.over() ? Map.of("offeredBy", c.drawOffer()) : null);
        v.put("rematch", c.rematchGame() != null ? Map.of("game", c.rematchGame())
                : c.rematchOffer() >= 0 ? Map.of("offeredBy", c.rematchOffer())
                : c.rematchDeclined() ? Map.of("declined", true) : null);
        v.put("clock", live ? Clocks.view(table) : null);
        v.put("board", board);
        v.put("text", state.render());
        v.put("position", positionText(state));
        v.put("from", state.from());
        return v;
    }

    /** The position as text (docs/positions.md), or null for a game that has none. */
    public static String positionText(GameState state) {
        try {
            return state.positionText();
        } catch (UnsupportedOperationException e) {
            return null;
        }
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
            s.put("player", player(seat));
            seats.add(s);
        }
        return seats;
    }

    /** Who holds a seat as a player ({@code {"id", "name", "bot"}}), or null when nobody identified does. */
    public static Map<String, Object> player(Seat seat) {
        Seat.SeatPlayer p = seat.player();
        return p == null ? null : Map.of("id", p.id(), "name", p.name(), "bot", p.bot());
    }

    public static String seatName(List<String> names, int index) {
        return index < names.size() ? names.get(index) : "Player " + (index + 1);
    }

    /** Every action from the start with who made it ({@code -1} for a chance outcome). */
    public static List<Map<String, Object>> moves(GameState state) {
        // the texts come from one pass over the history: an old state may have to rebuild its position to format
        List<String> texts = state.moves();
        List<String> words = state.movesInWords();
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
            if (!words.get(i).isEmpty()) {
                m.put("words", words.get(i)); // the move in the game's words, where it has some
            }
            moves.add(m);
        }
        return moves;
    }

    /** The live game's result: a resignation or an agreed draw says so, else as the rules ended it. */
    private static Map<String, Object> result(Table table, List<String> names, Map<String, Object> board) {
        Map<String, Object> r = result(table.payoffs(), names, board);
        Conduct c = table.conduct();
        if (Forfeit.RESIGNED.equals(c.ending())) {
            r.put("text", seatName(names, c.resigned()) + " resigned");
        } else if (Forfeit.DRAW_AGREED.equals(c.ending())) {
            r.put("text", "Draw agreed");
        } else if (Forfeit.TIME.equals(c.ending())) {
            r.put("text", Clocks.timeResult(names, c.resigned()));
        } else if (Table.LEFT.equals(c.ending())) {
            r.put("text", seatName(names, c.resigned()) + " left the game; " + seatName(names, 1 - c.resigned())
                    + " claimed the win");
        }
        return r;
    }

    /**
     * Payoffs and a sentence: who won, a draw, or a solo score. A solo game whose {@code describe} data has a
     * {@code result} text gets that text, since its payoff alone may not say what happened.
     */
    public static Map<String, Object> result(double[] payoffs, List<String> names, Map<String, Object> board) {
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
