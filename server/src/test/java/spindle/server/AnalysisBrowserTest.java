package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * The analysis board (/analysis/{game}) in a browser: a position set up in the editor on a desktop and on a phone,
 * with live validation; its link opened in a second browser shows the same board; the computer's three best moves;
 * playing on against the computer.
 */
class AnalysisBrowserTest extends OneBrowser {
    private static final String TINY = "/analysis/warp-and-weft?variant=size%3D2";

    private Object js(String script, Object... args) {
        return ((JavascriptExecutor) driver).executeScript(script, args);
    }

    private String message() {
        return driver.findElement(By.id("message")).getText();
    }

    private WebElement field(String label) {
        return driver.findElement(By.xpath("//div[@id='fields']/label[starts-with(normalize-space(.), '" + label
                + "')]/*[self::select or self::input]"));
    }

    /** Sets a text field of the editor and waits for the server's verdict on the new text. */
    private void type(String label, String value) {
        String before = data("checks");
        WebElement input = field(label);
        input.clear();
        input.sendKeys(value + "\t");
        browser.waiting(5).until(d -> !data("checks").equals(before));
    }

    private void choose(String label, String value) {
        String before = data("checks");
        new Select(field(label)).selectByValue(value);
        browser.waiting(5).until(d -> !data("checks").equals(before));
    }

    /**
     * Sets up, on the size 2 board, Warp's first thread on A7 with Weft to move and the swap open: each step checked
     * by the server, first refused with the reason, then accepted. Returns the position text the page shows.
     */
    private String setUpFirstMove(String shotName) {
        open(TINY.substring(1));
        click(driver.findElement(By.id("mode-edit")));
        browser.waiting(5).until(d -> d.findElement(By.id("editor")).isDisplayed());
        click(driver.findElement(By.cssSelector("#palette button[data-token='X']")));
        click(driver.findElement(By.cssSelector("#grid .grid-cell[data-r='0'][data-c='0']")));
        browser.waiting(5).until(d -> message().startsWith("Not a position yet"));
        assertThat(message()).contains("Warp has 1 pieces on the board, but has had only 0 turns");
        browser.screenshot(shotName + "-refused");
        type("Plies", "1");
        assertThat(message()).startsWith("Not a position yet").contains("1 plies");
        choose("Side to move", "weft");
        choose("Swap", "swap-open");
        assertThat(message()).startsWith("A position the rules allow: Weft (blue) to move");
        browser.screenshot(shotName);
        click(driver.findElement(By.id("edit-done")));
        browser.waiting(5).until(d -> "false".equals(data("editing")));
        String position = data("position");
        assertThat(position).startsWith("X.-.-.-/").contains(" weft threading threading swap-open 0 ongoing - 1");
        assertThat(driver.getCurrentUrl()).contains("position=X.-.-.-/");
        return position;
    }

    @Test
    void aPositionSetUpOnTheDesktopOpensFromItsLinkInAnotherBrowser() {
        browser.size(1280, 900);
        String position = setUpFirstMove("analysis-desktop-editor");
        String link = driver.getCurrentUrl();
        String board = driver.findElement(By.id("text")).getDomProperty("textContent");
        assertThat(board).contains("X");
        Browser other = web.browser();
        WebFixture.assumeStarted(other);
        other.driver.get(link);
        other.waiting(15).until(d -> "true".equals(WebFixture.data(d, "ready")));
        assertThat(WebFixture.data(other.driver, "position")).isEqualTo(position);
        assertThat(other.driver.findElement(By.id("text")).getDomProperty("textContent")).isEqualTo(board);
        assertThat(other.driver.findElement(By.id("position-text")).getDomProperty("value")).isEqualTo(position);
        other.screenshot("analysis-desktop-shared");
    }

    @Test
    void aPositionSetUpOnAPhoneWithFingerSizedPlaces() {
        browser.phone();
        try {
            open(TINY.substring(1));
            click(driver.findElement(By.id("mode-edit")));
            @SuppressWarnings("unchecked")
            List<Number> smallest = (List<Number>) js("return [...document.querySelectorAll('#grid .grid-cell,"
                    + " #palette button, #fields select, #fields input')].map(e => {"
                    + " const r = e.getBoundingClientRect(); return Math.min(r.width, r.height); })");
            assertThat(smallest).isNotEmpty().allSatisfy(s -> assertThat(s.doubleValue()).isGreaterThanOrEqualTo(44));
            String position = setUpFirstMove("analysis-phone-editor");
            assertThat(((Number) js("return document.documentElement.scrollWidth")).intValue())
                    .as("no sideways scrolling on the phone").isLessThanOrEqualTo(BoardPages.PHONE_W);
            assertThat(js("return document.querySelector('meta[name=viewport]').content")).asString()
                    .contains("width=device-width");
            assertThat(position).contains("swap-open");
            browser.screenshot("analysis-phone-play");
            click(driver.findElement(By.id("mode-edit")));
            String before = data("checks");
            click(driver.findElement(By.id("clear")));
            browser.waiting(5).until(d -> !data("checks").equals(before));
            assertThat(driver.findElement(By.id("position-text")).getDomProperty("value"))
                    .as("the board emptied, the other fields kept")
                    .startsWith("-.-.-.-/.-.-.-./-.-.-.-/").endsWith(" weft threading threading swap-open 0 ongoing - 1");
        } finally {
            browser.touch(false);
        }
    }

    @Test
    void theThreeBestMovesAndPlayingOnAgainstTheComputer() {
        browser.size(1280, 900);
        open("analysis/warp-and-weft?variant=size%3D2%2Cswap%3Doff");
        new Select(driver.findElement(By.id("computer-side"))).selectByValue("1");
        new Select(driver.findElement(By.id("level"))).selectByValue("easy");
        click(driver.findElement(By.id("best")));
        browser.waiting(30).until(d -> "3".equals(data("best")));
        List<WebElement> best = driver.findElements(By.cssSelector("#best-list li"));
        assertThat(best).hasSize(3);
        assertThat(best.get(0).getText()).contains("Warp (you, Player 1) wins in 19");
        assertThat(best.get(1).getText()).containsPattern("value \\d\\.\\d\\d|a forced|lost|wins in");
        browser.screenshot("analysis-desktop-best");
        String first = best.get(0).findElement(By.tagName("button")).getText();
        click(best.get(0).findElement(By.tagName("button")));
        browser.waiting(30).until(d -> "2".equals(data("ply")));
        List<WebElement> line = driver.findElements(By.cssSelector("#moves li"));
        assertThat(line).hasSize(2);
        assertThat(line.get(0).getText()).isEqualTo(first);
        assertThat(driver.getCurrentUrl()).contains("moves=" + first + "%3B");
        click(driver.findElement(By.id("line-prev")));
        browser.waiting(5).until(d -> "1".equals(data("ply")));
        click(driver.findElement(By.id("reset")));
        browser.waiting(5).until(d -> "0".equals(data("ply")) && driver.findElements(By.cssSelector("#moves li"))
                .isEmpty());
    }

    @Test
    void aGamePageOpensItsPositionOnTheAnalysisBoard() {
        browser.size(1280, 900);
        com.fasterxml.jackson.databind.JsonNode game = PositionApiTest.gameInProgress(web.http, "one-piece-for-two", 6,
                11);
        open("game/" + game.get("id").asText());
        WebElement analyse = driver.findElement(By.id("analyse"));
        assertThat(analyse.isDisplayed()).as(String.valueOf(js("const a = document.getElementById('analyse');"
                + " return a.outerHTML + ' ' + getComputedStyle(a).display + ' ' + getComputedStyle(a.parentElement).display;")))
                .isTrue();
        assertThat(analyse.getText()).isEqualTo("Analyse from here");
        click(analyse);
        browser.waiting(15).until(d -> d.getCurrentUrl().contains("/analysis/one-piece-for-two")
                && "true".equals(data("ready")));
        assertThat(data("position")).isEqualTo(game.get("position").asText());
        browser.screenshot("analysis-from-game");
    }

    @Test
    void choosingANamedVariantStartsOverOnItsBoard() {
        browser.size(1280, 900);
        open("analysis/one-piece-for-two");
        String before = data("position");
        Select variants = new Select(driver.findElement(By.id("variant-choice")));
        assertThat(variants.getOptions()).hasSizeGreaterThan(1);
        String chosen = variants.getOptions().get(1).getDomAttribute("value");
        variants.selectByIndex(1);
        browser.waiting(15).until(d -> d.getCurrentUrl().contains("variant=") && "true".equals(data("ready")));
        assertThat(new Select(driver.findElement(By.id("variant-choice"))).getFirstSelectedOption()
                .getDomAttribute("value")).isEqualTo(chosen);
        assertThat(driver.findElement(By.id("variant")).getText()).contains(chosen);
        assertThat(data("position")).isNotBlank().isNotEqualTo(before);
    }
}
