package spindle.games.onepiecefortwo;

/**
 * {@link PlacementProver}'s transposition table, by position (the player to move's stones, the other's, the pieces):
 * what is proven, the deepest search of each pass ({@code quiet} moves allowed) that failed to prove the mover's win
 * or the mover's loss, and the move that decided. One slot per key's low bits; a slot holding another position is
 * taken over.
 */
final class ProofTable {
    /**
     * 2^16 entries, about 1.2 MB, made at the prover's first call: a server keeps up to {@code AiPlayer.KEPT_AGENTS}
     * agents. With 300,000 nodes a position (160 positions from real games) 2^18 entries proved 34 with 13 pieces in
     * the box and 50 of 158 with 11, 2^16 entries 34 and 48.
     */
    private static final int BITS = 16;
    /** What the table knows of a position ({@link #probe}). */
    static final byte UNKNOWN = 0;
    static final byte MOVER_WINS = 1;
    static final byte MOVER_LOSES = 2;
    static final byte FAILED = 3;

    private final long[] keys = new long[1 << BITS];
    private final byte[] proven = new byte[1 << BITS];
    /** By pass ({@code quiet}), the deepest search that failed to prove the mover's win, and the mover's loss. */
    private final byte[][] noWin;
    private final byte[][] noLoss;
    private final short[] bestMove = new short[1 << BITS];

    /** A table for searches whose {@code quiet} runs from 0 to {@code passes - 1}. */
    ProofTable(int passes) {
        noWin = new byte[passes][1 << BITS];
        noLoss = new byte[passes][1 << BITS];
    }

    int slot(long key) {
        return (int) key & (keys.length - 1);
    }

    /**
     * What the table knows of the position {@code key}: {@link #MOVER_WINS}, {@link #MOVER_LOSES}, {@link #FAILED} if
     * a search of this kind (an attack on the mover's win, or not) at least {@code depth} deep proved nothing, else
     * {@link #UNKNOWN}; then {@link #move} is the table's best move there, or -1.
     */
    int probe(long key, int slot, boolean attacking, int quiet, int depth) {
        if (keys[slot] != key) {
            keys[slot] = key;
            clear(slot);
            return UNKNOWN;
        }
        if (proven[slot] != 0) {
            return proven[slot];
        }
        byte[] failures = attacking ? noWin[quiet] : noLoss[quiet];
        return failures[slot] >= depth ? FAILED : UNKNOWN;
    }

    /** The move that decided at the slot, or -1. */
    int move(int slot) {
        return bestMove[slot];
    }

    /** Records that a search {@code depth} deep proved nothing (and, if known, the move that held). */
    void failed(int slot, long key, boolean attacking, int quiet, int depth, int move) {
        if (keys[slot] == key) {
            byte[] failures = attacking ? noWin[quiet] : noLoss[quiet];
            failures[slot] = (byte) Math.max(failures[slot], depth);
            if (move >= 0) {
                bestMove[slot] = (short) move;
            }
        }
    }

    void store(int slot, long key, byte what, int move) {
        keys[slot] = key;
        proven[slot] = what;
        bestMove[slot] = (short) move;
    }

    private void clear(int slot) {
        proven[slot] = 0;
        for (int q = 0; q < noWin.length; q++) {
            noWin[q][slot] = 0;
            noLoss[q][slot] = 0;
        }
        bestMove[slot] = -1;
    }

    static long key(long mine, long theirs, long vLow, long hLeft) {
        long h = mine * 0x9E3779B97F4A7C15L;
        h ^= Long.rotateLeft(theirs * 0xC2B2AE3D27D4EB4FL, 17);
        h ^= Long.rotateLeft(vLow * 0x165667B19E3779F9L, 31);
        h ^= Long.rotateLeft(hLeft * 0xD6E8FEB86659FD93L, 47);
        h ^= h >>> 29;
        h *= 0xBF58476D1CE4E5B9L;
        return h ^ h >>> 32;
    }
}
