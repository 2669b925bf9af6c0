package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;

/**
 * The board browser tests' page helpers: games made through the API (by AI seats, or with
 * every seat held by this browser), the page's body data, the board's raised targets with their on-screen size and
 * what lies at their centres.
 */
public final class BoardPages {
    static final int PHONE_W = 390;
    static final int PHONE_H = 844;

    final WebServer server;
    final Browser browser;
    final WebDriver driver;
    final Http http;

    /** The pages of {@code browser}, started by {@code web}. */
    BoardPages(WebFixture web, Browser browser) {
        this.server = web.server;
        this.http = web.http;
        this.browser = browser;
        this.driver = browser.driver;
    }

    /**
     * The element a click on board place {@code key} lands on: the transparent hit copy the board raises over each
     * target (so pieces and labels on it cannot catch the click), or the target itself where none was raised.
     */
    static org.openqa.selenium.WebElement topTarget(org.openqa.selenium.SearchContext d, String key) {
        List<org.openqa.selenium.WebElement> top = d.findElements(By.cssSelector("[data-key='" + key + "'].hit-top"));
        return top.isEmpty() ? d.findElement(By.cssSelector("[data-key='" + key + "'].target")) : top.get(0);
    }

    Object js(String script, Object... args) {
        return ((JavascriptExecutor) driver).executeScript(script, args);
    }

    String data(String name) {
        return driver.findElement(By.tagName("body")).getDomAttribute("data-" + name);
    }

    int ply() {
        return Integer.parseInt(data("ply"));
    }

    void open(String path) {
        driver.get(server.url() + path);
        browser.waiting(15).until(d -> "true".equals(data("ready")));
    }

    String create(String body) {
        Http.Reply created = http.post("/api/games", body);
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        return created.json().get("id").asText();
    }

    String aiGame(String game, int seed) {
        String seats = game.equals("just-playing-a-round") ? "[\"ai:random\"]" : "[\"ai:random\",\"ai:random\"]";
        return create("{\"game\":\"" + game + "\",\"seats\":" + seats + ",\"seed\":" + seed + ",\"paceMillis\":0}");
    }

    /** A game whose seats this browser holds (through the seats' links), for playing it by hand. */
    JsonNode handGame(String body, int seats) {
        JsonNode created = http.post("/api/games", body).json();
        String id = created.get("id").asText();
        for (int seat = 0; seat < seats; seat++) {
            open("game/" + id + "?seat=" + seat + "#token=" + Http.token(created, seat));
        }
        return created;
    }

    /**
     * Plays {@code move} through the API with the token of the seat to move: the one this browser holds when it
     * opened the seat's link (taking an invited seat gives the browser a new token), else the creator's.
     */
    void playApi(JsonNode created, String move) {
        String id = created.get("id").asText();
        JsonNode state = http.get("/api/games/" + id).json();
        int seat = Math.max(0, state.get("toMove").asInt());
        Object held = js("return JSON.parse(localStorage.getItem('spindle.tokens.' + arguments[0]) || '{}')"
                + "[arguments[1]] || null", id, String.valueOf(seat));
        Http.Reply r = http.post("/api/games/" + id + "/moves", GameApiTest.moveBody(move, state.get("ply").asInt(),
                held != null ? held.toString() : Http.token(created, seat)));
        assertThat(r.status()).as(r.body()).isEqualTo(200);
    }

    @SuppressWarnings("unchecked")
    List<Map<String, Object>> targets() {
        return (List<Map<String, Object>>) js("return [...document.querySelectorAll('#board .hit-top')].map(e => {"
                + "const r = e.getBoundingClientRect(); const x = r.left + r.width / 2, y = r.top + r.height / 2;"
                + "const hit = document.elementFromPoint(x, y);"
                + "const v = e.ownerSVGElement.getBoundingClientRect();"
                + "return {key: e.dataset.key, w: r.width, h: r.height,"
                + " visible: x > v.left && x < v.right && y > v.top && y < v.bottom && x < innerWidth && y < innerHeight"
                + "   && x > 0 && y > 0,"
                + " hit: hit && hit.closest('[data-key]') ? hit.closest('[data-key]').dataset.key : null}; })");
    }

    void noOverflow() {
        assertThat(((Number) js("return document.documentElement.scrollWidth")).intValue())
                .as("the page is no wider than the phone").isLessThanOrEqualTo(PHONE_W);
        assertThat(((Number) js("return document.querySelector('#board svg').getBoundingClientRect().right"))
                .doubleValue()).isLessThanOrEqualTo(PHONE_W);
    }
}
