package spindle.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * {@code spindle serve} in a child JVM with this JVM's class path, on a free loopback port and (unless a database is
 * given) a fresh SQLite file in a temporary directory. Stopping it deletes that directory. Used by
 * {@code spindle bench-server}, which must not share a JVM with the server it measures, and by tests that attack a
 * real server process.
 */
final class ChildServer implements AutoCloseable {
    private static final Pattern URL = Pattern.compile("http://localhost:(\\d+)/");
    private static final Pattern USED = Pattern.compile("used (\\d+)K");

    final Process process;
    /** {@code http://127.0.0.1:<port>}, no trailing slash. */
    final String base;
    final int port;
    private final Path dir;
    private final Thread hook;

    private ChildServer(Process process, String base, Path dir, Thread hook) {
        this.process = process;
        this.base = base;
        this.port = base == null ? -1 : Integer.parseInt(base.substring(base.lastIndexOf(':') + 1));
        this.dir = dir;
        this.hook = hook;
    }

    /**
     * Starts the server and waits (at most a minute) for the address it prints.
     *
     * @param db a JDBC URL, or null for a fresh SQLite file
     * @throws IllegalArgumentException when it does not start, with the end of its stderr
     */
    static ChildServer start(List<String> jvmArgs, String db, List<String> serveArgs) {
        Path dir;
        try {
            dir = Files.createTempDirectory("spindle-child-server");
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot create a temporary directory: " + e.getMessage());
        }
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(jvmArgs);
        command.addAll(List.of("-cp", absoluteClassPath(), Main.class.getName(), "serve",
                "--port", "0", "--db", db != null ? db : "jdbc:sqlite:" + dir.resolve("spindle.db")));
        command.addAll(serveArgs);
        Process p;
        try {
            p = new ProcessBuilder(command).directory(dir.toFile()).redirectError(dir.resolve("server.log").toFile())
                    .start();
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot start the server: " + e.getMessage());
        }
        Thread hook = new Thread(p::destroyForcibly, "child-server-stop");
        Runtime.getRuntime().addShutdownHook(hook);
        CompletableFuture<String> url = CompletableFuture.supplyAsync(() -> {
            try (BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(),
                    StandardCharsets.UTF_8))) {
                for (String line; (line = out.readLine()) != null; ) {
                    Matcher m = URL.matcher(line);
                    if (m.find()) {
                        return "http://127.0.0.1:" + m.group(1);
                    }
                }
            } catch (IOException e) {
                // the server's output closed: it did not start
            }
            return null;
        });
        String base = null;
        try {
            base = url.get(60, TimeUnit.SECONDS);
        } catch (Exception e) {
            // no address within a minute: reported below
        }
        ChildServer server = new ChildServer(p, base, dir, hook);
        if (base == null) {
            String log = server.log();
            server.close();
            List<String> lines = log.lines().toList();
            throw new IllegalArgumentException("the server did not start (serve arguments: " + String.join(" ", serveArgs)
                    + "): " + String.join(" | ", lines.subList(Math.max(0, lines.size() - 3), lines.size())));
        }
        return server;
    }

    /** What the server wrote to stderr so far. */
    String log() {
        try {
            Path log = dir.resolve("server.log");
            return Files.exists(log) ? Files.readString(log, StandardCharsets.UTF_8) : "";
        } catch (IOException e) {
            return "(cannot read the server's log: " + e.getMessage() + ")";
        }
    }

    /** The server process's CPU time so far, or -1 where the platform does not tell. */
    long cpuNanos() {
        return process.info().totalCpuDuration().map(Duration::toNanos).orElse(-1L);
    }

    /**
     * {heap used after a full GC in KB ({@code jcmd GC.run}, then {@code GC.heap_info}), resident set size in KB
     * ({@code VmRSS} of {@code /proc/<pid>/status})}; -1 for a figure that cannot be read here.
     */
    long[] memory() {
        long heap = -1;
        Path jcmd = Path.of(System.getProperty("java.home"), "bin", "jcmd");
        if (Files.isExecutable(jcmd) && jcmd(jcmd, "GC.run") != null) {
            String info = jcmd(jcmd, "GC.heap_info");
            if (info != null) {
                heap = 0;
                // every collector prints its spaces first (one for G1, young + old for the others), then Metaspace
                for (String line : info.split("\n")) {
                    if (line.contains("Metaspace")) {
                        break;
                    }
                    Matcher m = USED.matcher(line);
                    heap += m.find() ? Long.parseLong(m.group(1)) : 0;
                }
            }
        }
        long rss = -1;
        try (Stream<String> lines = Files.lines(Path.of("/proc", Long.toString(process.pid()), "status"))) {
            rss = lines.filter(l -> l.startsWith("VmRSS:")).map(l -> l.replaceAll("\\D", ""))
                    .mapToLong(Long::parseLong).findFirst().orElse(-1);
        } catch (IOException | RuntimeException e) {
            // not Linux: no RSS figure
        }
        return new long[] {heap, rss};
    }

    private String jcmd(Path jcmd, String what) {
        try {
            Process p = new ProcessBuilder(jcmd.toString(), Long.toString(process.pid()), what)
                    .redirectErrorStream(true).start();
            String text = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            return p.waitFor(30, TimeUnit.SECONDS) && p.exitValue() == 0 ? text : null;
        } catch (IOException e) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }

    @Override
    public void close() {
        process.destroy();
        try {
            if (!process.waitFor(15, TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException shuttingDown) {
            // the JVM is already stopping: its hook kills the process anyway
        }
        TempDirs.delete(dir);
    }

    /** This JVM's class path with every entry absolute: the child runs in its own directory ({@code java -jar} gives a
     * relative one). */
    private static String absoluteClassPath() {
        StringBuilder cp = new StringBuilder();
        for (String entry : System.getProperty("java.class.path").split(java.io.File.pathSeparator)) {
            if (!entry.isEmpty()) {
                cp.append(cp.length() == 0 ? "" : java.io.File.pathSeparator).append(Path.of(entry).toAbsolutePath());
            }
        }
        return cp.toString();
    }
}
