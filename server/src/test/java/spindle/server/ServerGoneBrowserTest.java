package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;

/**
 * The server's own pages when the server goes away (docs/offline.md): the engine's Web Worker runs under the
 * server's policy, and once the service worker has kept the site, a reload with the server stopped still opens
 * the home page, says that the network is gone and what works, and starts a game against the computer that the
 * engine in the browser plays.
 */
class ServerGoneBrowserTest extends OneBrowser {
    private Object js(String script, Object... args) {
        return ((JavascriptExecutor) driver).executeScript(script, args);
    }

    @Test
    void withTheServerStoppedAGameAgainstTheComputerStillStartsAndPlays() {
        open("");
        Object games = ((JavascriptExecutor) driver).executeAsyncScript("const done = arguments[0];"
                + "import('/js/local/engine.js').then((m) => m.engine('gameCatalog'))"
                + ".then((c) => done(c.games.length), (e) => done(String(e)));");
        assertThat(games).as("the engine in the worker, under the server's policy").isEqualTo(4L);
        browser.waiting(30).until(d -> Boolean.TRUE.equals(js("return !!navigator.serviceWorker.controller")));
        web.server.close();
        driver.navigate().refresh();
        browser.waiting(30).until(d -> "true".equals(data("ready")));
        assertThat(driver.findElement(By.id("offline-note")).getText()).startsWith("The server cannot be reached:");
        click(driver.findElement(By.id("quick-ai-one-piece-for-two")));
        browser.waiting(30).until(d -> d.getCurrentUrl().contains("/game/?id=local-") && "true".equals(data("ready")));
        browser.waiting(30).until(d -> "turn".equals(d.findElement(By.id("status")).getDomAttribute("data-state")));
        int before = ply();
        click(driver.findElement(By.cssSelector("#actions .move-button, #board .cell.target")));
        browser.waiting(30).until(d -> ply() > before || !"0".equals(data("steps")));
        browser.screenshot("server-gone-game");
    }
}
