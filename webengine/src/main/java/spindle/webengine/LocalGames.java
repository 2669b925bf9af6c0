package spindle.webengine;

import java.util.LinkedHashMap;
import java.util.Map;
import spindle.ai.Budget;
import spindle.ai.solve.Advice;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.Games;
import spindle.engine.Variant;
import spindle.webengine.view.Answers;
import spindle.webengine.view.StateView;

/**
 * The games a page keeps without a server, by the page's id ({@code local-...}): what the server's game API does
 * for a hosted game, answered by the engine in the page's Web Worker. The page stores each game's record (seats,
 * seed, moves) itself and {@link #restore}s it after a reload; the oldest game here is dropped past {@link #MOST}.
 */
final class LocalGames {
    static final int MOST = 32;
    /** A hint's time, as the server's default hint (ServerConfig.hintMillis). */
    static final int HINT_MILLIS = 1_000;
    private static final Map<String, LocalTable> OPEN = new LinkedHashMap<>();

    private LocalGames() {
    }

    /**
     * {@code level}'s budget on the page's one thread: the engine's Web Worker has no other, so the max level's
     * every-core search (a server's) searches its five seconds there alone.
     */
    static Budget oneThread(Budget level, long seed) {
        return new Budget(level.timeMillis(), level.iterations(), 1, seed, level.cpuTime());
    }

    /** A new game: the first view. {@code seats} is one line per seat, {@code human} or {@code ai:SPEC}. */
    static Map<String, Object> create(String id, String gameId, String variantText, String position, long seed,
            String seats, boolean tableDice) {
        LocalTable table = LocalTable.create(id, start(gameId, variantText, position), seed,
                LocalTable.agents(seats), tableDice);
        put(table);
        return table.view(-1);
    }

    /** A stored game again, its moves (one per line, chance outcomes included) replayed and checked. */
    static Map<String, Object> restore(String id, String gameId, String variantText, String position, long seed,
            String seats, boolean tableDice, String moves) {
        GameState start = start(gameId, variantText, position);
        GameState s = start;
        for (String move : moves.split("\n")) {
            if (!move.isBlank()) {
                s = s.apply(s.parse(move.trim()));
            }
        }
        LocalTable table = LocalTable.create(id, start, seed, LocalTable.agents(seats), tableDice);
        return put(table.with(s)).view(-1);
    }

    static Map<String, Object> view(String id, int ply) {
        return get(id).view(ply);
    }

    static Map<String, Object> move(String id, String move, int ply) {
        return put(get(id).play(move, ply)).view(-1);
    }

    static Map<String, Object> think(String id) {
        return put(get(id).think()).view(-1);
    }

    static Map<String, Object> undo(String id) {
        return put(get(id).undo()).view(-1);
    }

    /** The hint for the person to move, as the server's hint: the solver where solved, else the search. */
    static Map<String, Object> hint(String id) {
        LocalTable t = get(id);
        GameState s = t.state();
        if (s.isOver() || s.isChance() || t.aiToMove()) {
            throw new IllegalArgumentException("no hint now: it is not a person's turn here");
        }
        Map<String, Object> h = StateView.advice(Advice.of(s, new Budget(HINT_MILLIS, 0, 1, t.seed() + s.ply())));
        h.put("ply", s.ply());
        return h;
    }

    /** What the referee said about the last move: {@code {"ply", "says"}}. */
    static Map<String, Object> refereeLast(String id) {
        return Answers.refereeLast(get(id).state());
    }

    /** What the referee would say about {@code move}, or the rule that refuses it; the game as it would be. */
    static Map<String, Object> refereePreview(String id, String move) {
        LocalTable t = get(id);
        if (t.state().isOver()) {
            throw new IllegalArgumentException("the game is over: no move can be played");
        }
        return Answers.refereePreview(t.state(), move,
                after -> new LocalTable(id, after, t.seed(), t.agents(), t.tableDice(), t.version()).view(-1));
    }

    static void close(String id) {
        OPEN.remove(id);
    }

    static GameState start(String gameId, String variantText, String position) {
        Game game = Games.byId(gameId);
        Variant variant = EngineApi.variant(game, variantText);
        return position == null || position.isBlank() ? GameState.start(game, variant)
                : GameState.from(game, variant, position);
    }

    private static LocalTable get(String id) {
        LocalTable t = OPEN.get(id);
        if (t == null) {
            throw new IllegalArgumentException("no game '" + id + "' is open here");
        }
        return t;
    }

    private static LocalTable put(LocalTable table) {
        OPEN.remove(table.id());
        OPEN.put(table.id(), table);
        if (OPEN.size() > MOST) {
            OPEN.remove(OPEN.keySet().iterator().next());
        }
        return table;
    }
}
