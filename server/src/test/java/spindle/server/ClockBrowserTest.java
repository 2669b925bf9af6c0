package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;
import static spindle.server.WebFixture.data;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;
import spindle.server.compete.MemoryCompetitionStore;

/**
 * A live 3+2 game between two browsers on a server with a fake clock: both pages show both clocks, the running one
 * highlighted and counting down; when the server's clock passes the flag, the keeper ends the game and both pages
 * show the result on time. The new-game form's time control makes a game with a clock.
 */
class ClockBrowserTest extends TwoBrowsers {
    private static final long T0 = 1_800_000_000_000L;
    private final AtomicLong now = new AtomicLong(T0);

    @Override
    WebServer server() {
        return new WebServer(WebFixture.sqliteStore(dir).withCompetitions(new MemoryCompetitionStore()), ServerConfig.of(50).withClock(now::get));
    }

    private static WebElement face(WebDriver d, int seat) {
        return d.findElement(By.cssSelector("#clocks [data-seat=\"" + seat + "\"]"));
    }

    private static String time(WebDriver d, int seat) {
        return face(d, seat).findElement(By.className("clock-time")).getText();
    }

    private static void play(Browser who, int ply) {
        who.waiting(5).until(d -> String.valueOf(ply).equals(data(d, "ply"))
                && d.findElement(By.id("move-input")).isDisplayed());
        who.driver.findElement(By.id("move-input")).sendKeys("take1", Keys.ENTER);
    }

    @Test
    void aLive3Plus2GameEndsOnTimeOnBothPages() {
        JsonNode game = web.http.post("/api/games", "{\"game\":\"windy-nim\",\"seats\":[\"invite\",\"invite\"],"
                + "\"seed\":4,\"variant\":\"wind=off,stones=30\","
                + "\"clock\":{\"initialSeconds\":180,\"incrementSeconds\":2}}").json();
        String id = game.get("id").asText();
        web.openSeat(alice, game, 0);
        web.openSeat(bob, game, 1);
        for (Browser b : new Browser[] {alice, bob}) {
            assertThat(b.driver.findElement(By.className("clock-label")).getText()).isEqualTo("3+2");
            assertThat(time(b.driver, 0)).isEqualTo("3:00");
        }
        play(alice, 0);
        play(bob, 1);
        // both first turns were untimed: now seat 0's clock runs, on both pages
        for (Browser b : new Browser[] {alice, bob}) {
            b.waiting(5).until(d -> face(d, 0).getDomAttribute("class").contains("running"));
            assertThat(face(b.driver, 1).getDomAttribute("class")).doesNotContain("running");
        }
        String before = time(bob.driver, 0);
        bob.waiting(5).until(d -> !time(d, 0).equals(before));
        assertThat(time(bob.driver, 0)).as("the countdown goes down").isLessThan(before);
        assertThat(time(bob.driver, 1)).isEqualTo("3:00");
        alice.screenshot("clock-running-desktop");
        bob.size(390, 844);
        bob.screenshot("clock-running-phone");

        now.addAndGet(180_000);
        web.server.clocks().tick();
        for (Browser b : new Browser[] {alice, bob}) {
            b.waiting(5).until(d -> !d.findElements(By.id("result")).isEmpty()
                    && d.findElement(By.id("result")).getText().endsWith("on time"));
            // said to each player: the one whose clock ran out lost
            assertThat(b.driver.findElement(By.id("result")).getText())
                    .isEqualTo(b == alice ? "You lost on time" : "You won on time");
            assertThat(b.driver.findElement(By.id("result-how")).getText()).startsWith("Second wins on time");
            assertThat(time(b.driver, 0)).isEqualTo("0:00.0");
            assertThat(face(b.driver, 0).getDomAttribute("class")).contains("low").doesNotContain("running");
        }
        alice.screenshot("clock-flag-desktop");
        bob.screenshot("clock-flag-phone");
        assertThat(web.http.get("/api/games/" + id + "/record").json().get("endReason").asText()).isEqualTo("time");
    }

    @Test
    void theNewGameFormChoosesATimeControl() {
        alice.driver.get(web.server.url());
        alice.waiting(15).until(d -> "true".equals(data(d, "ready")));
        new Select(alice.driver.findElement(By.id("game"))).selectByValue("windy-nim");
        new Select(alice.driver.findElement(By.id("seat-1"))).selectByValue("invite");
        new Select(alice.driver.findElement(By.id("time-control"))).selectByVisibleText("1 day per move");
        alice.size(390, 844);
        ((org.openqa.selenium.JavascriptExecutor) alice.driver).executeScript(
                "document.getElementById('time-control').scrollIntoView({block: 'center'})");
        alice.screenshot("clock-form-phone");
        alice.driver.findElement(By.cssSelector("#new-game button[type=submit]")).click();
        alice.waiting(15).until(d -> d.getCurrentUrl().contains("/game/") && "true".equals(data(d, "ready")));
        alice.waiting(5).until(d -> !d.findElements(By.className("clock-label")).isEmpty());
        assertThat(alice.driver.findElement(By.className("clock-label")).getText()).isEqualTo("1 day/move");
        assertThat(time(alice.driver, 0)).isEqualTo("1d 00h 00m");
    }

    @Test
    void theNewGameFormOffersOneMinuteAndACustomControl() {
        alice.size(1366, 900);
        alice.driver.get(web.server.url());
        alice.waiting(15).until(d -> "true".equals(data(d, "ready")));
        new Select(alice.driver.findElement(By.id("game"))).selectByValue("windy-nim");
        new Select(alice.driver.findElement(By.id("seat-1"))).selectByValue("invite");
        Select control = new Select(alice.driver.findElement(By.id("time-control")));
        assertThat(control.getOptions()).extracting(org.openqa.selenium.WebElement::getText)
                .contains("1+0 (live, one minute each)");
        assertThat(alice.driver.findElement(By.id("custom-clock")).isDisplayed()).isFalse();
        control.selectByVisibleText("Custom (live)…");
        org.openqa.selenium.WebElement minutes = alice.driver.findElement(By.id("clock-minutes"));
        assertThat(minutes.isDisplayed()).isTrue();
        minutes.clear();
        minutes.sendKeys("2");
        org.openqa.selenium.WebElement increment = alice.driver.findElement(By.id("clock-increment"));
        increment.clear();
        increment.sendKeys("1");
        alice.driver.findElement(By.cssSelector("#new-game button[type=submit]")).click();
        alice.waiting(15).until(d -> d.getCurrentUrl().contains("/game/") && "true".equals(data(d, "ready")));
        alice.waiting(5).until(d -> !d.findElements(By.className("clock-label")).isEmpty());
        assertThat(time(alice.driver, 0)).isEqualTo("2:00");
    }
}
