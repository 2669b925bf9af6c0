package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;

/**
 * Every page's text keeps a contrast of at least 4.5:1 against what it is drawn on, and a board's edge bands at
 * least 3:1 against the board, in the light and the dark scheme: the home page, the game page (status, move list,
 * panels, buttons), the lobby, My games, the ratings, the competitions and the table companion.
 */
class ContrastBrowserTest extends OneBrowser {
    static Stream<Arguments> pages() {
        return Stream.of("", "game", "lobby", "me", "ratings", "compete", "table", "table-game")
                .flatMap(p -> Stream.of(Arguments.of(p, "light"), Arguments.of(p, "dark")));
    }

    @AfterEach
    void lightAgain() {
        if (browser != null) {
            browser.scheme("light");
        }
    }

    /** A Warp and Weft game of this browser against the computer, a few moves in. */
    private String game() {
        BoardPages page = new BoardPages(web, browser);
        JsonNode created = page.handGame("{\"game\":\"warp-and-weft\",\"seats\":[\"human\",\"ai:random\"],"
                + "\"variant\":\"size=4\",\"seed\":3,\"paceMillis\":0}", 1);
        page.playApi(created, "C13");
        return "game/" + created.get("id").asText();
    }

    @SuppressWarnings("unchecked")
    @ParameterizedTest(name = "/{0}, {1}")
    @MethodSource("pages")
    void textAndBoardEdgesContrast(String page, String scheme) {
        browser.scheme(scheme);
        browser.size(BoardPages.PHONE_W, BoardPages.PHONE_H);
        String path = page.equals("game") ? game() : page.equals("table-game") ? "table/warp-and-weft?new" : page;
        open(path);
        if (page.equals("table-game")) { // a game under way, a move taken back (the dashed "Undone" box)
            click(driver.findElement(By.id("start-initial")));
            browser.waiting(10).until(d -> data("ply") != null);
            driver.findElement(By.id("move-input")).sendKeys("C1\n");
            browser.waiting(10).until(d -> data("pending") != null);
            click(driver.findElement(By.id("confirm-yes")));
            browser.waiting(10).until(d -> ply() == 1);
            click(driver.findElement(By.id("undo")));
            browser.waiting(10).until(d -> ply() == 0);
        }
        if (page.equals("game")) {
            browser.waiting(15).until(d -> ply() >= 2);
        }
        List<String> poor = new ArrayList<>();
        for (Map<String, String> text : Styles.texts(driver, "body *:not(svg, svg *, :disabled)")) {
            double ratio = Styles.contrast(text.get("fg"), text.get("bg"));
            if (ratio < 4.5) {
                poor.add(String.format("\"%s\" %s on %s: %.2f", text.get("text"), text.get("fg"), text.get("bg"),
                        ratio));
            }
        }
        assertThat(poor).as("text under 4.5:1 on /%s (%s)", path, scheme).isEmpty();
        List<Map<String, String>> bands = (List<Map<String, String>>) ((JavascriptExecutor) driver).executeScript(
                "return [...document.querySelectorAll('#board .edge-band')].map(e =>"
                + " ({fill: getComputedStyle(e).fill,"
                + " paper: getComputedStyle(e.closest('.board-frame')).backgroundColor}));");
        assertThat(bands.isEmpty()).as("edge bands drawn").isEqualTo(!page.equals("game") && !page.equals("table-game"));
        for (Map<String, String> band : bands) {
            assertThat(Styles.contrast(band.get("fill"), band.get("paper"))).as("edge band %s on %s", band.get("fill"),
                    band.get("paper")).isGreaterThanOrEqualTo(3);
        }
        browser.screenshot("contrast-" + (page.isEmpty() ? "home" : page) + "-" + scheme + "-phone");
    }
}
