package spindle.ai;

/** Derives independent seeds from one seed (SplitMix64 finaliser, Steele, Lea and Flood 2014). */
public final class Seeds {
    private Seeds() {
    }

    /** A well-mixed seed for the pair ({@code seed}, {@code a}, {@code b}). */
    public static long mix(long seed, long a, long b) {
        return finish(finish(finish(seed) + a * 0x9E3779B97F4A7C15L) + b * 0xC2B2AE3D27D4EB4FL);
    }

    private static long finish(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
