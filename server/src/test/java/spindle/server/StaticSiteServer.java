package spindle.server;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import spindle.server.pages.StaticSite;

/**
 * The static site ({@code spindle site DIR}) served by a plain file server that is not Spindle's: Python's
 * {@code http.server}, as a person would host it. {@link #stop} ends the file server, as when the network goes.
 */
final class StaticSiteServer implements AutoCloseable {
    final Path dir;
    final int port;
    private Process process;

    private StaticSiteServer(Path dir, int port) {
        this.dir = dir;
        this.port = port;
    }

    static StaticSiteServer start() {
        try {
            Path dir = Files.createTempDirectory("spindle-site");
            StaticSite.write(dir);
            int port;
            try (ServerSocket free = new ServerSocket(0)) {
                port = free.getLocalPort();
            }
            StaticSiteServer site = new StaticSiteServer(dir, port);
            site.serve();
            return site;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    String url(String path) {
        return "http://127.0.0.1:" + port + path;
    }

    /** Starts (or starts again) the file server and waits until it takes connections. */
    void serve() throws IOException {
        process = new ProcessBuilder("python3", "-m", "http.server", Integer.toString(port), "--bind", "127.0.0.1",
                "--directory", dir.toString()).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        Instant end = Instant.now().plus(Duration.ofSeconds(15));
        while (Instant.now().isBefore(end)) {
            try {
                new Socket("127.0.0.1", port).close();
                return;
            } catch (IOException notYet) {
                try {
                    Thread.sleep(50);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new IOException(e);
                }
            }
        }
        throw new IOException("python3 -m http.server did not start on port " + port);
    }

    /** Stops the file server: nothing answers on its port any more. */
    void stop() {
        if (process != null) {
            process.destroy();
            try {
                process.waitFor();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            process = null;
        }
    }

    @Override
    public void close() {
        stop();
    }
}
