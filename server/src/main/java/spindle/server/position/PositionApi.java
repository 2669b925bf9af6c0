package spindle.server.position;

import static spindle.server.http.JsonBody.body;

import com.fasterxml.jackson.databind.JsonNode;
import io.javalin.http.Context;
import spindle.ai.Agent;
import spindle.ai.Budget;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.Games;
import spindle.engine.Variant;
import spindle.server.http.ApiException;
import spindle.server.http.JsonBody;
import spindle.server.limits.AiCaps;
import spindle.server.limits.Gate;
import spindle.webengine.view.Answers;
import spindle.webengine.view.StateView;

/**
 * The analysis board's requests: the view of a position and a line ({@code POST /api/positions}), the computer's
 * best moves there ({@code /hint}), its reply or the dice's throw ({@code /reply}), and what the position editor
 * needs ({@code GET /api/positions/{game}/editor}).
 */
final class PositionApi {
    private final Gate gate;
    private final AiCaps aiCaps;
    private final long hintMillis;

    PositionApi(Gate gate, long hintMillis) {
        this.gate = gate;
        this.aiCaps = gate.ai();
        this.hintMillis = hintMillis;
    }

    void view(Context ctx) {
        ctx.json(PositionView.of(Line.read(body(ctx, Line.FIELDS))));
    }

    /** Up to {@code best} (1..5, default 3) moves for the side to move, best first, each with its value in words. */
    void hint(Context ctx) {
        JsonNode body = body(ctx, "game", "variant", "position", "moves", "best");
        Line line = Line.read(body);
        int best = body.has("best") ? (int) JsonBody.longValue(body, "best", 1, 5) : 3;
        GameState state = decision(line);
        Gate.Slot slot = gate.search(ctx);
        try {
            ctx.json(Answers.hint(state, best, hintMillis));
        } finally {
            slot.close();
        }
    }

    /** The computer's move at {@code level} for the side to move, or at a chance node the throw drawn by chance. */
    void reply(Context ctx) {
        JsonNode body = body(ctx, "game", "variant", "position", "moves", "level", "seed");
        Line line = Line.read(body);
        GameState state = line.state();
        if (state.isOver()) {
            throw ApiException.conflict("the game is over at this position");
        }
        long seed = body.has("seed") ? JsonBody.longValue(body, "seed", Long.MIN_VALUE, Long.MAX_VALUE) : state.ply();
        if (state.isChance()) {
            ctx.json(Answers.reply(state, Answers.chanceThrow(state, seed)));
            return;
        }
        String level = JsonBody.text(body, "level", "medium");
        if (!StateView.ANALYSIS_LEVELS.contains(level)) {
            throw new ApiException(400, "\"level\" is one of " + StateView.ANALYSIS_LEVELS);
        }
        String spec = "mcts:" + level;
        Agent agent = aiCaps.check(spec, line.game());
        Gate.Slot slot = gate.search(ctx);
        try {
            Budget budget = Answers.within(aiCaps.clamp(spec, agent.budget().withSeed(seed)), hintMillis);
            ctx.json(Answers.reply(state, state.format(agent.choose(state, budget))));
        } finally {
            slot.close();
        }
    }

    /** The editor's spec of the game ({@code Game#positionEditor}), its variants and the start's text. */
    void editor(Context ctx) {
        Game game = Games.byId(ctx.pathParam("game"));
        Variant variant = Variant.parse(game, ctx.queryParam("variant")); // none: the default
        ctx.json(StateView.editor(game, variant));
    }

    /** The state where the side to move decides: refused when the game is over or chance is to move. */
    private static GameState decision(Line line) {
        String no = Answers.noDecision(line.state());
        if (no != null) {
            throw ApiException.conflict(no);
        }
        return line.state();
    }
}
