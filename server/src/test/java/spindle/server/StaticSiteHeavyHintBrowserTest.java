package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.openqa.selenium.By;

/**
 * The best moves on the static site's analysis board for the largest variants (Warp and Weft size 6, 0-1-2 with a
 * side of 12): the engine in the page answers, its search ended by the hint's deadline however large the board.
 * The bound here is generous (a phone is slower than this machine); it only tells a deadline from none.
 */
class StaticSiteHeavyHintBrowserTest extends StaticSiteBrowser {
    /** A second of search, the engine's start-up and a slow machine's share. */
    private static final long ANSWER_MILLIS = 15_000;

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({"warp-and-weft, size=6", "zero-one-two, n=12+firstPlayer=P1"})
    void theBestMovesOfTheLargestVariantsComeInAHintsTime(String game, String variant) {
        driver.get(site.url("/analysis/" + game + "/?variant=" + variant));
        browser.waiting(60).until(d -> "true".equals(data("ready")));
        long start = System.nanoTime();
        driver.findElement(By.id("best")).click();
        browser.waiting(ANSWER_MILLIS / 1000).until(d -> !"0".equals(data("best")) && data("best") != null
                || "error".equals(d.findElement(By.id("message")).getDomAttribute("data-kind")));
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertThat(driver.findElement(By.id("message")).getDomAttribute("data-kind"))
                .as(driver.findElement(By.id("message")).getText()).isNotEqualTo("error");
        assertThat(driver.findElements(By.cssSelector("#best-list li"))).isNotEmpty();
        System.out.printf("static site, best moves of %s [%s]: %d ms%n", game, variant, millis);
        browser.screenshot("static-site-heavy-best-" + game + "-phone");
    }
}
