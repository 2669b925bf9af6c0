package spindle.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.Games;
import spindle.engine.Variant;

/** A record may start from a position ("from"): it replays from there, and a bad "from" is refused by name. */
class RecordFromPositionTest {
    private static final Game WARP = Games.byId("warp-and-weft");
    private static final Variant SMALL = Variant.parse(WARP, "size=4");

    /** A random game of Warp and Weft split at ply 6: the position text there, the moves after it, the end. */
    private record Split(String from, List<String> rest, GameState end) {
    }

    private static Split split(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        GameState s = GameState.start(WARP, SMALL);
        String from = null;
        List<String> rest = new ArrayList<>();
        while (!s.isOver()) {
            if (s.ply() == 6) {
                from = s.positionText();
            }
            List<String> legal = s.legalMoves();
            String move = legal.get(random.nextInt(legal.size()));
            if (from != null) {
                rest.add(move);
            }
            s = s.apply(move);
        }
        return new Split(from, rest, s);
    }

    private static GameRecord record(String from, List<String> moves, GameState end) {
        return new GameRecord(GameRecord.VERSION, WARP.id(), SMALL.toString(), List.of("a", "b"), 1, moves,
                RecordReplayTest.payoffs(end), WARP.endReason(end.view()), "2026-11-27T00:00:00Z",
                "2026-11-27T00:10:00Z", null, from);
    }

    @Test
    void aRecordFromAPositionReplaysFromThereThroughJson() {
        Split game = split(7);
        GameRecord written = record(game.from(), game.rest(), game.end());
        String json = GameRecords.toJson(written);
        assertThat(json).contains("\"from\" : \"" + game.from() + "\"");
        GameRecord read = GameRecords.fromJson(json);
        assertThat(read.from()).isEqualTo(game.from());
        GameState replayed = GameRecords.replay(read);
        assertThat(replayed.view().hash()).isEqualTo(game.end().view().hash());
        assertThat(replayed.from()).isEqualTo(game.from());
    }

    @Test
    void aBadFromIsRefusedNamingIt() {
        Split game = split(8);
        String broken = game.from().replaceFirst("/", "//");
        assertThatThrownBy(() -> GameRecords.replay(record(broken, game.rest(), game.end())))
                .isInstanceOf(RecordException.class).hasMessageStartingWith("record does not replay: its \"from\"");
        // a valid position that is not the one the moves were played from: the moves or the end give it away
        assertThatThrownBy(() -> GameRecords.replay(record(GameState.start(WARP, SMALL).positionText(), game.rest(),
                game.end()))).isInstanceOf(RecordException.class);
    }

    @Test
    void recordsWithoutFromAreWrittenAsBefore() {
        GameRecord plain = new GameRecord(GameRecord.VERSION, WARP.id(), SMALL.toString(), List.of("a", "b"), 1,
                List.of(), List.of(), "unfinished", "2026-11-27T00:00:00Z", null, null);
        assertThat(GameRecords.toJson(plain)).doesNotContain("from");
        assertThat(GameRecords.fromJson(GameRecords.toJson(plain)).from()).isNull();
    }
}
