package spindle.server.limits;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * The CPU time the calling thread has used since the last reading, to charge a client for its searches: the time
 * the searches actually took from the machine, not the time they were allowed. Read by the thread that made it.
 */
final class CpuTime {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private long last = now();

    private static long now() {
        return THREADS.isCurrentThreadCpuTimeSupported() ? THREADS.getCurrentThreadCpuTime() : System.nanoTime();
    }

    /** Milliseconds of CPU since this was made or last asked. */
    long millisSinceLast() {
        long t = now();
        long spent = t - last;
        last = t;
        return spent / 1_000_000L;
    }
}
