package spindle.ai.protocol;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * An outside program with its standard streams as lines. Every stream has its own daemon thread, so the caller
 * never blocks on the program: {@link #receive} waits at most the time it is given, and a program that stops reading
 * or writing cannot stall the referee. Standard error is kept as a short tail for the reason of a crash.
 * {@link #close} kills the program and everything it started; a shutdown hook kills those still running when the
 * JVM exits, so no engine outlives Spindle.
 */
final class EngineProcess implements AutoCloseable {
    /** What {@link #receive} returns when standard output ended (the program exited or closed it). */
    static final String END = new String("<end of output>");
    /** What {@link #receive} returns when a line is longer than {@link Protocol#MAX_LINE}. */
    static final String TOO_LONG = new String("<line too long>");
    private static final int QUEUED_LINES = 1024;
    private static final int ERROR_LINES = 5;
    private static final Set<EngineProcess> LIVE = ConcurrentHashMap.newKeySet();

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> List.copyOf(LIVE).forEach(EngineProcess::close),
                "spindle-engine-reaper"));
    }

    private final Process process;
    private final BlockingQueue<String> lines = new ArrayBlockingQueue<>(QUEUED_LINES);
    private final BlockingQueue<String> outgoing = new LinkedBlockingQueue<>();
    private final Deque<String> errors = new ArrayDeque<>();
    private final CountDownLatch errorsRead = new CountDownLatch(1);

    private EngineProcess(Process process, String name) {
        this.process = process;
        LIVE.add(this);
        daemon(this::readOutput, name + "-out");
        daemon(this::readErrors, name + "-err");
        daemon(this::write, name + "-in");
    }

    /** Starts {@code command}; throws {@link IOException} when it cannot be run. */
    static EngineProcess start(List<String> command) throws IOException {
        Process p = new ProcessBuilder(command).start();
        return new EngineProcess(p, "engine-" + p.pid());
    }

    /** Queues {@code line} for the program's standard input. */
    void send(String line) {
        outgoing.add(line);
    }

    /** The next line of output, {@link #END}, {@link #TOO_LONG}, or null after {@code millis} without one. */
    String receive(long millis) throws InterruptedException {
        String line = lines.poll(Math.max(0, millis), TimeUnit.MILLISECONDS);
        if (line == END || line == TOO_LONG) {
            lines.offer(line); // every later call sees the end too
        }
        return line;
    }

    /** The exit code once the program has exited within {@code millis}, else -1. */
    int exitCode(long millis) throws InterruptedException {
        return process.waitFor(millis, TimeUnit.MILLISECONDS) ? process.exitValue() : -1;
    }

    /**
     * The last lines the program wrote to standard error, joined by " / " (empty when none), once its standard
     * error has ended or {@code millis} have passed.
     */
    String errorTail(long millis) throws InterruptedException {
        errorsRead.await(millis, TimeUnit.MILLISECONDS);
        synchronized (errors) {
            return String.join(" / ", errors);
        }
    }

    boolean isAlive() {
        return process.isAlive();
    }

    /** Kills the program and its descendants (found before the program dies, while they are still its own). */
    @Override
    public void close() {
        List<ProcessHandle> children = process.descendants().toList();
        process.destroyForcibly();
        children.forEach(ProcessHandle::destroyForcibly);
        LIVE.remove(this);
        outgoing.add(END); // ends the writer thread
        lines.clear(); // lets a reader blocked on a full queue see the closed stream and end
    }

    private void readOutput() {
        try (Reader in = new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8)) {
            StringBuilder line = new StringBuilder();
            int c;
            while ((c = in.read()) >= 0) {
                if (c == '\n') {
                    lines.put(strip(line));
                    line.setLength(0);
                } else if (line.length() >= Protocol.MAX_LINE) {
                    lines.put(TOO_LONG);
                    return;
                } else {
                    line.append((char) c);
                }
            }
            if (line.length() > 0) {
                lines.put(strip(line));
            }
        } catch (IOException | InterruptedException e) {
            // the program died or was killed: its output ends here
        }
        lines.offer(END);
    }

    private static String strip(StringBuilder line) {
        int n = line.length();
        return n > 0 && line.charAt(n - 1) == '\r' ? line.substring(0, n - 1) : line.toString();
    }

    private void readErrors() {
        try (InputStream err = process.getErrorStream()) {
            StringBuilder line = new StringBuilder();
            int c;
            while ((c = err.read()) >= 0) {
                if (c == '\n') {
                    keepError(line.toString().strip());
                    line.setLength(0);
                } else if (line.length() < 500) {
                    line.append((char) c);
                }
            }
            keepError(line.toString().strip());
        } catch (IOException e) {
            // killed: nothing more to keep
        } finally {
            errorsRead.countDown();
        }
    }

    private void keepError(String line) {
        if (line.isEmpty()) {
            return;
        }
        synchronized (errors) {
            errors.addLast(line);
            if (errors.size() > ERROR_LINES) {
                errors.removeFirst();
            }
        }
    }

    private void write() {
        try (Writer in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8)) {
            while (true) {
                String line = outgoing.take();
                if (line == END) {
                    return;
                }
                in.write(line);
                in.write('\n');
                in.flush();
            }
        } catch (IOException | InterruptedException e) {
            // the program closed its input or died; the reader sees the end of its output
        }
    }

    private static void daemon(Runnable task, String name) {
        Thread t = new Thread(task, name);
        t.setDaemon(true);
        t.start();
    }
}
