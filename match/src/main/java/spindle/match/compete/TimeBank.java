package spindle.match.compete;

/**
 * One contender's time account in milliseconds (rules 9.4): starts at the allowance, loses the time of each of the
 * contender's rounds, gains deposits made instead of free plays, and carries over between rounds.
 */
public final class TimeBank {
    private long balanceMillis;

    public TimeBank(long allowanceMillis) {
        if (allowanceMillis <= 0) {
            throw new IllegalArgumentException("the allowance must be positive, not " + allowanceMillis + " ms");
        }
        this.balanceMillis = allowanceMillis;
    }

    public long balanceMillis() {
        return balanceMillis;
    }

    /** The balance if {@code elapsedMillis} of the running round were charged now. */
    public long balanceAfter(long elapsedMillis) {
        return balanceMillis - elapsedMillis;
    }

    public void deposit(long millis) {
        balanceMillis += millis;
    }

    public void charge(long elapsedMillis) {
        balanceMillis -= elapsedMillis;
    }

    /** A balance at or below zero means immediate retirement with score 0 (9.4.4). */
    public boolean exhausted() {
        return balanceMillis <= 0;
    }
}
