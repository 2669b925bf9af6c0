package spindle.server.position;

import static spindle.server.http.JsonBody.optionalText;
import static spindle.server.http.JsonBody.text;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.Games;
import spindle.engine.PositionText;
import spindle.engine.SpindleException;
import spindle.engine.Variant;
import spindle.server.game.GameService;
import spindle.server.http.ApiException;
import spindle.server.http.JsonBody;

/**
 * A request's position and the line tried from it: {@code game}, {@code variant} (default: the game's),
 * {@code position} (a position text; default: the start) and {@code moves} (in notation, from there).
 */
record Line(Game game, Variant variant, GameState start, GameState state) {
    /** The body fields every position request has. */
    static final String[] FIELDS = {"game", "variant", "position", "moves"};
    /** The longest line the analysis board replays, in plies. */
    static final int MAX_MOVES = 1_000;

    static Line read(JsonNode body) {
        Game game = Games.byId(text(body, "game", null));
        Variant variant = JsonBody.variant(game, body.get("variant"));
        String position = optionalText(body, "position");
        GameState start = GameService.startAt(game, variant, position == null || position.isBlank() ? null : position,
                "position");
        List<String> moves = moves(body.get("moves"));
        try {
            return new Line(game, variant, start, GameState.replay(start, moves));
        } catch (SpindleException e) {
            throw new ApiException(400, "moves: " + e.getMessage());
        }
    }

    private static List<String> moves(JsonNode node) {
        if (node == null || node.isNull()) {
            return List.of();
        }
        if (!node.isArray() || node.size() > MAX_MOVES) {
            throw new ApiException(400, "\"moves\" is a list of at most " + MAX_MOVES + " moves in notation");
        }
        List<String> moves = new ArrayList<>();
        for (JsonNode m : node) {
            if (!m.isTextual() || m.asText().length() > 100) {
                throw new ApiException(400, "each of \"moves\" is a move in notation, such as the view's legalMoves");
            }
            moves.add(m.asText());
        }
        return moves;
    }

    /** The position text fits a request of this many bytes with room for a long line of moves. */
    static int bodyBytes() {
        return PositionText.MAX_LENGTH + MAX_MOVES * 16 + 1024;
    }
}
