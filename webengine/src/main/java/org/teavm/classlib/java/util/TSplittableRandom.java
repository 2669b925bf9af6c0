package org.teavm.classlib.java.util;

import java.util.random.RandomGenerator;

/**
 * {@code java.util.SplittableRandom} for TeaVM, whose class library lacks it (TeaVM finds it by its naming rule: the
 * package under {@code org.teavm.classlib}, the name after a {@code T}). The algorithm is SplitMix64 as the JDK's
 * (Steele, Lea and Flood, "Fast splittable pseudorandom number generators", OOPSLA 2014), number for number: the
 * same seed gives the same games in the browser as on the JVM, which {@code SplittableRandomTwinTest} checks.
 */
public final class TSplittableRandom implements RandomGenerator {
    private static final long GOLDEN_GAMMA = 0x9e3779b97f4a7c15L;
    private long seed;
    private final long gamma;

    public TSplittableRandom(long seed) {
        this(seed, GOLDEN_GAMMA);
    }

    public TSplittableRandom() {
        this(System.currentTimeMillis() ^ System.nanoTime());
    }

    private TSplittableRandom(long seed, long gamma) {
        this.seed = seed;
        this.gamma = gamma;
    }

    private static long mix64(long z) {
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }

    private static int mix32(long z) {
        z = (z ^ (z >>> 33)) * 0x62a9d9ed799705f5L;
        return (int) (((z ^ (z >>> 28)) * 0xcb24d0a5c88c35b3L) >>> 32);
    }

    private static long mixGamma(long z) {
        z = (z ^ (z >>> 33)) * 0xff51afd7ed558ccdL;
        z = (z ^ (z >>> 33)) * 0xc4ceb9fe1a85ec53L;
        z = (z ^ (z >>> 33)) | 1L;
        int n = Long.bitCount(z ^ (z >>> 1));
        return n < 24 ? z ^ 0xaaaaaaaaaaaaaaaaL : z;
    }

    private long nextSeed() {
        seed += gamma;
        return seed;
    }

    public TSplittableRandom split() {
        return new TSplittableRandom(nextLong(), mixGamma(nextSeed()));
    }

    @Override
    public int nextInt() {
        return mix32(nextSeed());
    }

    @Override
    public long nextLong() {
        return mix64(nextSeed());
    }

    @Override
    public int nextInt(int bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive");
        }
        int r = nextInt();
        int m = bound - 1;
        if ((bound & m) == 0) {
            r &= m;
        } else {
            for (int u = r >>> 1; u + m - (r = u % bound) < 0; u = nextInt() >>> 1) {
                // rejected: u is in the last, partial run of bound values
            }
        }
        return r;
    }

    @Override
    public double nextDouble() {
        return (nextLong() >>> 11) * 0x1.0p-53;
    }

    @Override
    public boolean nextBoolean() {
        return nextInt() < 0;
    }
}
