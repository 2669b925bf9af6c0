package spindle.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.Games;

/** Records of games ended by a resignation or an agreed draw replay when their payoffs fit that ending. */
class EarlyEndingReplayTest {
    private static final Game GAME = Games.byId("zero-one-two");

    private static GameRecord record(List<String> moves, List<Double> payoffs, String reason) {
        return new GameRecord(GameRecord.VERSION, GAME.id(), GAME.defaultVariant().toString(),
                List.of("human", "invite"), 7, moves, payoffs, reason, "2026-01-01T00:00:00Z",
                "2026-01-01T00:01:00Z", null);
    }

    @Test
    void aResignationByEitherSeatReplaysAtAnyTurn() {
        GameState start = GameState.start(GAME, GAME.defaultVariant());
        String first = start.legalMoves().get(0);
        assertThat(GameRecords.replay(record(List.of(), List.of(0.0, 1.0), "resigned")).ply()).isZero();
        assertThat(GameRecords.replay(record(List.of(first), List.of(0.0, 1.0), "resigned")).ply()).isEqualTo(1);
        assertThat(GameRecords.replay(record(List.of(first), List.of(1.0, 0.0), "resigned")).isOver()).isFalse();
    }

    @Test
    void payoffsThatNoResignationOrDrawGivesAreRefused() {
        assertThatThrownBy(() -> GameRecords.replay(record(List.of(), List.of(1.0, 1.0), "resigned")))
                .isInstanceOf(RecordException.class).hasMessageContaining("resigned");
        assertThatThrownBy(() -> GameRecords.replay(record(List.of(), List.of(), "resigned")))
                .isInstanceOf(RecordException.class);
        assertThatThrownBy(() -> GameRecords.replay(record(List.of(), List.of(1.0, 0.0), "draw-agreed")))
                .isInstanceOf(RecordException.class).hasMessageContaining("draw-agreed");
    }

    /** A flag falls only for the player to move: that player scores 0, and no other payoffs replay. */
    @Test
    void aTimeOutReplaysOnlyAsTheLossOfThePlayerToMove() {
        GameState start = GameState.start(GAME, GAME.defaultVariant());
        String first = start.legalMoves().get(0);
        int toMove = start.apply(first).toMove();
        List<Double> lost = toMove == 0 ? List.of(0.0, 1.0) : List.of(1.0, 0.0);
        assertThat(GameRecords.replay(record(List.of(first), lost, "time")).ply()).isEqualTo(1);
        assertThat(Forfeit.endedEarly(record(List.of(first), lost, "time"))).isTrue();
        assertThatThrownBy(() -> GameRecords.replay(record(List.of(first), List.of(lost.get(1), lost.get(0)),
                "time"))).isInstanceOf(RecordException.class);
        assertThatThrownBy(() -> GameRecords.replay(record(List.of(first), List.of(0.5, 0.5), "time")))
                .isInstanceOf(RecordException.class);
    }

    @Test
    void anAgreedDrawReplaysWithHalfEach() {
        assertThat(GameRecords.replay(record(List.of(), List.of(0.5, 0.5), "draw-agreed")).isOver()).isFalse();
    }
}
