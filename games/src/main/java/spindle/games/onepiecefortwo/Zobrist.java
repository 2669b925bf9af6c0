package spindle.games.onepiecefortwo;

import java.util.SplittableRandom;

/** Zobrist keys of pieces by placement code (red element and direction of the blue one), fixed for every run. */
final class Zobrist {
    /** Placement codes of the widest edge frame allowed (26 columns). */
    private static final long[] PIECE = new long[4 * 32 * 26];

    static {
        SplittableRandom random = new SplittableRandom(0x1C42_0001L);
        for (int i = 0; i < PIECE.length; i++) {
            PIECE[i] = random.nextLong();
        }
    }

    private Zobrist() {
    }

    static long piece(int placement) {
        return PIECE[placement];
    }

    /** A 64-bit finaliser (murmur3 fmix64) for the small state fields that are not pieces. */
    static long mix(long z) {
        z = (z ^ (z >>> 33)) * 0xff51afd7ed558ccdL;
        z = (z ^ (z >>> 33)) * 0xc4ceb53fe49aec53L;
        return z ^ (z >>> 33);
    }
}
