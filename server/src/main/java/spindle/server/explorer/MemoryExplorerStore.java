package spindle.server.explorer;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The explorer in memory, lost when the server stops (tests, and a server run without a database). */
public final class MemoryExplorerStore implements ExplorerStore {
    private record Key(long book, long position) {
    }

    /** game id -> added; insertion order is the order noted */
    private final Map<String, Boolean> ledger = new LinkedHashMap<>();
    private final Map<Key, Map<Integer, Tally>> moves = new HashMap<>();

    @Override
    public synchronized void pending(String gameId) {
        ledger.putIfAbsent(gameId, false);
    }

    @Override
    public synchronized List<String> pending(int limit) {
        return ledger.entrySet().stream().filter(e -> !e.getValue()).map(Map.Entry::getKey).limit(limit).toList();
    }

    @Override
    public synchronized boolean add(String gameId, Book book, List<Step> steps) {
        if (Boolean.TRUE.equals(ledger.get(gameId))) {
            return false;
        }
        ledger.put(gameId, true);
        long key = book.key();
        for (Step s : steps) {
            boolean rated = !Double.isNaN(s.rating());
            moves.computeIfAbsent(new Key(key, s.position()), k -> new HashMap<>()).merge(s.move(),
                    new Tally(s.move(), 1, s.score(), rated ? s.rating() : 0, rated ? 1 : 0, gameId),
                    (a, b) -> new Tally(a.move(), a.games() + 1, a.scoreSum() + b.scoreSum(),
                            a.ratingSum() + b.ratingSum(), a.rated() + b.rated(), gameId));
        }
        return true;
    }

    @Override
    public synchronized List<Tally> moves(Book book, long position, int limit) {
        List<Tally> found = new ArrayList<>(moves.getOrDefault(new Key(book.key(), position), Map.of()).values());
        found.sort(Comparator.comparingInt(Tally::games).reversed().thenComparingInt(Tally::move));
        return found.subList(0, Math.min(limit, found.size()));
    }
}
