package spindle.server.companion;

import static spindle.server.http.JsonBody.body;
import static spindle.server.http.JsonBody.text;

import io.javalin.http.Context;
import spindle.server.game.GameStore;
import spindle.server.game.GameView;
import spindle.server.game.Table;
import spindle.server.http.ApiException;
import spindle.webengine.view.Answers;

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
        ctx.json(Answers.refereeLast(games.get(ctx.pathParam("id")).state()));
    }

    /**
     * {@code POST /api/games/{id}/referee {"move"}}: a legal move with what the referee would say, or an illegal one
     * with the rule that refuses it. A move that is not notation at all is a 400 with the notation's error.
     */
    void preview(Context ctx) {
        String move = text(body(ctx, "move"), "move", null);
        Table table = games.get(ctx.pathParam("id"));
        if (table.over()) {
            throw ApiException.conflict("the game is over: no move can be played");
        }
        ctx.json(Answers.refereePreview(table.state(), move, after -> GameView.preview(table, after)));
    }
}
