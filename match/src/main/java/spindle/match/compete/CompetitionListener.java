package spindle.match.compete;

import spindle.engine.GameState;
import spindle.games.justplayingaround.ThrowKind;

/** What happens during a competition, for a live display. Every method does nothing by default. */
public interface CompetitionListener {
    /** The adjudicator threw the dice of a round, written {@code R3 G5 B1 Y6 W4}. */
    default void roundStarted(int round, String dice, ThrowKind kind) {
    }

    /** A contender made a decision ({@code before} is the state it was made in). */
    default void decided(String contender, GameState before, int action) {
    }

    /** A contender finished a round and is still in play. */
    default void roundFinished(String contender, GameState state, long balanceMillis) {
    }

    /** A contender retired, by choice or on time. */
    default void retired(Standing standing) {
    }
}
