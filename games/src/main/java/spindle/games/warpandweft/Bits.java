package spindle.games.warpandweft;

import java.util.random.RandomGenerator;

/** Uniform choices without listing: a bounded random draw and the k-th set bit of a word. */
final class Bits {
    /** At {@code byte * 8 + k}: the position of the k-th set bit of that byte (0 where there is none). */
    private static final byte[] SELECT_IN_BYTE = new byte[256 * 8];

    static {
        for (int b = 0; b < 256; b++) {
            int k = 0;
            for (int bit = 0; bit < 8; bit++) {
                if ((b & (1 << bit)) != 0) {
                    SELECT_IN_BYTE[(b << 3) | k++] = (byte) bit;
                }
            }
        }
    }

    private Bits() {
    }

    /**
     * A uniform integer in [0, n): Lemire's multiply-and-shift with exact rejection, which avoids the division
     * of {@code nextInt(bound)} on almost every call (D. Lemire, "Fast Random Integer Generation in an Interval",
     * ACM TOMACS 29(1), 2019).
     */
    static int below(RandomGenerator random, int n) {
        long m = (random.nextInt() & 0xFFFF_FFFFL) * n;
        if (Integer.compareUnsigned((int) m, n) < 0) {
            int threshold = Integer.remainderUnsigned(-n, n);
            while (Integer.compareUnsigned((int) m, threshold) < 0) {
                m = (random.nextInt() & 0xFFFF_FFFFL) * n;
            }
        }
        return (int) (m >>> 32);
    }

    /**
     * Index of the k-th (0-based) set bit of {@code w}, without branches: random playouts pick an unpredictable k
     * every ply, so halving by 32 and 16 bits uses masks instead of jumps and the last byte is a table lookup.
     */
    static int select(long w, int k) {
        int c = Long.bitCount(w & 0xFFFF_FFFFL);
        int past = (c - k - 1) >> 31; // -1 when the bit lies above the low half
        k -= c & past;
        int pos = 32 & past;
        w >>>= pos;
        c = Long.bitCount(w & 0xFFFFL);
        past = (c - k - 1) >> 31;
        k -= c & past;
        pos += 16 & past;
        w >>>= 16 & past;
        c = Long.bitCount(w & 0xFFL);
        past = (c - k - 1) >> 31;
        k -= c & past;
        pos += 8 & past;
        w >>>= 8 & past;
        return pos + SELECT_IN_BYTE[(((int) w & 0xFF) << 3) | k];
    }

    /** The SplitMix64 finaliser: a well spread key for a small number (the position's quiet-turn count). */
    static long mix(long x) {
        x = (x ^ (x >>> 30)) * 0xBF58476D1CE4E5B9L;
        x = (x ^ (x >>> 27)) * 0x94D049BB133111EBL;
        return x ^ (x >>> 31);
    }
}
