package spindle.games.warpandweft;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import spindle.engine.ObservationSpec;
import spindle.engine.Position;
import spindle.testkit.ConformanceSuite;

class WarpAndWeftObservationTest {
    private static final WarpAndWeft GAME = new WarpAndWeft();

    @Test
    void warpsFirstThreadShowsInItsOwnPlaneOnItsThreeCells() {
        Position p = ConformanceSuite.play(GAME, GAME.defaultVariant(), "A3").view();
        ObservationSpec spec = GAME.observationSpec(GAME.defaultVariant()).orElseThrow();
        assertThat(spec.size()).isEqualTo(9 * 15 * 15);
        float[] warp = new float[spec.size()];
        float[] weft = new float[spec.size()];
        GAME.observe(p, 0, warp);
        GAME.observe(p, 1, weft);
        // The vertical thread centred on A3 covers A2, A3 and A4: column 0, rows 1 to 3.
        for (int y = 1; y <= 3; y++) {
            assertThat(warp[spec.index(0, y, 0)]).as("mine at row %d", y).isEqualTo(1f);
            assertThat(weft[spec.index(1, y, 0)]).as("theirs at row %d", y).isEqualTo(1f);
            assertThat(weft[spec.index(0, y, 0)]).isZero();
        }
        assertThat(count(warp, spec, 0)).isEqualTo(3);
        assertThat(count(weft, spec, 0)).isZero();
        // Flags: Weft's turn; seat 0 plays Warp; both Threading; the swap is open to Weft.
        assertThat(weft[spec.index(4, 0, 0)]).isEqualTo(1f);
        assertThat(warp[spec.index(4, 0, 0)]).isZero();
        assertThat(warp[spec.index(5, 7, 7)]).isEqualTo(1f);
        assertThat(weft[spec.index(5, 7, 7)]).isZero();
        assertThat(warp[spec.index(6, 7, 7)]).isZero();
        assertThat(weft[spec.index(8, 7, 7)]).isEqualTo(1f);
        // Patches sit where both coordinates are even (1-based): B2 is column 1, row 1.
        assertThat(warp[spec.index(3, 1, 1)]).isEqualTo(1f);
        assertThat(warp[spec.index(2, 2, 0)]).as("A3 is on a Warp thread").isEqualTo(1f);
    }

    @Test
    void afterASwapTheSeatsSeeTheSidesTheyNowControl() {
        Position p = ConformanceSuite.play(GAME, GAME.defaultVariant(), "A3", "swap").view();
        ObservationSpec spec = GAME.observationSpec(GAME.defaultVariant()).orElseThrow();
        float[] seat1 = new float[spec.size()];
        GAME.observe(p, 1, seat1);
        assertThat(seat1[spec.index(0, 2, 0)]).as("seat 1 now owns the Warp thread").isEqualTo(1f);
        assertThat(seat1[spec.index(5, 0, 0)]).as("seat 1 is Warp").isEqualTo(1f);
    }

    private static int count(float[] out, ObservationSpec spec, int plane) {
        int n = 0;
        for (int i = plane * spec.height() * spec.width(); i < (plane + 1) * spec.height() * spec.width(); i++) {
            n += out[i] != 0 ? 1 : 0;
        }
        return n;
    }
}
