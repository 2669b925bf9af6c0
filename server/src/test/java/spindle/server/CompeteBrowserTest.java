package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.WindowType;
import org.openqa.selenium.support.ui.Select;

/**
 * A 3Will competition in a real browser (headless Chromium): the organiser creates it from the form and starts it,
 * a contender joins by the link in a second tab and plays round 1 by clicking pieces and squares in their own order,
 * and the organiser's standings follow. Screenshots go to {@code target/screenshots/}.
 */
class CompeteBrowserTest extends OneBrowser {
    /** The organiser chooses seed 7 below, for a known first throw: a test server lets the creator choose it. */
    @Override
    WebFixture fixture() {
        return new WebFixture(new WebServer(Stores.inMemory(), ServerConfig.of(100).withChosenSeeds()));
    }

    /** The cells of a contender's standings row, read in one go (the page redraws the table every second). */
    @SuppressWarnings("unchecked")
    private List<String> row(String name) {
        return (List<String>) ((JavascriptExecutor) driver).executeScript("const r = document.querySelector("
                + "`#standings tr[data-name='${arguments[0]}']`); return r ? [...r.cells].map(c => c.textContent) : [];",
                name);
    }

    /** One play of {@code colour} by clicking: a highlighted piece of that colour, then a highlighted square. */
    private void playColour(char colour) {
        String ply = data("ply");
        WebElement piece = driver.findElements(By.cssSelector("#board .cell.target")).stream()
                .filter(e -> e.getDomAttribute("data-key").charAt(0) == colour).findFirst()
                .orElseThrow(() -> new AssertionError("no piece of " + colour + " to move"));
        click(piece);
        browser.waiting(5).until(d -> !ply.equals(data("ply"))
                || !d.findElements(By.cssSelector("#board .cell.selected")).isEmpty());
        if (ply.equals(data("ply"))) {
            List<WebElement> squares = driver.findElements(By.cssSelector("#board .cell.target"));
            assertThat(squares).as("squares to step to").isNotEmpty();
            click(squares.get(0));
            browser.waiting(5).until(d -> !ply.equals(data("ply"))
                    || !d.findElements(By.cssSelector("#choices .move-button")).isEmpty());
            if (ply.equals(data("ply"))) {
                click(driver.findElement(By.cssSelector("#choices .move-button")));
            }
        }
        browser.waiting(5).until(d -> !ply.equals(data("ply")));
    }

    @Test
    void organiserCreatesAContenderJoinsAndPlaysARoundByClickingAndTheStandingsFollow() {
        browser.size(1280, 1000);
        open("compete");
        driver.findElement(By.id("c-title")).sendKeys("Friday 3Will");
        WebElement allowance = driver.findElement(By.id("c-allowance"));
        allowance.clear();
        allowance.sendKeys("600");
        new Select(driver.findElement(By.id("c-objective"))).selectByValue("permissive");
        driver.findElement(By.id("c-seed")).sendKeys("7");
        click(driver.findElement(By.id("create-button")));
        browser.waiting(15).until(d -> d.getCurrentUrl().contains("#organiser=") && "true".equals(data("ready")));
        assertThat(data("status")).isEqualTo("open");
        String organiserTab = driver.getWindowHandle();
        String joinLink = driver.findElement(By.id("join-link")).getDomProperty("value");
        assertThat(joinLink).matches("http://localhost:\\d+/compete/\\w+");
        assertThat(driver.findElement(By.id("start-button")).isEnabled()).as("nobody has joined").isFalse();

        driver.switchTo().newWindow(WindowType.TAB);
        open(joinLink);
        driver.findElement(By.id("join-name")).sendKeys("Ada");
        click(driver.findElement(By.id("join-button")));
        browser.waiting(15).until(d -> d.getCurrentUrl().contains("#token=") && "joined".equals(data("you")));
        String contenderTab = driver.getWindowHandle();

        driver.switchTo().window(organiserTab);
        browser.waiting(5).until(d -> row("Ada").contains("joined")); // pushed over the WebSocket
        assertThat(data("socket")).isEqualTo("open");
        click(driver.findElement(By.id("start-button")));
        browser.waiting(5).until(d -> "running".equals(data("status")));

        driver.switchTo().window(contenderTab);
        browser.waiting(5).until(d -> "playing".equals(data("you")));
        String dice = driver.findElement(By.id("round-line")).getText();
        List<String> faces = new ArrayList<>();
        for (WebElement die : driver.findElements(By.cssSelector("#board .die"))) {
            faces.add(die.getDomAttribute("data-die") + die.getDomAttribute("data-face"));
        }
        assertThat(dice).as("the board shows the shared throw").contains(String.join(" ", faces));
        for (char colour : "YGBR".toCharArray()) {
            playColour(colour);
        }
        assertThat(driver.findElements(By.cssSelector("#moves li")).stream().map(WebElement::getText).skip(1)
                .map(m -> m.charAt(0)).toList()).as("own order").containsExactly('Y', 'G', 'B', 'R');
        assertThat(driver.findElement(By.id("clock")).getText()).matches("(9|10):\\d\\d");
        browser.screenshot("compete-1-contender");
        click(driver.findElement(By.cssSelector("#actions .move-button[data-move='continue']")));
        browser.waiting(5).until(d -> "2".equals(data("round")) && "playing".equals(data("you")));

        driver.switchTo().window(organiserTab);
        browser.waiting(5).until(d -> row("Ada").get(4).equals("playing") && row("Ada").get(5).equals("2"));
        List<String> ada = row("Ada");
        assertThat(ada.get(0)).as("rank").isEqualTo("1");
        assertThat(ada.get(2)).as("score").isEqualTo("0");
        assertThat(ada.get(3)).as("balance").matches("(9|10):\\d\\d");
        assertThat(driver.findElement(By.id("round-line")).getText()).startsWith("Round 2");
        browser.screenshot("compete-2-organiser");
    }
}
