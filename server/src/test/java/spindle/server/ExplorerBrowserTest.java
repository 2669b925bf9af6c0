package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;
import static spindle.server.Http.token;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * The opening explorer on the analysis board, on a 390x844 touch phone: after two finished games on the server the
 * start shows the move they played, with its games and score; tapping it plays it and shows what was played next;
 * the computer's games are asked for by a choice, and a position no game reached says so in words.
 */
class ExplorerBrowserTest extends PhoneBrowser {

    private void finishTwoGames() throws InterruptedException {
        Http http = new Http("http://127.0.0.1:" + web.server.port());
        for (int resigner = 0; resigner < 2; resigner++) {
            JsonNode game = http.post("/api/games", "{\"game\":\"one-piece-for-two\",\"seats\":[\"human\",\"human\"]}")
                    .json();
            String id = game.get("id").asText();
            Turns.play(http, id, Map.of(0, token(game, 0), 1, token(game, 1)), 2);
            http.post("/api/games/" + id + "/resign", "{\"token\":\"" + token(game, resigner) + "\"}");
        }
    }

    private List<String> rows() {
        return driver.findElements(By.cssSelector("#explorer-moves tbody tr")).stream().map(WebElement::getText)
                .toList();
    }

    @Test
    void theMovesPlayedHereAreShownAndATapPlaysOne() throws InterruptedException {
        finishTwoGames();
        open("analysis/one-piece-for-two");
        browser.waiting(20).until(d -> "2".equals(data("explored")));
        assertThat(rows()).hasSize(1);
        assertThat(rows().get(0)).as("move, games, score of its player, no rating").endsWith("2 50% –");
        assertThat(driver.findElement(By.id("explorer-said")).getText()).startsWith("2 finished games by people");
        ((JavascriptExecutor) driver).executeScript("document.getElementById('best').scrollIntoView()");
        browser.screenshot("explorer-phone-start");
        String move = driver.findElement(By.cssSelector("#explorer-moves .explored-move")).getDomAttribute("data-move");
        click(driver.findElement(By.cssSelector("#explorer-moves .explored-move")));
        browser.waiting(10).until(d -> "1".equals(data("ply")));
        assertThat(driver.findElement(By.cssSelector("#moves li")).getText()).isEqualTo(move);
        browser.waiting(10).until(d -> rows().size() == 1 && "2".equals(data("explored")));
        // the computer's games: none finished here yet, said in words
        new Select(driver.findElement(By.id("explorer-players"))).selectByValue("computers");
        browser.waiting(10).until(d -> "0".equals(data("explored")));
        assertThat(driver.findElement(By.id("explorer-said")).getText())
                .isEqualTo("No finished game by the computer on this server has reached this position yet.");
        assertThat(driver.findElement(By.id("explorer-moves")).isDisplayed()).isFalse();
        ((JavascriptExecutor) driver).executeScript("document.getElementById('explorer').scrollIntoView()");
        browser.screenshot("explorer-phone-computers-none");
    }

    @Test
    void eachTwoPlayerGamesCardLinksToItsOpenings() {
        open("");
        assertThat(driver.findElements(By.cssSelector("#card-just-playing-a-round .explorer-link")))
                .as("a solo game's throws repeat no position: no openings to show").isEmpty();
        WebElement link = driver.findElement(By.cssSelector("#card-warp-and-weft .explorer-link"));
        assertThat(link.getText()).isEqualTo("Openings played");
        click(link);
        browser.waiting(15).until(d -> "true".equals(data("ready")) && data("explored") != null);
        assertThat(driver.getCurrentUrl()).contains("/analysis/warp-and-weft");
        assertThat(driver.findElement(By.id("explorer-said")).getText()).isNotBlank();
    }
}
