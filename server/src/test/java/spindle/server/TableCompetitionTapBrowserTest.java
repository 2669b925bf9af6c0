package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;

/**
 * A 3Will competition at the table on a phone, played by taps: a play onto a square that holds pieces is made by
 * tapping those pieces; the board's places have accessible names; a refusal goes once the next play is made; only
 * the bank of the contender whose tab is open (who holds the device) runs.
 */
class TableCompetitionTapBrowserTest extends OneBrowser {
    /** The test makes competitions of known seeds (a throw with a play onto a stack): a test server lets it. */
    @Override
    WebFixture fixture() {
        return new WebFixture(new WebServer(Stores.inMemory(), ServerConfig.of(100).withChosenSeeds()));
    }

    private Object js(String script, Object... args) {
        return ((JavascriptExecutor) driver).executeScript(script, args);
    }

    /** A legal play of {@code you} whose destination square holds pieces: {piece, square, a piece there}. */
    private static String[] playOntoPieces(JsonNode you) {
        Map<String, int[]> steps = Map.of("N", new int[] {0, 1}, "NE", new int[] {1, 1}, "E", new int[] {1, 0},
                "SE", new int[] {1, -1}, "S", new int[] {0, -1}, "SW", new int[] {-1, -1}, "W", new int[] {-1, 0},
                "NW", new int[] {-1, 1});
        for (JsonNode m : you.get("legalMoves")) {
            String[] w = m.asText().split(" ");
            if (w.length != 2 || !steps.containsKey(w[1])) {
                continue;
            }
            for (JsonNode st : you.get("board").get("stacks")) {
                boolean mine = false;
                for (JsonNode p : st.get("pieces")) {
                    mine |= p.get("piece").asText().equals(w[0]);
                }
                if (!mine) {
                    continue;
                }
                int x = (st.get("x").asInt() + steps.get(w[1])[0] + 8) % 8;
                int y = (st.get("y").asInt() + steps.get(w[1])[1] + 8) % 8;
                for (JsonNode there : you.get("board").get("stacks")) {
                    if (there.get("x").asInt() == x && there.get("y").asInt() == y) {
                        return new String[] {w[0], there.get("square").asText(),
                                there.get("pieces").get(0).get("piece").asText()};
                    }
                }
            }
        }
        return null;
    }

    @Test
    void aPlayOntoASquareWithPiecesIsTappedOnThosePieces() {
        browser.phone();
        // a competition whose first throw has a play onto a stack (made here, seeded, and handed to this device
        // as the page keeps its own), then the page continues it
        String id = null;
        String token = null;
        JsonNode you = null;
        String[] play = null;
        for (long seed = 1; play == null && seed < 40; seed++) {
            JsonNode made = web.http.post("/api/competitions", "{\"title\":\"t\",\"seed\":" + seed + "}").json();
            id = made.get("id").asText();
            token = web.http.post("/api/competitions/" + id + "/join", "{\"name\":\"Ann\"}").json().get("token").asText();
            String bob = web.http.post("/api/competitions/" + id + "/join", "{\"name\":\"Bob\"}").json().get("token")
                    .asText();
            web.http.post("/api/competitions/" + id + "/start", "{\"token\":\"" + made.get("organiserToken").asText()
                    + "\"}");
            you = web.http.get("/api/competitions/" + id + "/me?token=" + token).json().get("you");
            play = playOntoPieces(you);
            if (play != null) {
                open("table/just-playing-a-round?new");
                js("localStorage.setItem('spindle.table.competition', JSON.stringify({id: arguments[0], organiser:"
                        + " arguments[1], contenders: [{name: 'Ann', token: arguments[2]}, {name: 'Bob', token:"
                        + " arguments[3]}]}))", id, made.get("organiserToken").asText(), token, bob);
            }
        }
        assertThat(play).as("a throw with a play onto a stack").isNotNull();
        open("table/just-playing-a-round?new");
        click(driver.findElement(By.id("competition-mode")));
        browser.waiting(15).until(d -> "running".equals(data("competition")));
        String competition = id;
        String ann = token;
        JsonNode before = you;
        String[] chosen = play;
        // the board redraws every second (the banks): each tap finds its place afresh and taps what lies on top
        String board = "#competition .contender-board .board";
        assertThat(driver.findElements(By.cssSelector(board + " [aria-label]"))).as("places with accessible names")
                .isNotEmpty();
        String tapOn = "const e = document.querySelector(arguments[0]); e.scrollIntoView({block: 'center'});"
                + "const r = e.getBoundingClientRect(); const top = document.elementFromPoint(r.left + r.width / 2,"
                + " r.top + r.height / 2); top.dispatchEvent(new MouseEvent('click', {bubbles: true}));"
                + "return top.getAttribute('data-key');";
        js(tapOn, board + " [data-key='" + play[0] + "']");
        browser.waiting(5).until(d -> !d.findElements(By.cssSelector(board + " .target[data-key='" + chosen[1] + "']"))
                .isEmpty());
        // the destination: a tap on a piece standing on it
        Object tapped = js(tapOn, board + " [data-at='" + play[2] + "']");
        assertThat(tapped).as("what lies over the piece").isEqualTo(play[1]);
        browser.waiting(5).until(d -> web.http.get("/api/competitions/" + competition + "/me?token=" + ann).json()
                .get("you").get("ply").asInt() > before.get("ply").asInt());
        assertThat(driver.findElement(By.id("competition-refusal")).getText()).isEmpty();
        // one device: Ann's tab is open, so only Ann's bank runs; Bob's waits for the device
        browser.waiting(5).until(d -> "true".equals(js("return document.querySelector("
                + "\".contender-tabs [data-name='Ann'] .bank\").dataset.running")));
        assertThat(js("return document.querySelector(\".contender-tabs [data-name='Bob'] .bank\").dataset.running"))
                .isEqualTo("false");
        browser.screenshot("table-competition-tap-onto-stack-phone");
    }
}
