package spindle.server;

import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;

/**
 * Browser tests of two people, alice and bob, each in a headless browser of their own, on a server of their own
 * per test: by default one keeping its games in SQLite under {@link #dir}, as a real server does. Each test is
 * skipped when the two browsers could not be started.
 */
public abstract class TwoBrowsers {
    @TempDir
    Path dir;
    WebFixture web;
    Browser alice;
    Browser bob;

    /** The server of each test (not yet started); a test class that needs other settings says which. */
    WebServer server() {
        return new WebServer(WebFixture.sqliteStore(dir), 50);
    }

    @BeforeEach
    void startWeb() {
        web = new WebFixture(server());
        Browser[] two = web.browsers(2);
        alice = two[0];
        bob = two[1];
    }

    @AfterEach
    void stopWeb() {
        web.close();
    }
}
