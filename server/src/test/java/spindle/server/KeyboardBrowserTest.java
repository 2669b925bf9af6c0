package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.interactions.Actions;

/**
 * The arrow keys move over the places that matter: the legal targets of the current decision and the places
 * something lies on, never over an empty place that cannot be played.
 */
class KeyboardBrowserTest extends OneBrowser {
    private static final List<Keys> WALK = List.of(Keys.ARROW_RIGHT, Keys.ARROW_RIGHT, Keys.ARROW_DOWN,
            Keys.ARROW_DOWN, Keys.ARROW_LEFT, Keys.ARROW_UP, Keys.ARROW_RIGHT, Keys.ARROW_DOWN, Keys.ARROW_RIGHT,
            Keys.ARROW_RIGHT, Keys.ARROW_UP, Keys.ARROW_UP, Keys.ARROW_UP, Keys.ARROW_LEFT, Keys.ARROW_LEFT,
            Keys.ARROW_LEFT, Keys.ARROW_DOWN, Keys.ARROW_DOWN, Keys.ARROW_DOWN, Keys.ARROW_DOWN);
    private BoardPages page;

    @BeforeEach
    void desktop() {
        page = new BoardPages(web, browser);
        browser.size(1366, 900);
    }

    private void game(String body, String... moves) {
        JsonNode created = page.handGame(body, body.contains("just-playing-a-round") ? 1 : 2);
        for (String move : moves) {
            page.playApi(created, move);
        }
        page.open("game/" + created.get("id").asText());
    }

    /** Walks the board with the arrow keys; every place focused is a target or holds something. */
    private Set<String> walk() {
        page.js("arguments[0].focus()", driver.findElement(By.cssSelector("#board [tabindex='0']")));
        Set<String> visited = new LinkedHashSet<>();
        for (Keys key : WALK) {
            new Actions(driver).sendKeys(key).perform();
            String label = (String) page.js("return document.activeElement.getAttribute('aria-label')");
            assertThat(label).as("focus stays on the board's places").isNotNull();
            if (!label.endsWith("can be played")) {
                assertThat(label).as("a place that is no target holds something").doesNotContain("empty")
                        .doesNotContain("free");
            }
            visited.add(label);
        }
        return visited;
    }

    @Test
    void justPlayingARoundMovesOverThePiecesToPlayAndTheOtherPieces() {
        game("{\"game\":\"just-playing-a-round\",\"seats\":[\"human\"],\"seed\":4}");
        assertThat(walk()).hasSizeGreaterThan(2);
        // the piece chosen: the square it steps to comes into the walk
        page.js("document.querySelector('#board .target[data-key]').dispatchEvent("
                + "new MouseEvent('click', {bubbles: true}))");
        browser.waiting(5).until(d -> "1".equals(page.data("steps")));
        assertThat(walk()).anyMatch(l -> l.endsWith("can be played"));
    }

    @Test
    void oneColourOnePieceForTwoAndZeroOneTwoSkipEmptyPlacesThatCannotBePlayed() {
        game("{\"game\":\"one-piece-for-two\",\"seats\":[\"human\",\"human\"],"
                + "\"variant\":{\"gameEdge\":\"bottom\",\"starterColour\":\"red\"}}", "d1/d2", "e1/e2");
        assertThat(walk()).anyMatch(l -> l.contains("half of the piece"));
        game("{\"game\":\"zero-one-two\",\"seats\":[\"human\",\"human\"],"
                + "\"variant\":{\"firstPlayer\":\"P1\"}}", "setup DN(0,0)", "peg 1,1", "setup DN(-2,0)", "peg -1,1",
                "place -2,-1", "place -1,2");
        assertThat(walk()).hasSizeGreaterThan(2);
    }
}
