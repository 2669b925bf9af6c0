package spindle.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.Games;

/** Outside engines in tournaments: their games count, and one that fails loses that game and the rest go on. */
class ExtTournamentTest {
    private final Game game = Games.byId("warp-and-weft");

    @Test
    void aToyEnginePlaysATournamentAndAFailingOneForfeitsWithoutStoppingIt(@TempDir Path dir) throws Exception {
        String toy = "ext:python3 " + script("first_move.py");
        String flaky = "ext:python3 " + script("flaky.py");
        Tournament.Settings settings = new Tournament.Settings(game, game.defaultVariant(),
                List.of(toy, flaky, "random"), 2, 3, 2, dir);
        AtomicInteger heard = new AtomicInteger();

        TournamentResult result = Tournament.run(settings, r -> heard.incrementAndGet());

        assertThat(result.records()).hasSize(6);
        assertThat(heard).hasValue(6);
        List<GameRecord> forfeits = new ArrayList<>();
        for (GameRecord r : result.records()) {
            if (r.players().contains(flaky)) {
                forfeits.add(r);
                int seat = r.players().indexOf(flaky);
                assertThat(r.endReason()).startsWith("forfeit: engine answered garbage: 'I give up'");
                assertThat(r.payoffs().get(seat)).isZero();
                assertThat(r.payoffs().get(1 - seat)).isEqualTo(1.0);
            } else {
                assertThat(r.endReason()).doesNotStartWith(Forfeit.PREFIX);
            }
            GameState replayed = GameRecords.replay(GameRecords.read(dir.resolve(
                    String.format("game-%05d.json", result.records().indexOf(r) + 1))));
            assertThat(replayed.moves()).isEqualTo(r.moves());
        }
        assertThat(forfeits).hasSize(4);
        assertThat(result.wins(1, 0) + result.wins(1, 2)).as("the flaky engine never wins").isZero();
        assertThat(result.played(0)).isEqualTo(4);
        assertThat(result.wins(0, 1)).isEqualTo(2);
        assertThat(ProcessHandle.current().children().filter(ProcessHandle::isAlive).count())
                .as("every engine was stopped").isZero();
    }

    @Test
    void aForgedForfeitDoesNotReplay(@TempDir Path dir) throws Exception {
        Tournament.Settings settings = new Tournament.Settings(game, game.defaultVariant(),
                List.of("ext:python3 " + script("flaky.py"), "random"), 1, 3, 1, null);
        String flaky = "ext:python3 " + script("flaky.py");
        GameRecord r = Tournament.run(settings, x -> { }).records().get(0);
        assertThat(GameRecords.replay(r).toMove()).as("the seat that forfeited").isEqualTo(r.players().indexOf(flaky));
        GameRecord forged = new GameRecord(r.version(), r.game(), r.variant(), r.players(), r.seed(), r.moves(),
                List.of(1.0, 0.0), r.endReason(), r.started(), r.finished());
        assertThatThrownBy(() -> GameRecords.replay(forged)).isInstanceOf(RecordException.class)
                .hasMessageContaining("forfeit");
    }

    private static String script(String name) throws Exception {
        return Path.of(ExtTournamentTest.class.getResource("/engines/" + name).toURI()).toString();
    }
}
