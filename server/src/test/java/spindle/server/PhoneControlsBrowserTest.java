package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.openqa.selenium.JavascriptExecutor;

/**
 * Every page on a 390x844 phone: each control (button, field, list, disclosure, navigation link) is at least a
 * finger, 44 CSS px, in its smaller dimension (a checkbox through its label), and every Tab stop has a name to read.
 */
class PhoneControlsBrowserTest extends OneBrowser {
    private static final double FINGER = 44;

    static Stream<String> pages() {
        return Stream.of("", "lobby", "howto/warp-and-weft", "howto/zero-one-two", "rules/zero-one-two", "game", "ratings",
                "analysis/warp-and-weft", "analysis/just-playing-a-round",
                "me", "compete");
    }

    @SuppressWarnings("unchecked")
    @ParameterizedTest(name = "/{0}")
    @MethodSource("pages")
    void everyControlIsAFingerLargeAndEveryTabStopHasAName(String page) {
        browser.size(BoardPages.PHONE_W, BoardPages.PHONE_H);
        String path = !page.equals("game") ? page : "game/" + web.http.post("/api/games",
                "{\"game\":\"one-piece-for-two\",\"seats\":[\"human\",\"human\"]}").json().get("id").asText();
        driver.get(web.server.url() + path);
        try {
            browser.waiting(5).until(d -> "true".equals(data("ready")));
        } catch (org.openqa.selenium.TimeoutException e) {
            // a page without a ready mark: its scripts have had their time
        }
        JavascriptExecutor js = (JavascriptExecutor) driver;
        List<Map<String, Object>> small = (List<Map<String, Object>>) js.executeScript(
                "return [...document.querySelectorAll('button, select, input, summary, nav a, a.button, textarea')]"
                + ".filter(e => e.getClientRects().length && getComputedStyle(e).visibility !== 'hidden'"
                + " && !e.closest('.visually-hidden, .skip') && e.type !== 'hidden')"
                + ".map(e => { const box = /checkbox|radio/.test(e.type) && e.closest('label') ? e.closest('label') : e;"
                + " const r = box.getBoundingClientRect(); return {what: e.outerHTML.slice(0, 80),"
                + " w: r.width, h: r.height}; })"
                + ".filter(c => Math.min(c.w, c.h) < arguments[0] - 0.5);", FINGER);
        assertThat(small).as("controls smaller than a finger on /%s", path).isEmpty();
        List<String> unnamed = (List<String>) js.executeScript(
                "return [...document.querySelectorAll('a[href], button, input, select, textarea, summary, [tabindex]')]"
                + ".filter(e => e.tabIndex >= 0 && !e.disabled && e.getClientRects().length)"
                + ".filter(e => !((e.getAttribute('aria-label') || e.textContent || e.title || e.value"
                + " || e.placeholder || (e.labels && e.labels.length && e.labels[0].textContent) || '').trim()))"
                + ".map(e => e.outerHTML.slice(0, 80));");
        assertThat(unnamed).as("Tab stops without a name on /%s", path).isEmpty();
        assertThat((List<String>) js.executeScript("return [...document.querySelectorAll('.thumb *')]"
                + ".filter(e => e.tabIndex >= 0).map(e => e.outerHTML.slice(0, 60));"))
                .as("a picture is no Tab stop").isEmpty();
        browser.screenshot("phone-controls-" + (page.isEmpty() ? "home" : page.replace("/", "-")));
    }
}
