package spindle.match.compete;

/**
 * Thrown by an agent whose person leaves the competition (e.g. types {@code quit}). The contender retires at once
 * under rule 8.6, like an involuntary retirement (8.7): the final score is the score if it is at least 6, otherwise
 * 0. The other contenders play on.
 */
public final class Withdrawal extends RuntimeException {
    public Withdrawal(String message) {
        super(message, null, false, false);
    }
}
