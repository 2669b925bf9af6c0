package spindle.games.justplayingaround;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import spindle.engine.ObservationSpec;
import spindle.engine.Position;

class JustPlayingARoundObservationTest {
    private static final JustPlayingARound GAME = new JustPlayingARound();
    private static final ObservationSpec SPEC = GAME.observationSpec(GAME.defaultVariant()).orElseThrow();

    @Test
    void theSetupPutsEachColourOnItsHomeEdge() {
        float[] out = observe(GAME.newGame(GAME.defaultVariant()));
        assertThat(SPEC.height()).isEqualTo(8);
        assertThat(SPEC.width()).isEqualTo(8);
        // Red starts on the non-corner squares of rank 1 (b1..g1): row 0, columns 1 to 6, one piece each.
        for (int x = 1; x <= 6; x++) {
            assertThat(out[SPEC.index(plane("count-R"), 0, x)]).isEqualTo(1f / 6f);
            assertThat(out[SPEC.index(plane("top-R"), 0, x)]).isEqualTo(1f);
            assertThat(out[SPEC.index(plane("height"), 0, x)]).isEqualTo(1f / Board.DEPTH);
        }
        assertThat(out[SPEC.index(plane("top-R"), 0, 0)]).as("the corner a1 is empty").isZero();
        float pieces = 0;
        for (int number = 1; number <= 6; number++) {
            int piece = plane("piece-R" + number);
            for (int x = 0; x < 8; x++) {
                pieces += out[SPEC.index(piece, 0, x)];
            }
        }
        assertThat(pieces).as("every red piece is on row 0").isEqualTo(6f);
        assertThat(out[SPEC.index(plane("phase-throw"), 3, 3)]).isEqualTo(1f);
        assertThat(out[SPEC.index(plane("die-R-1"), 3, 3)]).as("no die thrown yet").isZero();
    }

    @Test
    void theDiceOfTheRoundShowAsFlags() {
        Position p = GAME.newGame(GAME.defaultVariant());
        for (int face : new int[] {3, 3, 3, 3, 5}) {
            p.play(face - 1);
        }
        float[] out = observe(p);
        for (String die : new String[] {"R", "G", "B", "Y"}) {
            assertThat(out[SPEC.index(plane("die-" + die + "-3"), 5, 5)]).isEqualTo(1f);
            assertThat(out[SPEC.index(plane("die-" + die + "-5"), 5, 5)]).isZero();
        }
        assertThat(out[SPEC.index(plane("die-W-5"), 0, 0)]).isEqualTo(1f);
        assertThat(out[SPEC.index(plane("throw-directed-free"), 0, 0)]).isEqualTo(1f);
        assertThat(out[SPEC.index(plane("throw-normal"), 0, 0)]).isZero();
        assertThat(out[SPEC.index(plane("phase-play"), 0, 0)]).isEqualTo(1f);
    }

    private static int plane(String name) {
        int k = SPEC.planeNames().indexOf(name);
        assertThat(k).as(name).isNotNegative();
        return k;
    }

    private static float[] observe(Position p) {
        float[] out = new float[SPEC.size()];
        GAME.observe(p, 0, out);
        return out;
    }
}
