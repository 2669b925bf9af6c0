package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * Spindle with no Spindle server (issue 40's bar): the site {@code spindle site} writes, served by Python's plain
 * file server, on a 390x844 phone with a finger. A whole game against the computer by taps in each of the four
 * games, on the engine compiled for the browser; then with the file server stopped, a reload still plays the game
 * to its end from what the browser kept.
 */
class StaticSiteBrowserTest extends StaticSiteBrowser {
    static Stream<String> games() {
        return Stream.of("one-piece-for-two", "warp-and-weft", "zero-one-two", "just-playing-a-round");
    }

    private int ply() {
        return Integer.parseInt(data("ply"));
    }

    /** A finger's tap on the middle of {@code e}, scrolled into view first as a person would. */
    private void tap(WebElement e) {
        js("arguments[0].scrollIntoView({block: 'center', inline: 'center'})", e);
        @SuppressWarnings("unchecked")
        Map<String, Number> c = (Map<String, Number>) js("const r = arguments[0].getBoundingClientRect();"
                + "return {x: r.left + r.width / 2, y: r.top + r.height / 2};", e);
        browser.tap(c.get("x").doubleValue(), c.get("y").doubleValue());
    }

    /** Opens the home page and starts a game against the computer (or the solo game) with its one-tap button. */
    private void startAgainstTheComputer(String game) {
        driver.get(site.url("/"));
        browser.waiting(30).until(d -> "true".equals(data("ready")));
        List<WebElement> quick = driver.findElements(By.cssSelector("#quick-ai-" + game + ", #quick-solo-" + game));
        assertThat(quick).as("a one-tap start for " + game).hasSize(1);
        tap(quick.get(0));
        browser.waiting(30).until(d -> d.getCurrentUrl().contains("/game/?id=local-") && "true".equals(data("ready")));
    }

    private void waitForMyTurn() {
        browser.waiting(60).until(d -> "true".equals(data("over"))
                || "turn".equals(d.findElement(By.id("status")).getDomAttribute("data-state")));
    }

    /** Taps highlighted places (then a preview's Play, a choice, an action) until one move is played. */
    private void moveByTaps(Random random) {
        int before = ply();
        for (int step = 0; step < 12; step++) {
            List<WebElement> play = driver.findElements(By.cssSelector("#board .board-play"));
            List<WebElement> targets = driver.findElements(By.cssSelector("#board .cell.target"));
            List<WebElement> choices = driver.findElements(By.cssSelector("#choices .move-button"));
            List<WebElement> buttons = driver.findElements(By.cssSelector("#actions .move-button"));
            String steps = data("steps");
            String preview = driver.findElement(By.id("board")).getDomAttribute("data-preview");
            if (!play.isEmpty() && play.get(0).isDisplayed()) {
                tap(play.get(0));
            } else if (!targets.isEmpty()) {
                tap(targets.get(random.nextInt(targets.size())));
            } else if (!choices.isEmpty()) {
                tap(choices.get(0));
            } else {
                assertThat(buttons).as("some legal move is offered").isNotEmpty();
                tap(buttons.get(random.nextInt(buttons.size())));
            }
            browser.waiting(15).until(d -> ply() != before || !Objects.equals(steps, data("steps"))
                    || !String.valueOf(preview).equals(String.valueOf(
                            d.findElement(By.id("board")).getDomAttribute("data-preview"))));
            if (ply() != before) {
                return;
            }
        }
        throw new AssertionError("12 taps did not make a move at ply " + before);
    }

    /** Plays by taps until the game is over; the computer answers in between. */
    private void finish(Random random) {
        for (int moves = 0; !"true".equals(data("over")); moves++) {
            assertThat(moves).as("moves by taps before the end").isLessThan(400);
            waitForMyTurn();
            if (!"true".equals(data("over"))) {
                moveByTaps(random);
            }
        }
        assertThat(driver.findElement(By.id("result")).getText()).isNotBlank();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void aWholeGameAgainstTheComputerByTapsOnAPhone(String game) {
        startAgainstTheComputer(game);
        assertThat(driver.findElement(By.id("offline-note")).getText()).startsWith("No server here:");
        finish(new Random(game.hashCode()));
        browser.screenshot("static-site-" + game + "-over-phone");
    }

    @Test
    void withTheFileServerStoppedAReloadStillPlaysTheGameToItsEnd() throws IOException {
        startAgainstTheComputer("one-piece-for-two");
        // the service worker has kept the site once it controls the page
        browser.waiting(30).until(d -> Boolean.TRUE.equals(js("return !!navigator.serviceWorker.controller")));
        Random random = new Random(11);
        waitForMyTurn();
        moveByTaps(random);
        waitForMyTurn();
        int played = ply();
        String address = driver.getCurrentUrl();
        site.stop();
        try {
            driver.navigate().refresh();
            browser.waiting(30).until(d -> "true".equals(data("ready")));
            assertThat(driver.getCurrentUrl()).isEqualTo(address);
            assertThat(ply()).as("the game as it was before the reload").isEqualTo(played);
            browser.screenshot("static-site-offline-reloaded-phone");
            finish(random);
            browser.screenshot("static-site-offline-over-phone");
        } finally {
            site.serve();
        }
    }

    /** Types {@code move} at the table, waits for the referee's preview and confirms it. */
    private String enterAtTheTable(String move) {
        driver.findElement(By.id("move-input")).sendKeys(move);
        tap(driver.findElement(By.cssSelector("#typed button")));
        browser.waiting(15).until(d -> move.equals(data("pending")));
        String preview = driver.findElement(By.id("confirm-says")).getText();
        int before = ply();
        tap(driver.findElement(By.id("confirm-yes")));
        browser.waiting(15).until(d -> ply() > before && data("pending") == null);
        return preview;
    }

    @Test
    void theTableCompanionAnnouncesA012CrossingWithNoServer() throws IOException {
        offline();
        try {
            driver.get(site.url("/table/zero-one-two/?new"));
            browser.waiting(30).until(d -> "true".equals(data("ready")));
            tap(driver.findElement(By.id("start-initial")));
            browser.waiting(30).until(d -> d.getCurrentUrl().contains("?id=local-") && data("ply") != null);
            for (String move : List.of("setup DN(0,0)", "peg 0,1", "setup DN(-2,0)", "peg 0,2", "place -1,0",
                    "place -1,3", "place 2,-2", "done", "weave -1,0")) {
                enterAtTheTable(move);
            }
            // a refusal in words, and nothing played
            int before = ply();
            driver.findElement(By.id("move-input")).sendKeys("jump 4,4");
            tap(driver.findElement(By.cssSelector("#typed button")));
            browser.waiting(15).until(d -> !d.findElement(By.id("refusal")).getText().isBlank());
            assertThat(driver.findElement(By.id("refusal")).getText()).contains("0 crossings", "must cross");
            assertThat(ply()).isEqualTo(before);
            driver.findElement(By.id("move-input")).clear();
            assertThat(enterAtTheTable("jump -1,3")).contains("1 crossing, as the second Jump needs");
            assertThat(driver.findElement(By.id("says")).getText()).startsWith("Jump 2 from -1,0 to -1,3 crosses")
                    .endsWith("1 crossing, as the second Jump needs.");
            browser.screenshot("static-site-table-crossing-phone");
        } finally {
            site.serve();
        }
    }

    @Test
    void theAnalysisBoardGivesBestMovesAndALinkThatOpensOffline() throws IOException {
        offline();
        try {
            driver.get(site.url("/analysis/warp-and-weft/"));
            browser.waiting(30).until(d -> "true".equals(data("ready")));
            Random random = new Random(5);
            for (int i = 0; i < 2; i++) {
                moveByTaps(random);
            }
            tap(driver.findElement(By.id("best")));
            browser.waiting(30).until(d -> !"0".equals(data("best")) && data("best") != null);
            assertThat(driver.findElements(By.cssSelector("#best-list li"))).isNotEmpty();
            browser.screenshot("static-site-analysis-best-phone");
            String link = driver.getCurrentUrl();
            String text = driver.findElement(By.id("position-text")).getDomProperty("value");
            // the link, opened again with no network, shows the same line
            driver.get(link);
            browser.waiting(30).until(d -> "true".equals(data("ready")));
            assertThat(ply()).isEqualTo(2);
            assertThat(driver.findElement(By.id("position-text")).getDomProperty("value")).isEqualTo(text);
        } finally {
            site.serve();
        }
    }

    @Test
    void theBenchPageMeasuresTheEngineInThisBrowser() {
        driver.get(site.url("/bench/"));
        browser.waiting(30).until(d -> "true".equals(data("ready")));
        tap(driver.findElement(By.id("run")));
        browser.waiting(600).until(d -> "true".equals(data("done")));
        List<WebElement> rows = driver.findElements(By.cssSelector("#figures tbody tr"));
        assertThat(rows).hasSize(4);
        for (WebElement row : rows) {
            // the figures, for the closing note: timing bars belong to benchmarks, not to this test
            System.out.printf("bench page (Chromium): %s %s playouts/s, easy %s ms, medium %s ms%n",
                    row.getDomAttribute("data-game"), row.getDomAttribute("data-playouts"),
                    row.getDomAttribute("data-easy-ms"), row.getDomAttribute("data-medium-ms"));
            assertThat(Long.parseLong(row.getDomAttribute("data-playouts"))).isPositive();
        }
        browser.screenshot("static-site-bench-phone");
    }

    @Test
    void howToPlayDrawsItsPicturesAndStartsTheGuidedGameWithNoServer() throws IOException {
        offline();
        try {
            driver.get(site.url("/howto/zero-one-two/"));
            browser.waiting(30).until(d -> "true".equals(data("ready")));
            List<WebElement> figures = driver.findElements(By.cssSelector("figure.howto-board"));
            assertThat(figures).isNotEmpty().allSatisfy(f -> assertThat(f.getDomAttribute("data-drawn"))
                    .isEqualTo("true"));
            tap(driver.findElement(By.id("g-start")));
            browser.waiting(30).until(d -> "playing".equals(data("guided")));
            browser.waiting(30).until(d -> !data("expect").isEmpty()
                    || !d.findElements(By.cssSelector("#g-buttons button.g-move")).isEmpty());
            String step = data("guided-step");
            List<WebElement> buttons = driver.findElements(By.cssSelector("#g-buttons button.g-move"));
            if (buttons.isEmpty()) {
                tap(BoardPages.topTarget(driver.findElement(By.id("g-board")), data("expect")));
                List<WebElement> play = driver.findElements(By.cssSelector("#g-board .board-play"));
                if (!play.isEmpty() && play.get(0).isDisplayed()) {
                    tap(play.get(0));
                }
            } else {
                tap(buttons.get(0));
            }
            browser.waiting(30).until(d -> !step.equals(data("guided-step")) || !"0".equals(data("guided-clicks")));
            browser.screenshot("static-site-howto-guided-phone");
        } finally {
            site.serve();
        }
    }

    @Test
    void everyLevelOfTheComputerAnswersInTheBrowser() {
        driver.manage().timeouts().scriptTimeout(java.time.Duration.ofSeconds(60));
        driver.get(site.url("/bench/"));
        browser.waiting(30).until(d -> "true".equals(data("ready")));
        for (String game : games().toList()) {
            for (String level : List.of("random", "mcts:easy", "mcts:medium", "mcts:hard", "mcts:max")) {
                Object answer = ((org.openqa.selenium.JavascriptExecutor) driver).executeAsyncScript(
                        "const [game, level, done] = arguments;"
                        + "import('/js/local/engine.js').then(async ({ engine }) => {"
                        + " const seats = (await engine('seats', game, '')).seats.map(() => 'ai:' + level);"
                        + " const id = `levels-${game}-${level}`;"
                        + " const start = await engine('createGame', id, game, '', '', 5, seats.join('\\n'), false);"
                        + " const after = await engine('gameThink', id);"
                        + " await engine('closeGame', id);"
                        + " return after.ply > start.ply ? 'moved' : 'no move'; }).then(done, (e) => done(e.message));",
                        game, level);
                assertThat(answer).as(game + " at " + level).isEqualTo("moved");
            }
        }
    }

    @Test
    void theSetUpFormOffersWhatWorksHereAndStartsAHotSeatGame() {
        driver.get(site.url("/?game=warp-and-weft"));
        browser.waiting(30).until(d -> "true".equals(data("ready")));
        List<WebElement> seats = driver.findElements(By.cssSelector("#seats select"));
        assertThat(seats).hasSize(2);
        List<String> offered = seats.get(1).findElements(By.tagName("option")).stream()
                .map(o -> o.getDomAttribute("value")).toList();
        assertThat(offered).contains("human", "ai:mcts:easy", "ai:mcts:max").doesNotContain("invite", "open");
        assertThat(driver.findElements(By.id("time-control"))).as("no clock without a server").isEmpty();
        assertThat(driver.findElements(By.id("rated"))).as("no ratings without a server").isEmpty();
        assertThat(driver.findElement(By.id("lobby-link")).isDisplayed()).isFalse();
        for (WebElement seat : seats) {
            new org.openqa.selenium.support.ui.Select(seat).selectByValue("human");
        }
        tap(driver.findElement(By.id("start")));
        browser.waiting(30).until(d -> d.getCurrentUrl().contains("/game/?id=local-") && "true".equals(data("ready")));
        assertThat(driver.findElements(By.cssSelector("#players .player"))).hasSize(2)
                .allSatisfy(p -> assertThat(p.getText()).contains("this browser"));
        Random random = new Random(3);
        for (int i = 0; i < 2; i++) {
            waitForMyTurn();
            moveByTaps(random);
        }
        assertThat(ply()).isGreaterThanOrEqualTo(2);
    }
}
