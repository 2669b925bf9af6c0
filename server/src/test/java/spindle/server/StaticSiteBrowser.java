package spindle.server;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.TestInstance;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;

/**
 * Browser tests of the static site ({@code spindle site}) served by Python's file server, not Spindle's: one site and
 * one headless Chromium for a whole class, on a phone held upright with a finger; skipped without Chromium.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class StaticSiteBrowser {
    StaticSiteServer site;
    Browser browser;
    WebDriver driver;

    @BeforeAll
    void startSite() {
        site = StaticSiteServer.start();
        browser = Browser.start();
        driver = browser == null ? null : browser.driver;
    }

    @AfterAll
    void stopSite() {
        if (browser != null) {
            browser.close();
        }
        site.close();
    }

    @BeforeEach
    void phone() {
        WebFixture.assumeStarted(browser);
        browser.phone();
    }

    String data(String name) {
        return WebFixture.data(driver, name);
    }

    Object js(String script, Object... args) {
        return ((JavascriptExecutor) driver).executeScript(script, args);
    }

    /** Opens the home page once online, so that the service worker keeps the site, then stops the file server. */
    void offline() {
        driver.get(site.url("/"));
        browser.waiting(30).until(d -> "true".equals(data("ready"))
                && Boolean.TRUE.equals(js("return !!navigator.serviceWorker.controller")));
        site.stop();
    }
}
