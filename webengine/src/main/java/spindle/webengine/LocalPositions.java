package spindle.webengine;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import spindle.ai.Agent;
import spindle.ai.BuiltInAgents;
import spindle.ai.Budget;
import spindle.ai.solve.Advice;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.Games;
import spindle.engine.Variant;
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
        GameState state = decision(line);
        List<Object> choices = new ArrayList<>();
        for (Advice.Choice c : Advice.best(state, new Budget(LocalGames.HINT_MILLIS, 0, 1, state.ply()),
                Math.max(1, Math.min(5, best)))) {
            choices.add(StateView.choice(c));
        }
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("mover", StateView.mover(line.game(), line.variant(), state));
        m.put("position", state.positionText());
        m.put("choices", choices);
        return m;
    }

    /** The computer's move at {@code level}, within a hint's time as on the server, or the dice's throw. */
    static Map<String, Object> reply(Line line, String level, long seed) {
        GameState state = line.state();
        if (state.isOver()) {
            throw new IllegalArgumentException("the game is over at this position");
        }
        String move;
        if (state.isChance()) {
            move = state.format(state.view().chance().sample(new SplittableRandom(seed)));
        } else {
            if (!StateView.ANALYSIS_LEVELS.contains(level)) {
                throw new IllegalArgumentException("\"level\" is one of " + StateView.ANALYSIS_LEVELS);
            }
            Agent agent = BuiltInAgents.create("mcts:" + level, line.game());
            Budget own = LocalGames.oneThread(agent.budget(), seed);
            long millis = own.timeMillis() == 0 ? LocalGames.HINT_MILLIS
                    : Math.min(own.timeMillis(), LocalGames.HINT_MILLIS);
            move = state.format(agent.choose(state, new Budget(millis, own.iterations(), 1, seed)));
        }
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("move", move);
        m.put("mover", StateView.mover(line.game(), line.variant(), state));
        return m;
    }

    static Map<String, Object> editor(String gameId, String variantText) {
        Game game = Games.byId(gameId);
        return StateView.editor(game, variantText == null || variantText.isBlank() ? game.defaultVariant()
                : Variant.parse(game, variantText));
    }

    private static GameState decision(Line line) {
        if (line.state().isOver()) {
            throw new IllegalArgumentException("the game is over at this position: nothing to choose");
        }
        if (line.state().isChance()) {
            throw new IllegalArgumentException("chance is to move here (a throw or a draw): play its outcome first");
        }
        return line.state();
    }
}
