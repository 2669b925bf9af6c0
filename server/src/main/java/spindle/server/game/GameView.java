package spindle.server.game;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import spindle.engine.GameState;
import spindle.match.Forfeit;
import spindle.webengine.view.StateView;

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
        // with the table's dice nobody in particular is to move while a throw is awaited: anyone at the table enters
        // it; the server's dice keep -1 (chance) in replay steps, as the game page expects
        StateView.turn(v, state, over, table.tableDice());
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
        Map<String, Object> board = StateView.board(v, state);
        v.put("result", !over ? null
                : live ? result(table, names, board) : StateView.result(state.payoffs(), names, board));
        Conduct c = table.conduct();
        v.put("endReason", over ? (live ? table.endReason() : table.game().endReason(state.view())) : null);
        v.put("draw", c.drawOffer() >= 0 && !table.over() ? Map.of("offeredBy", c.drawOffer()) : null);
        v.put("rematch", c.rematchGame() != null ? Map.of("game", c.rematchGame())
                : c.rematchOffer() >= 0 ? Map.of("offeredBy", c.rematchOffer())
                : c.rematchDeclined() ? Map.of("declined", true) : null);
        v.put("clock", live ? Clocks.view(table) : null);
        v.put("from", state.from());
        return v;
    }

    private static List<Map<String, Object>> seats(Table table, List<String> names) {
        List<Map<String, Object>> seats = new ArrayList<>();
        for (int i = 0; i < table.seats().size(); i++) {
            Seat seat = table.seats().get(i);
            Map<String, Object> s = new LinkedHashMap<>();
            s.put("index", i);
            s.put("name", StateView.seatName(names, i));
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

    /** The live game's result: a resignation or an agreed draw says so, else as the rules ended it. */
    private static Map<String, Object> result(Table table, List<String> names, Map<String, Object> board) {
        Map<String, Object> r = StateView.result(table.payoffs(), names, board);
        Conduct c = table.conduct();
        if (Forfeit.RESIGNED.equals(c.ending())) {
            r.put("text", StateView.seatName(names, c.resigned()) + " resigned");
        } else if (Forfeit.DRAW_AGREED.equals(c.ending())) {
            r.put("text", "Draw agreed");
        } else if (Forfeit.TIME.equals(c.ending())) {
            r.put("text", Clocks.timeResult(names, c.resigned()));
        } else if (Table.LEFT.equals(c.ending())) {
            r.put("text", StateView.seatName(names, c.resigned()) + " left the game; "
                    + StateView.seatName(names, 1 - c.resigned())
                    + " claimed the win");
        }
        return r;
    }
}
