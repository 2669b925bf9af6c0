package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * The game page speaks the How-to's words: 0-1-2's decisions are Place, Reposition, Weave, Self and Opp, its pegs
 * wait in the reserve; and the board's places have accessible names that say what is on them.
 */
class WordsBrowserTest extends OneBrowser {
    private BoardPages page;

    @BeforeEach
    void desktop() {
        page = new BoardPages(web, browser);
        browser.size(1366, 900);
    }

    private JsonNode game(String body, String... moves) {
        JsonNode created = page.handGame(body, body.contains("just-playing-a-round") ? 1 : 2);
        for (String move : moves) {
            page.playApi(created, move);
        }
        page.open("game/" + created.get("id").asText());
        return created;
    }

    private String label(String key) {
        return driver.findElements(By.cssSelector("#board [data-key='" + key + "'][aria-label]")).get(0)
                .getDomAttribute("aria-label");
    }

    private List<String> texts(String css) {
        return driver.findElements(By.cssSelector(css)).stream().map(WebElement::getText).toList();
    }

    @Test
    void zeroOneTwoSaysPlaceRepositionWeaveSelfOppAndReserve() {
        JsonNode created = game("{\"game\":\"zero-one-two\",\"seats\":[\"human\",\"human\"],"
                + "\"variant\":{\"firstPlayer\":\"P1\"}}", "setup DN(0,0)", "peg 1,1", "setup DN(-2,0)", "peg -1,1",
                "place -2,-1", "place -1,2", "place -3,1", "place 0,3");
        assertThat(driver.findElement(By.id("players")).getText()).contains("reserve").doesNotContain("recess");
        assertThat(label("h:1,1")).isEqualTo("hole 1,1: blue peg, used");
        // a peg of one's own that no thread has reached: Weave to it or Reposition it
        page.js("arguments[0].dispatchEvent(new MouseEvent('click', {bubbles: true}))",
                BoardPages.topTarget(driver, "h:-2,-1"));
        browser.waiting(5).until(d -> !d.findElements(By.cssSelector("#choices button.move-button")).isEmpty());
        assertThat(texts("#choices button.move-button")).contains("Weave: jump to -2,-1",
                "Reposition the peg on -2,-1").noneMatch(t -> t.matches("^(repo|weave|place|jump) .*"));
        for (String move : List.of("weave -2,-1", "jump -1,2", "jump -2,-2")) {
            page.playApi(created, move);
        }
        browser.waiting(5).until(d -> texts("#actions button.move-button").contains("Self"));
        assertThat(texts("#actions button.move-button")).contains("Self", "Opp");
        assertThat(texts("#moves li")).anyMatch(t -> t.contains("Weave: jump to -2,-1"));
    }

    @Test
    void occupiedPlacesNameWhatIsOnThemAndPlaysAreSentences() {
        game("{\"game\":\"warp-and-weft\",\"seats\":[\"human\",\"human\"],\"variant\":\"size=4\"}", "C13");
        assertThat(label("C13")).isEqualTo("C13: Warp thread, claimed by Warp (red)");
        game("{\"game\":\"one-piece-for-two\",\"seats\":[\"human\",\"human\"],"
                + "\"variant\":{\"gameEdge\":\"bottom\",\"starterColour\":\"red\"}}", "d1/d2");
        assertThat(label("d1")).isEqualTo("d1: red half of the piece d1/d2");
        game("{\"game\":\"just-playing-a-round\",\"seats\":[\"human\"],\"seed\":4}", "R5 SE");
        assertThat(label("R1")).isEqualTo("Red 1 on b1");
        assertThat(label("b1")).isEqualTo("b1: Red 1 (bottom first)");
        assertThat(texts("#moves li")).anyMatch(t -> t.endsWith("Red die: 5"));
        // a play says where the piece went and what it made, in the How-to's words
        assertThat(texts("#moves li")).anyMatch(t -> t.matches(".*Red 5 steps south-east onto [a-h][1-8].*"));
        browser.size(390, 844);
        page.js("document.getElementById('moves').scrollIntoView()");
        browser.screenshot("words-just-playing-a-round-moves-phone");
    }

    @Test
    void aPlayerHearsWhoPlacedEachPiece() {
        JsonNode created = page.handGame("{\"game\":\"one-piece-for-two\",\"seats\":[\"human\",\"ai:random\"],"
                + "\"variant\":{\"gameEdge\":\"bottom\",\"starterColour\":\"red\"},\"seed\":3,\"paceMillis\":0}", 1);
        page.playApi(created, "d1/d2");
        page.open("game/" + created.get("id").asText());
        browser.waiting(15).until(d -> page.ply() >= 2);
        assertThat(label("d1")).isEqualTo("d1: red half of the piece d1/d2, placed by you");
        List<String> pieces = driver.findElements(By.cssSelector("#board .domino")).stream()
                .map(e -> e.getDomAttribute("aria-label")).toList();
        assertThat(pieces).hasSize(2).anyMatch(l -> l.endsWith(", placed by the computer"));
        // a visitor is told what lies there, not by whom
        page.js("localStorage.clear()");
        page.open("game/" + created.get("id").asText());
        assertThat(label("d1")).isEqualTo("d1: red half of the piece d1/d2");
    }

    @Test
    void theComputerIsNamedByItsLevelAndTheReplayCountsMoves() {
        JsonNode created = page.handGame("{\"game\":\"warp-and-weft\",\"seats\":[\"human\",\"ai:mcts:easy\"],"
                + "\"variant\":\"size=2\"}", 1);
        page.playApi(created, "A7");
        page.open("game/" + created.get("id").asText());
        browser.waiting(20).until(d -> page.ply() >= 2);
        assertThat(driver.findElement(By.id("players")).getText()).contains("Computer (easy)").doesNotContain("mcts");
        driver.findElement(By.id("replay")).click();
        browser.waiting(5).until(d -> d.findElement(By.id("rp-ply")).getText().equals("move 0 of 2"));
    }

    @Test
    void aVisitorIsToldInASentenceThatOnlyThePlayersGetTheAnalysis() {
        Http.Reply made = web.http.post("/api/games", "{\"game\":\"warp-and-weft\",\"seats\":[\"human\",\"human\"],"
                + "\"variant\":\"size=2\"}");
        JsonNode created = made.json();
        page.playApi(created, "A7");
        page.playApi(created, "A1");
        String id = created.get("id").asText();
        Http.Reply resigned = web.http.post("/api/games/" + id + "/resign", "{\"token\":\"" + Http.token(created, 0)
                + "\"}");
        assertThat(resigned.status()).as(resigned.body()).isEqualTo(200);
        page.open("game/" + id); // this browser holds no seat of it
        browser.waiting(5).until(d -> d.findElement(By.cssSelector("#analysis .analysis-status")).getText()
                .startsWith("Only the players"));
        String text = driver.findElement(By.tagName("body")).getText();
        assertThat(text).doesNotContainIgnoringCase("authorization").doesNotContainIgnoringCase("bearer")
                .doesNotContainIgnoringCase("token");
    }

    @Test
    void theLobbySeeksAGameChosenByName() {
        driver.get(web.server.url() + "lobby");
        browser.waiting(10).until(d -> d.findElements(By.cssSelector("#seek-game option")).size() >= 4);
        assertThat(driver.findElement(By.id("seek-game")).getTagName()).isEqualTo("select");
        assertThat(texts("#seek-game option")).contains("Warp and Weft", "0-1-2: A Thread Game")
                .noneMatch(t -> t.matches("[a-z-]+"));
    }
}
