package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * The table page in the How-to's words (issue 39): the turn line always says what to do, a move waiting for Confirm
 * is said in words (no bare notation, no ruling numbers), and every announcement stays in a log to read back.
 */
class TableWordsBrowserTest extends OneBrowser {
    private String turnPrompt() {
        return driver.findElement(By.id("turn-prompt")).getText();
    }

    private void typeAndConfirm(String move) {
        driver.findElement(By.id("move-input")).sendKeys(move);
        click(driver.findElement(By.cssSelector("#typed button")));
        browser.waiting(5).until(d -> d.findElement(By.id("confirm")).isDisplayed());
    }

    @Test
    void theTablePageSaysWhatToDoInWordsAndKeepsALog() {
        browser.size(BoardPages.PHONE_W, BoardPages.PHONE_H);
        open("table/zero-one-two?new");
        click(driver.findElement(By.id("start-initial")));
        browser.waiting(10).until(d -> d.getCurrentUrl().contains("?id=") && data("ply") != null);
        String id = driver.getCurrentUrl().replaceAll(".*\\?id=", "");
        assertThat(driver.findElement(By.id("turn-who")).getText()).endsWith("to move.");
        assertThat(turnPrompt()).as("what to do, under whose turn it is").isNotBlank();

        JsonNode state = web.http.get("/api/games/" + id).json();
        String move = state.get("legalMoves").get(0).asText();
        assertThat(move).startsWith("setup ");
        typeAndConfirm(move);
        String asked = driver.findElement(By.id("confirm-says")).getText();
        assertThat(asked).as("the Delta's slot in words").contains("puts its Delta on slot").doesNotStartWith("Play ")
                .doesNotContain("ruling");
        browser.screenshot("table-words-confirm-phone");
        click(driver.findElement(By.id("confirm-yes")));
        browser.waiting(5).until(d -> !d.findElement(By.id("confirm")).isDisplayed());

        String second = web.http.get("/api/games/" + id).json().get("legalMoves").get(0).asText();
        typeAndConfirm(second);
        click(driver.findElement(By.id("confirm-yes")));
        browser.waiting(5).until(d -> d.findElements(By.cssSelector("#log-list li")).size() >= 3);
        List<WebElement> log = driver.findElements(By.cssSelector("#log-list li"));
        assertThat(log.get(log.size() - 1).getDomProperty("textContent")).as("the start, oldest last")
                .endsWith(" sets up first.");
        assertThat(log.get(1).getDomProperty("textContent")).contains("puts its Delta on slot");
        click(driver.findElement(By.cssSelector("#log summary")));
        ((org.openqa.selenium.JavascriptExecutor) driver).executeScript(
                "document.getElementById('log').scrollIntoView()");
        browser.screenshot("table-words-log-phone");
    }
}
