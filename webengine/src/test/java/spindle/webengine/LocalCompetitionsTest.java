package spindle.webengine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import spindle.match.compete.CompetitionRefusal;

/**
 * The table's competition kept by the page (LocalCompetitions): the steps it hands the page give the same
 * competition back after a reload, and the tokens of one device still say who may do what.
 */
class LocalCompetitionsTest {
    @SuppressWarnings("unchecked")
    private static Map<String, Object> you(Map<String, Object> view) {
        return (Map<String, Object>) view.get("you");
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> competition(Map<String, Object> view) {
        return (Map<String, Object>) view.get("competition");
    }

    /** Contender {@code token}'s first legal decision, played. */
    private static void playFirst(String id, String token) {
        List<?> legal = (List<?>) you(LocalCompetitions.me(id, token)).get("legalMoves");
        LocalCompetitions.move(id, token, legal.get(0).toString(), -1);
    }

    @Test
    void theStepsKeptGiveTheSameCompetitionBack() {
        String id = "local-replayed";
        LocalCompetitions.create(id, "At the table", "", 600, 7);
        assertThat(LocalCompetitions.join(id, "Ann").get("token")).isEqualTo("contender-1");
        assertThat(LocalCompetitions.join(id, "Bob").get("token")).isEqualTo("contender-2");
        LocalCompetitions.start(id, LocalCompetitions.ORGANISER);
        LocalCompetitions.hold(id, LocalCompetitions.ORGANISER, "Ann");
        playFirst(id, "contender-1");
        playFirst(id, "contender-1");
        LocalCompetitions.hold(id, LocalCompetitions.ORGANISER, "Bob");
        playFirst(id, "contender-2");
        Map<String, Object> ann = LocalCompetitions.me(id, "contender-1");
        Map<String, Object> bob = LocalCompetitions.me(id, "contender-2");
        List<String> steps = LocalCompetitions.steps(id);
        assertThat(steps).hasSize(8);

        LocalCompetitions.close(id);
        LocalCompetitions.restore(id, "At the table", "", 600, 7, String.join("\n", steps));
        assertThat(LocalCompetitions.steps(id)).isEqualTo(steps);
        for (Map<String, Object> was : List.of(ann, bob)) {
            String token = was == ann ? "contender-1" : "contender-2";
            Map<String, Object> now = LocalCompetitions.me(id, token);
            assertThat(you(now).get("moves")).isEqualTo(you(was).get("moves"));
            assertThat(you(now).get("setupCode")).isEqualTo(you(was).get("setupCode"));
            assertThat(competition(now).get("throws")).isEqualTo(competition(was).get("throws"));
            assertThat((Long) you(now).get("balanceMillis")).isLessThanOrEqualTo((Long) you(was).get("balanceMillis"));
        }
        assertThat(you(LocalCompetitions.me(id, "contender-1")).get("balanceMillis"))
                .as("Ann passed the device on: her clock stopped").isEqualTo(you(ann).get("balanceMillis"));
    }

    @Test
    void theTokensOfOneDeviceStillSayWhoMayDoWhat() {
        String id = "local-tokens";
        LocalCompetitions.create(id, "", "", 600, 3);
        LocalCompetitions.join(id, "Ann");
        assertThatThrownBy(() -> LocalCompetitions.start(id, "contender-1")).hasMessageContaining("organiser");
        LocalCompetitions.start(id, LocalCompetitions.ORGANISER);
        assertThatThrownBy(() -> LocalCompetitions.join(id, "Bob")).isInstanceOf(CompetitionRefusal.class)
                .hasMessageContaining("joining is closed");
        assertThatThrownBy(() -> LocalCompetitions.me(id, "contender-2")).hasMessageContaining("not valid");
        assertThatThrownBy(() -> LocalCompetitions.move(id, "contender-1", "no such move", -1))
                .isInstanceOf(RuntimeException.class);
        assertThat(LocalCompetitions.steps(id)).as("refused steps are not kept").hasSize(2);
    }
}
