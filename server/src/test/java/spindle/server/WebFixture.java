package spindle.server;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import spindle.server.db.Database;

/**
 * What the browser tests share: a started web server, a JSON client on it, and the headless browsers a test opens
 * on it, all closed together by {@link #close()}. A test that needs a browser none could start is skipped with
 * {@link Browser#whyNot} as the reason.
 */
public final class WebFixture implements AutoCloseable {
    final WebServer server;
    final Http http;
    private final List<Browser> browsers = new ArrayList<>();

    /** Starts {@code server} on a free port. */
    WebFixture(WebServer server) {
        this.server = server.start(0);
        this.http = new Http("http://127.0.0.1:" + this.server.port());
    }

    /** A server keeping its games in memory. */
    static WebFixture inMemory(long thinkMillis) {
        return new WebFixture(new WebServer(thinkMillis));
    }

    /** A server keeping its games in an SQLite file in {@code dir}, as a real one does. */
    static WebFixture onDisk(Path dir, long thinkMillis) {
        return new WebFixture(new WebServer(sqliteStore(dir), thinkMillis));
    }

    /** The store of {@link #onDisk}, for tests that build their server with more settings. */
    public static Stores sqliteStore(Path dir) {
        return Stores.of(Database.open("jdbc:sqlite:" + dir.resolve("web.db")));
    }

    /** One more browser, closed with the fixture; null when none can be started ({@link Browser#whyNot} says why). */
    Browser browser() {
        Browser b = Browser.start();
        if (b != null) {
            browsers.add(b);
        }
        return b;
    }

    /** {@code n} more browsers, or the test is skipped when they cannot all be started. */
    Browser[] browsers(int n) {
        Browser[] started = new Browser[n];
        for (int i = 0; i < n; i++) {
            started[i] = browser();
            assumeStarted(started[i]);
        }
        return started;
    }

    /** Skips the test when {@code browser} could not be started. */
    static void assumeStarted(Browser browser) {
        assumeTrue(browser != null, () -> "browser test skipped: " + Browser.whyNot);
    }

    /** The page's {@code data-<name>} attribute on its body, where the pages' scripts say what state they are in. */
    static String data(WebDriver d, String name) {
        return d.findElement(By.tagName("body")).getDomAttribute("data-" + name);
    }

    /** Opens seat {@code seat}'s link of a game just created, and waits until the page is ready and its socket open. */
    void openSeat(Browser who, JsonNode game, int seat) {
        String link = game.get("tokens").get(seat).get("link").asText();
        who.driver.get(server.url().replaceAll("/$", "") + link);
        who.waiting(15).until(d -> "true".equals(data(d, "ready")) && "open".equals(data(d, "socket")));
    }

    @Override
    public void close() {
        try {
            for (Browser b : browsers) {
                b.close();
            }
        } finally {
            server.close();
        }
    }
}
