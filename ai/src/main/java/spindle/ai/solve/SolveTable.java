package spindle.ai.solve;

/**
 * The solver's transposition table: for one attacker, what is known about a position's distance to the attacker's
 * win. Open addressing over two parallel arrays (no objects per entry, bounded memory); a colliding newer entry
 * replaces the older one, which only costs a re-search. Data word: exact win distance (bits 0-15, {@link #UNKNOWN}
 * when none), the largest bound proven to hold no win (bits 16-31, {@link #NEVER} for a finished loss) and the best
 * move for the attacker (bits 32-63, +1 so that 0 means none).
 */
final class SolveTable {
    static final int UNKNOWN = 0xFFFF;
    static final int NEVER = 0xFFFE;

    private final long[] keys;
    private final long[] data;
    private final int mask;

    SolveTable(int log2Size) {
        keys = new long[1 << log2Size];
        data = new long[1 << log2Size];
        mask = (1 << log2Size) - 1;
    }

    private int slot(long key) {
        long h = key * 0x9E3779B97F4A7C15L;
        return (int) (h >>> 40) & mask;
    }

    /** The data word of {@code key}, or -1 when the table does not hold it. */
    long probe(long key) {
        int i = slot(key);
        return keys[i] == key && data[i] != 0 ? data[i] : -1;
    }

    static int win(long word) {
        return word < 0 ? UNKNOWN : (int) (word & 0xFFFF);
    }

    static int noWin(long word) {
        return word < 0 ? -1 : (int) ((word >>> 16) & 0xFFFF);
    }

    static int best(long word) {
        return word < 0 ? -1 : (int) (word >>> 32) - 1;
    }

    void storeWin(long key, int plies, int bestAction) {
        int i = slot(key);
        keys[i] = key;
        data[i] = plies | ((long) (bestAction + 1) << 32);
    }

    /** Records that the attacker cannot win within {@code bound} plies (keeps a larger bound already known). */
    void storeNoWin(long key, int bound) {
        int i = slot(key);
        int old = keys[i] == key && data[i] != 0 ? noWin(data[i]) : -1;
        keys[i] = key;
        data[i] = UNKNOWN | ((long) Math.max(old, bound) << 16);
    }
}
