package spindle.server;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.UnaryOperator;

/** Games in memory, lost when the server stops. */
public final class MemoryGameStore implements GameStore {
    private final ConcurrentHashMap<String, Table> games = new ConcurrentHashMap<>();

    @Override
    public void add(Table table) {
        if (games.putIfAbsent(table.id(), table) != null) {
            throw new IllegalStateException("duplicate game id " + table.id());
        }
    }

    @Override
    public Optional<Table> find(String id) {
        return Optional.ofNullable(games.get(id));
    }

    @Override
    public Table update(String id, UnaryOperator<Table> change) {
        Table updated = games.computeIfPresent(id, (key, table) -> change.apply(table));
        if (updated == null) {
            throw ApiException.notFound("no game with id '" + id + "'");
        }
        return updated;
    }

    @Override
    public List<Table> list() {
        List<Table> all = new ArrayList<>(games.values());
        all.sort(Comparator.comparing(Table::created).reversed());
        return all;
    }
}
