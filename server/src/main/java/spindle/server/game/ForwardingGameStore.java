package spindle.server.game;

import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.UnaryOperator;

/**
 * A store that hands every call to another one: the base of the stores that add one concern around the real store
 * ({@link ObservedStore} tells listeners of changes, {@link ClockedStore} keeps the clocks), which override only the
 * calls that concern them.
 */
abstract class ForwardingGameStore implements GameStore {
    protected final GameStore store;

    ForwardingGameStore(GameStore store) {
        this.store = store;
    }

    @Override
    public String newId() {
        return store.newId();
    }

    @Override
    public void add(Table table) {
        store.add(table);
    }

    @Override
    public Optional<Table> find(String id) {
        return store.find(id);
    }

    @Override
    public Table update(String id, UnaryOperator<Table> change) {
        return store.update(id, change);
    }

    @Override
    public List<Summary> recent(int limit) {
        return store.recent(limit);
    }

    @Override
    public List<Summary> lobby(int limit) {
        return store.lobby(limit);
    }

    @Override
    public List<String> aiToMove() {
        return store.aiToMove();
    }

    @Override
    public List<PlayerGame> ofPlayer(String playerId, int limit) {
        return store.ofPlayer(playerId, limit);
    }

    @Override
    public List<String> clocksDue(long atMost, int limit) {
        return store.clocksDue(atMost, limit);
    }

    @Override
    public List<String> runningClocks(String afterId, int limit) {
        return store.runningClocks(afterId, limit);
    }

    @Override
    public OptionalLong nextClockDeadline() {
        return store.nextClockDeadline();
    }

    @Override
    public long clockAlive() {
        return store.clockAlive();
    }

    @Override
    public void clockAlive(long millis) {
        store.clockAlive(millis);
    }

    @Override
    public void close() {
        store.close();
    }
}
