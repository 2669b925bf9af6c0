package spindle.server.analysis;

import io.javalin.http.Context;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import spindle.ai.Agents;
import spindle.ai.Budget;
import spindle.ai.Hint;
import spindle.ai.solve.Solutions;
import spindle.server.game.GameStore;
import spindle.server.game.SeatAccess;
import spindle.server.game.Table;
import spindle.server.http.ApiException;
import spindle.server.limits.Gate;

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
     * A suggested move for the person to move, from the AI's hint search, with its estimated value. Needs a token of
     * the game; only {@link Limits#hintsAtOnce()} searches run at once.
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
        if (table.online()) {
            throw ApiException.conflict("no hints in a game against people elsewhere");
        }
        if (table.conduct().rated()) {
            throw ApiException.conflict("no hints in a rated game: its result is yours alone");
        }
        Gate.Slot slot = gate.hint();
        Hint hint;
        Optional<Solutions.Solved> solved;
        try {
            solved = Solutions.lookup(table.state(), Solutions.HINT_NODES);
            hint = solved.isPresent() ? null
                    : Agents.hint(table.state(), new Budget(hintMillis, 0, 1, table.seed() + table.state().ply()));
        } finally {
            slot.close();
        }
        Map<String, Object> h = new LinkedHashMap<>();
        if (solved.isPresent()) {
            // a solved position: the solver's move (the fastest win, or the longest defence) and its exact value
            h.put("move", solved.get().move());
            h.put("value", solved.get().winnerSeat() == table.state().toMove() ? 1.0 : 0.0);
            h.put("proven", true);
            h.put("by", "solver");
            h.put("solved", solved.get().json());
            h.put("text", solved.get().text());
        } else {
            h.put("move", hint.move());
            h.put("value", hint.value());
            h.put("proven", hint.proven());
            h.put("by", "mcts");
            h.put("text", hint.valueText(table.state().view().players()));
        }
        h.put("ply", table.state().ply());
        ctx.json(h);
    }
}
