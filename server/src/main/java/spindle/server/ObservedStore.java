package spindle.server;

import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;
import spindle.server.chat.ChatStore;
import spindle.server.players.PlayerStore;

/**
 * A store that tells its listeners of every stored change (after it is committed): the WebSocket hub pushes the
 * new state, the AI player looks whether an AI is to move. Whoever changes a game, the API or the AI, goes
 * through here, so no change is missed.
 */
final class ObservedStore implements GameStore {
    private final GameStore store;
    private final List<Consumer<Table>> listeners = new CopyOnWriteArrayList<>();

    ObservedStore(GameStore store) {
        this.store = store;
    }

    void listen(Consumer<Table> listener) {
        listeners.add(listener);
    }

    private Table changed(Table table) {
        for (Consumer<Table> listener : listeners) {
            listener.accept(table);
        }
        return table;
    }

    @Override
    public String newId() {
        return store.newId();
    }

    @Override
    public void add(Table table) {
        store.add(table);
        changed(table);
    }

    @Override
    public Optional<Table> find(String id) {
        return store.find(id);
    }

    @Override
    public Table update(String id, UnaryOperator<Table> change) {
        Table before = store.get(id);
        Table after = store.update(id, change);
        return after == before ? after : changed(after);
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

    @Override
    public PlayerStore players() {
        return store.players();
    }

    @Override
    public ChatStore chat() {
        return store.chat();
    }

    @Override
    public spindle.server.ratings.RatingStore ratings() {
        return store.ratings();
    }

    @Override
    public List<PlayerGame> ofPlayer(String playerId, int limit) {
        return store.ofPlayer(playerId, limit);
    }
}
