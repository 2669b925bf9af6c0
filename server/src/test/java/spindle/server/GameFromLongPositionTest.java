package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import spindle.engine.GameState;
import spindle.engine.Games;
import spindle.engine.PositionText;

/**
 * A game is set up from any position text the positions API reads: a long 0-1-2 text sent with every character
 * escaped in JSON (as some clients write it) is far over the 4 KiB of other bodies, and is still taken; a body over
 * the longest text's room is a 413.
 */
class GameFromLongPositionTest {
    private static WebServer server;
    private static Http http;

    @BeforeAll
    static void start() {
        server = new WebServer(10).start(0);
        http = new Http("http://127.0.0.1:" + server.port());
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    /** A 0-1-2 position after {@code plies} seeded random moves: many threads make a long text. */
    private static String longText(int plies) {
        GameState s = GameState.start(Games.byId("zero-one-two"));
        SplittableRandom random = new SplittableRandom(39);
        int[] scratch = new int[s.view().maxActions()];
        for (int i = 0; i < plies && !s.isOver(); i++) {
            s = s.apply(s.view().randomAction(random, scratch));
        }
        return s.positionText();
    }

    private static String escaped(String text) {
        StringBuilder out = new StringBuilder();
        text.chars().forEach(c -> out.append(String.format("\\u%04x", c)));
        return out.toString();
    }

    @Test
    void aLongPositionTextSetsUpAGame() {
        String text = longText(160);
        String body = "{\"game\":\"zero-one-two\",\"seats\":[\"human\",\"human\"],\"position\":\"" + escaped(text) + "\"}";
        assertThat(body.length()).as("over the 4 KiB of other bodies").isGreaterThan(4 * 1024);
        Http.Reply made = http.post("/api/games", body);
        assertThat(made.status()).as(made.body()).isEqualTo(201);
        assertThat(made.json().get("position").asText()).isEqualTo(text);
    }

    @Test
    void aBodyOverTheLongestTextsRoomIsA413() {
        String padding = " ".repeat(8 * PositionText.MAX_LENGTH);
        Http.Reply r = http.post("/api/games", "{\"game\":\"zero-one-two\"," + padding + "\"seats\":[\"human\"]}");
        assertThat(r.status()).as(r.body()).isEqualTo(413);
    }
}
