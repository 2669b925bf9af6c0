package spindle.server.play;

import spindle.server.game.GameService;
import spindle.server.game.Table;
import spindle.server.limits.Gate;
import spindle.server.limits.Rate;
import spindle.server.limits.Routes;

/**
 * Playing hosted games: moves and the other actions of a seat ({@link PlayApi}), and the AI seats
 * ({@link AiPlayer}).
 */
public final class PlayModule implements AutoCloseable {
    private final AiPlayer ai;

    /**
     * @param thinkMillis each AI move's time, or 0 for the budget of the seat's AI level
     */
    public PlayModule(GameService games, Gate gate, long thinkMillis, Routes routes) {
        this.ai = new AiPlayer(games.store(), thinkMillis, gate.ai(), gate.limits().aiWorkers());
        PlayApi api = new PlayApi(games);
        routes.post("/api/games/{id}/moves", Rate.MOVE, api::move);
        routes.post("/api/games/{id}/undo", Rate.MOVE, api::undo);
        routes.post("/api/games/{id}/resign", Rate.MOVE, api::resign);
        routes.post("/api/games/{id}/draw", Rate.MOVE, api::draw);
        routes.post("/api/games/{id}/claim-victory", Rate.MOVE, api::claimVictory);
        // a rematch makes a game, but only of one that was played to its end, so it costs a move
        routes.post("/api/games/{id}/rematch", Rate.MOVE, api::rematch);
    }

    /** Looks whether an AI is to move in {@code table} (every stored change, and every game at start). */
    public void wake(Table table) {
        ai.wake(table);
    }

    public AiPlayer ai() {
        return ai;
    }

    @Override
    public void close() {
        ai.close();
    }
}
