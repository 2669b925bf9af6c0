package spindle.games.zeroonetwo;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import spindle.engine.ObservationSpec;
import spindle.engine.Position;

class ZeroOneTwoObservationTest {
    private static final ZeroOneTwo GAME = new ZeroOneTwo();

    @Test
    void theStartShowsTheHexAndItsBlackPegAtTheEmbeddedOrigin() {
        Position p = GAME.newGame(GAME.defaultVariant());
        ObservationSpec spec = GAME.observationSpec(GAME.defaultVariant()).orElseThrow();
        Geometry g = Geometry.of(4);
        int minQ = Integer.MAX_VALUE;
        int minR = Integer.MAX_VALUE;
        for (int h = 0; h < g.holes; h++) {
            minQ = Math.min(minQ, g.pq[h]);
            minR = Math.min(minR, g.pr[h]);
        }
        float[] out = new float[spec.size()];
        GAME.observe(p, 0, out);
        int black = spec.planeNames().indexOf("black");
        int present = spec.planeNames().indexOf("present");
        assertThat(out[spec.index(black, -minR, -minQ)]).as("black peg on hole (0, 0)").isEqualTo(1f);
        assertThat(count(out, spec, black)).isEqualTo(1);
        assertThat(count(out, spec, present)).as("the holes of the Hex").isEqualTo(g.hexHoles.length);
        for (int h : g.hexHoles) {
            assertThat(out[spec.index(present, g.pr[h] - minR, g.pq[h] - minQ)]).isEqualTo(1f);
        }
        assertThat(count(out, spec, spec.planeNames().indexOf("mine"))).isZero();
        // The first player is drawn by chance: nobody is to move, the phase is first-player.
        assertThat(out[spec.index(spec.planeNames().indexOf("phase-first-player"), 0, 0)]).isEqualTo(1f);
        assertThat(out[spec.index(spec.planeNames().indexOf("to-move"), 0, 0)]).isZero();
        assertThat(out[spec.index(spec.planeNames().indexOf("deltas-left"), 0, 0)]).isEqualTo(1f);
    }

    @Test
    void theShapeDependsOnTheBoardSizeOnly() {
        ObservationSpec four = GAME.observationSpec(GAME.defaultVariant()).orElseThrow();
        assertThat(four.height()).isEqualTo(four.width());
        ObservationSpec six = GAME.observationSpec(GAME.presets().get(1).variant()).orElseThrow();
        assertThat(six.width()).isGreaterThan(four.width());
        assertThat(six.planeNames()).isEqualTo(four.planeNames());
    }

    private static int count(float[] out, ObservationSpec spec, int plane) {
        int n = 0;
        int area = spec.height() * spec.width();
        for (int i = plane * area; i < (plane + 1) * area; i++) {
            n += out[i] != 0 ? 1 : 0;
        }
        return n;
    }
}
