package spindle.games.justplayingaround;

import java.util.SplittableRandom;

/** Fixed random keys for {@link RoundPosition#hash()}: one per (piece, square, level) and per bit of other state. */
final class Zobrist {
    static final long[] PIECE = new long[Geometry.PIECES * Geometry.SQUARES * Board.DEPTH];
    static final long[] STATE = new long[64];

    static {
        SplittableRandom random = new SplittableRandom(0x3_3771L);
        for (int i = 0; i < PIECE.length; i++) {
            PIECE[i] = random.nextLong();
        }
        for (int i = 0; i < STATE.length; i++) {
            STATE[i] = random.nextLong();
        }
    }

    private Zobrist() {
    }

    /** A key for an integer state field, mixed so that different fields and values rarely collide. */
    static long of(int field, long value) {
        long z = STATE[field] ^ value * 0x9E3779B97F4A7C15L;
        z = (z ^ z >>> 33) * 0xFF51AFD7ED558CCDL;
        return z ^ z >>> 29;
    }
}
