package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;
import static spindle.server.WebFixture.data;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.support.ui.Select;

/**
 * Players in browsers: two people pick names, play a rated invited game and see each other's names; My games lists
 * the game under "Your move" for the player to move and under "Waiting" for the other; the transfer link makes a
 * third browser the same player; after the game ends by resignation the ratings page shows both players, as provisional ratings.
 */
class PlayersBrowserTest extends TwoBrowsers {
    private static boolean ready(WebDriver d) {
        return "true".equals(data(d, "ready"));
    }

    private static void pickName(Browser who, String name) {
        who.waiting(10).until(d -> !d.findElements(By.id("player-name")).isEmpty()
                && d.findElement(By.id("player-name")).isDisplayed());
        who.driver.findElement(By.id("player-name")).sendKeys(name, Keys.ENTER);
        who.waiting(10).until(d -> d.findElements(By.id("name-dialog")).isEmpty()
                && d.findElements(By.id("name-prompt")).isEmpty());
    }

    private static String players(WebDriver d) {
        return d.findElement(By.id("players")).getText();
    }

    @Test
    void twoNamedPlayersPlayARatedGameFindItInMyGamesMoveTheirNameAndReachTheLeaderboard() throws Exception {
        WebDriver a = alice.driver;
        a.get(web.server.url());
        alice.waiting(15).until(PlayersBrowserTest::ready);
        a.findElement(By.id("name-button")).click();
        pickName(alice, "Alice");
        assertThat(a.findElement(By.id("me-link")).getText()).startsWith("Alice");
        new Select(a.findElement(By.id("game"))).selectByValue("zero-one-two");
        alice.waiting(10).until(d -> d.findElements(By.id("seat-1")).size() == 1);
        new Select(a.findElement(By.id("seat-0"))).selectByValue("human");
        new Select(a.findElement(By.id("seat-1"))).selectByValue("invite");
        a.findElement(By.id("rated")).click();
        alice.screenshot("players-new-game-rated");
        a.findElement(By.id("start")).click();
        alice.waiting(15).until(d -> ready(d) && "open".equals(data(d, "socket")));
        String id = a.getCurrentUrl().replaceAll(".*/game/([^/?#]+).*", "$1");
        String link = a.findElement(By.id("invite-link-1")).getDomProperty("value");
        assertThat(web.http.get("/api/games/" + id).json().get("rated").asBoolean()).isTrue();

        // Bob opens the invitation: he is asked for a name, and the seat becomes his
        WebDriver b = bob.driver;
        bob.size(390, 844);
        b.get(link);
        bob.waiting(15).until(d -> !d.findElements(By.id("player-name")).isEmpty()
                && d.findElement(By.id("player-name")).isDisplayed());
        assertThat(b.findElement(By.id("name-prompt")).getText()).contains("rated game");
        bob.screenshot("players-name-dialog-phone");
        pickName(bob, "Bob");
        bob.waiting(10).until(d -> players(d).contains("Bob (you)") && players(d).contains("Alice"));
        alice.waiting(10).until(d -> players(d).contains("Bob") && players(d).contains("Alice (you)"));
        alice.screenshot("players-names-on-seats");
        bob.screenshot("players-names-on-seats-phone");
        // the game page says "Rated game" before the settings (the new page layout's wording)
        assertThat(a.findElement(By.id("variant")).getText()).startsWith("Rated game");

        // one move, then My games: "Your move" for the player to move, "Waiting" for the other
        JsonNode state = web.http.get("/api/games/" + id).json();
        Browser first = state.get("toMove").asInt() == 0 ? alice : bob;
        first.waiting(15).until(d -> d.findElements(By.id("move-input")).size() == 1
                && d.findElement(By.id("move-input")).isDisplayed());
        first.driver.findElement(By.id("move-input")).sendKeys(state.get("legalMoves").get(0).asText(), Keys.ENTER);
        first.waiting(10).until(d -> !"0".equals(data(d, "ply")));
        JsonNode now = web.http.get("/api/games/" + id).json();
        Browser toMove = now.get("toMove").asInt() == 0 ? alice : bob;
        Browser other = toMove == alice ? bob : alice;
        toMove.driver.get(web.server.url() + "me");
        toMove.waiting(10).until(PlayersBrowserTest::ready);
        assertThat(toMove.driver.findElement(By.cssSelector("#your-move li")).getDomAttribute("data-id")).isEqualTo(id);
        assertThat(toMove.driver.findElement(By.cssSelector("#your-move li")).getText())
                .contains("vs " + (toMove == alice ? "Bob" : "Alice")).contains("Your move");
        assertThat(toMove.driver.getTitle()).startsWith("(1) My games");
        toMove.size(1366, 900);
        toMove.screenshot("players-my-games-desktop");
        other.driver.get(web.server.url() + "me");
        other.waiting(10).until(PlayersBrowserTest::ready);
        assertThat(other.driver.findElement(By.cssSelector("#waiting li")).getDomAttribute("data-id")).isEqualTo(id);

        // Alice's transfer link makes a phone-sized third browser Alice, with her games
        a.get(web.server.url() + "me");
        alice.waiting(10).until(PlayersBrowserTest::ready);
        a.findElement(By.id("show-transfer")).click();
        String transfer = a.findElement(By.id("transfer-link")).getDomProperty("value");
        assertThat(transfer).contains("/me#key=");
        alice.screenshot("players-transfer");
        Browser phone = web.browsers(1)[0];
        phone.size(390, 844);
        phone.driver.get(transfer);
        phone.waiting(10).until(d -> ready(d) && d.findElements(By.id("me-name")).size() == 1);
        assertThat(phone.driver.findElement(By.id("me-name")).getText()).isEqualTo("Alice's games");
        assertThat(phone.driver.getCurrentUrl()).doesNotContain("key");
        assertThat(phone.driver.findElements(By.cssSelector("li[data-id='" + id + "']"))).hasSize(1);
        phone.screenshot("players-my-games-phone");

        // a rated result counts once each side has played two turns: the players play on (through the API, with
        // the tokens their browsers hold), then Alice resigns and the leaderboard shows Bob above Alice
        Map<Integer, String> tokens = new HashMap<>();
        for (Browser p : List.of(alice, bob)) {
            String held = (String) ((JavascriptExecutor) p.driver).executeScript(
                    "return localStorage.getItem('spindle.tokens.' + arguments[0])", id);
            Http.JSON.readTree(held).fields().forEachRemaining(e -> tokens.put(Integer.parseInt(e.getKey()),
                    e.getValue().asText()));
        }
        Turns.play(web.http, id, tokens, 2);
        a.get(web.server.url() + "game/" + id);
        alice.waiting(15).until(d -> ready(d) && d.findElements(By.id("resign")).size() == 1);
        alice.waiting(10).until(d -> { // the page redraws its buttons on every push: click the current one
            d.findElement(By.id("resign")).click();
            return true;
        });
        a.switchTo().alert().accept();
        alice.waiting(10).until(d -> d.findElements(By.id("result")).size() == 1);
        phone.driver.get(web.server.url() + "ratings?game=zero-one-two");
        // after one game both ratings are provisional: shown apart from the ranked board, which has nobody yet
        phone.waiting(10).until(d -> ready(d) && d.findElements(By.id("provisional")).size() == 1);
        assertThat(phone.driver.findElements(By.id("leaderboard"))).isEmpty();
        String board = phone.driver.findElement(By.id("provisional")).getText();
        assertThat(board.indexOf("Bob")).isGreaterThan(0).isLessThan(board.indexOf("Alice"));
        assertThat(board).contains("1662?").contains("1338?");
        phone.screenshot("players-ratings-phone");
        phone.size(1366, 900);
        phone.screenshot("players-ratings-desktop");
    }
}
