package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;
import static spindle.server.Http.token;
import static spindle.server.WebFixture.data;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;

/**
 * Two players in two browsers chat in their game's players' channel: a line arrives on the other side without
 * reloading, and markup in it is shown as text (no element is made of it). A browser without a player name can
 * read the spectators' chat but not write in it.
 */
class ChatBrowserTest extends TwoBrowsers {
    @Override
    WebServer server() {
        return new WebServer(50);
    }

    private void open(Browser who, String id, int seat, String token) {
        who.driver.get(web.server.url() + "game/" + id + "?seat=" + seat + "#token=" + token);
        who.waiting(15).until(d -> "true".equals(data(d, "ready"))
                && d.findElements(By.id("chat-players-input")).size() == 1);
    }

    @Test
    void aLineArrivesOnTheOtherSideAsTextNotMarkup() {
        Http.Reply created = web.http.post("/api/games", "{\"game\":\"one-piece-for-two\",\"seats\":[\"invite\","
                + "\"invite\"],\"seed\":2}");
        JsonNode g = created.json();
        String id = g.get("id").asText();
        open(alice, id, 0, token(g, 0));
        open(bob, id, 1, token(g, 1));
        // opening the link took the seat: its token, which the game's creator also had, no longer acts for it
        assertThat(web.http.post("/api/games/" + id + "/seats/1/claim", "{\"token\":\"" + token(g, 1) + "\"}")
                .status()).isEqualTo(403);
        String hostile = "<img src=x id=injected onerror=alert(1)> good luck";
        alice.driver.findElement(By.id("chat-players-input")).sendKeys(hostile, Keys.ENTER);

        WebDriver b = bob.driver;
        bob.waiting(10).until(d -> d.findElements(By.cssSelector("#chat-players li[data-seq]")).size() == 1);
        WebElement line = b.findElement(By.cssSelector("#chat-players li[data-seq]"));
        assertThat(line.getText()).endsWith(hostile);
        assertThat(b.findElements(By.id("injected"))).isEmpty();
        assertThat(b.findElements(By.cssSelector("#chat-players img"))).isEmpty();
        // nobody here has a player name: the spectators' chat is readable, not writable
        assertThat(b.findElement(By.id("chat-spectators-input")).isEnabled()).isFalse();
        bob.screenshot("chat-desktop");
        bob.size(390, 844);
        List<WebElement> inputs = b.findElements(By.cssSelector(".chat-form input"));
        assertThat(inputs).allSatisfy(i -> assertThat(i.getRect().getX() + i.getRect().getWidth()).isLessThanOrEqualTo(390));
        bob.screenshot("chat-phone");
    }
}
