package org.teavm.classlib.java.lang.management;

/**
 * {@code java.lang.management.ManagementFactory} for TeaVM: a page cannot read a thread's CPU time, so the thread
 * bean says so ({@code isCurrentThreadCpuTimeSupported} false) and the AI's budgets count wall-clock time there.
 */
public final class TManagementFactory {
    private static final TThreadMXBean THREADS = new TThreadMXBean() {
        @Override
        public boolean isCurrentThreadCpuTimeSupported() {
            return false;
        }

        @Override
        public long getCurrentThreadCpuTime() {
            return -1;
        }
    };

    private TManagementFactory() {
    }

    public static TThreadMXBean getThreadMXBean() {
        return THREADS;
    }
}
