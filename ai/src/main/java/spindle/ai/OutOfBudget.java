package spindle.ai;

/**
 * Thrown to unwind a depth-first search when its budget runs out; the caller keeps the last completed iteration.
 * No message or stack trace: it is control flow, thrown often, never shown.
 */
final class OutOfBudget extends RuntimeException {
    OutOfBudget() {
        super(null, null, false, false);
    }
}
