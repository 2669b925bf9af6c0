package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;

/**
 * What the board itself carries (issue 16), in headless Chromium at desktop (1366x900) and phone (390x844) size:
 * the last turn marked step by step and the winning elements marked from the rules' own data, quiet targets that
 * play wherever they are clicked (3Will squares holding pieces included), finger-sized targets and no overflow on a
 * phone (the large Warp and Weft board zooms in first), coordinates, flip, arrow keys + Enter, a text description,
 * the 1♣42 ghost domino and 0-1-2 side choices drawn on the board. Screenshots go to {@code target/screenshots/}.
 */
class BoardUiBrowserTest extends OneBrowser {
    private BoardPages page;

    @BeforeEach
    void desktop() {
        page = new BoardPages(web, browser);
        browser.size(1366, 900);
    }

    static Stream<String> games() {
        return Stream.of("warp-and-weft", "one-piece-for-two", "zero-one-two", "just-playing-a-round");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void aFinishedGameMarksItsLastTurnAndHowItWasWon(String game) {
        String id = page.aiGame(game, 1);
        page.open("game/" + id);
        page.browser.waiting(90).until(d -> "true".equals(page.data("over")));
        JsonNode view = page.http.get("/api/games/" + id).json();
        List<WebElement> last = page.driver.findElements(By.cssSelector("#board [data-last-move]"));
        List<WebElement> winning = page.driver.findElements(By.cssSelector("#board [data-winning]"));
        JsonNode named = view.get("board").get("winning");
        assertThat(named).as("the rules name how it was won").isNotEmpty();
        assertThat(winning).as("the winning elements are marked").hasSizeGreaterThanOrEqualTo(named.size());
        if (game.equals("one-piece-for-two")) {
            assertThat(named.size()).isGreaterThanOrEqualTo(4);
        }
        String lastMove = view.get("moves").get(view.get("moves").size() - 1).get("text").asText();
        if (!lastMove.equals("stop")) {
            assertThat(last).as("the last turn is marked").isNotEmpty();
        }
        assertThat(page.driver.findElements(By.cssSelector("#board .coord"))).as("coordinates").isNotEmpty();
        assertThat(page.driver.findElement(By.cssSelector("#board svg")).getDomAttribute("aria-describedby")).isNotBlank();
        assertThat((String) page.js("return document.getElementById(document.querySelector('#board svg')"
                + ".getAttribute('aria-describedby')).textContent")).hasSizeGreaterThan(40);
        page.browser.screenshot("board-" + game + "-1-won");
        page.browser.size(BoardPages.PHONE_W, BoardPages.PHONE_H);
        page.browser.waiting(5).until(d -> ((Number) page.js("return innerWidth")).intValue() <= BoardPages.PHONE_W);
        page.noOverflow();
        page.browser.screenshot("board-" + game + "-2-won-phone");
    }

    /** 0-1-2: a turn of several decisions is marked in order 1, 2, 3 … (seen in a replay of an AI game). */
    @Test
    void everyStepOfAMultiDecisionTurnIsNumberedInOrder() {
        String id = page.aiGame("zero-one-two", 1);
        page.browser.waiting(90).until(d -> page.http.get("/api/games/" + id).json().get("over").asBoolean());
        JsonNode moves = page.http.get("/api/games/" + id).json().get("moves");
        int ply = -1;
        int steps = 0;
        for (int end = moves.size() - 1; end > 0 && ply < 0; end--) {
            int player = moves.get(end).get("player").asInt();
            int count = 0;
            for (int i = end; i >= 0 && moves.get(i).get("player").asInt() == player; i--) {
                count += moves.get(i).get("text").asText().matches("(weave|jump|build|peg|place) .*") ? 1 : 0;
            }
            if (count >= 3) {
                ply = end + 1;
                steps = count;
            }
        }
        assertThat(ply).as("some turn has three marked steps").isPositive();
        page.open("game/" + id + "?ply=" + ply);
        final int at = ply;
        page.browser.waiting(10).until(d -> "true".equals(page.data("replay")) && page.ply() == at);
        List<String> values = new ArrayList<>();
        for (WebElement e : page.driver.findElements(By.cssSelector("#board [data-last-move]"))) {
            values.addAll(List.of(e.getDomAttribute("data-last-move").split(" ")));
        }
        List<String> expected = new ArrayList<>();
        for (int i = 1; i <= steps; i++) {
            expected.add(Integer.toString(i));
        }
        assertThat(values).containsAll(expected);
        assertThat(page.driver.findElements(By.cssSelector("#board .last-move-badge"))).hasSizeGreaterThanOrEqualTo(steps);
        page.browser.screenshot("board-zero-one-two-3-turn-steps");
    }

    @Test
    void arrowKeysAndEnterPlayAMove() {
        JsonNode created = page.handGame("{\"game\":\"warp-and-weft\",\"seats\":[\"human\",\"human\"],\"seed\":5}", 2);
        page.open("game/" + created.get("id").asText());
        WebElement first = page.driver.findElement(By.cssSelector("#board [tabindex='0']"));
        page.js("arguments[0].focus()", first);
        String start = (String) page.js("return document.activeElement.dataset.key");
        new Actions(page.driver).sendKeys(Keys.ARROW_RIGHT).sendKeys(Keys.ARROW_DOWN).perform();
        String focused = (String) page.js("return document.activeElement.dataset.key");
        assertThat(focused).as("the arrows moved the focus").isNotNull().isNotEqualTo(start);
        boolean legal = (Boolean) page.js("return document.activeElement.classList.contains('target')");
        for (int i = 0; i < 10 && !legal; i++) {
            new Actions(page.driver).sendKeys(Keys.ARROW_RIGHT).perform();
            focused = (String) page.js("return document.activeElement.dataset.key");
            legal = (Boolean) page.js("return document.activeElement.classList.contains('target')");
        }
        assertThat(legal).as("the arrows reach a legal target").isTrue();
        new Actions(page.driver).sendKeys(Keys.ENTER).perform();
        page.browser.waiting(10).until(d -> page.ply() == 1);
        JsonNode moves = page.http.get("/api/games/" + created.get("id").asText()).json().get("moves");
        assertThat(moves.get(0).get("text").asText()).isEqualTo(focused);
        assertThat((String) page.js("return document.activeElement.dataset.key")).as("focus stays on the board")
                .isNotNull();
    }

    @Test
    void theOnePieceBoardKeepsItsOrientationAndFlipsOnRequest() {
        JsonNode created = page.handGame("{\"game\":\"one-piece-for-two\",\"seats\":[\"human\",\"human\"],\"seed\":2}", 2);
        String id = created.get("id").asText();
        // the starter's colour is chosen on the board, from two tiles
        page.open("game/" + id);
        page.browser.screenshot("board-one-piece-for-two-5-colour-choice");
        page.driver.findElement(By.cssSelector("#board .hit-top[data-key='colour:red']")).click();
        page.browser.waiting(5).until(d -> page.ply() == 1);
        assertThat(page.http.get("/api/games/" + id).json().get("moves").get(0).get("text").asText()).isEqualTo("red");
        page.playApi(created, "top");
        page.open("game/" + id);
        // the game edge is drawn at the bottom and the files read a..h from the left, whichever edge was chosen
        List<String> files = new ArrayList<>();
        @SuppressWarnings("unchecked")
        List<String> texts = (List<String>) page.js("return [...document.querySelectorAll('#board text.coord')]"
                + ".filter(t => /^[a-z]$/.test(t.textContent)).sort((a, b) => a.getBoundingClientRect().left"
                + " - b.getBoundingClientRect().left).map(t => t.textContent)");
        files.addAll(texts);
        assertThat(files).startsWith("a", "b", "c").endsWith("h");
        double a1Before = top("a1");
        double a7Before = top("a7");
        assertThat(a1Before).as("row 1 lies along the game edge, at the bottom").isGreaterThan(a7Before);
        page.browser.screenshot("board-one-piece-for-two-6-edge-top");
        page.driver.findElement(By.cssSelector("#board .board-flip")).click();
        page.browser.waiting(5).until(d -> "true".equals(d.findElement(By.cssSelector("#board svg"))
                .getDomAttribute("data-flipped")));
        assertThat(top("a1")).as("flipped: row 1 at the top").isLessThan(top("a7"));
        page.driver.findElement(By.cssSelector("#board .board-flip")).click();
        page.browser.waiting(5).until(d -> "false".equals(d.findElement(By.cssSelector("#board svg"))
                .getDomAttribute("data-flipped")));

        // a ghost domino shows where the blue half of the piece may go
        page.driver.findElement(By.cssSelector("#board .hit-top[data-key='c1']")).click();
        page.browser.waiting(5).until(d -> "1".equals(page.data("steps")));
        List<WebElement> ghosts = page.driver.findElements(By.cssSelector("#board .ghost rect"));
        assertThat(ghosts).hasSizeGreaterThanOrEqualTo(3);
        page.browser.screenshot("board-one-piece-for-two-7-ghost");
        page.driver.findElement(By.cssSelector("#board .hit-top[data-key='c2']")).click();
        page.browser.waiting(5).until(d -> page.ply() == 3);
        assertThat(page.driver.findElements(By.cssSelector("#board [data-last-move='1'][data-at='c1/c2']"))).hasSize(1);
    }

    @Test
    void aHintSaysWhatItsValueMeans() {
        JsonNode created = page.handGame("{\"game\":\"one-piece-for-two\",\"seats\":[\"human\",\"human\"],\"seed\":3}", 2);
        // rule scenario 4 with the second player red: d1/e1 gives red a1-d1
        for (String move : List.of("blue", "bottom", "a1/a2", "b1/b2", "c1/c2")) {
            page.playApi(created, move);
        }
        page.open("game/" + created.get("id").asText() + "?seat=1#token=" + Http.token(created, 1));
        page.driver.findElement(By.id("hint")).click();
        page.browser.waiting(10).until(d -> d.findElement(By.id("message")).getText().startsWith("Hint:"));
        assertThat(page.driver.findElement(By.id("message")).getText()).isEqualTo("Hint: d1/e1 (Second (you) wins in 1)");
        page.browser.screenshot("board-one-piece-for-two-8-hint");
        // a win the search proved (deeper than the hint's solver looks) is said in words too, not as "value 1.00"
        page.js("const real = window.fetch; window.fetch = (path, options) => String(path).endsWith('/hint')"
                + " ? Promise.resolve(new Response(JSON.stringify({move: 'd1/e1', value: 1, proven: true, by: 'mcts',"
                + " text: 'a forced win', ply: 5}), {headers: {'Content-Type': 'application/json'}}))"
                + " : real(path, options)");
        page.driver.findElement(By.id("hint")).click();
        page.browser.waiting(10).until(d -> d.findElement(By.id("message")).getText().contains("forced"));
        assertThat(page.driver.findElement(By.id("message")).getText()).isEqualTo("Hint: d1/e1 (a forced win)");
    }

    private double top(String element) {
        return ((Number) page.js("return document.querySelector(`#board [data-key='${arguments[0]}']`)"
                + ".getBoundingClientRect().top", element)).doubleValue();
    }

    /** 0-1-2: a side choice is two bows drawn around the peg, "left" and "right"; clicking one plays it. */
    @Test
    void zeroOneTwoSideChoicesAreDrawnOnTheBoard() {
        JsonNode created = page.handGame("{\"game\":\"zero-one-two\",\"seats\":[\"human\",\"human\"],\"seed\":6}", 2);
        String id = created.get("id").asText();
        Random random = new Random(6);
        boolean asked = false;
        for (int i = 0; i < 3000 && !asked; i++) {
            JsonNode view = page.http.get("/api/games/" + id).json();
            if (view.get("over").asBoolean()) {
                break;
            }
            JsonNode legal = view.get("legalMoves");
            for (JsonNode m : legal) {
                asked |= m.asText().matches("\\{#\\d+[+-]}|\\[-?\\d+,-?\\d+[+-]]");
            }
            if (!asked) {
                page.playApi(created, legal.get(random.nextInt(legal.size())).asText());
            }
        }
        assumeTrue(asked, "no side choice came up in this seeded game");
        page.open("game/" + id);
        List<WebElement> bows = page.driver.findElements(By.cssSelector("#board .side-button"));
        assertThat(bows).extracting(e -> e.getDomAttribute("data-side")).containsExactlyInAnyOrder("left", "right");
        assertThat(page.driver.findElements(By.cssSelector("#actions .move-button")).stream()
                .map(WebElement::getText).filter(t -> t.startsWith("{") || t.startsWith("["))).isEmpty();
        page.browser.screenshot("board-zero-one-two-7-side-choice");
        int before = page.ply();
        new Actions(page.driver).moveToElement(page.driver.findElement(By.cssSelector("#board .side-button[data-side='left']")))
                .click().perform();
        page.browser.waiting(10).until(d -> page.ply() > before);
        JsonNode moves = page.http.get("/api/games/" + id).json().get("moves");
        assertThat(moves.get(before).get("text").asText()).as("left is +").matches(".*\\+[}\\]]");
    }
}
