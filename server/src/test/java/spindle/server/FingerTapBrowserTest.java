package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * Every board under a finger on a 390x844 phone, with touch emulated (taps are touch events, as on a phone): a tap
 * at a target's centre plays it or previews it with a Play button at least 44 px tall that plays it; a tap 12 px
 * beside a target's centre still chooses that target; the board never zooms by itself and shows all of itself
 * after the opponent's reply; a tap or Enter on a place that is no target sends nothing and says why.
 */
class FingerTapBrowserTest extends PhoneBrowser {
    private BoardPages page;

    static Stream<String> games() {
        return Stream.of("warp-and-weft", "one-piece-for-two", "zero-one-two");
    }

    @BeforeEach
    void pages() {
        page = new BoardPages(web, browser);
    }

    /** Taps at {@code point} ({x, y}) and waits until a move was made, a step chosen or a preview shown. */
    private void tapAndWait(Map<String, Object> point, int before, String steps) {
        browser.tap(((Number) point.get("x")).doubleValue(), ((Number) point.get("y")).doubleValue());
        browser.waiting(5).until(d -> page.ply() != before || !steps.equals(page.data("steps")) || preview() != null);
    }

    private String game(String game) {
        String variant = game.equals("warp-and-weft") ? ",\"variant\":\"size=4\""
                : game.equals("one-piece-for-two") ? ",\"variant\":{\"gameEdge\":\"bottom\",\"starterColour\":\"red\"}"
                : "";
        JsonNode created = page.handGame("{\"game\":\"" + game + "\",\"seats\":[\"human\",\"ai:random\"]" + variant
                + ",\"seed\":3,\"paceMillis\":0}", 1);
        String id = created.get("id").asText();
        page.open("game/" + id);
        // every move the page sends to the server is counted
        page.js("window.movesSent = 0; const send = window.fetch; window.fetch = (url, options) => {"
                + " if (String(url).endsWith('/moves')) window.movesSent++; return send(url, options); };");
        return id;
    }

    private long movesSent() {
        return ((Number) page.js("return window.movesSent")).longValue();
    }

    private String preview() {
        return driver.findElement(By.id("board")).getDomAttribute("data-preview");
    }

    /** Plays what is previewed with the Play button, after checking it is a finger's size. */
    private void playPreviewed() {
        WebElement play = driver.findElement(By.cssSelector("#board .board-play"));
        assertThat(play.isDisplayed()).isTrue();
        assertThat(play.getRect().getHeight()).as("Play button height").isGreaterThanOrEqualTo(44);
        assertThat(driver.findElement(By.id("prompt")).getText()).startsWith("Next tap on it:");
        Map<String, Object> r = centre(play);
        browser.tap(((Number) r.get("x")).doubleValue(), ((Number) r.get("y")).doubleValue());
    }

    @SuppressWarnings("unchecked")
    private Map<String, Object> centre(WebElement e) {
        return (Map<String, Object>) page.js("const r = arguments[0].getBoundingClientRect();"
                + "return {x: r.left + r.width / 2, y: r.top + r.height / 2};", e);
    }

    /** Waits until it is this browser's turn again after a move from {@code ply}, or the game ended. */
    private void waitForReply(String id, int ply) {
        browser.waiting(15).until(d -> {
            JsonNode view = web.http.get("/api/games/" + id).json();
            return view.get("over").asBoolean() || (view.get("ply").asInt() > ply && view.get("toMove").asInt() == 0
                    && !view.get("thinking").asBoolean() && page.ply() == view.get("ply").asInt());
        });
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void aTapAtATargetsCentrePlaysItAndTheReplyIsInView(String game) {
        String id = game(game);
        driver.findElement(By.cssSelector("#board .board-zoom-in")).click(); // the player zoomed in
        assertThat(Double.parseDouble(driver.findElement(By.cssSelector("#board svg")).getDomAttribute("data-zoom")))
                .isGreaterThan(1);
        List<Map<String, Object>> visible = page.targets().stream().filter(t -> (Boolean) t.get("visible")).toList();
        assertThat(visible).isNotEmpty();
        Map<String, Object> target = visible.get(visible.size() / 2);
        WebElement hit = driver.findElement(By.cssSelector("#board .hit-top[data-key='" + target.get("key") + "']"));
        int before = page.ply();
        String steps = page.data("steps");
        tapAndWait(centre(hit), before, steps);
        if (preview() != null) {
            assertThat(preview()).isEqualTo(target.get("key"));
            browser.screenshot("finger-" + game + "-preview-phone");
            playPreviewed();
        }
        browser.waiting(5).until(d -> page.ply() != before || !steps.equals(page.data("steps")));
        if (page.ply() != before) {
            waitForReply(id, before);
            WebElement svg = driver.findElement(By.cssSelector("#board svg"));
            assertThat(svg.getDomAttribute("data-zoom")).as("the whole board after the reply").isEqualTo("1.00");
            browser.screenshot("finger-" + game + "-after-reply-phone");
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void aTapTwelvePixelsBesideATargetsCentreChoosesIt(String game) {
        game(game);
        // a target and a side of it where it stays the nearest target to a point 12 px from its centre
        @SuppressWarnings("unchecked")
        Map<String, Object> spot = (Map<String, Object>) page.js("const all = [...document.querySelectorAll("
                + "'#board .hit-top')].map(e => ({key: e.dataset.key, r: e.getBoundingClientRect()}));"
                + "const dist = (x, y, r) => Math.hypot(Math.max(r.left - x, 0, x - r.right),"
                + " Math.max(r.top - y, 0, y - r.bottom));"
                + "let best = null;"
                + "for (const t of all) { const cx = t.r.left + t.r.width / 2, cy = t.r.top + t.r.height / 2;"
                + " if (cy < 20 || cy > innerHeight - 20) continue;"
                + " for (const [dx, dy] of [[12, 0], [-12, 0], [0, 12], [0, -12]]) {"
                + "  const x = cx + dx, y = cy + dy; const own = dist(x, y, t.r);"
                + "  const margin = Math.min(...all.filter(o => o !== t).map(o => dist(x, y, o.r))) - own;"
                + "  if (!best || margin > best.margin) best = {key: t.key, x, y, margin}; } }"
                + "return best;");
        assertThat(spot).as("a target on screen").isNotNull();
        int before = page.ply();
        String steps = page.data("steps");
        tapAndWait(spot, before, steps);
        if (preview() != null) {
            assertThat(preview()).isEqualTo(spot.get("key"));
            // a second tap on the same spot plays it
            browser.tap(((Number) spot.get("x")).doubleValue(), ((Number) spot.get("y")).doubleValue());
            browser.waiting(5).until(d -> page.ply() != before || !steps.equals(page.data("steps")));
        }
        assertThat(movesSent()).isLessThanOrEqualTo(1);
        assertThat(driver.findElement(By.id("message")).getText()).doesNotContain("not legal");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void aTapOrEnterOnANonTargetSendsNothingAndSaysWhy(String game) {
        game(game);
        int before = page.ply();
        // Enter on a place that is no target
        WebElement other = driver.findElements(By.cssSelector("#board [data-key]:not(.target)")).stream()
                .filter(e -> driver.findElements(By.cssSelector("#board .target[data-key='"
                        + e.getDomAttribute("data-key") + "']")).isEmpty()).findFirst().orElseThrow();
        page.js("arguments[0].focus(); arguments[0].dispatchEvent(new KeyboardEvent('keydown',"
                + " {key: 'Enter', bubbles: true}));", other);
        browser.waiting(5).until(d -> !d.findElement(By.id("message")).getText().isBlank());
        assertThat(driver.findElement(By.id("message")).getText()).contains("Nothing can be played on")
                .contains("marked with a dot");
        // a tap out of every target's reach (the message emptied first: the board moves up with it)
        page.js("const m = document.getElementById('message'); m.textContent = ''; m.className = 'message';");
        @SuppressWarnings("unchecked")
        Map<String, Object> far = (Map<String, Object>) page.js("const targets = [...document.querySelectorAll("
                + "'#board .hit-top')].map(e => e.getBoundingClientRect());"
                + "const dist = (x, y, r) => Math.hypot(Math.max(r.left - x, 0, x - r.right),"
                + " Math.max(r.top - y, 0, y - r.bottom));"
                + "for (const e of document.querySelectorAll('#board [data-key]:not(.target)')) {"
                + " const r = e.getBoundingClientRect(); const x = r.left + r.width / 2, y = r.top + r.height / 2;"
                + " if (y > 0 && y < innerHeight && document.elementFromPoint(x, y) === e"
                + "  && targets.every(t => dist(x, y, t) > 24)) return {x, y, key: e.dataset.key}; }"
                + "return null;");
        if (far != null) {
            browser.tap(((Number) far.get("x")).doubleValue(), ((Number) far.get("y")).doubleValue());
            browser.waiting(5).until(d -> !d.findElement(By.id("message")).getText().isBlank());
            assertThat(driver.findElement(By.id("message")).getText()).contains("Nothing can be played on");
        }
        assertThat(movesSent()).as("moves sent to the server").isZero();
        assertThat(page.ply()).isEqualTo(before);
        assertThat(preview()).isNull();
    }
}
