package spindle.webengine.view;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.Function;
import spindle.ai.Budget;
import spindle.ai.solve.Advice;
import spindle.engine.GameState;

/**
 * The answers the analysis board and the table companion get, built once for the server's API and for the page
 * with no server: the referee's words about a move, the best moves, the throw chance makes. Who may ask, and how the
 * refusals travel (an HTTP status or an exception in the page), stay with each side.
 */
public final class Answers {
    private Answers() {
    }

    /** {@code {"ply", "says"}}: what the referee says about the last move of {@code state}, nothing at the start. */
    public static Map<String, Object> refereeLast(GameState state) {
        GameState before = state.previous();
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("ply", state.ply());
        m.put("says", before == null ? List.of()
                : state.game().refereeSays(before.view(), state.lastAction(), state.view()));
        return m;
    }

    /**
     * A move previewed at the table: legal, with what the referee would say and the game as it would be ({@code
     * viewAfter}); or not legal now, with the rule that refuses it. Text that is no move at all throws the
     * notation's own error.
     */
    public static Map<String, Object> refereePreview(GameState state, String move,
                                                     Function<GameState, Map<String, Object>> viewAfter) {
        int action = state.parse(move.trim());
        Map<String, Object> reply = new LinkedHashMap<>();
        reply.put("legal", state.isLegal(action));
        reply.put("move", state.format(action));
        if (!state.isLegal(action)) {
            reply.put("why", StateView.refusal(state, action));
        } else {
            GameState after = state.apply(action);
            reply.put("says", state.game().refereeSays(state.view(), action, after.view()));
            // the game as it would be, for the board to draw the move before it is confirmed (a Jump's thread)
            reply.put("view", viewAfter.apply(after));
        }
        return reply;
    }

    /** Why the side to move cannot be asked for a move here (over, or chance to move), or null when it can. */
    public static String noDecision(GameState state) {
        if (state.isOver()) {
            return "the game is over at this position: nothing to choose";
        }
        return state.isChance() ? "chance is to move here (a throw or a draw): play its outcome first" : null;
    }

    /** Up to {@code best} moves for the side to move of {@code state}, best first, within {@code millis}. */
    public static Map<String, Object> hint(GameState state, int best, long millis) {
        List<Object> choices = new ArrayList<>();
        for (Advice.Choice c : Advice.best(state, new Budget(millis, 0, 1, state.ply()), best)) {
            choices.add(StateView.choice(c));
        }
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("mover", StateView.mover(state.game(), state.variant(), state));
        m.put("position", state.positionText());
        m.put("choices", choices);
        return m;
    }

    /** The outcome chance draws at {@code state} from {@code seed}, in notation. */
    public static String chanceThrow(GameState state, long seed) {
        return state.format(state.view().chance().sample(new SplittableRandom(seed)));
    }

    /** {@code budget}, ending within {@code millis} too: a computer's reply answers a request, as a hint does. */
    public static Budget within(Budget budget, long millis) {
        long time = budget.timeMillis() == 0 ? millis : Math.min(budget.timeMillis(), millis);
        return new Budget(time, budget.iterations(), budget.threads(), budget.seed(), budget.cpuTime());
    }

    /** {@code {"move", "mover"}}: the computer's or chance's move at {@code state}. */
    public static Map<String, Object> reply(GameState state, String move) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("move", move);
        m.put("mover", StateView.mover(state.game(), state.variant(), state));
        return m;
    }
}
