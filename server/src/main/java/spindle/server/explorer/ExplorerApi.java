package spindle.server.explorer;

import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.Games;
import spindle.engine.PositionText;
import spindle.engine.Variant;
import spindle.match.explorer.CanonicalPositions;
import spindle.server.game.GameService;
import spindle.server.http.ApiException;
import spindle.server.http.JsonBody;

/**
 * {@code GET /api/explorer/{game}?variant=…&position=…&players=people|computers}: the moves played from a position
 * in the server's finished games, most played first, each with how often, the mover's score, the movers' average
 * rating (null when none had one) and the last game (docs/api.md).
 */
final class ExplorerApi {
    /** The most moves answered for one position (most played first). */
    static final int MAX_MOVES = 100;

    private final ExplorerStore store;

    ExplorerApi(ExplorerStore store) {
        this.store = store;
    }

    void moves(Context ctx) {
        Game game = Games.byId(ctx.pathParam("game"));
        Variant variant = Variant.parse(game, ctx.queryParam("variant")); // none: the default
        String position = ctx.queryParam("position");
        if (position != null && position.length() > PositionText.MAX_LENGTH) {
            throw new ApiException(400, "position: a position text has at most " + PositionText.MAX_LENGTH
                    + " characters");
        }
        GameState state = GameService.startAt(game, variant, position == null || position.isBlank() ? null
                : position, "position");
        String players = ctx.queryParamAsClass("players", String.class).getOrDefault(Book.PEOPLE);
        if (!Book.PEOPLE.equals(players) && !Book.COMPUTERS.equals(players)) {
            throw new ApiException(400, "players: '" + Book.PEOPLE + "' (the default) or '" + Book.COMPUTERS + "'");
        }
        ctx.json(answer(state, new Book(game.id(), variant.toString(), players)));
    }

    private Map<String, Object> answer(GameState state, Book book) {
        CanonicalPositions canonical = new CanonicalPositions(state.game(), state.variant());
        CanonicalPositions.Frame frame = canonical.frame(state.view());
        List<Map<String, Object>> moves = new ArrayList<>();
        int games = 0;
        for (ExplorerStore.Tally t : store.moves(book, frame.key(), MAX_MOVES)) {
            int action = canonical.fromCanonical(frame, t.move());
            if (!state.isLegal(action)) {
                continue; // a 64-bit key shared by two positions: never seen, but never answered with nonsense
            }
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("move", state.format(action));
            m.put("games", t.games());
            m.put("score", t.scoreSum() / t.games());
            m.put("averageRating", t.rated() == 0 ? null : Math.round(t.ratingSum() / t.rated()));
            m.put("lastGame", t.lastGame());
            moves.add(m);
            games += t.games();
        }
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("game", book.game());
        answer.put("variant", book.variant());
        answer.put("players", book.players());
        answer.put("position", state.positionText());
        answer.put("games", games);
        answer.put("moves", moves);
        return answer;
    }
}
