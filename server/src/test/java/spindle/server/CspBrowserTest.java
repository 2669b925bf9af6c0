package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import spindle.engine.Game;
import spindle.engine.Games;

/**
 * Every page under the server's Content-Security-Policy in a real browser (headless Chromium): it renders, and the
 * browser reports no violation of the policy (an inline style or script the policy blocks is logged as an error).
 */
class CspBrowserTest extends OneBrowser {
    /** Opens {@code path}, waits until its script says it is ready, and returns the policy violations logged. */
    private List<String> violations(String path, boolean waitForReady) {
        driver.get(web.server.url() + path.substring(1));
        if (waitForReady) {
            browser.waiting(15).until(d -> "true".equals(d.findElement(By.tagName("body")).getDomAttribute(
                    "data-ready")));
        }
        List<String> found = new ArrayList<>();
        for (LogEntry e : driver.manage().logs().get(LogType.BROWSER)) {
            if (e.getMessage().contains("Content Security Policy") || e.getMessage().contains("Refused to")) {
                found.add(path + ": " + e.getMessage());
            }
        }
        return found;
    }

    @Test
    void noPageBreaksThePolicy() {
        List<String> found = new ArrayList<>();
        List<String> unpainted = new ArrayList<>();
        found.addAll(violations("/", true));
        found.addAll(violations("/lobby", true));
        found.addAll(violations("/compete", true));
        found.addAll(violations("/table", true));
        found.addAll(violations("/bench", true));
        String competition = web.http.post("/api/competitions", "{}").json().get("id").asText();
        found.addAll(violations("/compete/" + competition, true));
        for (Game game : Games.all()) {
            found.addAll(violations("/rules/" + game.id(), false));
            if (CspBrowserTest.class.getResource("/howto/" + game.id() + ".md") != null) {
                found.addAll(violations("/howto/" + game.id(), true));
            }
            int seats = web.http.get("/api/catalog/" + game.id() + "/seats").json().get("seats").size();
            String body = "{\"game\":\"" + game.id() + "\",\"seats\":[" + "\"human\",".repeat(seats - 1)
                    + "\"human\"]}";
            Http.Reply created = web.http.post("/api/games", body);
            assertThat(created.status()).as(created.body()).isEqualTo(201);
            found.addAll(violations("/game/" + created.json().get("id").asText(), true));
            // the same game on the table companion's page, this browser holding its seats
            ((JavascriptExecutor) driver).executeScript("const c = arguments[0], all = {};"
                    + "c.tokens.forEach(t => { all[t.seat] = t.token; });"
                    + "localStorage.setItem('spindle.tokens.' + c.id, JSON.stringify(all));", Http.JSON.convertValue(
                    created.json(), Map.class));
            found.addAll(violations("/table/" + game.id() + "?id=" + created.json().get("id").asText(), true));
            // a board with colours of its own paints the seats' swatches through the CSSOM, which the policy allows
            Object painted = ((JavascriptExecutor) driver).executeScript(
                    "return [...document.querySelectorAll('.swatch')].some(s => s.style.backgroundColor !== '');");
            if (List.of("zero-one-two", "warp-and-weft", "one-piece-for-two").contains(game.id())
                    && !Boolean.TRUE.equals(painted)) {
                unpainted.add(game.id());
            }
        }
        assertThat(found).isEmpty();
        assertThat(unpainted).as("games whose seat swatches have no colour").isEmpty();
    }
}
