package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;

/**
 * A browser player on the lobby page: a bot's challenge to them and a bot's seek show live (the bot labelled BOT),
 * and accepting the challenge opens the game, where the bot is labelled too.
 */
class ChallengeBrowserTest {
    private WebFixture web;
    private Browser ann;

    @BeforeEach
    void start() {
        web = WebFixture.inMemory(20);
        ann = web.browsers(1)[0];
    }

    @AfterEach
    void stop() {
        web.close();
    }

    private void post(String path, String key, String body) throws Exception {
        HttpResponse<String> r = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(
                        "http://127.0.0.1:" + web.server.port() + path)).header("Authorization", "Bearer " + key)
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body)).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(r.statusCode()).as(r.body()).isEqualTo(201);
    }

    @Test
    void aChallengeFromABotShowsLiveAndAcceptingItOpensTheGame() throws Exception {
        JsonNode annPlayer = web.http.post("/api/players", "{\"name\":\"ann\"}").json();
        String annKey = annPlayer.get("key").asText();
        String botKey = web.http.post("/api/players", "{\"name\":\"robo\",\"bot\":true}").json().get("key").asText();
        WebDriver d = ann.driver;
        d.get(web.server.url() + "lobby");
        // the browser's identity as js/lib/player.js keeps it
        ((JavascriptExecutor) d).executeScript("localStorage.setItem('spindle.player', arguments[0])",
                annPlayer.toString());
        d.navigate().refresh();
        ann.waiting(15).until(w -> "true".equals(w.findElement(By.id("challenges")).getDomAttribute("data-live")));

        post("/api/challenge/ann", botKey, "{\"game\":\"windy-nim\",\"variant\":\"wind=off,stones=9\"}");
        ann.waiting(10).until(w -> w.findElements(By.cssSelector("#challenges-in .challenge")).size() == 1);
        String shown = d.findElement(By.cssSelector("#challenges-in .challenge")).getText();
        assertThat(shown).contains("robo").contains("BOT").contains("windy-nim");
        for (int[] size : new int[][] {{1366, 900}, {390, 844}}) {
            ann.size(size[0], size[1]);
            ann.screenshot("lobby-challenge-" + size[0]);
        }
        d.findElement(By.cssSelector("#challenges-in .accept-challenge")).click();
        ann.waiting(15).until(w -> w.getCurrentUrl().contains("/game/"));
        ann.waiting(15).until(w -> w.findElement(By.id("players")).getText().contains("BOT"));
        String id = d.getCurrentUrl().replaceAll(".*/game/([^/?#]+).*", "$1");
        JsonNode state = web.http.get("/api/games/" + id).json();
        assertThat(state.get("seats").toString()).contains("\"robo\"").contains("\"ann\"");
        ann.screenshot("game-against-bot");
    }
}
