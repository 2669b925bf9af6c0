package spindle.server.http;

import java.time.Instant;
import java.util.Collection;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * Short-lived offers in memory by id, oldest first ({@link Challenges}, {@link Seeks}): an entry is forgotten once
 * the clock reaches the time {@code expiry} gives it, and the map holds at most {@code capacity} entries, so that no
 * client can fill the server's memory with offers. Not thread-safe: its owner holds its own lock around every call.
 *
 * @param <V> the offer, which knows its own id
 */
public final class ExpiringMap<V> {
    private final Map<String, V> byId = new LinkedHashMap<>();
    private final Supplier<Instant> clock;
    private final Function<V, Instant> expiry;
    private final int capacity;

    public ExpiringMap(Supplier<Instant> clock, Function<V, Instant> expiry, int capacity) {
        this.clock = clock;
        this.expiry = expiry;
        this.capacity = capacity;
    }

    /**
     * Adds the offer {@code make} builds for a new id ({@code prefix} and a random id no entry has).
     *
     * @throws ApiException 429 with {@code whenFull} when the map holds {@code capacity} entries
     */
    public V add(String prefix, Function<String, V> make, String whenFull) {
        prune();
        if (capacity > 0 && byId.size() >= capacity) {
            throw new ApiException(429, whenFull);
        }
        String id = Tokens.freeId(prefix, byId::containsKey);
        V v = make.apply(id);
        byId.put(id, v);
        return v;
    }

    /** How many live entries pass {@code test}. */
    public int count(Predicate<V> test) {
        int n = 0;
        for (V v : live()) {
            if (test.test(v)) {
                n++;
            }
        }
        return n;
    }

    /** The live entry with this id, or null. */
    public V get(String id) {
        prune();
        return byId.get(id);
    }

    /** Removes and returns the live entry with this id, or null. */
    public V take(String id) {
        prune();
        return byId.remove(id);
    }

    /** Puts back an entry taken a moment ago (its id is still free unless it came back already). */
    public void putBack(String id, V v) {
        byId.putIfAbsent(id, v);
    }

    /** Removes the entry with this id if it passes {@code test}; whether it did. */
    public boolean remove(String id, Predicate<V> test) {
        V v = byId.get(id);
        if (v == null || !test.test(v)) {
            return false;
        }
        byId.remove(id);
        return true;
    }

    /** Removes every entry that passes {@code test}; whether there was any. */
    public boolean removeIf(Predicate<V> test) {
        return byId.values().removeIf(test);
    }

    /** The live entries, oldest first: a view, to be read under the owner's lock. */
    public Collection<V> live() {
        prune();
        return byId.values();
    }

    /** Forgets the entries whose time is up. */
    private void prune() {
        Instant now = clock.get();
        for (Iterator<V> it = byId.values().iterator(); it.hasNext(); ) {
            if (!now.isBefore(expiry.apply(it.next()))) {
                it.remove();
            }
        }
    }
}
