package spindle.server.game;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;

/**
 * A store that tells its listeners of every stored change (after it is committed): the WebSocket hub pushes the
 * new state, the AI player looks whether an AI is to move. Whoever changes a game, the API or the AI, goes
 * through here, so no change is missed.
 */
public final class ObservedStore extends ForwardingGameStore {
    private final List<Consumer<Table>> listeners = new CopyOnWriteArrayList<>();

    public ObservedStore(GameStore store) {
        super(store);
    }

    public void listen(Consumer<Table> listener) {
        listeners.add(listener);
    }

    private Table changed(Table table) {
        for (Consumer<Table> listener : listeners) {
            listener.accept(table);
        }
        return table;
    }

    @Override
    public void add(Table table) {
        store.add(table);
        changed(table);
    }

    @Override
    public Table update(String id, UnaryOperator<Table> change) {
        Table before = store.get(id);
        Table after = store.update(id, change);
        return after == before ? after : changed(after);
    }

}
