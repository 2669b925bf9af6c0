package spindle.server.game;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.UnaryOperator;
import spindle.engine.Game;
import spindle.engine.Variant;
import spindle.server.http.ApiException;
import spindle.server.http.Tokens;

/**
 * Where hosted games live. Games are immutable {@link Table}s; a change replaces one atomically, so a change that
 * throws leaves the stored game as it was. {@link MemoryGameStore} keeps them in memory (tests);
 * {@link JdbcGameStore} in a database, committed before a change is acknowledged, with only recently used games in
 * memory. No method visits every stored game: the listings are bounded queries.
 */
public interface GameStore extends AutoCloseable {

    /** A fresh random id that no stored game has. */
    default String newId() {
        return Tokens.freeId("", id -> find(id).isPresent());
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

    /** At most {@code limit} games, newest first. */
    List<Summary> recent(int limit);

    /** At most {@code limit} unfinished games with a seat anyone may take, newest first. */
    List<Summary> lobby(int limit);

    /** The ids of the unfinished games whose seat to move is an AI (whose AI a starting server wakes). */
    List<String> aiToMove();


    /**
     * At most {@code limit} games in which the player holds a seat: first the unfinished ones where it is their move,
     * then the other unfinished ones, then the finished ones, newest first within each. A game where the player
     * holds several seats (hot-seat) is listed once per seat.
     */
    List<PlayerGame> ofPlayer(String playerId, int limit);

    /**
     * A game of a player's list: the seat they hold in it, whether it is that seat's move, and once it is over their
     * outcome ({@code won}, {@code lost}, {@code draw}; else null).
     */
    record PlayerGame(Summary game, int seat, boolean yourMove, String outcome) {
    }

    /**
     * The ids of at most {@code limit} unfinished games whose running clock's flag falls at or before
     * {@code atMost} (epoch ms), soonest first ({@link ClockKeeper}).
     */
    default List<String> clocksDue(long atMost, int limit) {
        return List.of();
    }

    /** Up to {@code limit} ids of unfinished games with a running clock, in id order after {@code afterId}. */
    default List<String> runningClocks(String afterId, int limit) {
        return List.of();
    }

    /** When the next running clock's flag falls, if any clock runs. */
    default OptionalLong nextClockDeadline() {
        return OptionalLong.empty();
    }

    /** The last time (epoch ms) a server said it kept this store's clocks, 0 if none ever did. */
    default long clockAlive() {
        return 0;
    }

    /** Says that a server keeps this store's clocks at {@code millis} (its heartbeat). */
    default void clockAlive(long millis) {
    }

    /** Releases what the store holds open (a database); the store is not used afterwards. */
    @Override
    default void close() {
    }

    /**
     * What a listing shows of a game, read without replaying it.
     *
     * @param seats with their token hashes, which never leave the server
     */
    record Summary(String id, Game game, Variant variant, List<Seat> seats, int ply, boolean over, Instant created) {

        public Summary {
            seats = List.copyOf(seats);
        }

        static Summary of(Table t) {
            return new Summary(t.id(), t.game(), t.variant(), t.seats(), t.state().ply(), t.over(),
                    t.created());
        }

        /** The indices of the seats nobody has taken yet. */
        public List<Integer> openSeats() {
            List<Integer> open = new ArrayList<>();
            for (int i = 0; i < seats.size(); i++) {
                if (seats.get(i).isOpen()) {
                    open.add(i);
                }
            }
            return open;
        }
    }
}
