package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;

/**
 * The How to play pages in a real browser, on a desktop and on a 390-px phone: every board picture is drawn by the
 * game's own renderer from the position the server replayed, nothing overflows sideways, the guided game is played
 * to its end by clicking what the page says (a wrong click is explained and changes nothing), and the rules pages
 * are written for players. Full-page screenshots go to {@code target/screenshots/}.
 */
class HowToBrowserTest extends OneBrowser {
    private static final List<String> GAMES = List.of("warp-and-weft", "one-piece-for-two", "zero-one-two",
            "just-playing-a-round");
    /** Words of the engineering documents that a rules page for players must not show. */
    private static final List<String> INTERNAL = List.of("seeds/", "Published source", "Acceptance scenario",
            "State machine", "state machine", "integer arithmetic", "floating point", "server/src", ".md",
            "ruling P", "Reason:", "engine");

    static Stream<Arguments> pages() {
        return GAMES.stream().flatMap(g -> Stream.of(Arguments.of(g, "desktop", 1366, 900),
                Arguments.of(g, "phone", 390, 844)));
    }

    private JavascriptExecutor js() {
        return (JavascriptExecutor) driver;
    }

    private void open(String path, int width, int height) {
        browser.size(width, height);
        open(path);
    }

    private long horizontalOverflow() {
        return (Long) js().executeScript("return Math.max(document.documentElement.scrollWidth,"
                + " document.body.scrollWidth) - document.documentElement.clientWidth;");
    }

    /** A screenshot of the whole page: the window is made as tall as the page first. */
    private void fullScreenshot(String name, int width, int height) {
        long tall = (Long) js().executeScript("return document.documentElement.scrollHeight;");
        browser.size(width, (int) Math.min(tall + 140, 14_000));
        browser.screenshot(name);
        browser.size(width, height);
    }

    @ParameterizedTest(name = "{0} on a {1}")
    @MethodSource("pages")
    void picturesAreTheRealPositionsDrawnByTheGamesRenderer(String game, String device, int width, int height) {
        open("howto/" + game, width, height);
        JsonNode positions = web.http.get("/api/howto/" + game).json().get("positions");
        List<WebElement> figures = driver.findElements(By.cssSelector("figure.howto-board"));
        assertThat(figures).hasSize(positions.size()).hasSizeGreaterThanOrEqualTo(3);
        for (int i = 0; i < figures.size(); i++) {
            WebElement figure = figures.get(i);
            assertThat(figure.getDomAttribute("data-drawn")).isEqualTo("true");
            assertThat(figure.getDomAttribute("data-ply")).isEqualTo(positions.get(i).get("view").get("ply").asText());
            assertThat(figure.findElements(By.cssSelector("svg.board-svg [data-key]"))).isNotEmpty();
            assertThat(figure.findElement(By.tagName("figcaption")).getText())
                    .isEqualTo(positions.get(i).get("caption").asText());
            // what the figure shows is exactly what the game's renderer draws for that position
            Object same = js().executeAsyncScript("const [game, i, figure, done] = arguments;"
                    + "Promise.all([import('/js/boards/index.js'), fetch('/api/howto/' + game).then(r => r.json())])"
                    + ".then(async ([boards, data]) => { const board = await boards.boardFor(game);"
                    // in the page, as the figure is: the frame's rings are measured on the drawn elements
                    + " const div = document.createElement('div'); document.body.append(div);"
                    + " board.draw(div, { ...data.positions[i].view, legalMoves: [] }, { targets: new Set(),"
                    + " selected: [], hinted: new Set(), click() {} });"
                    + " const same = div.querySelector('svg').innerHTML === figure.querySelector('svg').innerHTML;"
                    + " div.remove(); done(same); })"
                    + ".catch(e => done(String(e)));", game, i, figure);
            assertThat(same).as("figure %d of %s", i, game).isEqualTo(true);
            // the figure is on screen at a readable size, inside the page's width
            long svgWidth = (Long) js().executeScript("return Math.round(arguments[0].querySelector('svg')"
                    + ".getBoundingClientRect().width);", figure);
            assertThat(svgWidth).isBetween(250L, (long) width);
        }
        // different positions make different pictures
        assertThat(figures.get(0).getDomProperty("innerHTML")).isNotEqualTo(
                figures.get(figures.size() - 1).getDomProperty("innerHTML"));
        assertThat(horizontalOverflow()).as("sideways overflow at %d px", width).isLessThanOrEqualTo(0);
        assertThat(driver.findElement(By.id("nav-rules")).getDomAttribute("href")).isEqualTo("/rules/" + game);
        assertThat(driver.findElement(By.id("nav-play")).getDomAttribute("href")).isEqualTo("/?game=" + game + "#new");
        fullScreenshot("howto-" + game + "-" + device, width, height);
    }

    @ParameterizedTest(name = "{0} on a {1}")
    @MethodSource("pages")
    void theGuidedGameIsPlayedToItsEndByClickingWhatThePageSays(String game, String device, int width,
                                                                 int height) {
        open("howto/" + game, width, height);
        int steps = web.http.get("/api/howto/" + game).json().get("guided").get("steps").size();
        driver.findElement(By.id("g-start")).click();
        browser.waiting(10).until(d -> "playing".equals(data("guided")));
        boolean triedWrong = false;
        for (int i = 0; i < 200 && !"done".equals(data("guided")); i++) {
            browser.waiting(10).until(d -> "done".equals(data("guided")) || !data("expect").isEmpty()
                    || !d.findElements(By.cssSelector("#g-buttons button.g-move")).isEmpty());
            if ("done".equals(data("guided"))) {
                break;
            }
            String step = data("guided-step");
            String expect = data("expect");
            String clicks = data("guided-clicks");
            if (expect.isEmpty()) {
                driver.findElement(By.cssSelector("#g-buttons button.g-move")).click();
            } else {
                if (!triedWrong) {
                    triedWrong = wrongClick(expect, step);
                }
                if (i == 2) {
                    browser.screenshot("howto-" + game + "-" + device + "-guided-step");
                }
                fit(); // the place to click may lie outside a zoomed-in view: the whole board first
                WebElement target = BoardPages.topTarget(driver.findElement(By.id("g-board")), expect);
                assertThat(target.getDomAttribute("class")).contains("target");
                new Actions(driver).moveToElement(target).click().perform();
                browser.waiting(10).until(d -> !step.equals(data("guided-step")) || !clicks.equals(data("guided-clicks"))
                        || "done".equals(data("guided")) || preview() != null);
                if (preview() != null && step.equals(data("guided-step")) && clicks.equals(data("guided-clicks"))) {
                    // on a phone a tap on a target smaller than a finger previews it; the next tap on it plays
                    assertThat(preview()).isEqualTo(expect);
                    assertThat(zoom()).as("the board never zooms by itself").isEqualTo(1);
                    new Actions(driver).moveToElement(BoardPages.topTarget(driver.findElement(By.id("g-board")), expect))
                            .click().perform();
                }
            }
            try {
                browser.waiting(10).until(d -> !step.equals(data("guided-step"))
                        || !clicks.equals(data("guided-clicks")) || "done".equals(data("guided")));
            } catch (org.openqa.selenium.TimeoutException e) {
                throw new AssertionError("the page did not move on after clicking " + expect + " at step " + step
                        + ": it says \"" + driver.findElement(By.id("g-say")).getText() + "\" / \""
                        + driver.findElement(By.id("g-note")).getText() + "\"", e);
            }
        }
        assertThat(data("guided")).isEqualTo("done");
        assertThat(triedWrong).as("a wrong click was tried and explained").isTrue();
        assertThat(driver.findElements(By.cssSelector("#g-log li"))).hasSizeGreaterThanOrEqualTo(steps - 1);
        assertThat(driver.findElement(By.id("g-say")).getText()).isNotBlank();
        assertThat(driver.findElement(By.id("g-play-now")).getDomAttribute("href")).isEqualTo("/?game=" + game + "#new");
        assertThat(horizontalOverflow()).as("sideways overflow at %d px", width).isLessThanOrEqualTo(0);
        browser.screenshot("howto-" + game + "-" + device + "-guided-end");
    }

    /** The board place a tap previewed on the guided board (reach.js), or null. */
    private String preview() {
        return driver.findElement(By.id("g-board")).getDomAttribute("data-preview");
    }

    /** How far the guided board is zoomed in (1: the whole board). */
    private double zoom() {
        List<WebElement> svg = driver.findElements(By.cssSelector("#g-board svg"));
        String zoom = svg.isEmpty() ? null : svg.get(0).getDomAttribute("data-zoom");
        return zoom == null ? 1 : Double.parseDouble(zoom);
    }

    /** Shows the whole guided board again (its Fit button) if it is zoomed in, as a player would. */
    private void fit() {
        if (zoom() > 1) {
            driver.findElement(By.cssSelector("#g-board .board-zoom-fit")).click();
            browser.waiting(5).until(d -> zoom() <= 1);
        }
    }

    /** Clicks a board place that is not the one the page asks for: it explains, and the game does not move. */
    private boolean wrongClick(String expect, String step) {
        List<WebElement> others = driver.findElements(By.cssSelector("#g-board [data-key]")).stream()
                .filter(e -> !expect.equals(e.getDomAttribute("data-key")) && e.isDisplayed()
                        && e.getRect().getWidth() > 4).toList();
        if (others.isEmpty()) {
            return false;
        }
        WebElement other = others.get(others.size() / 2);
        String click = "arguments[0].dispatchEvent(new MouseEvent('click', {bubbles: true}));";
        js().executeScript(click, other);
        browser.waiting(5).until(d -> "1".equals(data("wrong")));
        assertThat(driver.findElement(By.id("g-note")).getText()).startsWith("Not that one.").hasSizeGreaterThan(20);
        assertThat(data("guided-step")).isEqualTo(step);
        assertThat(data("expect")).isEqualTo(expect);
        return true;
    }

    @Test
    void rulesPagesAreWrittenForPlayersAndLinkToHowToPlay() {
        for (String game : GAMES) {
            for (int[] size : new int[][] {{1366, 900}, {390, 844}}) {
                browser.size(size[0], size[1]);
                driver.get(web.server.url() + "rules/" + game);
                String text = driver.findElement(By.tagName("main")).getText();
                assertThat(text).isNotBlank();
                for (String word : INTERNAL) {
                    assertThat(text).as("the %s rules page shows \"%s\"", game, word).doesNotContain(word);
                }
                assertThat(driver.findElement(By.id("nav-howto")).getDomAttribute("href")).isEqualTo("/howto/" + game);
                assertThat(horizontalOverflow()).as("%s rules at %d px", game, size[0]).isLessThanOrEqualTo(0);
                if (size[0] == 390) {
                    fullScreenshot("rules-" + game + "-phone", size[0], size[1]);
                }
            }
        }
    }

    @Test
    void theHomePageAndTheGamePageLinkToHowToPlay() {
        browser.size(1366, 900);
        driver.get(web.server.url());
        browser.waiting(10).until(d -> !d.findElements(By.cssSelector("#card-zero-one-two a.howto-link")).isEmpty());
        for (String game : GAMES) {
            assertThat(driver.findElement(By.cssSelector("#card-" + game + " a.howto-link")).getDomAttribute("href"))
                    .isEqualTo("/howto/" + game);
        }
        String id = web.http.post("/api/games", "{\"game\":\"zero-one-two\",\"seats\":[\"human\",\"human\"]}").json()
                .get("id").asText();
        driver.get(web.server.url() + "game/" + id);
        browser.waiting(10).until(d -> "/howto/zero-one-two".equals(
                d.findElement(By.id("howto")).getDomAttribute("href")));
    }
}
