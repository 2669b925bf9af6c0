package spindle.ai.solve;

/**
 * The solver's transposition table: for one attacker, what is known about a position's distance to the attacker's
 * win. Open addressing over one array of (key, data) pairs side by side, so a probe costs one cache miss (no objects
 * per entry, bounded memory); a colliding newer entry replaces the older one, which only costs a re-search. Data
 * word: exact win distance (bits 0-15, {@link #UNKNOWN} when none), the largest bound proven to hold no win (bits
 * 16-31, {@link #NEVER} for a finished loss) and the best move for the attacker (bits 32-63, +1 so that 0 means none).
 *
 * <p>It starts small and doubles once a quarter full (so that few entries collide), up to its size limit: a small
 * proof then never pays for clearing hundreds of megabytes it will not use (measured: half of a 0.33 s solve at
 * 2^24 entries).
 */
final class SolveTable {
    static final int UNKNOWN = 0xFFFF;
    static final int NEVER = 0xFFFE;
    private static final int FIRST_BITS = 16;

    private final int maxBits;
    private int bits;
    /** Key at {@code 2i}, data at {@code 2i + 1}; data 0 marks a free slot. */
    private long[] slots;
    /** Slots in use. */
    private int used;

    /** @param log2Size log2 of the most entries it grows to */
    SolveTable(int log2Size) {
        maxBits = log2Size;
        bits = Math.min(log2Size, FIRST_BITS);
        slots = new long[2 << bits];
    }

    /** The index of {@code key}'s key word. */
    private int slot(long key) {
        return (int) ((key * 0x9E3779B97F4A7C15L) >>> (64 - bits)) << 1;
    }

    /** Takes slot {@code i} for {@code key}, counting it if it was free; may grow the table, moving the slot. */
    private int claim(int i, long key) {
        if (slots[i + 1] == 0 && ++used > (slots.length >> 3) && bits < maxBits) {
            grow();
            return slot(key);
        }
        return i;
    }

    private void grow() {
        long[] old = slots;
        bits++;
        slots = new long[2 << bits];
        used = 0;
        for (int i = 0; i < old.length; i += 2) {
            if (old[i + 1] != 0) {
                int j = slot(old[i]);
                used += slots[j + 1] == 0 ? 1 : 0;
                slots[j] = old[i];
                slots[j + 1] = old[i + 1];
            }
        }
    }

    /** The data word of {@code key}, or -1 when the table does not hold it. */
    long probe(long key) {
        int i = slot(key);
        return slots[i] == key && slots[i + 1] != 0 ? slots[i + 1] : -1;
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
        int i = claim(slot(key), key);
        slots[i] = key;
        slots[i + 1] = plies | ((long) (bestAction + 1) << 32);
    }

    /** Records that the attacker cannot win within {@code bound} plies (keeps a larger bound already known). */
    void storeNoWin(long key, int bound) {
        int i = slot(key);
        int old = slots[i] == key && slots[i + 1] != 0 ? noWin(slots[i + 1]) : -1;
        i = claim(i, key);
        slots[i] = key;
        slots[i + 1] = UNKNOWN | ((long) Math.max(old, bound) << 16);
    }
}
