package spindle.server;

import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * Where hosted games live. Games are immutable {@link Table}s; a change replaces one atomically, so a change that
 * throws leaves the stored game as it was. {@link MemoryGameStore} keeps them in memory (tests);
 * {@link JdbcGameStore} in a database, committed before a change is acknowledged.
 */
public interface GameStore extends AutoCloseable {

    /** A fresh random id that no stored game has. */
    default String newId() {
        while (true) {
            String id = Tokens.newId();
            if (find(id).isEmpty()) {
                return id;
            }
        }
    }

    /** Stores a new game. */
    void add(Table table);

    Optional<Table> find(String id);

    /** The game with this id, or a 404 {@link ApiException}. */
    default Table get(String id) {
        return find(id).orElseThrow(() -> ApiException.notFound("no game with id '" + id + "'"));
    }

    /**
     * Replaces the game with {@code change.apply(game)}, atomically with respect to other updates of the same game;
     * returns the new game. If {@code change} throws, nothing is stored and the exception propagates.
     */
    Table update(String id, UnaryOperator<Table> change);

    /** Every stored game, newest first. */
    List<Table> list();

    /** Releases what the store holds open (a database); the store is not used afterwards. */
    @Override
    default void close() {
    }
}
