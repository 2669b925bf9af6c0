package spindle.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import spindle.ai.Agents;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.Games;
import spindle.match.analysis.Analyzer;
import spindle.match.analysis.VariantReport;

/** Solo games whose rules never end them are capped by rounds, recorded as capped and scored, never as 0 or lost. */
class RoundCapTest {
    private static final Game SOLO = Games.byId("just-playing-a-round");
    /** Never stops, never retires: without a cap the extended game never ends. */
    private static final String ENDLESS = "random:always=continue";

    @Test
    void anEndlessSoloGameIsRetiredAtTheCapAndTheRecordReplays() {
        GameRecord r = Referee.play(SOLO, SOLO.defaultVariant(), List.of(Agents.create(ENDLESS, SOLO)), 3,
                RoundCap.of(SOLO, SOLO.defaultVariant(), 12));
        assertThat(r.endReason()).isEqualTo(RoundCap.REASON);
        GameState end = GameRecords.replay(GameRecords.fromJson(GameRecords.toJson(r)));
        assertThat(r.payoffs()).containsExactly(end.isOver() ? end.payoffs()[0]
                : SOLO.cappedPayoffs(end.view())[0]);
        assertThat(((spindle.games.justplayingaround.RoundPosition) end.view()).round()).isLessThanOrEqualTo(13);
    }

    @Test
    void aCappedRecordWithOtherPayoffsIsRefused() {
        GameRecord r = Referee.play(SOLO, SOLO.defaultVariant(), List.of(Agents.create(ENDLESS, SOLO)), 3,
                RoundCap.of(SOLO, SOLO.defaultVariant(), 12));
        GameRecord forged = new GameRecord(r.version(), r.game(), r.variant(), r.players(), r.seed(), r.moves(),
                List.of(r.payoffs().get(0) + 7), r.endReason(), r.started(), r.finished(), r.chance());
        assertThatThrownBy(() -> GameRecords.replay(forged)).hasMessageContaining("round cap");
    }

    @Test
    void aTournamentOfEndlessAgentsEndsWithTheDefaultCap() {
        Tournament.Settings settings = new Tournament.Settings(SOLO, SOLO.defaultVariant(),
                List.of(ENDLESS, "random"), 2, 5, 2, null);
        TournamentResult result = Tournament.run(settings, g -> { });
        assertThat(result.records()).hasSize(4)
                .anySatisfy(g -> assertThat(g.endReason()).isEqualTo(RoundCap.REASON));
    }

    @Test
    void analysisCountsCappedGamesAsFinishedWithTheirScore() {
        VariantReport report = new Analyzer(SOLO, List.of(ENDLESS), null, 2, 100_000, 10)
                .run(SOLO.defaultVariant(), 4, 1, i -> { });
        assertThat(report.unfinished()).isZero();
        assertThat(report.endReasons()).containsOnlyKeys(RoundCap.REASON);
    }
}
