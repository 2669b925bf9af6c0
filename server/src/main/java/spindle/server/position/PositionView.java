package spindle.server.position;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import spindle.engine.GameState;
import spindle.engine.Position;
import spindle.server.game.GameView;

/**
 * The analysis board's view of a line: the shape of a hosted game's view where they share fields (so the same board
 * draws both), plus the position text at the start of the line and at its end.
 */
final class PositionView {
    private PositionView() {
    }

    static Map<String, Object> of(Line line) {
        GameState state = line.state();
        List<String> names = line.game().playerNames(line.variant());
        Map<String, Object> v = new LinkedHashMap<>();
        v.put("game", Map.of("id", line.game().id(), "name", line.game().name()));
        v.put("variant", line.variant().textValues());
        v.put("variantText", line.variant().toString());
        List<Map<String, Object>> seats = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) {
            seats.add(Map.of("index", i, "name", names.get(i)));
        }
        v.put("seats", seats);
        v.put("start", GameView.positionText(line.start()));
        v.put("position", GameView.positionText(state));
        v.put("ply", state.ply());
        v.put("plies", state.ply());
        v.put("live", true);
        v.put("over", state.isOver());
        v.put("chance", state.isChance());
        v.put("toMove", state.isOver() ? null : state.toMove());
        v.put("legalMoves", state.isOver() ? List.of() : state.legalMoves());
        v.put("moves", GameView.moves(state));
        Map<String, Object> board = line.game().describe(state.view());
        v.put("result", state.isOver() ? GameView.result(state.payoffs(), names, board) : null);
        v.put("board", board);
        v.put("text", state.render());
        return v;
    }

    /** The seat's name, or "Chance" at a chance node. */
    static String mover(Line line) {
        int toMove = line.state().toMove();
        return toMove == Position.CHANCE ? "Chance" : line.game().playerNames(line.variant()).get(toMove);
    }
}
