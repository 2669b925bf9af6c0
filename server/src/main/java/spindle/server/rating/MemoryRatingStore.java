package spindle.server.rating;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.UnaryOperator;

/** Ratings in memory, lost when the server stops (the store of {@link MemoryGameStore}: tests). */
public final class MemoryRatingStore implements RatingStore {
    private final Map<String, Entry> entries = new HashMap<>();
    private final Set<String> applied = new HashSet<>();

    @Override
    public void pending(String gameId) {
        // a memory store forgets everything at a restart: there is nothing to catch up on
    }

    @Override
    public synchronized boolean apply(String gameId, String game, String preset, List<String> parties,
                                      UnaryOperator<Map<String, Entry>> update) {
        if (!applied.add(gameId)) {
            return false;
        }
        Map<String, Entry> now = new HashMap<>();
        for (String party : parties) {
            Entry e = entries.get(key(game, preset, party));
            if (e != null) {
                now.put(party, e);
            }
        }
        update.apply(now).forEach((party, e) -> entries.put(key(game, preset, party), e));
        return true;
    }

    @Override
    public synchronized Optional<Entry> of(String game, String preset, String party) {
        return Optional.ofNullable(entries.get(key(game, preset, party)));
    }

    @Override
    public synchronized List<Entry> top(String game, String preset, int limit) {
        String prefix = key(game, preset, "");
        List<Entry> list = new ArrayList<>();
        entries.forEach((k, e) -> {
            if (k.startsWith(prefix)) {
                list.add(e);
            }
        });
        list.sort(Comparator.comparingDouble((Entry e) -> -e.rating().r()));
        return list.subList(0, Math.min(limit, list.size()));
    }

    @Override
    public List<String> unapplied(int limit) {
        return List.of();
    }

    private static String key(String game, String preset, String party) {
        return game + "\n" + preset + "\n" + party;
    }
}
