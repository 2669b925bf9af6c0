package spindle.cli;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Stream;

/**
 * Debian's nginx as a reverse proxy in front of several {@code spindle serve} instances on loopback, run by this
 * process (not as a system service) from a configuration in a temporary directory: the proxy part is the one
 * docs/hosting-cluster.md gives operators (WebSocket upgrades, keep-alive to the instances, X-Forwarded-For).
 * Used by {@code spindle bench-server --instances N --proxy nginx} and the cluster tests. Closing stops it.
 */
final class NginxFront implements AutoCloseable {
    private static final List<String> PLACES = List.of("/usr/sbin/nginx", "/usr/bin/nginx", "/usr/local/sbin/nginx");
    /** How long {@link #close} lets nginx finish its requests after {@code nginx -s quit} before it stops it fast. */
    private static final long QUIT_MILLIS = 5_000;
    /** How long {@link #close} waits for a process it signalled to go, before the next, harder signal. */
    private static final long GONE_MILLIS = 2_000;

    final int port;
    private final Process process;
    private final Path dir;
    /** nginx and the options naming this instance's directory, configuration and error log. */
    private final List<String> command;

    private NginxFront(int port, Process process, Path dir, List<String> command) {
        this.port = port;
        this.process = process;
        this.dir = dir;
        this.command = command;
    }

    /** The nginx program, or null when it is not installed. */
    static Path binary() {
        return PLACES.stream().map(Path::of).filter(Files::isExecutable).findFirst().orElse(null);
    }

    /**
     * Starts nginx on a free loopback port, balancing over the instances on {@code ports}; waits (at most 10 s) until
     * it accepts connections.
     *
     * @throws IllegalArgumentException when nginx is missing or does not start, with its error log
     */
    static NginxFront start(List<Integer> ports) {
        Path nginx = binary();
        if (nginx == null) {
            throw new IllegalArgumentException("nginx is not installed (Debian: apt-get install nginx)");
        }
        Path dir;
        int port;
        try {
            dir = Files.createTempDirectory("spindle-nginx");
            dir.toFile().setReadable(true, false);
            dir.toFile().setWritable(true, false); // nginx's workers may run as another user when started as root
            dir.toFile().setExecutable(true, false);
            try (ServerSocket s = new ServerSocket(0)) {
                port = s.getLocalPort();
            }
            Files.writeString(dir.resolve("nginx.conf"), config(dir, port, ports), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot prepare nginx's configuration: " + e.getMessage());
        }
        List<String> command = List.of(nginx.toString(), "-p", dir.toString(), "-c",
                dir.resolve("nginx.conf").toString(), "-e", dir.resolve("error.log").toString());
        Process p;
        try {
            p = new ProcessBuilder(command).redirectErrorStream(true)
                    .redirectOutput(dir.resolve("stdout.log").toFile()).start();
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot start nginx: " + e.getMessage());
        }
        NginxFront front = new NginxFront(port, p, dir, command);
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (System.nanoTime() < end) {
            if (!p.isAlive()) {
                break;
            }
            try {
                new Socket("127.0.0.1", port).close();
                return front;
            } catch (IOException notYet) {
                sleep(50);
            }
        }
        String log = front.log();
        front.close();
        throw new IllegalArgumentException("nginx did not start: " + log.strip().replace('\n', ' '));
    }

    /** A whole nginx configuration for this process; the {@code upstream} and {@code server} blocks are the guide's. */
    static String config(Path dir, int port, List<Integer> ports) {
        StringBuilder upstream = new StringBuilder();
        for (int p : ports) {
            upstream.append("        server 127.0.0.1:").append(p).append(" max_fails=1 fail_timeout=5s;\n");
        }
        String root = "root".equals(System.getProperty("user.name")) ? "user root;\n" : "";
        return root + "daemon off;\nworker_processes 1;\npid " + dir.resolve("nginx.pid") + ";\n"
                + "events { worker_connections 4096; }\n"
                + "http {\n"
                + "    access_log off;\n"
                + "    client_body_temp_path " + dir.resolve("body") + ";\n"
                + "    proxy_temp_path " + dir.resolve("proxy") + ";\n"
                + "    fastcgi_temp_path " + dir.resolve("fastcgi") + ";\n"
                + "    uwsgi_temp_path " + dir.resolve("uwsgi") + ";\n"
                + "    scgi_temp_path " + dir.resolve("scgi") + ";\n"
                + "    map $http_upgrade $connection_upgrade {\n        default upgrade;\n        ''      '';\n    }\n"
                + "    upstream spindle {\n" + upstream + "        keepalive 64;\n    }\n"
                + "    server {\n        listen 127.0.0.1:" + port + ";\n"
                + "        location / {\n"
                + "            proxy_pass http://spindle;\n"
                + "            proxy_http_version 1.1;\n"
                + "            proxy_set_header Upgrade $http_upgrade;\n"
                + "            proxy_set_header Connection $connection_upgrade;\n"
                + "            proxy_set_header Host $host;\n"
                + "            proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;\n"
                + "            proxy_set_header X-Forwarded-Proto $scheme;\n"
                + "            proxy_read_timeout 120s;\n"
                + "            proxy_next_upstream error timeout;\n"
                + "        }\n    }\n}\n";
    }

    /** nginx's CPU time so far (master and workers), or -1 where the platform does not tell. */
    long cpuNanos() {
        long total = 0;
        for (ProcessHandle h : processes()) {
            long n = h.info().totalCpuDuration().map(Duration::toNanos).orElse(-1L);
            if (n < 0) {
                return -1;
            }
            total += n;
        }
        return total;
    }

    /** nginx's processes now: the master, then its workers. */
    List<ProcessHandle> processes() {
        return Stream.concat(Stream.of(process.toHandle()), process.descendants()).toList();
    }

    String log() {
        try {
            Path log = dir.resolve("error.log");
            return Files.exists(log) ? Files.readString(log, StandardCharsets.UTF_8) : "";
        } catch (IOException e) {
            return "";
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * Stops nginx as its master expects: {@code nginx -s quit} (the master lets its workers finish their requests and
     * reaps them), SIGTERM (a fast stop, still through the master) when it is not gone after {@link #QUIT_MILLIS},
     * and SIGKILL last for whatever is left of the master and the workers it had. Killing the workers first, as this
     * did before, made the master start new ones, which outlived it as orphans still holding the port.
     */
    @Override
    public void close() {
        List<ProcessHandle> started = processes();
        ProcessHandle master = process.toHandle();
        if (!quit() || !gone(master, QUIT_MILLIS)) {
            master.destroy();
            gone(master, GONE_MILLIS);
        }
        for (ProcessHandle h : started) {
            if (h.isAlive()) {
                h.destroyForcibly();
                gone(h, GONE_MILLIS);
            }
        }
        TempDirs.delete(dir);
    }

    /** Runs {@code nginx -s quit} for this instance; whether nginx took the signal. */
    private boolean quit() {
        List<String> quit = new ArrayList<>(command);
        quit.addAll(List.of("-s", "quit"));
        try {
            Process q = new ProcessBuilder(quit).redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            if (!q.waitFor(GONE_MILLIS, TimeUnit.MILLISECONDS)) {
                q.destroyForcibly();
                return false;
            }
            return q.exitValue() == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** Waits up to {@code millis} for {@code h} to end; whether it has. */
    private static boolean gone(ProcessHandle h, long millis) {
        try {
            h.onExit().get(millis, TimeUnit.MILLISECONDS);
        } catch (TimeoutException | ExecutionException e) {
            // still running: the caller signals harder
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return !h.isAlive();
    }
}
