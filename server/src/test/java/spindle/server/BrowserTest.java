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
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;
import spindle.engine.Game;
import spindle.engine.Games;
import spindle.server.analysis.MoveAnalysis;

/**
 * Every game in a real browser (headless Chromium): start a game against the AI from the form, make legal moves by
 * clicking highlighted places on the board, see an illegal click refused, watch the AI think, undo; then a seeded
 * AI-against-AI game to its end, and its replay. Screenshots go to {@code target/screenshots/}.
 */
class BrowserTest extends OneBrowser {
    @BeforeEach
    void windowSize() {
        browser.size(1280, 900);
    }

    static Stream<String> games() {
        return Games.all().stream().map(Game::id);
    }

    private void waitForMyTurn() {
        browser.waiting(30).until(d -> "true".equals(data("over"))
                || "turn".equals(d.findElement(By.id("status")).getDomAttribute("data-state")));
    }

    /**
     * Clicks highlighted places on the board (then choice buttons; action buttons only when the board offers
     * nothing) until one move is played. Returns whether the board was clicked.
     */
    private boolean moveByClicking(Random random) {
        boolean onBoard = false;
        int before = ply();
        for (int step = 0; step < 12; step++) {
            List<WebElement> targets = driver.findElements(By.cssSelector("#board .cell.target"));
            List<WebElement> choices = driver.findElements(By.cssSelector("#choices .move-button"));
            List<WebElement> buttons = driver.findElements(By.cssSelector("#actions .move-button"));
            String steps = data("steps");
            if (!targets.isEmpty()) {
                click(targets.get(random.nextInt(targets.size())));
                onBoard = true;
            } else if (!choices.isEmpty()) {
                click(choices.get(0));
            } else {
                assertThat(buttons).as("some legal move is offered").isNotEmpty();
                click(buttons.get(random.nextInt(buttons.size())));
            }
            browser.waiting(10).until(d -> ply() != before || !steps.equals(data("steps")));
            if (ply() != before) {
                return onBoard;
            }
        }
        throw new AssertionError("12 clicks did not make a move");
    }

    /** Clicks a place that is not highlighted (or types a move that does not exist) and expects a refusal. */
    private void illegalClick(String gameId) {
        int before = ply();
        long version = web.http.get("/api/games/" + gameId).json().get("version").asLong();
        List<WebElement> cells = driver.findElements(By.cssSelector("#board .cell:not(.target)"));
        if (cells.isEmpty()) {
            driver.findElement(By.id("move-input")).sendKeys("no-such-move", Keys.ENTER);
        } else {
            click(cells.get(cells.size() / 2));
        }
        browser.waiting(10).until(d -> d.findElement(By.id("message")).getDomAttribute("class").contains("error")
                && !d.findElement(By.id("message")).getText().isBlank());
        assertThat(ply()).isEqualTo(before);
        assertThat(web.http.get("/api/games/" + gameId).json().get("version").asLong()).isEqualTo(version);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void playAgainstTheAiByClicking(String game) {
        open("?game=" + game);
        List<WebElement> seats = driver.findElements(By.cssSelector("#seats select"));
        new Select(seats.get(0)).selectByValue("human");
        for (int i = 1; i < seats.size(); i++) {
            new Select(seats.get(i)).selectByValue("ai:random");
        }
        click(driver.findElement(By.cssSelector("#more summary"))); // pace and seed are under "More options"
        new Select(driver.findElement(By.id("pace"))).selectByValue("400");
        driver.findElement(By.id("seed")).sendKeys("7");
        click(driver.findElement(By.id("start")));
        browser.waiting(15).until(d -> d.getCurrentUrl().contains("/game/") && "true".equals(data("ready")));
        String id = driver.getCurrentUrl().replaceAll(".*/game/", "");
        boolean hasBoard = !driver.findElements(By.cssSelector("#board svg")).isEmpty();
        assertThat(hasBoard || game.equals("windy-nim")).as("the game has its own board drawing").isTrue();

        waitForMyTurn();
        illegalClick(id);
        Random random = new Random(7);
        boolean sawThinking = false;
        int boardMoves = 0;
        int moves = 0;
        for (; moves < 3 && !"true".equals(data("over")); moves++) {
            waitForMyTurn();
            int before = ply();
            boardMoves += moveByClicking(random) ? 1 : 0;
            if (seats.size() > 1 && !"true".equals(data("over"))) {
                sawThinking |= "true".equals(data("thinking"))
                        || driver.findElement(By.id("status")).getText().contains("thinking");
            }
            assertThat(ply()).isGreaterThan(before);
        }
        assertThat(moves).isPositive();
        if (hasBoard) {
            assertThat(boardMoves).as("moves made by clicking the board").isPositive();
        }
        if (seats.size() > 1) {
            assertThat(sawThinking).as("the AI's thinking is shown").isTrue();
        }
        waitForMyTurn();
        JsonNode state = web.http.get("/api/games/" + id).json();
        assertThat(driver.findElements(By.cssSelector("#moves li"))).hasSize(state.get("ply").asInt());
        browser.screenshot(game + "-1-vs-ai");
        browser.size(390, 844);
        browser.screenshot(game + "-2-phone");
        browser.size(1280, 900);

        if (state.get("canUndo").asBoolean()) {
            int before = ply();
            click(driver.findElement(By.id("undo")));
            browser.waiting(10).until(d -> ply() < before);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void aiAgainstAiFinishesAndReplays(String game) {
        int players = web.http.get("/api/catalog").json().findValues("games").get(0).findValues("seats").size();
        List<String> seats = new ArrayList<>();
        for (JsonNode g : web.http.get("/api/catalog").json().get("games")) {
            if (g.get("id").asText().equals(game)) {
                g.get("seats").forEach(s -> seats.add("\"ai:random\""));
            }
        }
        assertThat(players).isPositive();
        Http.Reply created = web.http.post("/api/games", "{\"game\":\"" + game + "\",\"seats\":" + seats
                + ",\"seed\":1,\"paceMillis\":0}");
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        String id = created.json().get("id").asText();
        open("game/" + id);
        browser.waiting(90).until(d -> "true".equals(data("over")));
        String result = driver.findElement(By.id("result")).getText();
        assertThat(result).as("the result in words (PageBrowserTest checks them per game)").isNotBlank();
        browser.screenshot(game + "-3-finished");

        int plies = ply();
        click(driver.findElement(By.id("replay")));
        browser.waiting(10).until(d -> "true".equals(data("replay")) && ply() == 0);
        for (int i = 0; i < 3 && i < plies; i++) {
            int before = ply();
            click(driver.findElement(By.id("rp-next")));
            browser.waiting(10).until(d -> ply() == before + 1);
        }
        assertThat(driver.findElement(By.id("status")).getText()).startsWith("Replay");
        assertThat(driver.findElements(By.cssSelector("#moves li.current"))).hasSize(plies == 0 ? 0 : 1);
        browser.screenshot(game + "-4-replay");
        click(driver.findElement(By.id("rp-last")));
        browser.waiting(10).until(d -> ply() == plies);
        click(driver.findElement(By.id("rp-exit")));
        browser.waiting(10).until(d -> "false".equals(data("replay")));
    }

    @Test
    void afterAnAiGameTheAnalysisChartMarksTheLikelyMistakes() {
        Http.Reply created = web.http.post("/api/games", "{\"game\":\"warp-and-weft\",\"variant\":\"size=2\","
                + "\"seats\":[\"ai:random\",\"ai:random\"],\"seed\":3,\"paceMillis\":0}");
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        open("game/" + created.json().get("id").asText());
        browser.waiting(30).until(d -> "true".equals(data("over")));
        WebElement analysis = driver.findElement(By.id("analysis"));
        browser.waiting(90).until(d -> "true".equals(analysis.getDomAttribute("data-ready")));
        assertThat(analysis.findElements(By.cssSelector("svg.analysis-chart path.estimate"))).hasSize(1);
        List<WebElement> marks = analysis.findElements(By.cssSelector("svg .mistake"));
        List<WebElement> items = analysis.findElements(By.cssSelector(".mistake-item"));
        assertThat(items).hasSameSizeAs(marks).hasSizeLessThanOrEqualTo(MoveAnalysis.MISTAKES);
        ((JavascriptExecutor) driver).executeScript("arguments[0].scrollIntoView()", analysis);
        browser.screenshot("warp-and-weft-6-analysis");
        if (!items.isEmpty()) {
            assertThat(items.get(0).getText()).contains("AI preferred");
            int ply = Integer.parseInt(items.get(0).getDomAttribute("data-ply"));
            click(items.get(0));
            browser.waiting(10).until(d -> "true".equals(data("replay")) && ply() == ply);
            ((JavascriptExecutor) driver).executeScript("arguments[0].scrollIntoView()", analysis);
            browser.screenshot("warp-and-weft-7-analysis-replay");
        }
    }

    @Test
    void theSoloGamesAnalysisChartsTheExpectedScore() {
        Http.Reply created = web.http.post("/api/games", "{\"game\":\"just-playing-a-round\","
                + "\"seats\":[\"ai:random\"],\"seed\":2,\"paceMillis\":0}");
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        open("game/" + created.json().get("id").asText());
        browser.waiting(60).until(d -> "true".equals(data("over")));
        WebElement analysis = driver.findElement(By.id("analysis"));
        browser.waiting(120).until(d -> "true".equals(analysis.getDomAttribute("data-ready")));
        assertThat(analysis.findElement(By.cssSelector("svg.analysis-chart")).getDomAttribute("aria-label"))
                .isEqualTo("expected score by ply");
        assertThat(analysis.getText()).contains("expected final score");
        ((JavascriptExecutor) driver).executeScript("arguments[0].scrollIntoView()", analysis);
        browser.screenshot("just-playing-a-round-6-analysis");
    }

    @Test
    void aOnePieceRelocationIsGuidedAndItsOnlySecondHalfIsPlacedForYou() {
        assumeTrue(Games.all().stream().anyMatch(g -> g.id().equals("one-piece-for-two")), "1♣42 is not registered");
        Http.Reply created = web.http.post("/api/games", "{\"game\":\"one-piece-for-two\",\"variant\":"
                + "{\"gameEdge\":\"bottom\",\"starterColour\":\"red\"},\"seats\":[\"human\",\"human\"],\"seed\":1}");
        String id = created.json().get("id").asText();
        String[] tokens = {Http.token(created.json(), 0), Http.token(created.json(), 1)};
        // position Q of the rules' acceptance scenario 8: the box is empty, so moves are relocations
        for (String move : ("a1/b1 d1/c1 e1/f1 h1/g1 b2/a2 c2/d2 f2/e2 g2/h2 a3/b3 d3/c3 e3/f3 h3/g3 b4/a4 c4/d4 "
                + "f4/e4 g4/h4 a5/a6 d5/c5 c6/d6 h5/h6").split(" ")) {
            JsonNode state = web.http.get("/api/games/" + id).json();
            assertThat(web.http.post("/api/games/" + id + "/moves", GameApiTest.moveBody(move, state.get("ply").asInt(),
                    tokens[state.get("toMove").asInt()])).status()).isEqualTo(200);
        }
        // this browser takes both seats through their links, as the creator's browser would hold them
        open("game/" + id + "?seat=0#token=" + tokens[0]);
        open("game/" + id + "?seat=1#token=" + tokens[1]);
        open("game/" + id);
        int before = ply();
        click(driver.findElement(By.cssSelector("[data-key='take:a5-a6'].target")));
        browser.waiting(5).until(d -> "1".equals(data("steps")));
        assertThat(driver.findElements(By.cssSelector("#board .cell.target"))).isNotEmpty();
        // b5 leaves the blue half one place, b6, so the second tap plays the whole relocation (a forced choice is
        // not asked for)
        click(driver.findElement(By.cssSelector("[data-key='b5'].target")));
        browser.waiting(5).until(d -> ply() == before + 1);
        List<WebElement> moves = driver.findElements(By.cssSelector("#moves li"));
        assertThat(moves.get(moves.size() - 1).getText()).endsWith("a5-a6>b5/b6");
        browser.screenshot("one-piece-for-two-5-relocation");
    }

    @Test
    void hotSeatPlayersTakeTurnsAtOneBrowserAndUndoStepsBackOneMove() {
        Http.Reply created = web.http.post("/api/games", "{\"game\":\"warp-and-weft\",\"seats\":[\"human\",\"human\"],"
                + "\"seed\":5}");
        String id = created.json().get("id").asText();
        // this browser holds both seats' tokens, as the creating browser would
        open("game/" + id + "?seat=0#token=" + Http.token(created.json(), 0));
        open("game/" + id + "?seat=1#token=" + Http.token(created.json(), 1));
        open("game/" + id);
        click(driver.findElement(By.cssSelector("[data-key='C13'].target")));
        browser.waiting(5).until(d -> ply() == 1);
        assertThat(driver.findElement(By.id("status")).getText()).startsWith("Player 2");
        assertThat(driver.findElements(By.cssSelector("[data-key='C13'].target"))).isEmpty();
        click(driver.findElement(By.cssSelector("[data-key='E13'].target")));
        browser.waiting(5).until(d -> ply() == 2);
        assertThat(data("thinking")).isEqualTo("false");
        click(driver.findElement(By.id("undo")));
        browser.waiting(5).until(d -> ply() == 1);
        assertThat(driver.findElement(By.id("status")).getText()).startsWith("Player 2");
    }

    @Test
    void theFourGamesAreAllHere() {
        assertThat(Games.all().stream().map(Game::id)).contains("warp-and-weft", "one-piece-for-two", "zero-one-two",
                "just-playing-a-round");
    }

    @Test
    void homePageListsEveryGameWithItsRulesAndTheForm() {
        open("");
        for (Game game : Games.all()) {
            WebElement card = driver.findElement(By.id("card-" + game.id()));
            assertThat(card.getText()).contains(game.name());
            assertThat(card.findElement(By.linkText("Rules")).getDomAttribute("href")).isEqualTo("/rules/" + game.id());
        }
        new Select(driver.findElement(By.id("game"))).selectByValue(Games.all().get(0).id());
        assertThat(driver.findElements(By.cssSelector("#parameters input, #parameters select")))
                .hasSize(Games.all().get(0).parameters().size());
        browser.screenshot("home");
    }

    @Test
    void rulesPagesAreHtml() {
        for (Game game : Games.all()) {
            driver.get(web.server.url() + "rules/" + game.id());
            assertThat(driver.findElement(By.tagName("h1")).getText()).isNotBlank();
        }
        driver.get(web.server.url() + "rules/" + Games.all().get(0).id());
        browser.screenshot("rules-" + Games.all().get(0).id());
    }
}
