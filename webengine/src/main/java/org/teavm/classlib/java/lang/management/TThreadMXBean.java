package org.teavm.classlib.java.lang.management;

/** The part of {@code java.lang.management.ThreadMXBean} the AI asks, for TeaVM ({@link TManagementFactory}). */
public interface TThreadMXBean {
    boolean isCurrentThreadCpuTimeSupported();

    long getCurrentThreadCpuTime();
}
