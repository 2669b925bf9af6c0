package spindle.server.analysis;

import io.javalin.http.Context;
import java.util.LinkedHashMap;
import java.util.Map;
import spindle.ai.Budget;
import spindle.ai.solve.Advice;
import spindle.server.game.GameStore;
import spindle.server.game.SeatAccess;
import spindle.server.game.Table;
import spindle.server.http.ApiException;
import spindle.server.limits.Gate;
import spindle.webengine.view.StateView;

/**
 * A suggested move for the person to move: the solver's where the position is solved, else the AI's hint search,
 * with its value in words.
 */
final class HintApi {
    private final GameStore store;
    private final long hintMillis;
    private final Gate gate;

    HintApi(GameStore store, long hintMillis, Gate gate) {
        this.store = store;
        this.hintMillis = hintMillis;
        this.gate = gate;
    }

    /**
     * A suggested move for the person to move, Spindle's one hint ({@link Advice}): the solver's where the position
     * is solved, else the AI's hint search, both within the hint's time. Needs a token of the game; the client's
     * searches are held to its share ({@link Gate#search}).
     */
    void hint(Context ctx) {
        Table table = store.get(ctx.pathParam("id"));
        SeatAccess.requireSeat(ctx, table, "a hint");
        if (table.over()) {
            throw ApiException.conflict("the game is over");
        }
        if (table.aiToMove()) {
            throw ApiException.conflict("the AI is to move");
        }
        if (table.state().isChance()) { // the table's own dice: no search may say what they should show
            throw ApiException.conflict("the dice are to be thrown and entered; a hint comes after the throw");
        }
        if (table.online()) {
            throw ApiException.conflict("no hints in a game against people elsewhere");
        }
        if (table.conduct().rated()) {
            throw ApiException.conflict("no hints in a rated game: its result is yours alone");
        }
        Gate.Slot slot = gate.search(ctx);
        Advice advice;
        try {
            advice = Advice.of(table.state(), new Budget(hintMillis, 0, 1, table.seed() + table.state().ply()));
        } finally {
            slot.close();
        }
        Map<String, Object> h = StateView.advice(advice);
        h.put("ply", table.state().ply());
        ctx.json(h);
    }
}
