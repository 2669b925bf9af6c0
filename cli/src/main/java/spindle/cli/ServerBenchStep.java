package spindle.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Map;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.concurrent.atomic.LongAdder;

/**
 * The figures of one step of {@code spindle bench-server}: per answered move its latency from the moment it was due
 * (the open-loop figure) and from the moment it was sent (the server's service time), errors by kind, and the CPU
 * used meanwhile. Written by the HTTP client's threads, read once the step has drained.
 */
final class ServerBenchStep {
    final int offered;
    final long start;
    final long end;
    private final AtomicLongArray latencies;
    private final AtomicLongArray services;
    private final AtomicInteger count = new AtomicInteger();
    private final LongAdder inWindow = new LongAdder();
    final Map<String, LongAdder> errors = new ConcurrentSkipListMap<>();
    long unsent;
    double achieved;
    double ownCores;
    double serverCores;
    private long[] sorted = new long[0];
    private long[] sortedServices = new long[0];

    /**
     * @param start when the first move is due (System.nanoTime)
     * @param end when the offering stops: only answers by then count towards the achieved rate
     * @param moves the moves this step offers
     */
    ServerBenchStep(int offered, long start, long end, long moves) {
        this.offered = offered;
        this.start = start;
        this.end = end;
        int size = (int) Math.min(moves + 16, 20_000_000);
        latencies = new AtomicLongArray(size);
        services = new AtomicLongArray(size);
    }

    void ok(long due, long sent, long done) {
        int i = count.getAndIncrement();
        if (i < latencies.length()) {
            latencies.set(i, done - due);
            services.set(i, done - sent);
        }
        if (done <= end) {
            inWindow.increment();
        }
    }

    void error(String kind) {
        errors.computeIfAbsent(kind, k -> new LongAdder()).increment();
    }

    /** Answered moves. */
    int count() {
        return Math.min(count.get(), latencies.length());
    }

    long errorCount() {
        return errors.values().stream().mapToLong(LongAdder::sum).sum();
    }

    /** Called once nothing of this step is in flight any more (or the drain gave up). */
    void finish(long wallNanos, long ownCpuNanos, long serverCpuNanos) {
        achieved = inWindow.sum() / ((end - start) / 1e9);
        ownCores = ownCpuNanos < 0 ? -1 : ownCpuNanos / (double) wallNanos;
        serverCores = serverCpuNanos < 0 ? -1 : serverCpuNanos / (double) wallNanos;
        sorted = sorted(latencies);
        sortedServices = sorted(services);
    }

    private long[] sorted(AtomicLongArray values) {
        long[] s = new long[count()];
        for (int i = 0; i < s.length; i++) {
            s[i] = values.get(i);
        }
        Arrays.sort(s);
        return s;
    }

    /** The p-quantile (0..1) of the latency from the due time, in milliseconds; 1 gives the maximum. */
    double percentileMs(double p) {
        return percentile(sorted, p);
    }

    /** The p-quantile of the latency from the moment the request was sent. */
    double servicePercentileMs(double p) {
        return percentile(sortedServices, p);
    }

    private static double percentile(long[] sorted, double p) {
        if (sorted.length == 0) {
            return 0;
        }
        int i = (int) Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1));
        return sorted[i] / 1e6;
    }

    /** Whether the server kept up with this step: p99 under the bar, no error, nothing unsent, 95% achieved. */
    boolean sustains(double p99Ms) {
        return count() > 0 && percentileMs(0.99) < p99Ms && errorCount() == 0 && unsent == 0
                && achieved >= offered * 0.95;
    }

    /** This step's figures into {@code o}, for the JSON result. */
    void json(ObjectNode o) {
        o.put("offered", offered).put("achieved", round(achieved)).put("moves", count())
                .put("p50Ms", round(percentileMs(0.5))).put("p99Ms", round(percentileMs(0.99)))
                .put("maxMs", round(percentileMs(1))).put("p99ServiceMs", round(servicePercentileMs(0.99)))
                .put("errors", errorCount()).put("unsent", unsent)
                .put("serverCpuCores", round(serverCores)).put("generatorCpuCores", round(ownCores));
        ObjectNode kinds = o.putObject("errorKinds");
        errors.forEach((k, v) -> kinds.put(k, v.sum()));
    }

    static double round(double v) {
        return Math.round(v * 10) / 10.0;
    }

    static double[] loadAverage() {
        try {
            String[] parts = Files.readString(Path.of("/proc/loadavg")).trim().split("\\s+");
            return new double[] {Double.parseDouble(parts[0])};
        } catch (IOException | RuntimeException e) {
            return new double[] {-1};
        }
    }

    static long ownCpuNanos() {
        return ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os
                ? os.getProcessCpuTime() : -1;
    }
}
