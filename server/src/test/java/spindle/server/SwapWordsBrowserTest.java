package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;

/** After the computer's swap in Warp and Weft, the turn line says that it swapped and which side it now plays. */
class SwapWordsBrowserTest extends OneBrowser {

    @Test
    void theTurnLineSaysThatTheComputerSwapped() {
        Http.Reply created = web.http.post("/api/games", "{\"game\":\"warp-and-weft\",\"seats\":[\"human\","
                + "\"ai:random:always=swap\"],\"seed\":5,\"paceMillis\":0}");
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        JsonNode game = created.json();
        String id = game.get("id").asText();
        open("game/" + id + "?seat=0#token=" + Http.token(game, 0));
        open("game/" + id);
        browser.waiting(10).until(d -> "true".equals(data("ready")));
        assertThat(driver.findElement(By.id("status")).getText()).isEqualTo("Your turn \u2014 Warp (red)");
        Http.Reply moved = web.http.post("/api/games/" + id + "/moves", GameApiTest.moveBody("C13", 0,
                Http.token(game, 0)));
        assertThat(moved.status()).as(moved.body()).isEqualTo(200);
        browser.waiting(10).until(d -> ply() == 2);
        browser.waiting(5).until(d -> d.findElement(By.id("status")).getText()
                .equals("The computer swapped: it now plays Warp (red). Your turn \u2014 Weft (blue)"));
    }
}
