package spindle.ai;

/**
 * A fixed-size, always-replace transposition table for alpha-beta, keyed by {@link spindle.engine.Position#hash()}.
 * Values are from player 0's point of view; the flag says whether a value is exact or a bound.
 */
final class TranspositionTable {
    static final byte EXACT = 0;
    static final byte LOWER = 1;
    static final byte UPPER = 2;

    private final long[] keys;
    private final double[] values;
    private final int[] bestActions;
    private final byte[] depths;
    private final byte[] flags;
    private final boolean[] used;
    private final int mask;

    TranspositionTable(int log2Size) {
        int size = 1 << log2Size;
        keys = new long[size];
        values = new double[size];
        bestActions = new int[size];
        depths = new byte[size];
        flags = new byte[size];
        used = new boolean[size];
        mask = size - 1;
    }

    /** The slot holding {@code key}, or -1. */
    int find(long key) {
        int i = slot(key);
        return used[i] && keys[i] == key ? i : -1;
    }

    void store(long key, int depth, double value, byte flag, int bestAction) {
        int i = slot(key);
        if (used[i] && keys[i] != key && depths[i] > depth) {
            return; // keep the deeper result of another position
        }
        used[i] = true;
        keys[i] = key;
        depths[i] = (byte) Math.min(depth, Byte.MAX_VALUE);
        values[i] = value;
        flags[i] = flag;
        bestActions[i] = bestAction;
    }

    int depth(int slot) {
        return depths[slot];
    }

    double value(int slot) {
        return values[slot];
    }

    byte flag(int slot) {
        return flags[slot];
    }

    int bestAction(int slot) {
        return bestActions[slot];
    }

    private int slot(long key) {
        return (int) (key ^ (key >>> 32)) & mask;
    }
}
