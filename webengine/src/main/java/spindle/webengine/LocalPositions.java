package spindle.webengine;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import spindle.ai.Agent;
import spindle.ai.BuiltInAgents;
import spindle.ai.Budget;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.Games;
import spindle.engine.Variant;
import spindle.webengine.view.Answers;
import spindle.webengine.view.StateView;

/**
 * The analysis board's requests answered in the page (the server's {@code /api/positions}): a position text and a
 * line of moves from it in, the view, the best moves, the computer's reply or the dice's throw, and the editor out.
 */
final class LocalPositions {
    /** The longest line replayed, as on the server. */
    static final int MAX_MOVES = 1_000;

    private LocalPositions() {
    }

    record Line(Game game, Variant variant, GameState start, GameState state) {
        static Line of(String gameId, String variantText, String position, String moves) {
            GameState start = LocalGames.start(gameId, variantText, position);
            List<String> list = new ArrayList<>();
            for (String m : moves == null ? new String[0] : moves.split("\n")) {
                if (!m.isBlank()) {
                    list.add(m.trim());
                }
            }
            if (list.size() > MAX_MOVES) {
                throw new IllegalArgumentException("\"moves\" is a list of at most " + MAX_MOVES + " moves");
            }
            try {
                return new Line(start.game(), start.variant(), start, GameState.replay(start, list));
            } catch (RuntimeException e) {
                throw new IllegalArgumentException("moves: " + e.getMessage());
            }
        }
    }

    static Map<String, Object> view(Line line) {
        return StateView.line(line.game(), line.variant(), line.start(), line.state());
    }

    /** Up to {@code best} moves for the side to move, best first, each with its value in words. */
    static Map<String, Object> hint(Line line, int best) {
        return Answers.hint(decision(line), Math.max(1, Math.min(5, best)), LocalGames.HINT_MILLIS);
    }

    /** The computer's move at {@code level}, within a hint's time as on the server, or the dice's throw. */
    static Map<String, Object> reply(Line line, String level, long seed) {
        GameState state = line.state();
        if (state.isOver()) {
            throw new IllegalArgumentException("the game is over at this position");
        }
        if (state.isChance()) {
            return Answers.reply(state, Answers.chanceThrow(state, seed));
        }
        if (!StateView.ANALYSIS_LEVELS.contains(level)) {
            throw new IllegalArgumentException("\"level\" is one of " + StateView.ANALYSIS_LEVELS);
        }
        Agent agent = BuiltInAgents.create("mcts:" + level, line.game());
        Budget budget = Answers.within(LocalGames.oneThread(agent.budget(), seed), LocalGames.HINT_MILLIS);
        return Answers.reply(state, state.format(agent.choose(state, budget)));
    }

    static Map<String, Object> editor(String gameId, String variantText) {
        Game game = Games.byId(gameId);
        return StateView.editor(game, Variant.parse(game, variantText));
    }

    private static GameState decision(Line line) {
        String no = Answers.noDecision(line.state());
        if (no != null) {
            throw new IllegalArgumentException(no);
        }
        return line.state();
    }
}
