package spindle.games.onepiecefortwo;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import spindle.engine.ObservationSpec;
import spindle.engine.Position;

class OnePieceForTwoObservationTest {
    private static final OnePieceForTwo GAME = new OnePieceForTwo();

    @Test
    void aPlacedPieceShowsByColourInTheEdgeFrame() {
        Position p = Scenarios.play("c1/d1").view();
        ObservationSpec spec = GAME.observationSpec(GAME.defaultVariant()).orElseThrow();
        assertThat(spec.planes()).isEqualTo(10);
        assertThat(spec.height()).isEqualTo(8);
        assertThat(spec.width()).isEqualTo(8);
        int red = ((OnePiecePosition) p).redSeat;
        float[] byRed = new float[spec.size()];
        float[] byBlue = new float[spec.size()];
        GAME.observe(p, red, byRed);
        GAME.observe(p, 1 - red, byBlue);
        // Red half c1 is column 2 of row 0 (the game edge), blue half d1 column 3.
        assertThat(byRed[spec.index(0, 0, 2)]).isEqualTo(1f);
        assertThat(byRed[spec.index(1, 0, 3)]).isEqualTo(1f);
        assertThat(byRed[spec.index(0, 0, 3)]).isZero();
        assertThat(byBlue[spec.index(0, 0, 3)]).isEqualTo(1f);
        assertThat(byBlue[spec.index(1, 0, 2)]).isEqualTo(1f);
        assertThat(sum(byRed, spec, 0)).isEqualTo(1f);
        assertThat(sum(byRed, spec, 1)).isEqualTo(1f);
        // The board as drawn is 8 wide and 7 high: with the bottom edge, row 7 of the grid is outside.
        assertThat(sum(byRed, spec, 2)).isEqualTo(56f);
        assertThat(byRed[spec.index(2, 7, 0)]).isZero();
        // After the starter's placement it is the other seat's turn; 19 pieces are left in the box of 20.
        int mover = p.toMove();
        float[] moverView = mover == red ? byRed : byBlue;
        assertThat(moverView[spec.index(3, 0, 0)]).isEqualTo(1f);
        assertThat((mover == red ? byBlue : byRed)[spec.index(3, 0, 0)]).isZero();
        assertThat(byRed[spec.index(7, 4, 4)]).isEqualTo(19f / 20f);
        assertThat(byRed[spec.index(8, 4, 4)]).isEqualTo(1f);
        assertThat(byBlue[spec.index(8, 4, 4)]).isZero();
    }

    private static float sum(float[] out, ObservationSpec spec, int plane) {
        float s = 0;
        for (int y = 0; y < spec.height(); y++) {
            for (int x = 0; x < spec.width(); x++) {
                s += out[spec.index(plane, y, x)];
            }
        }
        return s;
    }
}
