package spindle.cli;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Debian's nginx as a reverse proxy in front of several {@code spindle serve} instances on loopback, run by this
 * process (not as a system service) from a configuration in a temporary directory: the proxy part is the one
 * docs/hosting-cluster.md gives operators (WebSocket upgrades, keep-alive to the instances, X-Forwarded-For).
 * Used by {@code spindle bench-server --instances N --proxy nginx} and the cluster tests. Closing stops it.
 */
final class NginxFront implements AutoCloseable {
    private static final List<String> PLACES = List.of("/usr/sbin/nginx", "/usr/bin/nginx", "/usr/local/sbin/nginx");

    final int port;
    private final Process process;
    private final Path dir;

    private NginxFront(int port, Process process, Path dir) {
        this.port = port;
        this.process = process;
        this.dir = dir;
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
        Process p;
        try {
            p = new ProcessBuilder(nginx.toString(), "-p", dir.toString(), "-c", dir.resolve("nginx.conf").toString(),
                    "-e", dir.resolve("error.log").toString())
                    .redirectErrorStream(true).redirectOutput(dir.resolve("stdout.log").toFile()).start();
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot start nginx: " + e.getMessage());
        }
        NginxFront front = new NginxFront(port, p, dir);
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
        for (ProcessHandle h : Stream.concat(Stream.of(process.toHandle()), process.descendants()).toList()) {
            long n = h.info().totalCpuDuration().map(Duration::toNanos).orElse(-1L);
            if (n < 0) {
                return -1;
            }
            total += n;
        }
        return total;
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

    @Override
    public void close() {
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
        try {
            process.waitFor(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        try (Stream<Path> files = Files.walk(dir)) {
            files.sorted(Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
        } catch (IOException e) {
            // a temporary directory left behind
        }
    }
}
