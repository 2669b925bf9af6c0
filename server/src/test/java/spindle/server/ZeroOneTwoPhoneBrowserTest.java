package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.JavascriptExecutor;

/**
 * 0-1-2 on a 390x844 phone, a game well under way (issue 39): each q coordinate stands on its own slanted line of
 * holes, next to its lowest hole, so that a typed move reads the right hole; thread numbers do not overlap.
 */
class ZeroOneTwoPhoneBrowserTest extends OneBrowser {
    private Object js(String script) {
        return ((JavascriptExecutor) driver).executeScript(script);
    }

    @Test
    @SuppressWarnings("unchecked")
    void qLabelsStandOnTheirLinesAndThreadNumbersDoNotOverlap() {
        browser.size(BoardPages.PHONE_W, BoardPages.PHONE_H);
        String id = PositionApiTest.gameInProgress(web.http, "zero-one-two", 60, 5).get("id").asText();
        open("game/" + id);
        // each label qK: the hole nearest to it is on line q = K, and it is in line with that line's holes
        List<Map<String, Object>> off = (List<Map<String, Object>>) js("const c = (e) => { const r ="
                + " e.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; };"
                + "const holes = [...document.querySelectorAll('#board [data-at^=\"h:\"]')]"
                + ".map((e) => ({q: e.getAttribute('data-at').slice(2).split(',')[0], p: c(e)}));"
                + "return [...document.querySelectorAll('#board text.coord')].filter((t) => /^q-?\\d+$/.test(t.textContent))"
                + ".map((t) => { const q = t.textContent.slice(1); const p = c(t);"
                + " const near = holes.reduce((a, h) => Math.hypot(h.p[0] - p[0], h.p[1] - p[1])"
                + "   < Math.hypot(a.p[0] - p[0], a.p[1] - p[1]) ? h : a);"
                + " return {q, nearest: near.q}; }).filter((x) => x.nearest !== x.q);");
        assertThat(off).as("q labels nearer another line's hole").isEmpty();
        List<List<Number>> numbers = (List<List<Number>>) js("return [...document.querySelectorAll("
                + "'#board .thread-number')].map((t) => { const r = t.getBoundingClientRect();"
                + " return [r.left, r.top, r.right, r.bottom]; });");
        assertThat(numbers).as("thread numbers drawn").isNotEmpty();
        for (int i = 0; i < numbers.size(); i++) {
            for (int j = i + 1; j < numbers.size(); j++) {
                List<Number> a = numbers.get(i);
                List<Number> b = numbers.get(j);
                boolean overlap = a.get(0).doubleValue() < b.get(2).doubleValue() - 1
                        && b.get(0).doubleValue() < a.get(2).doubleValue() - 1
                        && a.get(1).doubleValue() < b.get(3).doubleValue() - 1
                        && b.get(1).doubleValue() < a.get(3).doubleValue() - 1;
                assertThat(overlap).as("thread numbers " + i + " and " + j + " overlap").isFalse();
            }
        }
        browser.screenshot("zero-one-two-phone-labels");
    }
}
