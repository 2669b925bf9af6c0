package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;

/**
 * Taps per move on a 390x844 touch phone (issue 39): a One Piece for Two piece is two taps, one per half, each on
 * its place; a move that is the only one left after the first tap is made by that tap.
 */
class TapsPerMoveBrowserTest extends PhoneBrowser {
    private BoardPages page;

    @BeforeEach
    void pages() {
        page = new BoardPages(web, browser);
    }

    /** A finger's tap at the centre of the board's target {@code key}. */
    @SuppressWarnings("unchecked")
    private void tapTarget(String key) {
        Map<String, Object> c = (Map<String, Object>) page.js("const e = document.querySelector("
                + "`#board .hit-top[data-key='${arguments[0]}']`); e.scrollIntoView({block: 'center'});"
                + "const r = e.getBoundingClientRect(); return {x: r.left + r.width / 2, y: r.top + r.height / 2};", key);
        browser.tap(((Number) c.get("x")).doubleValue(), ((Number) c.get("y")).doubleValue());
    }

    @Test
    void aPieceIsTwoTapsOnePerHalf() {
        String id = page.handGame("{\"game\":\"one-piece-for-two\",\"seats\":[\"human\",\"ai:random\"],\"seed\":3,"
                + "\"paceMillis\":0,\"variant\":{\"gameEdge\":\"bottom\",\"starterColour\":\"red\"}}", 1)
                .get("id").asText();
        page.open("game/" + id);
        int before = page.ply();
        @SuppressWarnings("unchecked")
        List<String> first = (List<String>) page.js("return [...document.querySelectorAll('#board .hit-top')]"
                + ".map(e => e.dataset.key)");
        assertThat(first).isNotEmpty();
        tapTarget(first.get(first.size() / 2));
        browser.waiting(5).until(d -> !"0".equals(page.data("steps")) || page.ply() > before);
        int taps = 1;
        if (page.ply() == before) {
            assertThat(driver.findElement(By.id("board")).getDomAttribute("data-preview")).as("no preview to confirm")
                    .isNull();
            @SuppressWarnings("unchecked")
            List<String> second = (List<String>) page.js("return [...document.querySelectorAll('#board .hit-top')]"
                    + ".map(e => e.dataset.key)");
            tapTarget(second.get(0));
            taps++;
            browser.waiting(5).until(d -> page.ply() > before);
        }
        assertThat(taps).as("taps for the piece").isLessThanOrEqualTo(2);
        browser.screenshot("taps-one-piece-two-taps-phone");
    }
}
