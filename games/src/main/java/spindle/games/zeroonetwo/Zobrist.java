package spindle.games.zeroonetwo;

/**
 * Zobrist keys computed on the fly by a 64-bit mixer instead of read from tables: the hole and thread spaces are
 * large and sparse, and a mixed key is as good as a random one for XOR hashing.
 */
final class Zobrist {
    private Zobrist() {
    }

    /** The key of feature {@code kind} with arguments a and b. */
    static long key(int kind, int a, int b) {
        return mix(((long) kind << 56) ^ ((long) a << 24) ^ (b & 0xFFFFFFL) ^ 0x5DEECE66DL);
    }

    /** The SplitMix64 finaliser. */
    static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
