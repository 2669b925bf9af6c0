package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.JavascriptExecutor;

/**
 * Just Playing a Round's group move in words (issue 39): "R4 NE group" is offered as "Red 4 and its group step
 * north-east" with what a group move is, beside "Red 4 steps north-east", which says the piece leaves its stack;
 * the How-to explains group moves.
 */
class GroupMoveWordsBrowserTest extends OneBrowser {
    @Test
    @SuppressWarnings("unchecked")
    void aGroupMoveIsSaidInWordsAndExplained() {
        open("");
        Map<String, Map<String, String>> said = (Map<String, Map<String, String>>) ((JavascriptExecutor) driver)
                .executeAsyncScript("const done = arguments[arguments.length - 1];"
                + "import('/js/lib/decisions.js').then((m) => { const v = {game: {id: 'just-playing-a-round'},"
                + " board: {round: 1, score: 0}}; done({group: m.decision(v, 'R4 NE group'),"
                + " alone: m.decision(v, 'R4 NE')}); });");
        assertThat(said.get("group").get("label")).isEqualTo("Red 4 and its group step north-east");
        assertThat(said.get("group").get("help")).contains("whole stack").contains("three different colours");
        assertThat(said.get("alone").get("label")).isEqualTo("Red 4 steps north-east");
        assertThat(said.get("alone").get("help")).contains("leaves its stack");
        String howTo = web.http.get("/howto/just-playing-a-round").body();
        assertThat(howTo).contains("Group moves").contains("R4 NE group");
    }
}
