package spindle.games.zeroonetwo;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** Acceptance scenarios 7 to 9 of docs/rules/zero-one-two.md, and the remaining cases of rules 4.3. */
class CrossingsTest {

    /** A thread a to b with side entries keyed "q,r". */
    record Seg(int aq, int ar, int bq, int br, Map<String, Integer> sides) implements Segment {
        static Seg of(int aq, int ar, int bq, int br) {
            return new Seg(aq, ar, bq, br, Map.of());
        }

        @Override
        public int side(int q, int r) {
            return sides.getOrDefault(q + "," + r, 0);
        }
    }

    private static int cr(Seg t, Seg u) {
        int forward = Crossings.cr(t, u);
        assertThat(Crossings.cr(u, t)).as("cr is symmetric").isEqualTo(forward);
        return forward;
    }

    @Test
    void scenario7CrossingBasics() {
        assertThat(cr(Seg.of(-1, 0, 3, 0), Seg.of(1, -2, 1, 2))).isEqualTo(1);
        assertThat(cr(Seg.of(0, 0, 2, 0), Seg.of(0, 1, 2, 1))).as("parallel").isZero();
        Seg overPeg = new Seg(0, 0, 4, 0, Map.of("2,0", 1));
        assertThat(cr(overPeg, Seg.of(0, 0, 2, 0))).as("shared peg, even collinear").isZero();
    }

    @Test
    void scenario8TJunction() {
        Seg u = new Seg(-2, 0, 2, 0, Map.of("0,0", 1));
        assertThat(cr(Seg.of(0, 0, 0, 2), u)).as("new Jump on u's left, where u bows").isEqualTo(1);
        assertThat(cr(Seg.of(0, 0, 0, -2), u)).as("new Jump on u's right").isZero();
        Seg mirrored = new Seg(-2, 0, 2, 0, Map.of("0,0", -1));
        assertThat(cr(Seg.of(0, 0, 0, 2), mirrored)).isZero();
        assertThat(cr(Seg.of(0, 0, 0, -2), mirrored)).isEqualTo(1);
        assertThat(cr(Seg.of(0, 2, 0, 0), u)).as("the T-junction at t's end point b").isEqualTo(1);
    }

    @Test
    void scenario9CollinearOverlap() {
        Seg t = new Seg(0, 0, 6, 0, Map.of("2,0", 1));
        Seg uPlus = new Seg(2, 0, 8, 0, Map.of("6,0", 1));
        Seg uMinus = new Seg(2, 0, 8, 0, Map.of("6,0", -1));
        assertThat(cr(t, uPlus)).isEqualTo(1);
        assertThat(cr(t, uMinus)).isZero();
        Seg uReversed = new Seg(8, 0, 2, 0, Map.of("6,0", -1));
        assertThat(cr(t, uReversed)).as("u run backwards: its sides are read in t's direction").isEqualTo(1);
    }

    @Test
    void collinearOverlapCanCrossTwice() {
        // t passes u's end pegs (1,0) and (7,0) and the pegs (2,0) and (4,0) that u passes too.
        Seg t = new Seg(0, 0, 8, 0, Map.of("1,0", 1, "2,0", -1, "4,0", 1, "7,0", 1));
        Seg u = new Seg(1, 0, 7, 0, Map.of("2,0", 1, "4,0", -1));
        assertThat(cr(t, u)).as("orders + - + +").isEqualTo(2);
        Seg sameBow = new Seg(1, 0, 7, 0, Map.of("2,0", -1, "4,0", -1));
        assertThat(cr(t, sameBow)).as("orders + (skipped) + +").isZero();
    }

    @Test
    void touchingOutsideAndDisjointDoNotCross() {
        assertThat(cr(Seg.of(0, 0, 2, 0), Seg.of(3, -1, 3, 1))).isZero();
        assertThat(cr(Seg.of(0, 0, 4, 0), Seg.of(2, 1, 2, 3))).as("end point off the segment's line").isZero();
        assertThat(cr(Seg.of(0, 0, 2, 0), Seg.of(4, 0, 6, 0))).as("collinear, disjoint").isZero();
        assertThat(cr(Seg.of(0, 0, 2, 0), Seg.of(2, 0, 6, 0))).as("collinear, one shared point").isZero();
    }

    @Test
    void properCrossingAtAPegStillCounts() {
        Seg t = new Seg(-2, 0, 2, 0, Map.of("0,0", 1));
        Seg u = new Seg(0, -2, 0, 2, Map.of("0,0", -1));
        assertThat(cr(t, u)).isEqualTo(1);
    }
}
