package spindle.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import spindle.server.limits.Limits;

class ServeCommandTest {
    @TempDir
    Path dir;

    @Test
    void servesThePrintedUrlUntilStopped() throws Exception {
        ServeCommand serve = new ServeCommand();
        StringWriter out = new StringWriter();
        CommandLine cl = new CommandLine(serve);
        cl.setOut(new PrintWriter(out, true));
        AtomicInteger exit = new AtomicInteger(-1);
        Thread thread = new Thread(() -> exit.set(cl.execute("--port", "0", "--db",
                "jdbc:sqlite:" + dir.resolve("spindle.db"))));
        thread.start();
        Pattern url = Pattern.compile("http://localhost:\\d+/");
        Matcher m = url.matcher("");
        for (int i = 0; i < 200 && !m.reset(out.toString()).find(); i++) {
            Thread.sleep(50);
        }
        assertThat(out.toString()).startsWith("Spindle is serving at http://localhost:");
        HttpResponse<String> home = HttpClient.newHttpClient().send(
                HttpRequest.newBuilder(URI.create(m.group() + "api/catalog")).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(home.statusCode()).isEqualTo(200);
        assertThat(home.body()).startsWith("{\"games\":[");
        serve.stop.countDown();
        thread.join(10_000);
        assertThat(exit.get()).isZero();
    }

    @Test
    void aBadPortIsAClearError() {
        StringWriter err = new StringWriter();
        CommandLine cl = Main.commandLine();
        cl.setErr(new PrintWriter(err, true));
        assertThat(cl.execute("serve", "--port", "70000")).isEqualTo(2);
        assertThat(err.toString()).contains("--port must be 0..65535");
    }

    @Test
    void anUnknownDatabaseIsAClearError() {
        StringWriter err = new StringWriter();
        CommandLine cl = Main.commandLine();
        cl.setErr(new PrintWriter(err, true));
        assertThat(cl.execute("serve", "--port", "0", "--db", "jdbc:mysql://localhost/x")).isEqualTo(2);
        assertThat(err.toString()).contains("jdbc:sqlite:<file> or jdbc:postgresql://");
    }

    @Test
    void theHelpListsEveryLimitWithItsDefault() {
        StringWriter out = new StringWriter();
        CommandLine cl = Main.commandLine();
        cl.setOut(new PrintWriter(out, true));
        assertThat(cl.execute("serve", "--help")).isZero();
        String help = out.toString().replaceAll("\\s+", " ");
        assertThat(help).contains("--limit=KEY=VALUE").contains("--trust-proxy").contains("rates=off");
        for (var e : Limits.defaults().values().entrySet()) {
            assertThat(help).as(e.getKey()).contains(e.getKey() + "=");
        }
        assertThat(help).contains("creates=20").contains("ai-ms=5000").contains("analysis-queue=16");
    }

    @Test
    void anUnknownLimitIsAClearError() {
        StringWriter err = new StringWriter();
        CommandLine cl = Main.commandLine();
        cl.setErr(new PrintWriter(err, true));
        assertThat(cl.execute("serve", "--port", "0", "--db", "jdbc:sqlite:" + dir.resolve("x.db"), "--limit",
                "speed=3")).isEqualTo(2);
        assertThat(err.toString()).contains("unknown limit 'speed'").contains("rates=off");
    }

    @Test
    void anEmptyGameCacheIsAClearError() {
        StringWriter err = new StringWriter();
        CommandLine cl = Main.commandLine();
        cl.setErr(new PrintWriter(err, true));
        assertThat(cl.execute("serve", "--port", "0", "--db", "jdbc:sqlite:" + dir.resolve("x.db"),
                "--cached-games", "0")).isEqualTo(2);
        assertThat(err.toString()).contains("--cached-games and --cache-minutes must be at least 1");
    }
}
