package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;

/**
 * The analysis board's editor on a 390x844 touch phone, for every game at its default size: the page stays as wide
 * as the phone, every place of the grid is a finger wide and says where it is (the game's coordinates on the edges
 * and in its name, on the square boards), and "Best moves" pressed while still editing answers for the position being set up, not the one
 * before it. "Link copied" shows beside the Copy link button, where the finger is.
 */
class AnalysisPhoneBrowserTest extends PhoneBrowser {
    private Object js(String script, Object... args) {
        return ((JavascriptExecutor) driver).executeScript(script, args);
    }

    private void edit(String game) {
        open("analysis/" + game);
        click(driver.findElement(By.id("mode-edit")));
        browser.waiting(5).until(d -> d.findElement(By.id("editor")).isDisplayed());
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"warp-and-weft", "one-piece-for-two", "zero-one-two", "just-playing-a-round"})
    void theEditorFitsThePhoneAndEveryPlaceIsLabelledAndFingerWide(String game) {
        edit(game);
        browser.screenshot("analysis-phone-editor-" + game);
        js("document.getElementById('grid').scrollIntoView()");
        browser.screenshot("analysis-phone-editor-grid-" + game);
        assertThat(((Number) js("return document.documentElement.scrollWidth")).intValue())
                .as("the page is no wider than the phone").isLessThanOrEqualTo(BoardPages.PHONE_W);
        assertThat(((Number) js("return Math.max(...[...document.querySelectorAll('#grid .grid-cell')]"
                + ".map(e => e.getBoundingClientRect().right))")).doubleValue())
                .as("every place of the grid on screen, without scrolling sideways").isLessThanOrEqualTo(BoardPages.PHONE_W);
        @SuppressWarnings("unchecked")
        List<Number> smallest = (List<Number>) js("return [...document.querySelectorAll('#grid .grid-cell')].map(e => {"
                + " const r = e.getBoundingClientRect(); return Math.min(r.width, r.height); })");
        assertThat(smallest).isNotEmpty().allSatisfy(s -> assertThat(s.doubleValue()).isGreaterThanOrEqualTo(24));
        if (!game.equals("zero-one-two")) { // the hex's text rows are not its coordinates: places named by row
            assertThat(driver.findElements(By.cssSelector("#grid .grid-label"))).as("coordinates on the grid's edges")
                    .isNotEmpty().allSatisfy(l -> assertThat(l.getText()).isNotBlank());
        }
    }

    @Test
    void bestMovesWhileEditingAnswersForThePositionBeingSetUp() {
        edit("warp-and-weft?variant=size%3D2");
        String before = data("checks");
        click(driver.findElement(By.cssSelector("#palette button[data-token='X']")));
        assertThat(driver.findElement(By.cssSelector("#grid .grid-cell[data-r='0'][data-c='0']"))
                .getDomAttribute("aria-label")).as("the game's own coordinates").startsWith("A7: ");
        assertThat(driver.findElements(By.cssSelector("#grid .grid-label")).stream().map(e -> e.getText()).toList())
                .contains("A", "G", "7", "1");
        click(driver.findElement(By.cssSelector("#grid .grid-cell[data-r='0'][data-c='0']")));
        browser.waiting(5).until(d -> !data("checks").equals(before));
        String again = data("checks");
        js("const s = [...document.querySelectorAll('#fields label')].find(l => l.textContent.startsWith('Plies'))"
                + ".querySelector('input'); s.value = '1'; s.dispatchEvent(new Event('change'));");
        browser.waiting(5).until(d -> !data("checks").equals(again));
        String third = data("checks");
        js("const s = [...document.querySelectorAll('#fields label')].find(l => l.textContent.startsWith('Side'))"
                + ".querySelector('select'); s.value = 'weft'; s.dispatchEvent(new Event('change'));");
        browser.waiting(5).until(d -> !data("checks").equals(third));
        String fourth = data("checks");
        js("const s = [...document.querySelectorAll('#fields label')].find(l => l.textContent.startsWith('Swap'))"
                + ".querySelector('select'); s.value = 'swap-open'; s.dispatchEvent(new Event('change'));");
        browser.waiting(5).until(d -> !data("checks").equals(fourth));
        String draft = driver.findElement(By.id("position-text")).getDomProperty("value");
        click(driver.findElement(By.id("best")));
        browser.waiting(30).until(d -> !"0".equals(data("best")) && data("best") != null
                || "error".equals(d.findElement(By.id("message")).getDomAttribute("data-kind")));
        assertThat(driver.findElement(By.id("message")).getDomAttribute("data-kind")).as(driver.findElement(
                By.id("message")).getText()).isNotEqualTo("error");
        assertThat(data("position")).as("the best moves of the position set up").isEqualTo(draft);
        assertThat(data("editing")).isEqualTo("false");
        List<String> best = driver.findElements(By.cssSelector("#best-list li button")).stream()
                .map(b -> b.getText()).toList();
        assertThat(best).isNotEmpty().noneMatch(m -> m.startsWith("A7"));
        assertThat(driver.findElement(By.id("message")).getText()).as("Weft, the second player, is to move")
                .contains("Player 2");
        browser.screenshot("analysis-phone-best-after-editing");
    }

    @Test
    void linkCopiedShowsBesideTheCopyLinkButton() {
        open("analysis/zero-one-two");
        click(driver.findElement(By.id("copy-link")));
        browser.waiting(5).until(d -> !d.findElement(By.id("copy-said")).getText().isBlank());
        double button = ((Number) js("return document.getElementById('copy-link').getBoundingClientRect().bottom"))
                .doubleValue();
        double said = ((Number) js("return document.getElementById('copy-said').getBoundingClientRect().top"))
                .doubleValue();
        assertThat(said - button).as("the answer right under the button").isBetween(-60.0, 60.0);
        assertThat(said).as("on screen").isBetween(0.0, (double) BoardPages.PHONE_H);
        browser.screenshot("analysis-phone-link-copied");
    }
}
