package spindle.server.companion;

import static spindle.server.http.JsonBody.body;
import static spindle.server.http.JsonBody.text;

import io.javalin.http.Context;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import spindle.engine.GameState;
import spindle.server.game.GameStore;
import spindle.server.game.GameView;
import spindle.server.game.Table;
import spindle.server.http.ApiException;
import spindle.webengine.view.StateView;

/**
 * What the referee beside a real table says ({@code Game#refereeSays}): about the last move of a hosted game, and
 * about a move before it is sent, as a preview that changes nothing (with the game as it would be after it).
 */
final class RefereeApi {
    private final GameStore games;

    RefereeApi(GameStore games) {
        this.games = games;
    }

    /** {@code GET /api/games/{id}/referee}: {@code {"ply", "says"}} for the last move, nothing at the start. */
    void lastMove(Context ctx) {
        GameState state = games.get(ctx.pathParam("id")).state();
        GameState before = state.previous();
        List<String> says = before == null ? List.of()
                : state.game().refereeSays(before.view(), state.lastAction(), state.view());
        ctx.json(Map.of("ply", state.ply(), "says", says));
    }

    /**
     * {@code POST /api/games/{id}/referee {"move"}}: a legal move with what the referee would say, or an illegal one
     * with the rule that refuses it. A move that is not notation at all is a 400 with the notation's error.
     */
    void preview(Context ctx) {
        String move = text(body(ctx, "move"), "move", null);
        Table table = games.get(ctx.pathParam("id"));
        GameState state = table.state();
        if (table.over()) {
            throw ApiException.conflict("the game is over: no move can be played");
        }
        int action = state.parse(move.trim()); // a NotationException is the 400 with the notation's words
        Map<String, Object> reply = new LinkedHashMap<>();
        if (!state.isLegal(action)) {
            reply.put("legal", false);
            reply.put("move", state.format(action));
            reply.put("why", StateView.refusal(state, action));
        } else {
            GameState after = state.apply(action);
            reply.put("legal", true);
            reply.put("move", state.format(action));
            reply.put("says", state.game().refereeSays(state.view(), action, after.view()));
            // the game as it would be, for the board to draw the move before it is confirmed (a Jump's thread)
            reply.put("view", GameView.preview(table, after));
        }
        ctx.json(reply);
    }
}
