package spindle.server.compete;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import spindle.engine.SpindleException;
import spindle.games.justplayingaround.JustPlayingARound;
import spindle.match.compete.CompetitionSettings;
import spindle.match.compete.LiveCompetition;
import spindle.server.http.ApiException;
import spindle.server.http.Tokens;

/** The competition state machine without HTTP: rebuilding from events, and the clock's rounds. */
class OnlineCompetitionTest {
    private static final CompetitionSettings SETTINGS = new CompetitionSettings(
            new JustPlayingARound().defaultVariant(), 120, 20, 10, true, 21, 1);
    private static final String ORG = Tokens.hash("org");
    private static final String A = Tokens.hash("ta");
    private static final String B = Tokens.hash("tb");
    private static final CompetitionSetup SETUP = new CompetitionSetup("c1", "test", SETTINGS, 10, ORG, 0);

    private static String firstLegal(OnlineCompetition c, String hash) {
        return c.entrant(hash).seat.game().state().legalMoves().get(0);
    }

    @Test
    void aCompetitionRebuiltFromItsEventsIsTheSameAtAnyLaterMoment() {
        List<CompetitionEvent> journal = new ArrayList<>();
        OnlineCompetition c = new OnlineCompetition(SETUP, journal::add);
        c.join("a", A, 10);
        c.join("b", B, 20);
        c.start(ORG, 1_000);
        long now = 1_000;
        for (int i = 0; i < 5; i++) { // a finishes round 1; b takes a while
            now += 3_000;
            c.play(A, firstLegal(c, A), now);
        }
        assertThatThrownBy(() -> c.play(B, "R9 N", 17_000)).isInstanceOf(SpindleException.class);
        c.play(B, firstLegal(c, B), 30_000);
        assertThat(journal).hasSize(3 + 5 + 1).isEqualTo(c.events());

        for (long later : new long[] {30_000, 100_000, 200_000, 400_000}) {
            OnlineCompetition copy = OnlineCompetition.restore(SETUP, journal, later, e -> { });
            c.advance(later);
            assertThat(CompetitionView.competition(copy, later)).isEqualTo(CompetitionView.competition(c, later));
            assertThat(CompetitionView.contender(copy, copy.entrant(B), later))
                    .isEqualTo(CompetitionView.contender(c, c.entrant(B), later));
        }
        assertThat(c.status()).isEqualTo(LiveCompetition.Status.FINISHED);
        assertThat(c.round()).as("b timed out at 121 s; a, left alone, in round 2").isEqualTo(2);
    }

    @Test
    void aRefusedRequestRecordsNothing() {
        List<CompetitionEvent> journal = new ArrayList<>();
        OnlineCompetition c = new OnlineCompetition(SETUP, journal::add);
        assertThatThrownBy(() -> c.start(ORG, 5)).isInstanceOf(ApiException.class).hasMessageContaining("nobody");
        c.join("a", A, 10);
        assertThatThrownBy(() -> c.start(A, 20)).isInstanceOf(ApiException.class)
                .extracting(e -> ((ApiException) e).status()).isEqualTo(403);
        assertThatThrownBy(() -> c.play(Tokens.hash("tx"), "bank", 30)).isInstanceOf(ApiException.class);
        assertThat(journal).extracting(CompetitionEvent::kind).containsExactly(CompetitionEvent.Kind.JOIN);
        assertThat(c.status()).isEqualTo(LiveCompetition.Status.OPEN);
    }

    @Test
    void anEventTheStoreCannotKeepTakesNoEffect() {
        boolean[] failing = {false};
        OnlineCompetition c = new OnlineCompetition(SETUP, e -> {
            if (failing[0]) {
                throw new IllegalStateException("disk full");
            }
        });
        c.join("a", A, 10);
        c.start(ORG, 20);
        String before = CompetitionView.contender(c, c.entrant(A), 30).toString();
        failing[0] = true;
        assertThatThrownBy(() -> c.play(A, firstLegal(c, A), 30)).hasMessage("disk full");
        assertThatThrownBy(() -> c.join("b", B, 30)).isInstanceOf(ApiException.class); // started: refused anyway
        assertThat(CompetitionView.contender(c, c.entrant(A), 30).toString()).isEqualTo(before);
        assertThat(c.events()).hasSize(2);
    }

    @Test
    void aClockSetBackGivesNoTimeBack() {
        OnlineCompetition c = new OnlineCompetition(SETUP, e -> { });
        c.join("a", A, 0);
        c.start(ORG, 1_000);
        c.play(A, firstLegal(c, A), 9_000);
        c.play(A, firstLegal(c, A), 4_000); // the system clock jumped back 5 s
        assertThat(c.entrant(A).seat.game().balanceAfter(9_000 - 1_000)).isEqualTo(120_000 - 8_000);
        assertThat(CompetitionView.standings(c, c.advance(2_000)).get(0).get("balanceMillis")).isEqualTo(112_000L);
    }
}
