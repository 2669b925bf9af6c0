package spindle.server.rating;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.UnaryOperator;
import spindle.match.rating.Glicko2;

/**
 * Where ratings live: in memory ({@link MemoryRatingStore}, tests) or in the games' database
 * ({@code JdbcRatingStore}, migration V16). Keyed by game, preset and party (a player id or an AI level's spec).
 */
public interface RatingStore {

    /** A party's rating in one game and preset. */
    record Entry(String party, String name, Glicko2.Rating rating, int games, Instant updated) {
    }

    /** Notes a rated game that waits for its result (nothing when it is noted already). */
    void pending(String gameId);

    /**
     * Counts a rated game's result once, atomically: {@code update} gets the current entries of {@code parties}
     * (absent for a party never rated in this game and preset) and returns the new ones, which are stored while the
     * game is marked applied.
     *
     * @return false, changing nothing, when the game's result was applied before
     */
    boolean apply(String gameId, String game, String preset, List<String> parties,
                  UnaryOperator<Map<String, Entry>> update);

    /** A party's entry in a game and preset, or empty when it has never played a rated game there. */
    Optional<Entry> of(String game, String preset, String party);

    /** At most {@code limit} entries of a game and preset, the highest rating first. */
    List<Entry> top(String game, String preset, int limit);

    /** At most {@code limit} noted rated games whose game is over but whose result was not applied (a crash). */
    List<String> unapplied(int limit);
}
