package spindle.games.warpandweft;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import spindle.engine.GameState;
import spindle.engine.Position;
import spindle.engine.Variant;

/** The connection distances of Warp and Weft and the cut-off evaluator built on them. */
class ConnectionDistanceTest {
    private static final WarpAndWeft GAME = new WarpAndWeft();
    private static final int T = ConnectionDistance.THREAD;
    private static final int P = ConnectionDistance.PATCH;

    @Test
    void anEmptyBoardNeedsAFullChainOfThreadsAndPatches() {
        for (int n = 2; n <= 6; n++) {
            Geometry g = Geometry.of(n);
            WarpAndWeftPosition p = (WarpAndWeftPosition) GAME.newGame(Variant.parse(GAME, "size=" + n));
            ConnectionDistance d = new ConnectionDistance(g);
            // 2N threads and 2N - 1 patches from edge to edge (rules 3.4: 8 and 7 at N = 4).
            int empty = 2 * n * T + (2 * n - 1) * P;
            assertThat(d.distance(p, Geometry.WARP, false)).as("N=%d", n).isEqualTo(empty);
            assertThat(d.distance(p, Geometry.WEFT, true)).as("N=%d", n).isEqualTo(empty);
        }
    }

    @Test
    void ownedPiecesCostNothingAndTheLastPatchIsTheOnlyShortestLink() {
        GameState s = WarpAndWeftKnowledgeTest.warpOneLinkShort();
        WarpAndWeftPosition p = (WarpAndWeftPosition) s.position();
        ConnectionDistance d = new ConnectionDistance(p.g);
        int warp = d.distance(p, Geometry.WARP, true);
        assertThat(warp).isEqualTo(P);
        int n2 = s.parse("N2") - 2 * p.g.threads;
        assertThat(d.onShortestChain(Geometry.WARP, n2, warp)).isTrue();
        for (int patch = 0; patch < p.g.patches; patch++) {
            if (patch != n2 && p.ownerOf(2 * p.g.threads + patch) < 0) {
                assertThat(d.onShortestChain(Geometry.WARP, patch, warp)).as("patch %d", patch).isFalse();
            }
        }
        // Weft owns 16 threads and no patch: every chain of its still needs its 7 patches.
        assertThat(d.distance(p, Geometry.WEFT, false)).isGreaterThanOrEqualTo(7 * P);
    }

    @Test
    void theOpponentsPatchesAreWalls() {
        // Rules 3.4: both example chains need H8. Weft takes it: Warp's chain must go round (it exists: no draws).
        GameState s = GameState.start(GAME).apply("G9").apply("G7").apply("switch").apply("switch")
                .apply("switch").apply("H8");
        WarpAndWeftPosition p = (WarpAndWeftPosition) s.position();
        ConnectionDistance d = new ConnectionDistance(p.g);
        assertThat(d.distance(p, Geometry.WEFT, false)).isEqualTo(8 * T + 7 * P - T - P);
        int warp = d.distance(p, Geometry.WARP, true);
        assertThat(warp).isEqualTo(8 * T + 7 * P - T);
        assertThat(warp).isLessThan(ConnectionDistance.INFINITE);
    }

    /** Over many seeded random positions of every size, the distances equal a plain Bellman-Ford relaxation. */
    @Test
    void distancesMatchABellmanFordRelaxation() {
        int checked = 0;
        for (String variant : List.of("", "size=2", "size=3,primary=patch", "size=5", "size=6,swap=off")) {
            Variant v = Variant.parse(GAME, variant);
            Geometry g = Geometry.of(v.intValue("size"));
            ConnectionDistance d = new ConnectionDistance(g);
            for (int seed = 1; seed <= 30; seed++) {
                SplittableRandom random = new SplittableRandom(seed);
                Position p = GAME.newGame(v);
                int[] scratch = new int[p.maxActions()];
                while (!p.isOver()) {
                    WarpAndWeftPosition w = (WarpAndWeftPosition) p;
                    for (int side = 0; side < 2; side++) {
                        assertThat(d.distance(w, side, side == 1)).as("%s seed %d ply %d side %d", variant, seed,
                                p.plies(), side).isEqualTo(bellmanFord(w, side));
                        checked++;
                    }
                    p.play(p.randomAction(random, scratch));
                }
            }
        }
        assertThat(checked).isGreaterThan(5_000);
    }

    /** The reference: relax every patch between two threads of the side until nothing changes. */
    private static int bellmanFord(WarpAndWeftPosition p, int side) {
        Geometry g = p.g;
        int inf = ConnectionDistance.INFINITE;
        int[] dist = new int[g.threads];
        Arrays.fill(dist, inf);
        for (int t = 0; t < g.threads; t++) {
            if (g.edgeBits[side * g.threads + t] == Geometry.FIRST_EDGE) {
                dist[t] = threadCost(p, side, t);
            }
        }
        for (boolean changed = true; changed; ) {
            changed = false;
            for (int patch = 0; patch < g.patches; patch++) {
                int owner = p.ownerOf(2 * g.threads + patch);
                if (owner == (side ^ 1)) {
                    continue;
                }
                int[] ends = threadsOf(g, side, patch);
                for (int k = 0; k < 2; k++) {
                    int a = ends[k];
                    int b = ends[1 - k];
                    if (dist[a] < inf) {
                        int via = dist[a] + (owner == side ? 0 : P) + threadCost(p, side, b);
                        if (via < dist[b]) {
                            dist[b] = via;
                            changed = true;
                        }
                    }
                }
            }
        }
        int best = inf;
        for (int t = 0; t < g.threads; t++) {
            if (g.edgeBits[side * g.threads + t] == Geometry.SECOND_EDGE) {
                best = Math.min(best, dist[t]);
            }
        }
        return best;
    }

    private static int threadCost(WarpAndWeftPosition p, int side, int t) {
        return p.ownerOf(side * p.g.threads + t) == side ? 0 : T;
    }

    private static int[] threadsOf(Geometry g, int side, int patch) {
        int[] ends = new int[2];
        int k = 0;
        int at = 2 * (side * g.patches + patch);
        for (int w = 0; w < 2; w++) {
            for (long m = g.patchThreadMask[at + w]; m != 0; m &= m - 1) {
                ends[k++] = 64 * w + Long.numberOfTrailingZeros(m);
            }
        }
        assertThat(k).isEqualTo(2);
        return ends;
    }

    @Test
    void theEvaluatorFavoursTheShorterChainAndSumsToOne() {
        GameState s = WarpAndWeftKnowledgeTest.warpOneLinkShort();
        Position p = s.position();
        DistanceEvaluator e = new DistanceEvaluator(((WarpAndWeftPosition) p).g);
        int warpSeat = ((WarpAndWeftPosition) p).seatOf(Geometry.WARP);
        double warp = e.evaluate(p, warpSeat);
        assertThat(warp).isGreaterThan(0.9).isLessThan(1.0);
        assertThat(e.evaluate(p, 1 - warpSeat)).isCloseTo(1 - warp, org.assertj.core.data.Offset.offset(1e-12));
        // A swap changes nothing on the board and Weft stays to move: Warp's value passes to the seat that swapped.
        Position before = GameState.start(GAME).apply("switch").position();
        Position after = GameState.start(GAME).apply("switch").apply("swap").position();
        assertThat(e.evaluate(after, 1)).isEqualTo(e.evaluate(before, 0)).isNotEqualTo(0.5);
    }
}
