package spindle.games.warpandweft;

import static org.assertj.core.api.Assertions.assertThat;
import static spindle.games.warpandweft.Geometry.WARP;
import static spindle.games.warpandweft.Geometry.WEFT;

import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Acceptance scenarios 1 to 5 and 13 of docs/rules/warp-and-weft.md: the board, its adjacency and its edges. */
class WarpAndWeftBoardTest {
    private static final Geometry N4 = Geometry.of(4);

    @ParameterizedTest
    @ValueSource(ints = {2, 3, 4, 5, 6})
    void scenario1Counts(int n) {
        Geometry g = Geometry.of(n);
        int[][] expected = {{}, {}, {7, 8, 9}, {11, 18, 25}, {15, 32, 49}, {19, 50, 81}, {23, 72, 121}};
        assertThat(g.cells).isEqualTo(4 * n - 1).isEqualTo(expected[n][0]);
        assertThat(g.threads).isEqualTo(expected[n][1]);
        assertThat(g.patches).isEqualTo(expected[n][2]);
        int[] cellsPerPiece = new int[g.pieces];
        for (int r = 1; r <= g.cells; r++) {
            for (int c = 1; c <= g.cells; c++) {
                cellsPerPiece[g.pieceAt(c, r)]++;
            }
        }
        int warp = 0;
        int weft = 0;
        int patches = 0;
        for (int code = 0; code < g.pieces; code++) {
            assertThat(cellsPerPiece[code]).as("cells of %s", g.name(code)).isEqualTo(g.cellsOf(code).length)
                    .isBetween(1, 3);
            if (!g.isThread(code)) {
                patches++;
            } else if (g.sideOf(code) == WARP) {
                warp++;
            } else {
                weft++;
            }
        }
        assertThat(new int[] {warp, weft, patches}).containsExactly(expected[n][1], expected[n][1], expected[n][2]);
    }

    @Test
    void scenario2ClassificationN4() {
        assertPiece("A15", "A15", "A14");
        assertPiece("C15", "B15", "C15", "D15");
        assertPiece("C13", "C12", "C13", "C14");
        assertPiece("A13", "A13", "B13");
        assertPiece("E13", "D13", "E13", "F13");
        assertPiece("C1", "C1", "C2");
        assertPiece("A1", "A1", "B1");
        assertThat(N4.isThread(at("B14"))).isFalse();
        assertThat(N4.isThread(at("D14"))).isFalse();
        assertThat(N4.name(at("O1"))).isEqualTo("O1");
        assertThat(N4.sideOf(at("O1"))).isEqualTo(WARP);
        assertThat(N4.sideOf(at("C13"))).isEqualTo(WARP);
        assertThat(N4.sideOf(at("C15"))).isEqualTo(WEFT);
        assertThat(N4.sideOf(at("A13"))).isEqualTo(WEFT);
    }

    private static void assertPiece(String centre, String... cells) {
        for (String cell : cells) {
            assertThat(N4.name(at(cell))).as(cell).isEqualTo(centre);
        }
    }

    private static int at(String cell) {
        return N4.pieceAt(cell.charAt(0) - 'A' + 1, Integer.parseInt(cell.substring(1)));
    }

    @ParameterizedTest
    @ValueSource(ints = {2, 3, 4, 5, 6})
    void scenario3Rotation(int n) {
        Geometry g = Geometry.of(n);
        int s = g.cells;
        for (int code = 0; code < g.pieces; code++) {
            int rotated = g.pieceAt(g.row(code), s + 1 - g.column(code));
            assertThat(g.column(rotated)).isEqualTo(g.row(code));
            assertThat(g.row(rotated)).as("a centre maps to a centre").isEqualTo(s + 1 - g.column(code));
            if (g.isThread(code)) {
                assertThat(g.isThread(rotated)).isTrue();
                assertThat(g.sideOf(rotated)).isEqualTo(g.sideOf(code) ^ 1);
            } else {
                assertThat(g.isThread(rotated)).isFalse();
            }
        }
    }

    @Test
    void scenario4Adjacency() {
        assertThat(threadsTouching("D14")).containsExactlyInAnyOrder("warp C13", "warp E15", "weft C15", "weft E13");
        assertThat(threadsTouching("H8")).containsExactlyInAnyOrder("warp G9", "warp I7", "weft G7", "weft I9");
        assertThat(patchesTouching("C13")).containsExactlyInAnyOrder("B12", "D12", "B14", "D14");
        assertThat(patchesTouching("A15")).containsExactly("B14");
        assertThat(patchesTouching("A1")).containsExactly("B2");
        assertThat(patchesTouching("O1")).containsExactly("N2");
        assertThat(patchesTouching("O15")).containsExactly("N14");
    }

    /** Section 2.1's formula and the shared-cell-edge definition agree with the tables for every patch and N. */
    @ParameterizedTest
    @ValueSource(ints = {2, 3, 4, 5, 6})
    void adjacencyTablesMatchSharedCellEdges(int n) {
        Geometry g = Geometry.of(n);
        for (int code = 0; code < g.pieces; code++) {
            Set<Integer> touching = new TreeSet<>();
            for (int[] cell : g.cellsOf(code)) {
                int[][] around = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
                for (int[] d : around) {
                    int c = cell[0] + d[0];
                    int r = cell[1] + d[1];
                    if (g.onBoard(c, r) && g.pieceAt(c, r) != code && (g.isThread(code) != g.isThread(g.pieceAt(c, r)))) {
                        touching.add(g.pieceAt(c, r));
                    }
                }
            }
            assertThat(touching).as("patch-thread neighbours of %s", g.name(code)).isEqualTo(tableNeighbours(g, code));
        }
    }

    private static Set<Integer> tableNeighbours(Geometry g, int code) {
        Set<Integer> set = new TreeSet<>();
        if (g.isThread(code)) {
            for (int patch : bitsOf(g.threadPatchMask, 2 * code)) {
                set.add(2 * g.threads + patch);
            }
        } else {
            int patch = code - 2 * g.threads;
            for (int side = 0; side < 2; side++) {
                for (int local : bitsOf(g.patchThreadMask, 2 * (side * g.patches + patch))) {
                    set.add(side * g.threads + local);
                }
            }
        }
        return set;
    }

    /** The set bits of the two-word set at {@code at}. */
    private static Set<Integer> bitsOf(long[] words, int at) {
        Set<Integer> set = new TreeSet<>();
        for (int bit = 0; bit < 128; bit++) {
            if ((words[at + (bit >> 6)] & (1L << bit)) != 0) {
                set.add(bit);
            }
        }
        return set;
    }

    private static Set<String> threadsTouching(String patch) {
        int p = at(patch) - 2 * N4.threads;
        Set<String> names = new HashSet<>();
        for (int side = 0; side < 2; side++) {
            for (int local : bitsOf(N4.patchThreadMask, 2 * (side * N4.patches + p))) {
                names.add((side == WARP ? "warp " : "weft ") + N4.name(side * N4.threads + local));
            }
        }
        return names;
    }

    private static Set<String> patchesTouching(String thread) {
        Set<String> names = new HashSet<>();
        for (int p : bitsOf(N4.threadPatchMask, 2 * at(thread))) {
            names.add(N4.name(2 * N4.threads + p));
        }
        return names;
    }

    @Test
    void scenario5SideSets() {
        assertThat(edge(Geometry.of(4), WARP, 0)).containsExactlyInAnyOrder("A15", "E15", "I15", "M15");
        assertThat(edge(Geometry.of(4), WARP, 1)).containsExactlyInAnyOrder("C1", "G1", "K1", "O1");
        assertThat(edge(Geometry.of(4), WEFT, 0)).containsExactlyInAnyOrder("A1", "A5", "A9", "A13");
        assertThat(edge(Geometry.of(4), WEFT, 1)).containsExactlyInAnyOrder("O3", "O7", "O11", "O15");
        assertThat(edge(Geometry.of(2), WARP, 0)).containsExactlyInAnyOrder("A7", "E7");
        assertThat(edge(Geometry.of(2), WARP, 1)).containsExactlyInAnyOrder("C1", "G1");
        assertThat(edge(Geometry.of(2), WEFT, 0)).containsExactlyInAnyOrder("A1", "A5");
        assertThat(edge(Geometry.of(2), WEFT, 1)).containsExactlyInAnyOrder("G3", "G7");
    }

    private static Set<String> edge(Geometry g, int side, int which) {
        Set<String> names = new HashSet<>();
        for (int code = 0; code < 2 * g.threads; code++) {
            if (g.sideOf(code) == side && g.edgeBits[code] == which + 1) {
                names.add(g.name(code));
            }
        }
        return names;
    }

    /** Exhaustive at N = 2 (all 512 patch colourings), 400 random colourings for each larger N. */
    @ParameterizedTest
    @ValueSource(ints = {2, 3, 4, 5, 6})
    void scenario13NoDraws(int n) {
        Geometry g = Geometry.of(n);
        SplittableRandom random = new SplittableRandom(13);
        int trials = n == 2 ? 1 << g.patches : 400;
        for (int t = 0; t < trials; t++) {
            WarpAndWeftPosition p = new WarpAndWeftPosition(new Rules(g, false, true, 0, false));
            for (int code = 0; code < 2 * g.threads; code++) {
                p.place(g.sideOf(code), code);
            }
            for (int patch = 0; patch < g.patches; patch++) {
                int owner = n == 2 ? (t >> patch) & 1 : random.nextInt(2);
                p.place(owner, 2 * g.threads + patch);
            }
            assertThat(BoardData.connected(p, WARP)).as("colouring %d: exactly one side connected", t)
                    .isNotEqualTo(BoardData.connected(p, WEFT));
        }
    }
}
