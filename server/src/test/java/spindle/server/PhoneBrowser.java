package spindle.server;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;

/** Browser tests on a phone held upright (390 x 844) and used with a finger; the mouse again after each test. */
abstract class PhoneBrowser extends OneBrowser {
    @BeforeEach
    void phone() {
        browser.phone();
    }

    @AfterEach
    void mouseAgain() {
        if (browser != null) {
            browser.touch(false);
        }
    }
}
