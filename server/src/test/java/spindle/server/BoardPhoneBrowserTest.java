package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;

/**
 * The boards on a phone (390x844) in headless Chromium: a click at any target's centre plays it, or previews it
 * with a Play button when it is smaller than a finger (finger taps in detail: FingerTapBrowserTest) (3Will squares
 * holding pieces included), pinch-zoom and pan, and nothing wider than the screen. Screenshots under
 * {@code target/screenshots/}.
 */
class BoardPhoneBrowserTest extends OneBrowser {
    private BoardPages page;

    @BeforeEach
    void desktop() {
        page = new BoardPages(web, browser);
        browser.size(1366, 900);
    }

    static Stream<String> games() {
        return BoardUiBrowserTest.games();
    }

    /** Targets on a phone: each is what lies at its centre, and a tap there plays it (or previews it, with Play). */
    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void onAPhoneEveryTargetIsFingerSizedAndPlaysAtItsCentre(String game) {
        String variant = game.equals("warp-and-weft") ? ",\"variant\":\"size=4\""
                : game.equals("one-piece-for-two") ? ",\"variant\":{\"gameEdge\":\"bottom\",\"starterColour\":\"red\"}"
                : "";
        int seats = game.equals("just-playing-a-round") ? 1 : 2;
        String seatList = seats == 1 ? "[\"human\"]" : "[\"human\",\"human\"]";
        JsonNode created = page.handGame("{\"game\":\"" + game + "\",\"seats\":" + seatList + variant + ",\"seed\":3}",
                seats);
        String id = created.get("id").asText();
        if (game.equals("zero-one-two")) {
            // past the set-up, to a turn with holes to click
            Random random = new Random(3);
            for (int i = 0; i < 40 && !page.http.get("/api/games/" + id).json().get("board").get("phase").asText()
                    .equals("place"); i++) {
                JsonNode legal = page.http.get("/api/games/" + id).json().get("legalMoves");
                page.playApi(created, legal.get(random.nextInt(legal.size())).asText());
            }
        }
        page.browser.size(BoardPages.PHONE_W, BoardPages.PHONE_H);
        page.open("game/" + id);
        page.noOverflow();
        List<Map<String, Object>> all = page.targets();
        assertThat(all).as("targets on the board").isNotEmpty();
        List<Map<String, Object>> visible = all.stream().filter(t -> (Boolean) t.get("visible")).toList();
        assertThat(visible).as("targets in view").isNotEmpty();
        for (Map<String, Object> t : visible) {
            assertThat(t.get("hit")).as("what lies at the centre of %s", t.get("key")).isEqualTo(t.get("key"));
        }
        page.browser.screenshot("board-" + game + "-4-phone-targets");
        String key = (String) visible.get(visible.size() / 2).get("key");
        WebElement target = page.driver.findElement(By.cssSelector("#board .hit-top[data-key='" + key + "']"));
        int before = page.ply();
        String steps = page.data("steps");
        new Actions(page.driver).moveToElement(target).click().perform();
        page.browser.waiting(10).until(d -> page.ply() != before || !steps.equals(page.data("steps"))
                || preview() != null);
        if (preview() != null) {
            // smaller than a finger, or with a neighbour within reach: previewed, played by a finger-sized Play
            assertThat(preview()).isEqualTo(key);
            assertThat(page.driver.findElement(By.cssSelector("#board svg")).getDomAttribute("data-zoom"))
                    .as("the board never zooms by itself").isEqualTo("1.00");
            WebElement play = page.driver.findElement(By.cssSelector("#board .board-play"));
            assertThat(play.getRect().getHeight()).isGreaterThanOrEqualTo(44);
            play.click();
            page.browser.waiting(10).until(d -> page.ply() != before || !steps.equals(page.data("steps")));
        }
        page.noOverflow();
    }

    /** Warp and Weft at size 4 on a phone: two fingers pinch the board larger, one finger then pans it. */
    @Test
    void theLargeBoardPinchZoomsAndPansOnAPhone() {
        JsonNode created = page.handGame("{\"game\":\"warp-and-weft\",\"variant\":\"size=4\","
                + "\"seats\":[\"human\",\"human\"],\"seed\":8}", 2);
        page.browser.size(BoardPages.PHONE_W, BoardPages.PHONE_H);
        page.open("game/" + created.get("id").asText());
        String gesture = "const vp = document.querySelector('#board .board-viewport');"
                + "const r = vp.getBoundingClientRect(); const cx = r.left + r.width / 2, cy = r.top + r.height / 2;"
                + "const fire = (type, id, x, y) => vp.dispatchEvent(new PointerEvent(type, {pointerId: id,"
                + " clientX: x, clientY: y, bubbles: true, pointerType: 'touch', isPrimary: id === 1}));"
                + "const steps = arguments[0];"
                + "for (const [type, id, dx, dy] of steps) fire(type, id, cx + dx, cy + dy);"
                + "return document.querySelector('#board svg').getAttribute('viewBox');";
        String before = (String) page.js(gesture, List.of());
        String pinched = (String) page.js(gesture, List.of(List.of("pointerdown", 1, -20, 0), List.of("pointerdown", 2, 20, 0),
                List.of("pointermove", 1, -60, 0), List.of("pointermove", 2, 60, 0),
                List.of("pointerup", 1, -60, 0), List.of("pointerup", 2, 60, 0)));
        double zoom = Double.parseDouble(page.driver.findElement(By.cssSelector("#board svg")).getDomAttribute("data-zoom"));
        assertThat(zoom).as("pinched apart: zoomed in").isGreaterThan(2.5);
        assertThat(pinched).isNotEqualTo(before);
        String panned = (String) page.js(gesture, List.of(List.of("pointerdown", 1, 0, 0), List.of("pointermove", 1, 60, 40),
                List.of("pointerup", 1, 60, 40)));
        assertThat(panned.split(" ")[0]).as("dragged: the view moved").isNotEqualTo(pinched.split(" ")[0]);
        assertThat(page.ply()).as("a gesture plays nothing").isZero();
        page.noOverflow();
        page.browser.screenshot("board-warp-and-weft-8-pinched-phone");
        page.driver.findElement(By.cssSelector("#board .board-zoom-fit")).click();
        assertThat(page.driver.findElement(By.cssSelector("#board svg")).getDomAttribute("viewBox")).isEqualTo(before);
    }

    /** 3Will: the square a piece steps to is clicked in its middle, on a piece standing there: the step is played. */
    @Test
    void aThreeWillTargetSquareHoldingPiecesPlaysWhenItsMiddleIsClicked() {
        JsonNode created = page.handGame("{\"game\":\"just-playing-a-round\",\"seats\":[\"human\"],\"seed\":4}", 1);
        String id = created.get("id").asText();
        Random random = new Random(4);
        String[] found = null;
        for (int i = 0; i < 300 && found == null; i++) {
            JsonNode view = page.http.get("/api/games/" + id).json();
            assertThat(view.get("over").asBoolean()).as("a step onto a stack came up before the end").isFalse();
            found = stepOntoStack(view);
            if (found == null) {
                JsonNode legal = view.get("legalMoves");
                String move = legal.get(random.nextInt(legal.size())).asText();
                page.playApi(created, move.equals("stop") && legal.size() > 1 ? legal.get(0).asText() : move);
            }
        }
        assertThat(found).as("a position where a piece can step onto a stack").isNotNull();
        page.open("game/" + id);
        int before = page.ply();
        WebElement piece = page.driver.findElement(By.cssSelector("#board .hit-top[data-key='" + found[0] + "']"));
        new Actions(page.driver).moveToElement(piece).click().perform();
        page.browser.waiting(5).until(d -> "1".equals(page.data("steps")));
        String square = found[1];
        // the discs of the pieces standing on the square: what lies at their centres is the square, not them
        @SuppressWarnings("unchecked")
        List<String> atDiscs = (List<String>) page.js("const sq = document.querySelector(`#board rect.square[data-key='${arguments[0]}']`).getBBox();"
                + "return [...document.querySelectorAll('#board rect[data-at]')].filter(d => /^[RGBY][1-6]$/.test(d.dataset.at))"
                + ".filter(d => { const b = d.getBBox(); return b.x >= sq.x && b.x + b.width <= sq.x + sq.width"
                + " && b.y >= sq.y && b.y + b.height <= sq.y + sq.height; })"
                + ".map(d => { const r = d.getBoundingClientRect();"
                + " const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);"
                + " return hit.closest('[data-key]').dataset.key; })", found[1]);
        assertThat(atDiscs).as("pieces lie on the square").isNotEmpty();
        assertThat(atDiscs).as("each piece's centre plays the square").containsOnly(found[1]);
        page.browser.screenshot("board-just-playing-a-round-5-onto-stack");
        WebElement disc = page.driver.findElements(By.cssSelector("#board rect[data-at]")).stream()
                .filter(e -> e.getDomAttribute("data-at").matches("[RGBY][1-6]")).filter(e -> ((Boolean) page.js(
                        "const sq = document.querySelector(`#board rect.square[data-key='${arguments[1]}']`).getBBox();"
                        + "const b = arguments[0].getBBox(); return b.x >= sq.x && b.x + b.width <= sq.x + sq.width"
                        + " && b.y >= sq.y && b.y + b.height <= sq.y + sq.height;", e, square)))
                .findFirst().orElseThrow();
        // a real click in the middle of a piece standing on the target square
        new Actions(page.driver).moveToElement(disc).click().perform();
        page.browser.waiting(10).until(d -> page.ply() > before);
        JsonNode moves = page.http.get("/api/games/" + id).json().get("moves");
        assertThat(moves.get(before).get("text").asText()).startsWith(found[0] + " ");
        assertThat(page.driver.findElement(By.id("message")).getText()).doesNotContain("not legal");
        assertThat(page.driver.findElements(By.cssSelector("#board [data-last-move]"))).isNotEmpty();
    }

    private String preview() {
        return page.driver.findElement(By.id("board")).getDomAttribute("data-preview");
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
}
