package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;
import static spindle.server.WebFixture.data;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.support.ui.Select;

/**
 * Two people in two browsers (two headless Chromium sessions): one creates a game from the form with the other
 * seat invited, the other opens the invitation link, and each sees the other's moves arrive without reloading.
 * Also a game record uploaded on the home page: a true one opens in the replay view, a tampered one is refused
 * with its first bad ply named.
 */
class OnlineBrowserTest extends TwoBrowsers {
    private static int ply(WebDriver d) {
        return Integer.parseInt(data(d, "ply"));
    }

    /** Types the first legal move of the game into the page's move box. */
    private void typeMove(Browser who, String id) {
        JsonNode state = web.http.get("/api/games/" + id).json();
        who.driver.findElement(By.id("move-input")).sendKeys(state.get("legalMoves").get(0).asText(), Keys.ENTER);
    }

    @Test
    void anInvitedPlayerAndTheCreatorSeeEachOthersMovesArrive() {
        WebDriver a = alice.driver;
        a.get(web.server.url());
        alice.waiting(15).until(d -> "true".equals(data(d, "ready")));
        new Select(a.findElement(By.id("game"))).selectByValue("zero-one-two");
        alice.waiting(10).until(d -> d.findElements(By.id("seat-1")).size() == 1);
        new Select(a.findElement(By.id("seat-0"))).selectByValue("human");
        new Select(a.findElement(By.id("seat-1"))).selectByValue("invite");
        a.findElement(By.id("start")).click();
        alice.waiting(15).until(d -> "true".equals(data(d, "ready")) && "open".equals(data(d, "socket")));
        String id = a.getCurrentUrl().replaceAll(".*/game/([^/?#]+).*", "$1");
        String link = a.findElement(By.id("invite-link-1")).getDomProperty("value");
        assertThat(link).contains("/game/" + id + "?seat=1#token=");
        assertThat(a.findElement(By.id("watch-link")).getDomProperty("value")).endsWith("/game/" + id);

        WebDriver b = bob.driver;
        b.get(link);
        bob.waiting(15).until(d -> "true".equals(data(d, "ready")) && "open".equals(data(d, "socket")));
        assertThat(b.getCurrentUrl()).doesNotContain("token");

        int start = ply(b);
        String opener = web.http.get("/api/games/" + id).json().get("toMove").asText();
        Browser first = opener.equals("0") ? alice : bob;
        Browser second = first == alice ? bob : alice;
        alice.waiting(15).until(d -> "turn".equals(first.driver.findElement(By.id("status"))
                .getDomAttribute("data-state")));
        typeMove(first, id);
        second.waiting(5).until(d -> ply(d) > start);
        assertThat(ply(second.driver)).isEqualTo(ply(first.driver));
        alice.screenshot("online-" + (first == alice ? "alice" : "bob") + "-moved");

        // play on until the other player is to move, then that player moves and the first one sees it
        JsonNode state = web.http.get("/api/games/" + id).json();
        while (state.get("toMove").asText().equals(opener)) {
            int before = ply(second.driver);
            typeMove(first, id);
            second.waiting(5).until(d -> ply(d) > before);
            state = web.http.get("/api/games/" + id).json();
        }
        int before = ply(first.driver);
        second.waiting(15).until(d -> "turn".equals(second.driver.findElement(By.id("status"))
                .getDomAttribute("data-state")) && second.driver.findElements(By.id("move-input")).size() == 1);
        typeMove(second, id);
        first.waiting(5).until(d -> ply(d) > before);
        // the friend has joined (and moved): the creator's invite box is gone, the watch link stays
        alice.waiting(5).until(d -> d.findElements(By.id("invite-link-1")).isEmpty());
        assertThat(a.findElements(By.id("watch-link"))).hasSize(1);
        bob.screenshot("online-both-moved");
    }

    @Test
    void anUploadedRecordOpensInReplayAndATamperedOneIsRefusedWithItsPly() throws IOException {
        String id = web.http.post("/api/games", "{\"game\":\"windy-nim\",\"seats\":[\"ai:random\",\"ai:random\"],"
                + "\"seed\":5}").json().get("id").asText();
        alice.waiting(20).until(d -> !web.http.get("/api/games/" + id + "/record").json().get("payoffs").isEmpty());
        ObjectNode record = (ObjectNode) web.http.get("/api/games/" + id + "/record").json();
        int plies = record.get("moves").size();

        WebDriver a = alice.driver;
        upload(a, Files.writeString(dir.resolve("game.json"), record.toString()));
        alice.waiting(15).until(d -> d.getCurrentUrl().contains("/game/") && "true".equals(data(d, "ready"))
                && "true".equals(data(d, "replay")));
        String imported = a.getCurrentUrl().replaceAll(".*/game/([^/?#]+).*", "$1");
        assertThat(imported).isNotEqualTo(id);
        assertThat(web.http.get("/api/games/" + imported).json().get("moves")).hasSize(plies);
        alice.screenshot("record-imported");

        ((ArrayNode) record.get("moves")).set(2, "take99");
        upload(a, Files.writeString(dir.resolve("tampered.json"), record.toString()));
        alice.waiting(10).until(d -> !d.findElement(By.id("import-error")).getText().isEmpty());
        assertThat(a.findElement(By.id("import-error")).getText()).contains("ply 3").contains("take99");
        assertThat(a.getCurrentUrl()).doesNotContain("/game/");
    }

    /** Chooses the file in the home page's record form and submits it. */
    private void upload(WebDriver d, Path file) {
        d.get(web.server.url());
        alice.waiting(15).until(x -> "true".equals(data(x, "ready")));
        d.findElement(By.id("record-file")).sendKeys(file.toAbsolutePath().toString());
        d.findElement(By.id("import-button")).click();
    }
}
