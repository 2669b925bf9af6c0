package spindle.server.game;

import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.LongSupplier;

/**
 * The games {@link JdbcGameStore} keeps in memory: at most {@code capacity}, each for at most {@code idleNanos}
 * after its last use. The least recently used game leaves first, so the map in access order holds the idlest games
 * at its head and expiring them stops at the first one still in use: every call costs O(1) amortised.
 */
final class GameCache {
    private static final class Entry {
        final Table table;
        long used;

        Entry(Table table, long used) {
            this.table = table;
            this.used = used;
        }
    }

    private final int capacity;
    private final long idleNanos;
    private final LongSupplier clock;
    private final LinkedHashMap<String, Entry> games = new LinkedHashMap<>(64, 0.75f, true);

    GameCache(int capacity, long idleNanos, LongSupplier clock) {
        if (capacity < 1 || idleNanos < 1) {
            throw new IllegalArgumentException("a game cache holds at least one game for a positive time, not "
                    + capacity + " games for " + idleNanos + " ns");
        }
        this.capacity = capacity;
        this.idleNanos = idleNanos;
        this.clock = clock;
    }

    /** The cached game, marked as used now; null when it is not in memory. */
    synchronized Table get(String id) {
        long now = clock.getAsLong();
        Entry e = games.get(id);
        if (e != null) {
            e.used = now;
        }
        expire(now);
        return e == null ? null : e.table;
    }

    synchronized void put(Table table) {
        long now = clock.getAsLong();
        games.put(table.id(), new Entry(table, now));
        while (games.size() > capacity) {
            Iterator<Map.Entry<String, Entry>> eldest = games.entrySet().iterator();
            eldest.next();
            eldest.remove();
        }
        expire(now);
    }

    /** The cached game without renewing its idle time; null when it is not in memory. */
    synchronized Table peek(String id) {
        Entry e = games.get(id);
        return e == null ? null : e.table;
    }

    synchronized void clear() {
        games.clear();
    }

    synchronized void remove(String id) {
        games.remove(id);
    }

    /** Lets go of every game idle for longer than the idle time. */
    synchronized void expire() {
        expire(clock.getAsLong());
    }

    private void expire(long now) {
        Iterator<Entry> it = games.values().iterator();
        while (it.hasNext()) {
            if (now - it.next().used <= idleNanos) {
                return;
            }
            it.remove();
        }
    }

    synchronized int size() {
        return games.size();
    }
}
