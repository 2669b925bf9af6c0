package spindle.games.zeroonetwo;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Acceptance scenarios 1 to 6 of docs/rules/zero-one-two.md: the lattice, super-cells, edge and interior holes. */
class GeometryTest {

    private static Board hex(int n) {
        Geometry g = Geometry.of(n);
        Board b = new Board(g, false);
        int[] added = new int[g.cellPoints[0].length];
        for (int c : g.hexCells) {
            b.attach(c, added);
        }
        return b;
    }

    private static int holes(Board b) {
        return b.holeCount;
    }

    private static int attach(Board b, int a, int bb, boolean up) {
        int cell = b.geo.cell(a, bb, up);
        return b.attach(cell, new int[b.geo.cellPoints[0].length]);
    }

    private static void assertCounts(Board b, int holes, int valid) {
        assertThat(holes(b)).as("holes").isEqualTo(holes);
        assertThat(b.validCount).as("valid holes").isEqualTo(valid);
    }

    @Test
    void scenario1BoardCountsN4() {
        assertCounts(hex(4), 61, 37);
        Geometry g = Geometry.of(4);
        for (Geometry.Slot s : g.slots) {
            Board b = hex(4);
            b.attach(s.cell(), new int[15]);
            assertCounts(b, 71, 43);
        }
        for (int i = 0; i < 6; i++) {
            for (int j = i + 1; j < 6; j++) {
                Board b = hex(4);
                b.attach(g.slots[i].cell(), new int[15]);
                b.attach(g.slots[j].cell(), new int[15]);
                assertCounts(b, 81, 49);
            }
        }
        Board b = hex(4);
        attach(b, 0, 0, false);
        attach(b, -1, -1, true);
        assertThat(attach(b, 1, 0, true)).as("a Delta on a Delta adds 10 holes").isEqualTo(10);
        assertCounts(b, 91, 55);
    }

    @Test
    void scenario1BoardCountsN6AndN2() {
        assertCounts(hex(6), 127, 91);
        Geometry g = Geometry.of(6);
        Board one = hex(6);
        one.attach(g.slots[0].cell(), new int[28]);
        assertCounts(one, 148, 106);
        one.attach(g.slots[3].cell(), new int[28]);
        assertCounts(one, 169, 121);
        assertCounts(hex(2), 19, 7);
    }

    @Test
    void scenario2HexShape() {
        for (int n : new int[] {4, 6}) {
            Board b = hex(n);
            Geometry g = b.geo;
            for (int h = 0; h < g.holes; h++) {
                int d = Lattice.distance(g.pq[h], g.pr[h]);
                assertThat(b.present(h)).as("present %s", g.holeName(h)).isEqualTo(d <= n);
                assertThat(b.present(h) && b.interior(h)).as("interior %s", g.holeName(h)).isEqualTo(d <= n - 1);
            }
        }
    }

    @Test
    void scenario3Apexes() {
        Geometry g = Geometry.of(4);
        List<String> apexes = new ArrayList<>();
        List<String> cells = new ArrayList<>();
        for (Geometry.Slot s : g.slots) {
            apexes.add(g.holeName(s.apex()));
            cells.add(g.cellName(s.cell()));
        }
        assertThat(cells).containsExactly("DN(0,0)", "UP(1,-1)", "DN(0,-2)", "UP(-1,-1)", "DN(-2,0)", "UP(-1,1)");
        assertThat(apexes).containsExactly("4,4", "8,-4", "4,-8", "-4,-4", "-8,4", "-4,8");
        List<String> opposite = new ArrayList<>();
        for (Geometry.Slot s : g.slots) {
            opposite.add(g.holeName(s.oppositeMid()));
        }
        assertThat(opposite).containsExactly("-2,-2", "-4,2", "-2,4", "2,2", "4,-2", "2,-4");
    }

    @Test
    void scenario4NewInteriorHoles() {
        Board b = hex(4);
        Geometry g = b.geo;
        attach(b, 0, 0, false);
        List<String> interior = new ArrayList<>();
        for (int h : g.cellPoints[g.cell(0, 0, false)]) {
            if (b.interior(h)) {
                interior.add(g.holeName(h));
            }
        }
        assertThat(interior).containsExactlyInAnyOrder("1,3", "2,2", "3,1", "2,3", "3,2", "3,3");
        for (String edge : List.of("4,0", "0,4", "4,4")) {
            String[] qr = edge.split(",");
            int h = g.hole(Integer.parseInt(qr[0]), Integer.parseInt(qr[1]));
            assertThat(b.present(h) && !b.interior(h)).as(edge + " is an edge hole").isTrue();
        }
    }

    @Test
    void scenario5UnitTriangleLookup() {
        assertThat(Lattice.cellOfTriangle(4, 3, 0, true)).containsExactly(0, 0, 1);
        assertThat(Lattice.cellOfTriangle(4, 3, 0, false)).containsExactly(0, 0, 0);
        assertThat(Lattice.cellOfTriangle(4, -1, 0, true)).containsExactly(-1, 0, 1);
    }

    @Test
    void scenario6PointsInsideASegment() {
        assertThat(Lattice.pointsInside(0, 0, 6, 3)).isEqualTo(2);
        assertThat(Lattice.insidePoints(0, 0, 6, 3)).isEqualTo(new int[][] {{2, 1}, {4, 2}});
        assertThat(Lattice.pointsInside(0, 0, 1, 2)).isZero();
        assertThat(Lattice.insidePoints(0, 0, 1, 2)).isEmpty();
    }

    @Test
    void anEnclosedGapLeavesItsRimOnTheEdge() {
        // Z4: surround the empty cell UP(1,0) on its three sides (DN(0,0), DN(1,0), DN(1,-1)); its rim stays edge.
        Board b = hex(4);
        Geometry g = b.geo;
        attach(b, 0, 0, false);
        attach(b, 1, -1, false);
        attach(b, 1, 0, false);
        for (int h : g.cellPoints[g.cell(1, 0, true)]) {
            assertThat(b.interior(h)).as("rim hole %s of the gap", g.holeName(h)).isFalse();
        }
        assertThat(attach(b, 1, 0, true)).as("filling the notch adds only its 3 inner points").isEqualTo(3);
        assertThat(b.interior(g.hole(4, 2))).as("the middle of a filled side becomes interior").isTrue();
        assertThat(b.interior(g.hole(5, 1))).isTrue();
    }
}
