package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;
import static spindle.server.WebFixture.data;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;

/**
 * Two players in two browsers: a draw offered in one appears in the other and is declined there; a resignation
 * ends the game on both pages; a rematch offered in one is declined in the other, offered again and accepted, and
 * both land in the new game. Offers and answers show in the status box; the offerer is told of a decline.
 */
class GameActionsBrowserTest extends TwoBrowsers {
    private static boolean shows(WebDriver d, String id) {
        return !d.findElements(By.id(id)).isEmpty();
    }

    @Test
    void aDrawOfferIsDeclinedAResignationEndsBothPagesAndARematchBringsBothToTheNewGame() {
        JsonNode game = web.http.post("/api/games", "{\"game\":\"windy-nim\",\"seats\":[\"invite\",\"invite\"],"
                + "\"seed\":4,\"variant\":\"wind=off\"}").json();
        String id = game.get("id").asText();
        web.openSeat(alice, game, 0);
        web.openSeat(bob, game, 1);

        bob.driver.findElement(By.id("draw-offer")).click();
        alice.waiting(5).until(d -> shows(d, "draw-accept"));
        assertThat(alice.driver.findElement(By.id("draw-offered")).getText()).contains("offers a draw");
        // the offer and its answers are in the status box, where the eye is
        assertThat(alice.driver.findElements(By.cssSelector("#turn #offer #draw-accept"))).hasSize(1);
        alice.driver.findElement(By.id("draw-decline")).click();
        bob.waiting(5).until(d -> shows(d, "draw-offer"));
        bob.waiting(5).until(d -> shows(d, "draw-declined"));
        assertThat(bob.driver.findElement(By.cssSelector("#turn #offer")).getText())
                .isEqualTo("Your draw offer was declined.");

        alice.driver.findElement(By.id("resign")).click();
        alice.driver.switchTo().alert().accept();
        for (Browser b : new Browser[] {alice, bob}) {
            String said = b == alice ? "You lost by resignation" : "You won by resignation";
            b.waiting(5).until(d -> shows(d, "result") && d.findElement(By.id("result")).getText().equals(said));
            assertThat(b.driver.findElement(By.id("result-how")).getText()).startsWith("First resigned");
            assertThat(b.driver.findElement(By.id("status")).getDomAttribute("data-outcome"))
                    .isEqualTo(b == alice ? "lost" : "won");
        }
        // a loss never shows in a win's green box
        String lostBox = alice.driver.findElement(By.id("turn")).getCssValue("background-color");
        String wonBox = bob.driver.findElement(By.id("turn")).getCssValue("background-color");
        assertThat(lostBox).as("the loser's box").isNotEqualTo(wonBox);
        assertThat(alice.driver.findElement(By.id("result")).getCssValue("color"))
                .isNotEqualTo(bob.driver.findElement(By.id("result")).getCssValue("color"));
        alice.screenshot("actions-resigned-loser");
        assertThat(web.http.get("/api/games/" + id + "/record").json().get("endReason").asText()).isEqualTo("resigned");
        assertThat(bob.driver.findElement(By.id("analysis")).isDisplayed())
                .as("a game resigned before any move has nothing to analyse").isFalse();
        bob.screenshot("actions-resigned");

        alice.driver.findElement(By.id("rematch")).click();
        alice.waiting(5).until(d -> shows(d, "rematch-offered"));
        bob.waiting(5).until(d -> shows(d, "rematch") && d.findElement(By.id("rematch")).getText()
                .equals("Accept the rematch"));
        // Bob turns the first offer down; Alice is told, and offers again
        bob.driver.findElement(By.id("rematch-decline")).click();
        alice.waiting(5).until(d -> shows(d, "rematch-declined") && shows(d, "rematch"));
        alice.screenshot("actions-rematch-declined");
        alice.driver.findElement(By.id("rematch")).click();
        alice.waiting(5).until(d -> shows(d, "rematch-offered"));
        bob.waiting(5).until(d -> shows(d, "rematch") && d.findElement(By.id("rematch")).getText()
                .equals("Accept the rematch"));
        bob.driver.findElement(By.id("rematch")).click();
        bob.waiting(10).until(d -> !d.getCurrentUrl().contains(id) && "true".equals(data(d, "ready")));
        String next = bob.driver.getCurrentUrl().replaceAll(".*/game/([^/?#]+).*", "$1");
        // Alice, who offered, is taken to the new game without a click
        alice.waiting(10).until(d -> d.getCurrentUrl().contains("/game/" + next) && "true".equals(data(d, "ready")));
        // sides swapped: Bob (seat 1 before) starts, and only his page lets him move
        bob.waiting(5).until(d -> d.findElements(By.id("move-input")).size() == 1
                && d.findElement(By.id("move-input")).isDisplayed());
        assertThat(alice.driver.findElement(By.id("move-input")).isDisplayed()).isFalse();
    }
}
