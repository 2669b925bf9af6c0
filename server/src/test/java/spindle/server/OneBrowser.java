package spindle.server;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.TestInstance;
import org.openqa.selenium.ElementClickInterceptedException;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;

/**
 * Browser tests that drive one headless browser through a whole class, on one in-memory server (starting Chromium
 * for every test would take most of their time); each test is skipped when the browser could not be started.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class OneBrowser {
    WebFixture web;
    Browser browser;
    WebDriver driver;

    @BeforeAll
    void startWeb() {
        web = fixture();
        browser = web.browser();
        driver = browser == null ? null : browser.driver;
    }

    /** The server the class's tests share: in memory, AI moves of 100 ms. */
    WebFixture fixture() {
        return WebFixture.inMemory(100);
    }

    @AfterAll
    void stopWeb() {
        web.close();
    }

    @BeforeEach
    void needsBrowser() {
        WebFixture.assumeStarted(browser);
    }

    /** The page's {@code data-<name>} attribute on its body (see {@link WebFixture#data}). */
    String data(String name) {
        return WebFixture.data(driver, name);
    }

    /** How many plies the game page shows played. */
    int ply() {
        return Integer.parseInt(data("ply"));
    }

    /** Opens a page (a path under the home page, or a whole address) and waits until its script is ready. */
    void open(String page) {
        driver.get(page.startsWith("http") ? page : web.server.url() + page);
        browser.waiting(15).until(d -> "true".equals(data("ready")));
    }

    /** A real click; a script click only when another shape lies on top of the target's centre. */
    void click(WebElement e) {
        try {
            e.click();
        } catch (ElementClickInterceptedException covered) {
            ((JavascriptExecutor) driver).executeScript(
                    "arguments[0].dispatchEvent(new MouseEvent('click', {bubbles: true}))", e);
        }
    }
}
