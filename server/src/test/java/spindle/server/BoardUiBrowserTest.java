package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;

/**
 * What the board itself carries (issue 16), in headless Chromium at desktop (1366x900) and phone (390x844) size:
 * the last turn marked step by step and the winning elements marked from the rules' own data, quiet targets that
 * play wherever they are clicked (3Will squares holding pieces included), finger-sized targets and no overflow on a
 * phone (the large Warp and Weft board zooms in first), coordinates, flip, arrow keys + Enter, a text description,
 * the 1♣42 ghost domino and 0-1-2 side choices drawn on the board. Screenshots go to {@code target/screenshots/}.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class BoardUiBrowserTest {
    private static final int PHONE_W = 390;
    private static final int PHONE_H = 844;
    private static final double FINGER = 32;

    private WebServer server;
    private Browser browser;
    private WebDriver driver;
    private Http http;

    @BeforeAll
    void start() {
        server = new WebServer(100).start(0);
        http = new Http("http://localhost:" + server.port());
        browser = Browser.start();
        driver = browser == null ? null : browser.driver;
    }

    @AfterAll
    void stop() {
        if (browser != null) {
            browser.close();
        }
        server.close();
    }

    @BeforeEach
    void needsBrowser() {
        assumeTrue(browser != null, () -> "browser test skipped: " + Browser.whyNot);
        browser.size(1366, 900);
    }

    static Stream<String> games() {
        return Stream.of("warp-and-weft", "one-piece-for-two", "zero-one-two", "just-playing-a-round");
    }

    private Object js(String script, Object... args) {
        return ((JavascriptExecutor) driver).executeScript(script, args);
    }

    private String data(String name) {
        return driver.findElement(By.tagName("body")).getDomAttribute("data-" + name);
    }

    private int ply() {
        return Integer.parseInt(data("ply"));
    }

    private void open(String path) {
        driver.get(server.url() + path);
        browser.waiting(15).until(d -> "true".equals(data("ready")));
    }

    private String create(String body) {
        Http.Reply created = http.post("/api/games", body);
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        return created.json().get("id").asText();
    }

    private String aiGame(String game, int seed) {
        String seats = game.equals("just-playing-a-round") ? "[\"ai:random\"]" : "[\"ai:random\",\"ai:random\"]";
        return create("{\"game\":\"" + game + "\",\"seats\":" + seats + ",\"seed\":" + seed + ",\"paceMillis\":0}");
    }

    /** A game whose seats this browser holds (through the seats' links), for playing it by hand. */
    private JsonNode handGame(String body, int seats) {
        JsonNode created = http.post("/api/games", body).json();
        String id = created.get("id").asText();
        for (int seat = 0; seat < seats; seat++) {
            open("game/" + id + "?seat=" + seat + "#token=" + GameApiTest.token(created, seat));
        }
        return created;
    }

    private void playApi(JsonNode created, String move) {
        String id = created.get("id").asText();
        JsonNode state = http.get("/api/games/" + id).json();
        Http.Reply r = http.post("/api/games/" + id + "/moves", GameApiTest.moveBody(move, state.get("ply").asInt(),
                GameApiTest.token(created, Math.max(0, state.get("toMove").asInt()))));
        assertThat(r.status()).as(r.body()).isEqualTo(200);
    }

    @SuppressWarnings("unchecked")
    private List<Map<String, Object>> targets() {
        return (List<Map<String, Object>>) js("return [...document.querySelectorAll('#board .hit-top')].map(e => {"
                + "const r = e.getBoundingClientRect(); const x = r.left + r.width / 2, y = r.top + r.height / 2;"
                + "const hit = document.elementFromPoint(x, y);"
                + "const v = e.ownerSVGElement.getBoundingClientRect();"
                + "return {key: e.dataset.key, w: r.width, h: r.height,"
                + " visible: x > v.left && x < v.right && y > v.top && y < v.bottom && x < innerWidth && y < innerHeight"
                + "   && x > 0 && y > 0,"
                + " hit: hit && hit.closest('[data-key]') ? hit.closest('[data-key]').dataset.key : null}; })");
    }

    private void noOverflow() {
        assertThat(((Number) js("return document.documentElement.scrollWidth")).intValue())
                .as("the page is no wider than the phone").isLessThanOrEqualTo(PHONE_W);
        assertThat(((Number) js("return document.querySelector('#board svg').getBoundingClientRect().right"))
                .doubleValue()).isLessThanOrEqualTo(PHONE_W);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void aFinishedGameMarksItsLastTurnAndHowItWasWon(String game) {
        String id = aiGame(game, 1);
        open("game/" + id);
        browser.waiting(90).until(d -> "true".equals(data("over")));
        JsonNode view = http.get("/api/games/" + id).json();
        List<WebElement> last = driver.findElements(By.cssSelector("#board [data-last-move]"));
        List<WebElement> winning = driver.findElements(By.cssSelector("#board [data-winning]"));
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
        assertThat(driver.findElements(By.cssSelector("#board .coord"))).as("coordinates").isNotEmpty();
        assertThat(driver.findElement(By.cssSelector("#board svg")).getDomAttribute("aria-describedby")).isNotBlank();
        assertThat((String) js("return document.getElementById(document.querySelector('#board svg')"
                + ".getAttribute('aria-describedby')).textContent")).hasSizeGreaterThan(40);
        browser.screenshot("board-" + game + "-1-won");
        browser.size(PHONE_W, PHONE_H);
        browser.waiting(5).until(d -> ((Number) js("return innerWidth")).intValue() <= PHONE_W);
        noOverflow();
        browser.screenshot("board-" + game + "-2-won-phone");
    }

    /** 0-1-2: a turn of several decisions is marked in order 1, 2, 3 … (seen in a replay of an AI game). */
    @Test
    void everyStepOfAMultiDecisionTurnIsNumberedInOrder() {
        String id = aiGame("zero-one-two", 1);
        browser.waiting(90).until(d -> http.get("/api/games/" + id).json().get("over").asBoolean());
        JsonNode moves = http.get("/api/games/" + id).json().get("moves");
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
        open("game/" + id + "?ply=" + ply);
        final int at = ply;
        browser.waiting(10).until(d -> "true".equals(data("replay")) && ply() == at);
        List<String> values = new ArrayList<>();
        for (WebElement e : driver.findElements(By.cssSelector("#board [data-last-move]"))) {
            values.addAll(List.of(e.getDomAttribute("data-last-move").split(" ")));
        }
        List<String> expected = new ArrayList<>();
        for (int i = 1; i <= steps; i++) {
            expected.add(Integer.toString(i));
        }
        assertThat(values).containsAll(expected);
        assertThat(driver.findElements(By.cssSelector("#board .last-move-badge"))).hasSizeGreaterThanOrEqualTo(steps);
        browser.screenshot("board-zero-one-two-3-turn-steps");
    }

    /** Targets on a phone: at least a finger wide (after the board zooms in on a tap), and each plays at its centre. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void onAPhoneEveryTargetIsFingerSizedAndPlaysAtItsCentre(String game) {
        String variant = game.equals("warp-and-weft") ? ",\"variant\":\"size=4\""
                : game.equals("one-piece-for-two") ? ",\"variant\":{\"gameEdge\":\"bottom\",\"starterColour\":\"red\"}"
                : "";
        int seats = game.equals("just-playing-a-round") ? 1 : 2;
        String seatList = seats == 1 ? "[\"human\"]" : "[\"human\",\"human\"]";
        JsonNode created = handGame("{\"game\":\"" + game + "\",\"seats\":" + seatList + variant + ",\"seed\":3}",
                seats);
        String id = created.get("id").asText();
        if (game.equals("zero-one-two")) {
            // past the set-up, to a turn with holes to click
            Random random = new Random(3);
            for (int i = 0; i < 40 && !http.get("/api/games/" + id).json().get("board").get("phase").asText()
                    .equals("place"); i++) {
                JsonNode legal = http.get("/api/games/" + id).json().get("legalMoves");
                playApi(created, legal.get(random.nextInt(legal.size())).asText());
            }
        }
        browser.size(PHONE_W, PHONE_H);
        open("game/" + id);
        noOverflow();
        List<Map<String, Object>> all = targets();
        assertThat(all).as("targets on the board").isNotEmpty();
        double least = all.stream().mapToDouble(t -> Math.min((Double) t.get("w"), (Double) t.get("h"))).min()
                .orElseThrow();
        if (least < FINGER) {
            // too small for a finger: a tap on the board zooms in around it first, and plays nothing
            int before = ply();
            WebElement svg = driver.findElement(By.cssSelector("#board svg"));
            new Actions(driver).moveToElement(svg).click().perform();
            browser.waiting(5).until(d -> Double.parseDouble(svg.getDomAttribute("data-zoom")) > 1);
            assertThat(ply()).isEqualTo(before);
            all = targets();
        }
        List<Map<String, Object>> visible = all.stream().filter(t -> (Boolean) t.get("visible")).toList();
        assertThat(visible).as("targets in view").isNotEmpty();
        for (Map<String, Object> t : visible) {
            assertThat((Double) t.get("w")).as("width of %s", t.get("key")).isGreaterThanOrEqualTo(FINGER);
            assertThat((Double) t.get("h")).as("height of %s", t.get("key")).isGreaterThanOrEqualTo(FINGER);
            assertThat(t.get("hit")).as("what lies at the centre of %s", t.get("key")).isEqualTo(t.get("key"));
        }
        browser.screenshot("board-" + game + "-4-phone-targets");
        WebElement target = driver.findElement(By.cssSelector("#board .hit-top[data-key='"
                + visible.get(visible.size() / 2).get("key") + "']"));
        int before = ply();
        String steps = data("steps");
        new Actions(driver).moveToElement(target).click().perform();
        browser.waiting(10).until(d -> ply() != before || !steps.equals(data("steps")));
        noOverflow();
    }

    /** Warp and Weft at size 4 on a phone: two fingers pinch the board larger, one finger then pans it. */
    @Test
    void theLargeBoardPinchZoomsAndPansOnAPhone() {
        JsonNode created = handGame("{\"game\":\"warp-and-weft\",\"variant\":\"size=4\","
                + "\"seats\":[\"human\",\"human\"],\"seed\":8}", 2);
        browser.size(PHONE_W, PHONE_H);
        open("game/" + created.get("id").asText());
        String gesture = "const vp = document.querySelector('#board .board-viewport');"
                + "const r = vp.getBoundingClientRect(); const cx = r.left + r.width / 2, cy = r.top + r.height / 2;"
                + "const fire = (type, id, x, y) => vp.dispatchEvent(new PointerEvent(type, {pointerId: id,"
                + " clientX: x, clientY: y, bubbles: true, pointerType: 'touch', isPrimary: id === 1}));"
                + "const steps = arguments[0];"
                + "for (const [type, id, dx, dy] of steps) fire(type, id, cx + dx, cy + dy);"
                + "return document.querySelector('#board svg').getAttribute('viewBox');";
        String before = (String) js(gesture, List.of());
        String pinched = (String) js(gesture, List.of(List.of("pointerdown", 1, -20, 0), List.of("pointerdown", 2, 20, 0),
                List.of("pointermove", 1, -60, 0), List.of("pointermove", 2, 60, 0),
                List.of("pointerup", 1, -60, 0), List.of("pointerup", 2, 60, 0)));
        double zoom = Double.parseDouble(driver.findElement(By.cssSelector("#board svg")).getDomAttribute("data-zoom"));
        assertThat(zoom).as("pinched apart: zoomed in").isGreaterThan(2.5);
        assertThat(pinched).isNotEqualTo(before);
        String panned = (String) js(gesture, List.of(List.of("pointerdown", 1, 0, 0), List.of("pointermove", 1, 60, 40),
                List.of("pointerup", 1, 60, 40)));
        assertThat(panned.split(" ")[0]).as("dragged: the view moved").isNotEqualTo(pinched.split(" ")[0]);
        assertThat(ply()).as("a gesture plays nothing").isZero();
        noOverflow();
        browser.screenshot("board-warp-and-weft-8-pinched-phone");
        driver.findElement(By.cssSelector("#board .board-zoom-fit")).click();
        assertThat(driver.findElement(By.cssSelector("#board svg")).getDomAttribute("viewBox")).isEqualTo(before);
    }

    /** 3Will: the square a piece steps to is clicked in its middle, on a piece standing there: the step is played. */
    @Test
    void aThreeWillTargetSquareHoldingPiecesPlaysWhenItsMiddleIsClicked() {
        JsonNode created = handGame("{\"game\":\"just-playing-a-round\",\"seats\":[\"human\"],\"seed\":4}", 1);
        String id = created.get("id").asText();
        Random random = new Random(4);
        String[] found = null;
        for (int i = 0; i < 300 && found == null; i++) {
            JsonNode view = http.get("/api/games/" + id).json();
            assertThat(view.get("over").asBoolean()).as("a step onto a stack came up before the end").isFalse();
            found = stepOntoStack(view);
            if (found == null) {
                JsonNode legal = view.get("legalMoves");
                String move = legal.get(random.nextInt(legal.size())).asText();
                playApi(created, move.equals("stop") && legal.size() > 1 ? legal.get(0).asText() : move);
            }
        }
        assertThat(found).as("a position where a piece can step onto a stack").isNotNull();
        open("game/" + id);
        int before = ply();
        WebElement piece = driver.findElement(By.cssSelector("#board .hit-top[data-key='" + found[0] + "']"));
        new Actions(driver).moveToElement(piece).click().perform();
        browser.waiting(5).until(d -> "1".equals(data("steps")));
        String square = found[1];
        // the discs of the pieces standing on the square: what lies at their centres is the square, not them
        @SuppressWarnings("unchecked")
        List<String> atDiscs = (List<String>) js("const sq = document.querySelector(`#board rect.square[data-key='${arguments[0]}']`).getBBox();"
                + "return [...document.querySelectorAll('#board rect[data-at]')].filter(d => /^[RGBY][1-6]$/.test(d.dataset.at))"
                + ".filter(d => { const b = d.getBBox(); return b.x >= sq.x && b.x + b.width <= sq.x + sq.width"
                + " && b.y >= sq.y && b.y + b.height <= sq.y + sq.height; })"
                + ".map(d => { const r = d.getBoundingClientRect();"
                + " const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);"
                + " return hit.closest('[data-key]').dataset.key; })", found[1]);
        assertThat(atDiscs).as("pieces lie on the square").isNotEmpty();
        assertThat(atDiscs).as("each piece's centre plays the square").containsOnly(found[1]);
        browser.screenshot("board-just-playing-a-round-5-onto-stack");
        WebElement disc = driver.findElements(By.cssSelector("#board rect[data-at]")).stream()
                .filter(e -> e.getDomAttribute("data-at").matches("[RGBY][1-6]")).filter(e -> ((Boolean) js(
                        "const sq = document.querySelector(`#board rect.square[data-key='${arguments[1]}']`).getBBox();"
                        + "const b = arguments[0].getBBox(); return b.x >= sq.x && b.x + b.width <= sq.x + sq.width"
                        + " && b.y >= sq.y && b.y + b.height <= sq.y + sq.height;", e, square)))
                .findFirst().orElseThrow();
        // a real click in the middle of a piece standing on the target square
        new Actions(driver).moveToElement(disc).click().perform();
        browser.waiting(10).until(d -> ply() > before);
        JsonNode moves = http.get("/api/games/" + id).json().get("moves");
        assertThat(moves.get(before).get("text").asText()).startsWith(found[0] + " ");
        assertThat(driver.findElement(By.id("message")).getText()).doesNotContain("not legal");
        assertThat(driver.findElements(By.cssSelector("#board [data-last-move]"))).isNotEmpty();
    }

    /** A legal single step (piece, destination square) whose destination holds pieces, or null. */
    private static String[] stepOntoStack(JsonNode view) {
        Map<String, int[]> vectors = Map.of("N", new int[] {0, 1}, "NE", new int[] {1, 1}, "E", new int[] {1, 0},
                "SE", new int[] {1, -1}, "S", new int[] {0, -1}, "SW", new int[] {-1, -1}, "W", new int[] {-1, 0},
                "NW", new int[] {-1, 1});
        for (JsonNode move : view.get("legalMoves")) {
            String[] parts = move.asText().split(" ");
            if (parts.length != 2 || !vectors.containsKey(parts[1])) {
                continue;
            }
            for (JsonNode stack : view.get("board").get("stacks")) {
                for (JsonNode p : stack.get("pieces")) {
                    if (p.get("piece").asText().equals(parts[0])) {
                        int[] v = vectors.get(parts[1]);
                        int x = (stack.get("x").asInt() + v[0] + 8) % 8;
                        int y = (stack.get("y").asInt() + v[1] + 8) % 8;
                        for (JsonNode other : view.get("board").get("stacks")) {
                            if (other.get("x").asInt() == x && other.get("y").asInt() == y) {
                                return new String[] {parts[0], other.get("square").asText()};
                            }
                        }
                    }
                }
            }
        }
        return null;
    }

    @Test
    void arrowKeysAndEnterPlayAMove() {
        JsonNode created = handGame("{\"game\":\"warp-and-weft\",\"seats\":[\"human\",\"human\"],\"seed\":5}", 2);
        open("game/" + created.get("id").asText());
        WebElement first = driver.findElement(By.cssSelector("#board [tabindex='0']"));
        js("arguments[0].focus()", first);
        String start = (String) js("return document.activeElement.dataset.key");
        new Actions(driver).sendKeys(Keys.ARROW_RIGHT).sendKeys(Keys.ARROW_DOWN).perform();
        String focused = (String) js("return document.activeElement.dataset.key");
        assertThat(focused).as("the arrows moved the focus").isNotNull().isNotEqualTo(start);
        boolean legal = (Boolean) js("return document.activeElement.classList.contains('target')");
        for (int i = 0; i < 10 && !legal; i++) {
            new Actions(driver).sendKeys(Keys.ARROW_RIGHT).perform();
            focused = (String) js("return document.activeElement.dataset.key");
            legal = (Boolean) js("return document.activeElement.classList.contains('target')");
        }
        assertThat(legal).as("the arrows reach a legal target").isTrue();
        new Actions(driver).sendKeys(Keys.ENTER).perform();
        browser.waiting(10).until(d -> ply() == 1);
        JsonNode moves = http.get("/api/games/" + created.get("id").asText()).json().get("moves");
        assertThat(moves.get(0).get("text").asText()).isEqualTo(focused);
        assertThat((String) js("return document.activeElement.dataset.key")).as("focus stays on the board")
                .isNotNull();
    }

    @Test
    void theOnePieceBoardKeepsItsOrientationAndFlipsOnRequest() {
        JsonNode created = handGame("{\"game\":\"one-piece-for-two\",\"seats\":[\"human\",\"human\"],\"seed\":2}", 2);
        String id = created.get("id").asText();
        // the starter's colour is chosen on the board, from two tiles
        open("game/" + id);
        browser.screenshot("board-one-piece-for-two-5-colour-choice");
        driver.findElement(By.cssSelector("#board .hit-top[data-key='colour:red']")).click();
        browser.waiting(5).until(d -> ply() == 1);
        assertThat(http.get("/api/games/" + id).json().get("moves").get(0).get("text").asText()).isEqualTo("red");
        playApi(created, "top");
        open("game/" + id);
        // the game edge is drawn at the bottom and the files read a..h from the left, whichever edge was chosen
        List<String> files = new ArrayList<>();
        @SuppressWarnings("unchecked")
        List<String> texts = (List<String>) js("return [...document.querySelectorAll('#board text.coord')]"
                + ".filter(t => /^[a-z]$/.test(t.textContent)).sort((a, b) => a.getBoundingClientRect().left"
                + " - b.getBoundingClientRect().left).map(t => t.textContent)");
        files.addAll(texts);
        assertThat(files).startsWith("a", "b", "c").endsWith("h");
        double a1Before = top("a1");
        double a7Before = top("a7");
        assertThat(a1Before).as("row 1 lies along the game edge, at the bottom").isGreaterThan(a7Before);
        browser.screenshot("board-one-piece-for-two-6-edge-top");
        driver.findElement(By.cssSelector("#board .board-flip")).click();
        browser.waiting(5).until(d -> "true".equals(d.findElement(By.cssSelector("#board svg"))
                .getDomAttribute("data-flipped")));
        assertThat(top("a1")).as("flipped: row 1 at the top").isLessThan(top("a7"));
        driver.findElement(By.cssSelector("#board .board-flip")).click();
        browser.waiting(5).until(d -> "false".equals(d.findElement(By.cssSelector("#board svg"))
                .getDomAttribute("data-flipped")));

        // a ghost domino shows where the blue half of the piece may go
        driver.findElement(By.cssSelector("#board .hit-top[data-key='c1']")).click();
        browser.waiting(5).until(d -> "1".equals(data("steps")));
        List<WebElement> ghosts = driver.findElements(By.cssSelector("#board .ghost rect"));
        assertThat(ghosts).hasSizeGreaterThanOrEqualTo(3);
        browser.screenshot("board-one-piece-for-two-7-ghost");
        driver.findElement(By.cssSelector("#board .hit-top[data-key='c2']")).click();
        browser.waiting(5).until(d -> ply() == 3);
        assertThat(driver.findElements(By.cssSelector("#board [data-last-move='1'][data-at='c1/c2']"))).hasSize(1);
    }

    private double top(String element) {
        return ((Number) js("return document.querySelector(`#board [data-key='${arguments[0]}']`)"
                + ".getBoundingClientRect().top", element)).doubleValue();
    }

    /** 0-1-2: a side choice is two bows drawn around the peg, "left" and "right"; clicking one plays it. */
    @Test
    void zeroOneTwoSideChoicesAreDrawnOnTheBoard() {
        JsonNode created = handGame("{\"game\":\"zero-one-two\",\"seats\":[\"human\",\"human\"],\"seed\":6}", 2);
        String id = created.get("id").asText();
        Random random = new Random(6);
        boolean asked = false;
        for (int i = 0; i < 3000 && !asked; i++) {
            JsonNode view = http.get("/api/games/" + id).json();
            if (view.get("over").asBoolean()) {
                break;
            }
            JsonNode legal = view.get("legalMoves");
            for (JsonNode m : legal) {
                asked |= m.asText().matches("\\{#\\d+[+-]}|\\[-?\\d+,-?\\d+[+-]]");
            }
            if (!asked) {
                playApi(created, legal.get(random.nextInt(legal.size())).asText());
            }
        }
        assumeTrue(asked, "no side choice came up in this seeded game");
        open("game/" + id);
        List<WebElement> bows = driver.findElements(By.cssSelector("#board .side-button"));
        assertThat(bows).extracting(e -> e.getDomAttribute("data-side")).containsExactlyInAnyOrder("left", "right");
        assertThat(driver.findElements(By.cssSelector("#actions .move-button")).stream()
                .map(WebElement::getText).filter(t -> t.startsWith("{") || t.startsWith("["))).isEmpty();
        browser.screenshot("board-zero-one-two-7-side-choice");
        int before = ply();
        new Actions(driver).moveToElement(driver.findElement(By.cssSelector("#board .side-button[data-side='left']")))
                .click().perform();
        browser.waiting(10).until(d -> ply() > before);
        JsonNode moves = http.get("/api/games/" + id).json().get("moves");
        assertThat(moves.get(before).get("text").asText()).as("left is +").matches(".*\\+[}\\]]");
    }
}
