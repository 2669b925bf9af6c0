package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * The table companion's pages in headless Chromium on a phone (390x844, touch) and a tablet (820x1180): a short
 * game of each two-player game entered move by move (tapped, previewed, confirmed), the refusal sentence of an
 * illegal move, picking the game up after a reload, the end with its links, and the landing page's QR code.
 * Screenshots under {@code target/screenshots/table-*}.
 */
class TableBrowserTest extends OneBrowser {
    static final List<String> TWO_PLAYER = List.of("warp-and-weft", "one-piece-for-two", "zero-one-two");

    private Http http() {
        return new Http("http://localhost:" + web.server.port());
    }

    private Object js(String script, Object... args) {
        return ((JavascriptExecutor) driver).executeScript(script, args);
    }

    /** Starts a game from the initial position on the page, and answers its id. */
    private String startGame(String game) {
        open("table/" + game + "?new");
        browser.screenshot("table-" + game + "-setup-" + driver.manage().window().getSize().width);
        click(driver.findElement(By.id("start-initial")));
        browser.waiting(10).until(d -> d.getCurrentUrl().contains("?id=") && data("ply") != null);
        return driver.getCurrentUrl().replaceAll(".*\\?id=", "");
    }

    private JsonNode state(String id) {
        return http().get("/api/games/" + id).json();
    }

    /** Taps {@code move} on the board as a player would (its board module's click path), or its button. */
    @SuppressWarnings("unchecked")
    private void enter(String game, String id, String move) {
        List<String> path = (List<String>) ((JavascriptExecutor) driver).executeAsyncScript(
                "const done = arguments[arguments.length - 1];"
                + "import('/js/boards/index.js').then(async (m) => { const b = await m.boardFor(arguments[0]);"
                + "const v = await (await fetch('/api/games/' + arguments[1])).json(); done(b.path(arguments[2], v)); });",
                game, id, move);
        if (path == null || path.isEmpty()) {
            click(driver.findElement(By.cssSelector("#choices button[data-move='" + move + "']")));
            return;
        }
        for (String key : path) {
            // a forced rest of the path is implied: the move may wait for Confirm before its last place is tapped
            browser.waiting(5).until(d -> !d.findElements(By.cssSelector("#board [data-key='" + key + "'].target"))
                    .isEmpty() || !d.findElements(By.cssSelector("#choices button[data-move='" + move + "']")).isEmpty()
                    || d.findElement(By.id("confirm")).isDisplayed());
            if (driver.findElement(By.id("confirm")).isDisplayed()) {
                return;
            }
            List<WebElement> choice = driver.findElements(By.cssSelector("#choices button[data-move='" + move + "']"));
            if (!choice.isEmpty()) {
                click(choice.get(0));
                return;
            }
            js("arguments[0].dispatchEvent(new MouseEvent('click', {bubbles: true}))", BoardPages.topTarget(driver, key));
        }
    }

    /** Waits for the referee's preview of {@code move}, confirms it, and waits for the move to be played. */
    private void confirm(String move, String shot) {
        browser.waiting(10).until(d -> move.equals(data("pending")));
        assertThat(driver.findElement(By.id("confirm-says")).getText()).as("the preview of " + move).isNotBlank();
        if (shot != null) {
            browser.screenshot(shot);
        }
        int before = ply();
        click(driver.findElement(By.id("confirm-yes")));
        browser.waiting(10).until(d -> ply() > before && data("pending") == null);
    }

    static Stream<Arguments> gamesOnDevices() {
        return Stream.of("phone", "tablet").flatMap(d -> TWO_PLAYER.stream().map(g -> Arguments.of(g, d)));
    }

    @ParameterizedTest(name = "{0} on a {1}")
    @MethodSource("gamesOnDevices")
    void aShortGameEnteredMoveByMoveIsAnnouncedAfterEachMove(String game, String device) {
        browser.device(device);
        String id = startGame(game);
        browser.screenshot("table-" + game + "-" + device + "-1-start");
        for (int i = 0; i < 4; i++) {
            JsonNode s = state(id);
            String move = s.get("legalMoves").get(s.get("legalMoves").size() / 2).asText();
            enter(game, id, move);
            confirm(move, i == 1 ? "table-" + game + "-" + device + "-2-preview" : null);
            assertThat(state(id).get("ply").asInt()).as("played on the server").isGreaterThan(s.get("ply").asInt());
            String says = driver.findElement(By.id("says")).getText();
            assertThat(says).as("the announcement after " + move).isNotBlank().doesNotContain("Cancelled");
        }
        browser.screenshot("table-" + game + "-" + device + "-3-after-four-moves");
        if (device.equals("phone")) {
            assertThat(((Number) js("return document.documentElement.scrollWidth")).intValue())
                    .as("nothing wider than the phone").isLessThanOrEqualTo(BoardPages.PHONE_W);
        }
        List<Map<String, Object>> small = smallControls();
        assertThat(small).as("controls under 44 CSS px").isEmpty();
        driver.navigate().refresh(); // a reload, a locked phone: the game is picked up where it was
        browser.waiting(15).until(d -> "true".equals(data("ready")));
        assertThat(ply()).isEqualTo(state(id).get("ply").asInt());
        assertThat(driver.findElement(By.id("says")).getText()).isNotBlank();
    }

    @SuppressWarnings("unchecked")
    private List<Map<String, Object>> smallControls() {
        return (List<Map<String, Object>>) js("return [...document.querySelectorAll('#play button, #play input,"
                + " #play a')].filter(e => e.offsetParent !== null).map(e => { const r = e.getBoundingClientRect();"
                + " return {id: e.id || e.textContent, w: r.width, h: r.height}; }).filter(r => r.w < 44 || r.h < 44)"
                + ".filter(r => !String(r.id).match(/^(flip|zoom)/))");
    }

    @ParameterizedTest(name = "on a {0}")
    @ValueSource(strings = {"phone", "tablet"})
    void anIllegalMoveTypedOrTappedGetsTheRulesSentenceNeverANotationError(String device) {
        browser.device(device);
        String id = startGame("warp-and-weft");
        String first = state(id).get("legalMoves").get(0).asText();
        enter("warp-and-weft", id, first);
        confirm(first, null);
        String why = http().post("/api/games/" + id + "/referee", "{\"move\":\"" + first + "\"}").json()
                .get("why").asText();
        WebElement input = driver.findElement(By.id("move-input"));
        input.sendKeys(first);
        click(driver.findElement(By.cssSelector("#typed button")));
        browser.waiting(10).until(d -> !d.findElement(By.id("refusal")).getText().isBlank());
        String typed = driver.findElement(By.id("refusal")).getText();
        assertThat(typed).isEqualTo(why).doesNotContain("not legal now").doesNotContainIgnoringCase("notation");
        browser.screenshot("table-refusal-typed-" + device);
        js("document.getElementById('refusal').textContent = ''");
        // a tap on the place just claimed: no target, so the page asks the referee about the move it would be
        js("arguments[0].dispatchEvent(new MouseEvent('click', {bubbles: true}))",
                driver.findElement(By.cssSelector("#board [data-key='" + first + "']")));
        browser.waiting(10).until(d -> !d.findElement(By.id("refusal")).getText().isBlank());
        assertThat(driver.findElement(By.id("refusal")).getText()).isEqualTo(why);
        assertThat(state(id).get("ply").asInt()).as("nothing played").isEqualTo(1);
        browser.screenshot("table-refusal-tapped-" + device);
        // text that is no move at all: only then the notation's own help
        driver.findElement(By.id("move-input")).sendKeys("zz-top");
        click(driver.findElement(By.cssSelector("#typed button")));
        browser.waiting(10).until(d -> d.findElement(By.id("refusal")).getText().startsWith("\"zz-top\""));
        assertThat(driver.findElement(By.id("refusal")).getText()).startsWith("\"zz-top\" is not a move of Warp and Weft.");
        assertThat(state(id).get("ply").asInt()).isEqualTo(1);
    }

    @Test
    void undoTakesBackAMistypedMoveAndSaysSoAndTheEndLinksTheRecordAndTheGamePage() {
        browser.device("phone");
        String id = startGame("one-piece-for-two");
        String move = state(id).get("legalMoves").get(0).asText();
        enter("one-piece-for-two", id, move);
        confirm(move, null);
        click(driver.findElement(By.id("undo")));
        browser.waiting(10).until(d -> "undo".equals(d.findElement(By.id("says")).getDomAttribute("data-kind")));
        assertThat(driver.findElement(By.id("says")).getText()).contains("Taken back: " + move);
        assertThat(state(id).get("ply").asInt()).isZero();
        browser.screenshot("table-undo-phone");
        // the rest of the game played through the API with the tokens this browser holds, to its end
        SplittableRandom random = new SplittableRandom(11);
        for (int i = 0; i < 2000 && !state(id).get("over").asBoolean(); i++) {
            JsonNode s = state(id);
            JsonNode legal = s.get("legalMoves");
            Object token = js("return JSON.parse(localStorage.getItem('spindle.tokens.' + arguments[0]))[arguments[1]]",
                    id, String.valueOf(s.get("toMove").asInt()));
            assertThat(http().post("/api/games/" + id + "/moves", GameApiTest.moveBody(legal.get(random.nextInt(
                    legal.size())).asText(), s.get("ply").asInt(), token.toString())).status()).isEqualTo(200);
        }
        driver.navigate().refresh();
        browser.waiting(15).until(d -> "true".equals(data("ready")) && "true".equals(data("over")));
        assertThat(driver.findElement(By.id("result")).getText()).isEqualTo(state(id).get("result").get("text").asText());
        assertThat(driver.findElement(By.id("game-link")).getDomAttribute("href")).isEqualTo("/game/" + id);
        assertThat(driver.findElement(By.id("record-link")).getDomAttribute("href"))
                .isEqualTo("/api/games/" + id + "/record");
        browser.screenshot("table-end-phone");
    }

    @Test
    void theLandingPageShowsTheQrCodeOfThePublicAddressAndTheGames() {
        browser.device("phone");
        open("table");
        assertThat(data("reachable")).isEqualTo("false");
        assertThat(driver.findElement(By.id("qr")).isDisplayed()).as("no code of a loopback address").isFalse();
        assertThat(driver.findElement(By.id("address-note")).getText()).contains("--public-url");
        browser.screenshot("table-landing-phone-loopback");
        web.server.allowPublicUrl("http://192.168.1.20:8080");
        for (String device : List.of("phone", "tablet")) {
            browser.device(device);
            open("table");
            browser.waiting(10).until(d -> ((Number) js("return document.getElementById('qr').naturalWidth"))
                    .intValue() > 0);
            assertThat(driver.findElement(By.id("qr")).isDisplayed()).isTrue();
            assertThat(driver.findElement(By.id("address")).getText()).isEqualTo("http://192.168.1.20:8080/table");
            assertThat(driver.findElements(By.cssSelector("#games a"))).extracting(e -> e.getDomAttribute("data-game"))
                    .contains("warp-and-weft", "one-piece-for-two", "zero-one-two", "just-playing-a-round");
            browser.screenshot("table-landing-" + device);
        }
    }

    @Test
    void theSoloGameIsPlayedWithTheServersDice() {
        browser.device("phone");
        String id = startGame("just-playing-a-round");
        JsonNode s = state(id);
        assertThat(s.get("toMove").asInt()).as("the dice are thrown by the server").isZero();
        // the opening throw is no one's move: the page says what it allows, not that a game was picked up
        assertThat(driver.findElement(By.id("says")).getText()).as("the opening throw").isNotBlank()
                .doesNotContain("Picked up").startsWith("Throw ");
        String move = s.get("legalMoves").get(0).asText();
        enter("just-playing-a-round", id, move);
        confirm(move, "table-just-playing-a-round-phone-preview");
        assertThat(driver.findElement(By.id("says")).getText()).isNotBlank();
        browser.screenshot("table-just-playing-a-round-phone-after");
    }

    /**
     * A hot-seat game made through the API and played to {@code moves}, its tokens handed to this browser, picked up on
     * the table page by its id.
     */
    private String pickedUp(String game, String variant, String... moves) {
        JsonNode created = http().post("/api/games", "{\"game\":\"" + game + "\",\"variant\":\"" + variant
                + "\",\"seats\":[\"human\",\"human\"],\"seed\":5}").json();
        String id = created.get("id").asText();
        for (String move : moves) {
            JsonNode s = state(id);
            Http.Reply r = http().post("/api/games/" + id + "/moves", GameApiTest.moveBody(move, s.get("ply").asInt(),
                    Http.token(created, s.get("toMove").asInt())));
            assertThat(r.status()).as(move + ": " + r.body()).isEqualTo(200);
        }
        open("table/" + game + "?new");
        js("localStorage.setItem('spindle.tokens.' + arguments[0], JSON.stringify({0: arguments[1], 1: arguments[2]}))",
                id, Http.token(created, 0), Http.token(created, 1));
        driver.findElement(By.cssSelector(".pick-up summary")).click();
        driver.findElement(By.id("pickup-text")).sendKeys(web.server.url() + "game/" + id);
        click(driver.findElement(By.cssSelector("#pickup-form button")));
        browser.waiting(10).until(d -> d.getCurrentUrl().endsWith("?id=" + id) && data("ply") != null);
        return id;
    }

    /** Types {@code move}, waits for its preview and answers the preview's sentences (not yet confirmed). */
    private String typed(String move) {
        driver.findElement(By.id("move-input")).sendKeys(move);
        click(driver.findElement(By.cssSelector("#typed button")));
        browser.waiting(10).until(d -> d.findElement(By.tagName("body")).getDomAttribute("data-pending") != null
                || !d.findElement(By.id("refusal")).getText().isBlank());
        return driver.findElement(By.id("confirm-says")).getText();
    }

    @ParameterizedTest(name = "on a {0}")
    @ValueSource(strings = {"phone", "tablet"})
    void aThreadGameJumpIsPreviewedAndAnnouncedWithItsCrossings(String device) {
        browser.device(device);
        pickedUp("zero-one-two", "firstPlayer=P1", "setup DN(0,0)", "peg 0,1", "setup DN(-2,0)", "peg 0,2",
                "place -1,0", "place -1,3", "place 2,-2", "done");
        assertThat(typed("weave -1,0")).contains("crosses no thread: 0 crossings, as the first Jump needs");
        confirm("weave -1,0", null);
        assertThat(typed("jump 4,4")).as("refused, nothing to confirm").isEmpty();
        assertThat(driver.findElement(By.id("refusal")).getText())
                .startsWith("Jump 2 from -1,0 to 4,4 crosses no thread: 0 crossings, but the second Jump must cross");
        browser.screenshot("table-zero-one-two-" + device + "-4-refused-jump");
        assertThat(typed("jump -1,3")).contains("crosses red #2: 1 crossing, as the second Jump needs");
        browser.screenshot("table-zero-one-two-" + device + "-5-jump-preview");
        confirm("jump -1,3", null);
        assertThat(driver.findElement(By.id("says")).getText())
                .isEqualTo("Jump 2 from -1,0 to -1,3 crosses red #2: 1 crossing, as the second Jump needs.");
        assertThat(typed("jump 0,0")).contains("crosses red #2 and blue #3: 2 crossings, as the third Jump needs");
        confirm("jump 0,0", null);
        assertThat(driver.findElement(By.id("says")).getText()).contains("2 crossings", "captures the black peg")
                .contains("\nThe Weave ends after 3 Jumps");
        browser.screenshot("table-zero-one-two-" + device + "-6-jump-announced");
    }

    @ParameterizedTest(name = "on a {0}")
    @ValueSource(strings = {"phone", "tablet"})
    void onePieceForTwoSaysBothMadeFourAndPlayOn(String device) {
        browser.device(device);
        pickedUp("one-piece-for-two", "", "red", "bottom", "a1/a2", "b1/b2", "c1/c2");
        assertThat(typed("d1/d2")).contains("Both colours made four in a row", "play on");
        confirm("d1/d2", null);
        assertThat(driver.findElement(By.id("says")).getText()).startsWith("Both colours made four in a row");
        assertThat(data("over")).isEqualTo("false");
        browser.screenshot("table-one-piece-for-two-" + device + "-4-both-made-four");
    }

    @Test
    void inLandscapeTheBoardSitsBesideTheReferee() {
        browser.size(1180, 820);
        startGame("warp-and-weft");
        @SuppressWarnings("unchecked")
        Map<String, Number> r = (Map<String, Number>) js("const b = document.getElementById('board')"
                + ".getBoundingClientRect(), a = document.querySelector('.announce-area').getBoundingClientRect();"
                + "return {boardRight: b.right, areaLeft: a.left, boardTop: b.top, areaTop: a.top};");
        assertThat(r.get("boardRight").doubleValue()).isLessThanOrEqualTo(r.get("areaLeft").doubleValue());
        assertThat(Math.abs(r.get("boardTop").doubleValue() - r.get("areaTop").doubleValue())).isLessThan(20);
        browser.screenshot("table-warp-and-weft-tablet-landscape");
    }

    @Test
    void aGameStartsFromAPastedPositionTextWithAClockForEachPlayer() {
        browser.device("phone");
        JsonNode elsewhere = PositionApiTest.gameInProgress(http(), "one-piece-for-two", 6, 3);
        String position = elsewhere.get("position").asText();
        open("table/one-piece-for-two?new");
        new Select(driver.findElement(By.id("time-control")))
                .selectByVisibleText("10+5 (live)");
        driver.findElement(By.cssSelector(".from-position summary")).click();
        driver.findElement(By.id("position-text")).sendKeys(position);
        click(driver.findElement(By.cssSelector("#position-form button")));
        browser.waiting(10).until(d -> d.getCurrentUrl().contains("?id=") && data("ply") != null);
        String id = driver.getCurrentUrl().replaceAll(".*\\?id=", "");
        JsonNode s = state(id);
        assertThat(s.get("position").asText()).as("the game starts where the table is").isEqualTo(position);
        assertThat(s.get("legalMoves")).isEqualTo(elsewhere.get("legalMoves"));
        assertThat(s.get("clock").get("initialSeconds").asLong()).isEqualTo(600);
        assertThat(driver.findElements(By.cssSelector(".announce-area #clocks .clock"))).as("clocks by the turn").hasSize(2);
        browser.screenshot("table-one-piece-for-two-phone-from-position-with-clock");
    }

    @Test
    void speakingIsOffByDefaultAndTheChoiceIsRemembered() {
        browser.device("phone");
        startGame("warp-and-weft");
        WebElement speak = driver.findElement(By.id("speak"));
        Boolean available = (Boolean) js("return 'speechSynthesis' in window");
        if (!Boolean.TRUE.equals(available)) {
            assertThat(speak.isEnabled()).as("no speech in this browser: the toggle says so").isFalse();
            return;
        }
        assertThat(speak.getDomAttribute("aria-pressed")).isEqualTo("false");
        click(speak);
        assertThat(speak.getDomAttribute("aria-pressed")).isEqualTo("true");
        driver.navigate().refresh();
        browser.waiting(15).until(d -> "true".equals(data("ready")));
        assertThat(driver.findElement(By.id("speak")).getDomAttribute("aria-pressed")).isEqualTo("true");
        click(driver.findElement(By.id("speak")));
        assertThat(js("return localStorage.getItem('spindle.table.speak')")).isEqualTo("off");
    }
}
