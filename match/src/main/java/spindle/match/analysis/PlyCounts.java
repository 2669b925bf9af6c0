package spindle.match.analysis;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.Position;

/**
 * What a game's plies add to its {@link GameTrace}, counted the same way for a game played now ({@link Tracer}) and
 * for a game read from a record ({@link RecordTraces}): the branching at each player decision, the decision types,
 * the events, the first mover and the places of the board ever used.
 */
final class PlyCounts {
    final List<Integer> branching = new ArrayList<>();
    final Map<String, Integer> types = new TreeMap<>();
    final Map<String, Integer> events = new TreeMap<>();
    int firstMover = -1;
    private final Game game;
    private final int places;
    private final Set<String> used = new HashSet<>();
    private final int[] buffer;

    PlyCounts(Game game, GameState start) {
        this.game = game;
        this.places = Coverage.places(game.describe(start.view()));
        this.buffer = new int[start.view().maxActions()];
        if (places > 0) {
            Coverage.addUsed(game.describe(start.view()), used);
        }
    }

    /** A player decides at {@code p}: its legal actions count into the branching. */
    void decision(Position p) {
        firstMover = firstMover < 0 ? p.toMove() : firstMover;
        branching.add(p.legalActions(buffer));
    }

    /** {@code action} was played at {@code p} (a decision or a chance outcome), giving {@code next}. */
    void played(Position p, int action, GameState next) {
        types.merge(game.decisionType(p, action), 1, Integer::sum);
        for (String event : game.events(p, action, next.view())) {
            events.merge(event, 1, Integer::sum);
        }
        if (places > 0) {
            Coverage.addUsed(game.describe(next.view()), used);
        }
    }

    /** The fraction of the board's places ever used, or NaN where the game has none. */
    double coverage() {
        return places > 0 ? Math.min(1.0, (double) used.size() / places) : Double.NaN;
    }
}
