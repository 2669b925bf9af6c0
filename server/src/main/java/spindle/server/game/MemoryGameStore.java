package spindle.server.game;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.UnaryOperator;
import spindle.server.http.ApiException;

/** Games in memory, lost when the server stops (for tests: its listings sort every game, fine at test sizes). */
public final class MemoryGameStore implements GameStore {
    private static final Comparator<Table> NEWEST_FIRST = Comparator.comparing(Table::created).reversed()
            .thenComparing(Table::id, Comparator.reverseOrder());

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
    public List<Summary> recent(int limit) {
        return games.values().stream().sorted(NEWEST_FIRST).limit(limit).map(Summary::of).toList();
    }

    @Override
    public List<Summary> lobby(int limit) {
        return games.values().stream().filter(t -> !t.over())
                .filter(t -> t.seats().stream().anyMatch(Seat::isOpen))
                .sorted(NEWEST_FIRST).limit(limit).map(Summary::of).toList();
    }

    @Override
    public List<String> aiToMove() {
        return games.values().stream().filter(Table::aiToMove).map(Table::id).toList();
    }

    @Override
    public List<PlayerGame> ofPlayer(String playerId, int limit) {
        List<PlayerGame> list = new ArrayList<>();
        for (Table t : games.values().stream().sorted(NEWEST_FIRST).toList()) {
            for (int i = 0; i < t.seats().size(); i++) {
                if (playerId.equals(t.seats().get(i).playerId())) {
                    list.add(new PlayerGame(Summary.of(t), i, t.awaitsTableDice() || t.seatToMove() != null
                            && t.state().toMove() == i, t.over() ? PlayerSeats.outcome(t.payoffs(), i) : null));
                }
            }
        }
        list.sort(Comparator.comparingInt(MemoryGameStore::rank));
        return list.subList(0, Math.min(limit, list.size()));
    }

    /** The order of {@link #ofPlayer}: your move first, then unfinished, then finished (a stable sort keeps age). */
    private static int rank(PlayerGame g) {
        return g.yourMove() ? 0 : g.game().over() ? 2 : 1;
    }

    @Override
    public List<String> clocksDue(long atMost, int limit) {
        return games.values().stream().filter(t -> t.runningSeat() >= 0 && deadline(t) <= atMost)
                .sorted(Comparator.comparingLong(MemoryGameStore::deadline)).limit(limit).map(Table::id).toList();
    }

    @Override
    public List<String> runningClocks(String afterId, int limit) {
        return games.values().stream().filter(t -> t.runningSeat() >= 0).map(Table::id)
                .filter(id -> id.compareTo(afterId) > 0).sorted().limit(limit).toList();
    }

    @Override
    public OptionalLong nextClockDeadline() {
        return games.values().stream().filter(t -> t.runningSeat() >= 0).mapToLong(MemoryGameStore::deadline).min();
    }

    private static long deadline(Table t) {
        return t.clock().deadline(t.runningSeat());
    }
}
