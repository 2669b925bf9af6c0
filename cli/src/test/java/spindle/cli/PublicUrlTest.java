package spindle.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** {@code spindle serve --public-url}: the public host is served besides localhost, other hosts are refused. */
class PublicUrlTest {
    @TempDir
    Path dir;

    /** The status line of a GET with the given {@code Host} (the JDK's client will not send a foreign one). */
    private static String status(int port, String host) throws IOException {
        try (Socket socket = new Socket("127.0.0.1", port)) {
            socket.setSoTimeout(10_000);
            socket.getOutputStream().write(("GET /api/catalog HTTP/1.1\r\nHost: " + host
                    + "\r\nConnection: close\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1));
            String reply = new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            return reply.lines().findFirst().orElse("");
        }
    }

    @Test
    void thePublicHostIsServedAndOthersAreRefused() throws Exception {
        ServeCommand serve = new ServeCommand();
        StringWriter out = new StringWriter();
        CommandLine cl = new CommandLine(serve);
        cl.setOut(new PrintWriter(out, true));
        AtomicInteger exit = new AtomicInteger(-1);
        Thread thread = new Thread(() -> exit.set(cl.execute("--port", "0", "--db",
                "jdbc:sqlite:" + dir.resolve("spindle.db"), "--public-url", "https://games.example.org",
                "--public-url", "http://10.1.2.3:8000")));
        thread.start();
        Matcher m = Pattern.compile("http://localhost:(\\d+)/").matcher("");
        for (int i = 0; i < 200 && !m.reset(out.toString()).find(); i++) {
            Thread.sleep(50);
        }
        int port = Integer.parseInt(m.group(1));
        try {
            assertThat(status(port, "games.example.org")).contains(" 200 ");
            assertThat(status(port, "10.1.2.3:8000")).contains(" 200 ");
            assertThat(status(port, "localhost:" + port)).contains(" 200 ");
            assertThat(status(port, "evil.example")).contains(" 403 ");
        } finally {
            serve.stop.countDown();
            thread.join(10_000);
        }
        assertThat(exit.get()).isZero();
    }

    @Test
    void aPublicUrlWithoutSchemeIsAClearError() {
        StringWriter err = new StringWriter();
        CommandLine cl = Main.commandLine();
        cl.setErr(new PrintWriter(err, true));
        assertThat(cl.execute("serve", "--port", "0", "--db", "jdbc:sqlite:" + dir.resolve("x.db"),
                "--public-url", "games.example.org")).isEqualTo(2);
        assertThat(err.toString()).contains("--public-url must be an http or https URL");
    }
}
