package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What the How to play pages show, as computed by the browser, in the light and the dark scheme: every mark a figure
 * draws over the pieces it explains (the last turn, the winning line) is an outline in the board's own colours,
 * never a solid shape, the page's text keeps a contrast of at least 4.5:1 against what it is drawn on, and Warp and
 * Weft's edge bands at least 3:1 against the board.
 */
class HowToColoursBrowserTest extends OneBrowser {
    /** Each mark's class and the palette colour of its outline (board.css). */
    private static final Map<String, String> MARKS = Map.of("last-move-halo", "--board-last-halo",
            "last-move-ring", "--board-last", "winning-halo", "--board-win-halo", "winning-ring", "--board-win");

    static Stream<Arguments> pages() {
        return Stream.of("warp-and-weft", "one-piece-for-two", "zero-one-two", "just-playing-a-round")
                .flatMap(g -> Stream.of(Arguments.of(g, "light"), Arguments.of(g, "dark")));
    }

    @AfterEach
    void lightAgain() {
        if (browser != null) {
            browser.scheme("light");
        }
    }

    @SuppressWarnings("unchecked")
    @ParameterizedTest(name = "{0}, {1}")
    @MethodSource("pages")
    void everyFigureMarkIsAnOutlineInTheBoardsColours(String game, String scheme) {
        browser.scheme(scheme);
        browser.size(390, 844);
        open("howto/" + game);
        List<Map<String, Object>> marks = (List<Map<String, Object>>) ((org.openqa.selenium.JavascriptExecutor) driver)
                .executeScript("return [...document.querySelectorAll('figure.howto-board')].flatMap((f, i) =>"
                        + " [...f.querySelectorAll(arguments[0])].map(e => ({figure: i, cls: e.getAttribute('class'),"
                        + " fill: getComputedStyle(e).fill, stroke: getComputedStyle(e).stroke})));",
                        String.join(",", MARKS.keySet().stream().map(c -> "." + c).toList()));
        assertThat(marks).as("the figures of %s mark a last turn", game)
                .anyMatch(m -> m.get("cls").equals("last-move-ring"));
        for (Map<String, Object> mark : marks) {
            String cls = (String) mark.get("cls");
            assertThat(mark.get("fill")).as("fill of a %s in figure %s", cls, mark.get("figure")).isEqualTo("none");
            assertThat(mark.get("stroke")).as("outline of a %s in figure %s", cls, mark.get("figure"))
                    .isEqualTo(Styles.property(driver, MARKS.get(cls)));
        }
        for (Map<String, String> text : Styles.texts(driver, "main *")) {
            assertThat(Styles.contrast(text.get("fg"), text.get("bg")))
                    .as("contrast of \"%s\" (%s on %s)", text.get("text"), text.get("fg"), text.get("bg"))
                    .isGreaterThanOrEqualTo(4.5);
        }
        @SuppressWarnings("unchecked")
        List<Map<String, String>> bands = (List<Map<String, String>>) ((org.openqa.selenium.JavascriptExecutor) driver)
                .executeScript("return [...document.querySelectorAll('figure.howto-board .edge-band')].map(e =>"
                        + " ({fill: getComputedStyle(e).fill,"
                        + " paper: getComputedStyle(e.closest('.board-frame')).backgroundColor}));");
        assertThat(bands.isEmpty()).as("edge bands drawn").isEqualTo(!game.equals("warp-and-weft"));
        for (Map<String, String> band : bands) {
            assertThat(Styles.contrast(band.get("fill"), band.get("paper"))).as("edge band %s on %s", band.get("fill"),
                    band.get("paper")).isGreaterThanOrEqualTo(3);
        }
        if (game.equals("warp-and-weft")) {
            ((org.openqa.selenium.JavascriptExecutor) driver).executeScript(
                    "const f = document.querySelectorAll('figure.howto-board'); f[f.length - 1].scrollIntoView();");
            browser.screenshot("howto-" + game + "-" + scheme + "-figure-phone");
        }
    }
}
