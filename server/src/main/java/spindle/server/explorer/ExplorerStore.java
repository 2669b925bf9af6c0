package spindle.server.explorer;

import java.util.List;

/**
 * Where the explorer's figures live: in memory ({@link MemoryExplorerStore}, tests) or in the games' database
 * ({@link JdbcExplorerStore}, migration V21). A book is one game, variant and kind of players; its entries are keyed
 * by canonical position and canonical move.
 */
public interface ExplorerStore {
    /**
     * One decision of an added game: where (canonical key), which move (canonical), the mover's score (1, 0.5, 0)
     * and the mover's rating, or {@link Double#NaN} when the mover has none.
     */
    record Step(long position, int move, double score, double rating) {
    }

    /** A move's figures in one position: played {@code games} times; sums of scores and of the known ratings. */
    record Tally(int move, int games, double scoreSum, double ratingSum, int rated, String lastGame) {
    }

    /** Notes a finished game that waits to be added (nothing when it is noted or added already). */
    void pending(String gameId);

    /** At most {@code limit} noted games not yet added, oldest noted first where the store can tell. */
    List<String> pending(int limit);

    /**
     * Adds one game's decisions to {@code book} and marks the game added, atomically and once: a game added before
     * changes nothing. An empty {@code steps} only marks it (a game the explorer leaves out).
     *
     * @return false when the game was added before
     */
    boolean add(String gameId, Book book, List<Step> steps);

    /** The moves played from the canonical position {@code position} in {@code book}, at most {@code limit}. */
    List<Tally> moves(Book book, long position, int limit);
}
