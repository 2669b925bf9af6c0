package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebElement;

/**
 * The page around the board, in headless Chromium at desktop (1366x900) and phone (390x844) sizes: the turn line
 * says who you are and whose turn it is and is on screen without scrolling, the page does not scroll by itself after
 * a move, the end says who won, how and by what score, moves are announced in a live region, the home page starts a
 * game in one click, dark mode, the favicon, and the "your move" title while the tab is hidden.
 */
class PageBrowserTest extends OneBrowser {
    @BeforeEach
    void windowSize() {
        browser.size(1366, 900);
    }

    @AfterEach
    void lightAgain() {
        if (browser != null) {
            scheme("light");
        }
    }

    private Object js(String script, Object... args) {
        return ((JavascriptExecutor) driver).executeScript(script, args);
    }

    /** Clicks the board place {@code key}; again if a pushed state redrew the board under the click. */
    private void clickKey(String key) {
        browser.waiting(5).until(d -> {
            BoardPages.topTarget(d, key).click();
            return true;
        });
    }

    /** How far the board is zoomed in (1: the whole board). */
    private double zoom() {
        String zoom = driver.findElement(By.cssSelector("#board svg")).getDomAttribute("data-zoom");
        return zoom == null ? 1 : Double.parseDouble(zoom);
    }

    /** The board place a tap previewed (reach.js), or null. */
    private String preview() {
        return driver.findElement(By.id("board")).getDomAttribute("data-preview");
    }

    private void scheme(String value) {
        browser.scheme(value);
    }

    /** A game created through the API; the browser holds the given seats' tokens, as their links would give. */
    private JsonNode create(String body, int... heldSeats) {
        Http.Reply created = web.http.post("/api/games", body);
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        String id = created.json().get("id").asText();
        for (int seat : heldSeats) {
            open("game/" + id + "?seat=" + seat + "#token=" + Http.token(created.json(), seat));
        }
        return created.json();
    }

    private void move(JsonNode game, int seat, String move) {
        String id = game.get("id").asText();
        int ply = web.http.get("/api/games/" + id).json().get("ply").asInt();
        Http.Reply r = web.http.post("/api/games/" + id + "/moves",
                GameApiTest.moveBody(move, ply, Http.token(game, seat)));
        assertThat(r.status()).as(r.body()).isEqualTo(200);
    }

    private static double luminance(String rgb) {
        String[] p = rgb.replaceAll("[^0-9,.]", "").split(",");
        return (0.2126 * Double.parseDouble(p[0]) + 0.7152 * Double.parseDouble(p[1])
                + 0.0722 * Double.parseDouble(p[2])) / 255;
    }

    @Test
    void onAPhoneTheTurnLineIsOnScreenAndAMoveDoesNotScrollThePage() {
        browser.size(390, 844);
        JsonNode game = create("{\"game\":\"warp-and-weft\",\"seats\":[\"human\",\"invite\"],\"seed\":5}", 0);
        open("game/" + game.get("id").asText());
        WebElement status = driver.findElement(By.id("status"));
        assertThat(status.getText()).isEqualTo("Your turn \u2014 Warp (red)");
        assertThat(driver.findElement(By.id("prompt")).getText()).startsWith("You are threading: click one of your threads");
        Number bottom = (Number) js("return document.getElementById('status').getBoundingClientRect().bottom");
        Number height = (Number) js("return window.innerHeight");
        assertThat(bottom.doubleValue()).as("the turn line is visible without scrolling").isLessThan(height.doubleValue());
        assertThat(((Number) js("return window.scrollY")).intValue()).isZero();
        browser.screenshot("page-phone-your-turn");

        js("window.scrollTo(0, 120)");
        long scrolled = ((Number) js("return window.scrollY")).longValue();
        assertThat(scrolled).as("the phone page is taller than the screen").isPositive();
        clickKey("C13");
        browser.waiting(5).until(d -> ply() == 1 || preview() != null);
        if (ply() == 0) {
            // the board's targets are smaller than a finger: the first tap previews C13, the next one plays
            assertThat(preview()).isEqualTo("C13");
            assertThat(((Number) js("return window.scrollY")).longValue()).as("a preview scrolls nothing").isEqualTo(scrolled);
            assertThat(zoom()).as("the board never zooms by itself").isEqualTo(1);
            clickKey("C13");
        }
        browser.waiting(5).until(d -> ply() == 1);
        assertThat(((Number) js("return window.scrollY")).longValue()).as("no scrolling by itself").isEqualTo(scrolled);
        assertThat(driver.findElement(By.id("you")).getText())
                .isEqualTo("You play Warp (red): join the top edge to the bottom edge.");
        move(game, 1, "E13");
        browser.waiting(5).until(d -> ply() == 2);
        assertThat(((Number) js("return window.scrollY")).longValue()).isEqualTo(scrolled);
        js("window.scrollTo(0, 0)");
        browser.screenshot("page-phone-after-moves");
    }

    @Test
    void eachMoveIsAnnouncedInWordsInALiveRegion() {
        JsonNode game = create("{\"game\":\"warp-and-weft\",\"seats\":[\"human\",\"invite\"],\"seed\":5}", 0);
        open("game/" + game.get("id").asText());
        WebElement live = driver.findElement(By.id("announce"));
        assertThat(live.getDomAttribute("aria-live")).isEqualTo("polite");
        clickKey("C13");
        browser.waiting(5).until(d -> ply() == 1);
        browser.waiting(5).until(d -> live.getDomProperty("textContent").contains("You played C13."));
        assertThat(live.getDomProperty("textContent")).contains("Waiting for Weft (blue)");
        move(game, 1, "E13");
        browser.waiting(5).until(d -> live.getDomProperty("textContent")
                .equals("Weft (blue) played E13. Your turn \u2014 Warp (red)."));
        // landmarks and headings a screen reader can jump between
        assertThat(driver.findElements(By.cssSelector("main, nav, aside, h1"))).hasSizeGreaterThanOrEqualTo(4);
        assertThat(driver.findElement(By.tagName("h1")).getText()).isEqualTo("Warp and Weft");
    }

    static Stream<Arguments> endings() {
        return Stream.of(
                Arguments.of("warp-and-weft", "\"variant\":\"size=2\",", "(Warp \\(red\\)|Weft \\(blue\\)) wins by connection|.* wins|Draw"),
                Arguments.of("one-piece-for-two", "", "(Starter|Second) \\((red|blue)\\) wins with four in a row|Draw"),
                Arguments.of("zero-one-two", "", "(Blue|Red) wins \\d+\u2013\\d+|(Blue|Red) wins on colour pegs: black pegs \\d+\u2013\\d+, colour pegs used \\d+\u2013\\d+"
                        + "|Draw, black pegs \\d+\u2013\\d+, colour pegs used \\d+\u2013\\d+"),
                Arguments.of("just-playing-a-round", "",
                        "Stopped with \u2212\\d+: three colours stacked in round \\d+|Retired with \\d+ points?"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("endings")
    void theEndSaysWhoWonHowAndTheScoreInWords(String game, String variant, String headline) {
        int seats = game.equals("just-playing-a-round") ? 1 : 2;
        String ais = seats == 1 ? "[\"ai:random\"]" : "[\"ai:random\",\"ai:random\"]";
        JsonNode created = create("{\"game\":\"" + game + "\"," + variant + "\"seats\":" + ais
                + ",\"seed\":3,\"paceMillis\":0}");
        open("game/" + created.get("id").asText());
        browser.waiting(120).until(d -> "true".equals(data("over")));
        String result = driver.findElement(By.id("result")).getText();
        assertThat(result).matches(headline);
        assertThat(result).doesNotContain("result -", "(result");
        assertThat(driver.findElement(By.id("result-how")).getText()).isNotBlank();
        browser.screenshot("page-" + game + "-end");
    }

    @Test
    void aResignationAgainstTheComputerSaysWhoWon() {
        JsonNode game = create("{\"game\":\"zero-one-two\",\"seats\":[\"human\",\"ai:random\"],\"seed\":4,"
                + "\"variant\":\"firstPlayer=P1\",\"paceMillis\":0}", 0);
        open("game/" + game.get("id").asText());
        browser.waiting(10).until(d -> "true".equals(driver.findElement(By.id("status")).getDomAttribute("data-mine")));
        driver.findElement(By.id("resign")).click();
        driver.switchTo().alert().accept();
        browser.waiting(5).until(d -> !d.findElements(By.id("result")).isEmpty());
        assertThat(driver.findElement(By.id("result")).getText()).isEqualTo("You lost by resignation");
        assertThat(driver.findElement(By.id("result-how")).getText())
                .isEqualTo("Blue resigned. Red wins: the opponent resigned.");
        assertThat(driver.findElement(By.id("rematch")).isDisplayed()).as("rematch against the computer").isTrue();
        String id = game.get("id").asText();
        driver.findElement(By.id("rematch")).click();
        browser.waiting(10).until(d -> !d.getCurrentUrl().contains(id) && "true".equals(data("ready")));
        // sides swap in the rematch: this browser now plays Red, after the computer's first move
        browser.waiting(10).until(d -> d.findElement(By.id("status")).getText().equals("Your turn \u2014 Red"));
    }

    @Test
    void justPlayingARoundsStopAndContinueSayWhatTheyDo() {
        JsonNode game = create("{\"game\":\"just-playing-a-round\",\"seats\":[\"human\"],\"seed\":3}", 0);
        String id = game.get("id").asText();
        // random legal plays until the stack is made and the page offers stop or continue
        java.util.Random random = new java.util.Random(3);
        for (int i = 0; i < 4000; i++) {
            JsonNode state = web.http.get("/api/games/" + id).json();
            List<String> legal = new java.util.ArrayList<>();
            state.get("legalMoves").forEach(m -> legal.add(m.asText()));
            if (legal.contains("stop")) {
                break;
            }
            assertThat(state.get("over").asBoolean()).isFalse();
            String pick = legal.contains("continue") ? "continue" : legal.get(random.nextInt(legal.size()));
            move(game, 0, pick);
        }
        open("game/" + id);
        int round = web.http.get("/api/games/" + id).json().get("board").get("round").asInt();
        assertThat(driver.findElement(By.id("prompt")).getText()).contains("Stop now and finish with \u2212" + round);
        WebElement stop = driver.findElement(By.cssSelector("#actions .move-button[data-move='stop']"));
        assertThat(stop.getText()).isEqualTo("Stop now");
        assertThat(driver.findElement(By.cssSelector("#actions .decision-help")).getText())
                .contains("Stop now: your result is \u2212" + round)
                .contains("Continue: play on in the extended game, starting with 3 points");
        browser.screenshot("page-just-playing-a-round-stop-or-continue");
        stop.click();
        browser.waiting(5).until(d -> "true".equals(data("over")));
        assertThat(driver.findElement(By.id("result")).getText()).startsWith("Stopped with \u2212" + round);
        assertThat(driver.findElement(By.id("result-how")).getText()).contains("Closer to 0 is better");
    }

    @Test
    void theOnePieceColourChoiceAndSecondHalfAreExplained() {
        JsonNode game = create("{\"game\":\"one-piece-for-two\",\"seats\":[\"human\",\"human\"],\"seed\":3}", 0, 1);
        open("game/" + game.get("id").asText());
        assertThat(driver.findElement(By.id("prompt")).getText()).startsWith("You start: choose your colour.");
        // the colour choice is drawn on the board: two tiles, "I play red" and "I play blue"
        assertThat(driver.findElement(By.cssSelector("#board .colour-choice[data-colour='red']"))
                .isDisplayed()).isTrue();
        assertThat(driver.findElement(By.id("board")).getText()).contains("I play red", "I play blue");
        move(game, 0, "red");
        move(game, 1, "bottom");
        browser.waiting(5).until(d -> ply() == 2);
        browser.waiting(5).until(d -> {
            d.findElement(By.cssSelector("#board .cell.target.hit-top")).click();
            return true;
        });
        browser.waiting(5).until(d -> "1".equals(data("steps")));
        assertThat(driver.findElement(By.id("prompt")).getText()).startsWith("Now choose where the second half (blue) goes");
        assertThat(driver.findElement(By.id("status")).getText()).isEqualTo("Starter (red) to play");
    }

    static Stream<Arguments> quickStarts() {
        return Stream.of(Arguments.of("ai", "ai"), Arguments.of("here", "human"), Arguments.of("invite", "invite"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("quickStarts")
    void oneClickStartsAGame(String how, String secondSeat) {
        open("");
        driver.findElement(By.id("quick-" + how + "-warp-and-weft")).click();
        browser.waiting(15).until(d -> d.getCurrentUrl().contains("/game/") && "true".equals(data("ready")));
        String id = driver.getCurrentUrl().replaceAll(".*/game/", "");
        JsonNode state = web.http.get("/api/games/" + id).json();
        assertThat(state.get("seats").get(0).get("kind").asText()).isEqualTo("human");
        assertThat(state.get("seats").get(1).get("kind").asText()).isEqualTo(secondSeat);
        assertThat(driver.findElement(By.id("status")).getText()).isEqualTo(
                how.equals("here") ? "Player 1 to play \u2014 Warp (red)" : "Your turn \u2014 Warp (red)");
        if (how.equals("invite")) {
            assertThat(driver.findElement(By.id("invite-link-1")).getDomProperty("value")).contains("#token=");
            assertThat(driver.findElement(By.cssSelector(".invite-now")).getText()).contains("Send this link");
        }
        if (how.equals("ai")) {
            assertThat(driver.findElement(By.id("resign")).isDisplayed()).isTrue();
        }
        // at a hot seat nobody else is waited for: no draw offer to oneself, no "your move" toggles
        assertThat(driver.findElements(By.id("draw-offer"))).hasSize(how.equals("invite") ? 1 : 0);
        assertThat(driver.findElements(By.id("notify-me"))).hasSize(how.equals("here") ? 0 : 1);
        browser.screenshot("page-quick-" + how);
    }

    @Test
    void theSoloGameStartsInOneClickToo() {
        open("");
        driver.findElement(By.id("quick-solo-just-playing-a-round")).click();
        browser.waiting(15).until(d -> d.getCurrentUrl().contains("/game/") && "true".equals(data("ready")));
        assertThat(driver.findElement(By.id("status")).getText()).isEqualTo("Your turn");
        assertThat(driver.findElement(By.id("prompt")).getText()).startsWith("Play the ");
    }

    @Test
    void theHomePageHasPicturesAndKeepsTheDetailsUnderMoreOptions() {
        open("");
        for (String game : List.of("warp-and-weft", "one-piece-for-two", "zero-one-two", "just-playing-a-round")) {
            browser.waiting(10).until(d -> "true".equals(d.findElement(By.id("thumb-" + game)).getDomAttribute("data-drawn")));
            WebElement card = driver.findElement(By.id("card-" + game));
            assertThat(card.findElements(By.cssSelector(".thumb svg"))).hasSize(1);
            org.openqa.selenium.Rectangle picture = card.findElement(By.cssSelector(".thumb svg")).getRect();
            assertThat(picture.getWidth()).as("the picture of " + game + " is drawn at a visible size").isGreaterThan(60);
            assertThat(picture.getHeight()).as("the picture of " + game).isGreaterThan(60);
            assertThat(card.findElements(By.cssSelector(".thumb button"))).as("a picture has no flip or zoom buttons")
                    .isEmpty();
            assertThat(card.findElement(By.linkText("How to play")).getDomAttribute("href")).isEqualTo("/howto/" + game);
            assertThat(card.findElement(By.cssSelector(".blurb")).getText()).isNotBlank();
        }
        new org.openqa.selenium.support.ui.Select(driver.findElement(By.id("game"))).selectByValue("just-playing-a-round");
        WebElement more = driver.findElement(By.id("more"));
        assertThat(more.getDomProperty("open")).isEqualTo("false");
        assertThat(driver.findElement(By.id("param-setupCode")).isDisplayed()).as("hidden until asked for").isFalse();
        more.findElement(By.tagName("summary")).click();
        assertThat(driver.findElement(By.id("param-setupCode")).isDisplayed()).isTrue();
        String labels = driver.findElement(By.id("parameters")).getText();
        assertThat(labels).contains("Starting order", "Winning stack", "Moving stacks (points game)")
                .doesNotContain("setupCode", "extendedGroup", "0..268738559999");
        assertThat(driver.findElement(By.id("param-setupCode-help")).getText()).contains("order of the numbers");
        new org.openqa.selenium.support.ui.Select(driver.findElement(By.id("game"))).selectByValue("zero-one-two");
        assertThat(driver.findElement(By.id("parameters")).getText()).contains("Board size", "Stall limit")
                .doesNotContain("antiStallTurns");
        assertThat(new org.openqa.selenium.support.ui.Select(driver.findElement(By.id("seat-1")))
                .getFirstSelectedOption().getText()).isEqualTo("Computer: easy");
        js("window.scrollTo(0, 0)");
        browser.screenshot("page-home-desktop");
        browser.size(390, 844);
        js("window.scrollTo(0, 0)");
        browser.screenshot("page-home-phone");
    }

    @Test
    void darkModeFollowsTheSystemAndTheFaviconIsServed() {
        JsonNode game = create("{\"game\":\"zero-one-two\",\"seats\":[\"human\",\"invite\"],\"seed\":5}", 0);
        open("game/" + game.get("id").asText());
        String light = (String) js("return getComputedStyle(document.documentElement).backgroundColor");
        assertThat(luminance(light)).isGreaterThan(0.8);
        scheme("dark");
        String dark = (String) js("return getComputedStyle(document.documentElement).backgroundColor");
        assertThat(luminance(dark)).as(dark).isLessThan(0.2);
        assertThat(luminance((String) js("return getComputedStyle(document.body).color"))).isGreaterThan(0.7);
        browser.screenshot("page-dark-game-desktop");
        browser.size(390, 844);
        browser.screenshot("page-dark-game-phone");
        open("");
        browser.screenshot("page-dark-home-phone");

        String icon = driver.findElement(By.cssSelector("link[rel='icon']")).getDomAttribute("href");
        assertThat(icon).isEqualTo("/favicon.svg");
        Http.Reply served = web.http.get(icon);
        assertThat(served.status()).isEqualTo(200);
        assertThat(served.body()).startsWith("<svg");
        assertThat(web.http.get("/favicon-move.svg").status()).isEqualTo(200);
        // browsers ask for /favicon.ico on pages without an icon link (the API's JSON, a download)
        assertThat(web.http.get("/favicon.ico").status()).isEqualTo(200);
    }

    @Test
    void whileTheTabIsHiddenTheOpponentsMoveChangesTheTitleAndTheIcon() {
        JsonNode game = create("{\"game\":\"warp-and-weft\",\"seats\":[\"human\",\"invite\"],\"seed\":5}", 0);
        open("game/" + game.get("id").asText());
        clickKey("C13");
        browser.waiting(5).until(d -> ply() == 1);
        assertThat(driver.getTitle()).isEqualTo("Warp and Weft - Spindle");
        js("Object.defineProperty(document, 'hidden', {configurable: true, get: () => true});");
        move(game, 1, "E13");
        browser.waiting(5).until(d -> ply() == 2);
        assertThat(driver.getTitle()).isEqualTo("\u25CF Your move \u2014 Warp and Weft - Spindle");
        assertThat(driver.findElement(By.cssSelector("link[rel='icon']")).getDomAttribute("href"))
                .isEqualTo("/favicon-move.svg");
        js("Object.defineProperty(document, 'hidden', {configurable: true, get: () => false});"
                + "document.dispatchEvent(new Event('visibilitychange'));");
        assertThat(driver.getTitle()).isEqualTo("Warp and Weft - Spindle");
        assertThat(driver.findElement(By.cssSelector("link[rel='icon']")).getDomAttribute("href")).isEqualTo("/favicon.svg");
        // no permission is asked on load; the toggles are off until clicked
        assertThat(driver.findElement(By.id("notify-me")).isSelected()).isFalse();
        assertThat(driver.findElement(By.id("notify-sound")).isSelected()).isFalse();
    }

    @Test
    void aVisibleTabDoesNotChangeTheTitle() {
        JsonNode game = create("{\"game\":\"warp-and-weft\",\"seats\":[\"human\",\"invite\"],\"seed\":5}", 0);
        open("game/" + game.get("id").asText());
        clickKey("C13");
        browser.waiting(5).until(d -> ply() == 1);
        move(game, 1, "E13");
        browser.waiting(5).until(d -> ply() == 2);
        assertThat(driver.getTitle()).isEqualTo("Warp and Weft - Spindle");
    }

    @Test
    void keyboardFocusIsVisible() {
        open("");
        js("document.getElementById('quick-ai-warp-and-weft').focus()");
        // :focus-visible applies to script focus after keyboard use; a Tab press makes it certain
        driver.findElement(By.id("quick-ai-warp-and-weft")).sendKeys(org.openqa.selenium.Keys.SHIFT);
        driver.switchTo().activeElement().sendKeys(org.openqa.selenium.Keys.TAB);
        String outline = (String) js("const e = document.activeElement; return getComputedStyle(e).outlineStyle + ' '"
                + " + getComputedStyle(e).outlineWidth");
        assertThat(outline).isEqualTo("solid 3px");
    }
}
