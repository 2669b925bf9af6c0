package spindle.ai;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * How much an agent may think for one decision: milliseconds and/or iterations (0 = no limit of that kind, but at
 * least one of the two must be set), threads, and the seed that makes a one-thread search deterministic. The
 * milliseconds are wall-clock time, or with {@code cpuTime} the CPU time of each searching thread: on a machine
 * shared with other work, CPU time keeps an equal-time match between agents equal (setting {@code :cpu}).
 */
public record Budget(long timeMillis, long iterations, int threads, long seed, boolean cpuTime) {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    public Budget {
        if (timeMillis < 0 || iterations < 0 || (timeMillis == 0 && iterations == 0)) {
            throw new IllegalArgumentException("a budget needs a positive time or iteration limit");
        }
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1");
        }
        if (cpuTime && !THREADS.isCurrentThreadCpuTimeSupported()) {
            throw new IllegalArgumentException("this Java cannot measure a thread's CPU time; use wall-clock time");
        }
    }

    /** A budget in wall-clock time (if any). */
    public Budget(long timeMillis, long iterations, int threads, long seed) {
        this(timeMillis, iterations, threads, seed, false);
    }

    public static Budget iterations(long iterations, long seed) {
        return new Budget(0, iterations, 1, seed);
    }

    public static Budget millis(long millis, long seed) {
        return new Budget(millis, 0, 1, seed);
    }

    public Budget withSeed(long newSeed) {
        return new Budget(timeMillis, iterations, threads, newSeed, cpuTime);
    }

    /** The same budget with {@code share} (0 to 1) of its time, for a first part of a search. */
    public Budget timeShare(double share) {
        return timeMillis == 0 ? this
                : new Budget(Math.max(1, (long) (timeMillis * share)), iterations, threads, seed, cpuTime);
    }

    /** The same budget less the time {@code nanos} already spent (measured by {@link #clock()}). */
    public Budget less(long nanos) {
        return timeMillis == 0 ? this
                : new Budget(Math.max(1, timeMillis - nanos / 1_000_000L), iterations, threads, seed, cpuTime);
    }

    /** Now, in nanoseconds, on the clock this budget counts: wall-clock time or the calling thread's CPU time. */
    public long clock() {
        return cpuTime ? THREADS.getCurrentThreadCpuTime() : System.nanoTime();
    }

    /**
     * The time limit for a search that starts now in the calling thread: its {@link Deadline#passed()} is asked
     * by that thread only (with CPU time, each thread counts its own).
     */
    public Deadline deadline() {
        if (timeMillis == 0) {
            return Deadline.NEVER;
        }
        long span = timeMillis * 1_000_000L;
        return cpuTime ? new Deadline(true, THREADS.getCurrentThreadCpuTime() + span)
                : new Deadline(false, System.nanoTime() + span);
    }

    /** A search's time limit, in wall-clock time or in the CPU time of the one thread that checks it. */
    public record Deadline(boolean cpuTime, long end) {
        /** No time limit. */
        public static final Deadline NEVER = new Deadline(false, Long.MAX_VALUE);

        /** A wall-clock limit {@code millis} from now, for any thread (a request's time, shared by its searches). */
        public static Deadline inMillis(long millis) {
            return new Deadline(false, System.nanoTime() + millis * 1_000_000L);
        }

        public boolean passed() {
            if (end == Long.MAX_VALUE) {
                return false;
            }
            return (cpuTime ? THREADS.getCurrentThreadCpuTime() : System.nanoTime()) >= end;
        }

        /** Nanoseconds left (Long.MAX_VALUE without a time limit), asked by the thread whose time it counts. */
        public long remainingNanos() {
            if (end == Long.MAX_VALUE) {
                return Long.MAX_VALUE;
            }
            return Math.max(0, end - (cpuTime ? THREADS.getCurrentThreadCpuTime() : System.nanoTime()));
        }
    }
}
