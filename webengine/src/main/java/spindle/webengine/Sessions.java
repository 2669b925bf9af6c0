package spindle.webengine;

import java.util.LinkedHashMap;
import java.util.Map;
import spindle.engine.GameState;

/**
 * The games a page has open, by number: a page opens a game, plays on it and closes it. The oldest is dropped past
 * {@link #MOST}, so a page that never closes its games does not grow the engine's memory without bound.
 */
final class Sessions {
    static final int MOST = 64;
    private static final Map<Integer, GameState> OPEN = new LinkedHashMap<>();
    private static int next = 1;

    private Sessions() {
    }

    static int open(GameState state) {
        int id = next++;
        OPEN.put(id, state);
        if (OPEN.size() > MOST) {
            OPEN.remove(OPEN.keySet().iterator().next());
        }
        return id;
    }

    static GameState get(int id) {
        GameState s = OPEN.get(id);
        if (s == null) {
            throw new IllegalArgumentException("no open game " + id + " (closed, or one of more than " + MOST
                    + " open)");
        }
        return s;
    }

    static void set(int id, GameState state) {
        get(id);
        OPEN.put(id, state);
    }

    static void close(int id) {
        OPEN.remove(id);
    }
}
