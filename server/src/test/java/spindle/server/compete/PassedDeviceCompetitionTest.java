package spindle.server.compete;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import spindle.games.justplayingaround.JustPlayingARound;
import spindle.match.compete.CompetitionSettings;
import spindle.server.http.ApiException;
import spindle.server.http.Tokens;

/**
 * A competition on one device passed round a table (issue 39): once the organiser's device says who holds it, a
 * contender's clock runs only while they hold it; the holder's runs out, the others' wait; rebuilt from its events
 * it is the same.
 */
class PassedDeviceCompetitionTest {
    private static final CompetitionSettings SETTINGS = new CompetitionSettings(
            new JustPlayingARound().defaultVariant(), 120, 20, 10, true, 21, 1);
    private static final String ORG = Tokens.hash("org");
    private static final String A = Tokens.hash("ta");
    private static final String B = Tokens.hash("tb");
    private static final CompetitionSetup SETUP = new CompetitionSetup("c1", "test", SETTINGS, 10, ORG, 0);

    @SuppressWarnings("unchecked")
    private static Map<String, Object> row(OnlineCompetition c, String name, long now) {
        List<Map<String, Object>> rows = (List<Map<String, Object>>) CompetitionView.competition(c, now)
                .get("standings");
        return rows.stream().filter(r -> r.get("name").equals(name)).findFirst().orElseThrow();
    }

    @Test
    void onlyTheContenderHoldingTheDeviceSpendsTime() {
        List<CompetitionEvent> journal = new ArrayList<>();
        OnlineCompetition c = new OnlineCompetition(SETUP, journal::add);
        c.join("a", A, 0);
        c.join("b", B, 0);
        c.start(ORG, 1_000);
        c.hold(ORG, "a", 1_000);
        assertThat(row(c, "a", 31_000).get("balanceMillis")).isEqualTo(90_000L);
        assertThat(row(c, "b", 31_000).get("balanceMillis")).as("b waits for the device").isEqualTo(120_000L);
        assertThat(row(c, "b", 31_000).get("clockRunning")).isEqualTo(false);
        c.hold(ORG, "b", 31_000);
        assertThat(row(c, "a", 91_000).get("balanceMillis")).as("a's clock stopped when a passed it on")
                .isEqualTo(90_000L);
        assertThat(row(c, "b", 91_000).get("balanceMillis")).isEqualTo(60_000L);
        // b keeps it: b's time runs out at 151 s, a still has 90 s
        c.advance(151_000);
        assertThat(row(c, "b", 151_000).get("status")).asString().contains("time");
        assertThat(row(c, "a", 151_000).get("balanceMillis")).isEqualTo(90_000L);
        OnlineCompetition copy = OnlineCompetition.restore(SETUP, journal, 151_000, e -> { });
        assertThat(CompetitionView.competition(copy, 151_000)).isEqualTo(CompetitionView.competition(c, 151_000));
    }

    @Test
    void onlyTheOrganiserSaysWhoHoldsTheDevice() {
        OnlineCompetition c = new OnlineCompetition(SETUP, e -> { });
        c.join("a", A, 0);
        c.join("b", B, 0);
        assertThatThrownBy(() -> c.hold(ORG, "a", 10)).isInstanceOf(ApiException.class);
        c.start(ORG, 1_000);
        assertThatThrownBy(() -> c.hold(A, "a", 2_000)).isInstanceOf(ApiException.class);
        assertThatThrownBy(() -> c.hold(ORG, "nobody", 2_000)).isInstanceOf(ApiException.class);
        assertThat(row(c, "b", 61_000).get("balanceMillis")).as("no hold yet: every clock runs").isEqualTo(60_000L);
    }
}
