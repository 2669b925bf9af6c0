package spindle.ai;

import java.util.List;
import spindle.engine.GameState;
import spindle.engine.NotationException;
import spindle.engine.Position;

/**
 * Moves an agent always plays where legal, from the spec's {@code always=<move>[@<ply>]} settings: e.g. {@code stop}
 * plays the solo game to its normal objective only, and {@code retire@300} ends an extended solo game (in which
 * continuing never costs anything) at a horizon. The first rule whose move is legal, from its ply on, wins. Rules
 * bind the search as well as the agent's own moves.
 */
final class ForcedMoves {
    static final ForcedMoves NONE = new ForcedMoves(new int[0], new int[0]);

    private final int[] actions;
    private final int[] fromPly;

    private ForcedMoves(int[] actions, int[] fromPly) {
        this.actions = actions;
        this.fromPly = fromPly;
    }

    /** Reads the rules' move texts in {@code state}'s notation. */
    static ForcedMoves parse(List<String> rules, GameState state) {
        int[] actions = new int[rules.size()];
        int[] from = new int[rules.size()];
        for (int i = 0; i < rules.size(); i++) {
            String rule = rules.get(i);
            int at = rule.indexOf('@');
            try {
                from[i] = at < 0 ? 0 : Integer.parseInt(rule.substring(at + 1));
            } catch (NumberFormatException e) {
                throw new NotationException("always=" + rule + ": the part after @ must be a ply number");
            }
            actions[i] = state.parse(at < 0 ? rule : rule.substring(0, at));
        }
        return new ForcedMoves(actions, from);
    }

    boolean isEmpty() {
        return actions.length == 0;
    }

    /** The forced action at this decision, or -1. */
    int at(Position pos) {
        if (actions.length == 0 || pos.toMove() < 0) {
            return -1;
        }
        int ply = pos.plies();
        for (int i = 0; i < actions.length; i++) {
            if (ply >= fromPly[i] && pos.isLegal(actions[i])) {
                return actions[i];
            }
        }
        return -1;
    }
}
