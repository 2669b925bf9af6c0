package spindle.server.rating;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import spindle.engine.Game;
import spindle.engine.Games;
import spindle.engine.Variant;
import spindle.engine.VariantException;
import spindle.server.db.Database;

/** AI levels calibrated by real games: counted into the server's ratings once per seed, the anchor kept. */
class CalibrationTest {
    @TempDir
    Path dir;

    @Test
    void aCalibrationRatesTheLevelsAgainstTheFixedRandomAnchorAndCountsASeedOnce() {
        Game game = Games.byId("one-piece-for-two");
        Variant variant = game.presets().get(0).variant();
        List<String> lines = new ArrayList<>();
        try (Database db = Database.open("jdbc:sqlite:" + dir.resolve("cal.db"))) {
            Calibration.Result first = Calibration.run(db, game, variant, List.of("random", "mcts:easy"), 2, 7,
                    lines::add);
            assertThat(first.played()).isEqualTo(2);
            assertThat(first.counted()).isEqualTo(2);
            assertThat(lines).hasSize(2);
            assertThat(first.board()).extracting(e -> e.party()).containsExactly("ai:mcts:easy", "ai:random");
            assertThat(first.board().get(1).rating().r()).isEqualTo(RatedGames.ANCHOR_RATING.r());
            assertThat(first.board().get(0).games()).isEqualTo(2);
            Calibration.Result again = Calibration.run(db, game, variant, List.of("random", "mcts:easy"), 2, 7,
                    line -> { });
            assertThat(again.counted()).isZero();
            assertThat(again.board().get(0).games()).isEqualTo(2);
            assertThat(Calibration.run(db, game, variant, List.of("random", "mcts:easy"), 1, 8, line -> { }).counted())
                    .isEqualTo(1);
            assertThatThrownBy(() -> Calibration.run(db, game, variant, List.of("random", "mcts:100it"), 1, 1,
                    line -> { })).isInstanceOf(VariantException.class).hasMessageContaining("named AI level");
            assertThatThrownBy(() -> Calibration.run(db, game, Variant.parse(game, "board=9x9"),
                    List.of("random", "mcts:easy"), 1, 1, line -> { })).hasMessageContaining("preset");
        }
    }
}
