package spindle.ai;

/**
 * How much an agent may think for one decision: wall-clock milliseconds and/or iterations (0 = no limit of that
 * kind, but at least one of the two must be set), threads, and the seed that makes a one-thread search
 * deterministic.
 */
public record Budget(long timeMillis, long iterations, int threads, long seed) {
    public Budget {
        if (timeMillis < 0 || iterations < 0 || (timeMillis == 0 && iterations == 0)) {
            throw new IllegalArgumentException("a budget needs a positive time or iteration limit");
        }
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1");
        }
    }

    public static Budget iterations(long iterations, long seed) {
        return new Budget(0, iterations, 1, seed);
    }

    public static Budget millis(long millis, long seed) {
        return new Budget(millis, 0, 1, seed);
    }

    public Budget withSeed(long newSeed) {
        return new Budget(timeMillis, iterations, threads, newSeed);
    }
}
