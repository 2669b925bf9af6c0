package spindle.games.warpandweft;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import spindle.engine.GameState;
import spindle.engine.Position;
import spindle.engine.Variant;

/** The strong search's playout policy for Warp and Weft: legal, side-effect free, and switching sooner. */
class TempoPlayoutTest {
    private static final WarpAndWeft GAME = new WarpAndWeft();
    private static final int DRAWS = 4_000;

    @Test
    void searchKnowledgeSuppliesThisPolicy() {
        for (String variant : List.of("", "size=2", "size=6,primary=patch")) {
            assertThat(GAME.searchKnowledge(Variant.parse(GAME, variant)).playout()).as(variant)
                    .isInstanceOf(TempoPlayout.class);
        }
    }

    @Test
    void onlyLegalMovesAndThePositionIsUnchanged() {
        TempoPlayout policy = new TempoPlayout();
        int checked = 0;
        for (String variant : List.of("", "size=2", "size=3,swap=off", "size=5,primary=patch", "size=6")) {
            Variant v = Variant.parse(GAME, variant);
            for (int seed = 1; seed <= 40; seed++) {
                SplittableRandom random = new SplittableRandom(seed);
                Position p = GAME.newGame(v);
                int[] scratch = new int[p.maxActions()];
                while (!p.isOver()) {
                    long hash = p.hash();
                    int plies = p.plies();
                    int[] legal = Arrays.copyOf(scratch, p.legalActions(scratch));
                    int a = policy.choose(p, random, scratch);
                    assertThat(p.isLegal(a)).as("%s seed %d ply %d move %d", variant, seed, plies, a).isTrue();
                    assertThat(p.hash()).isEqualTo(hash);
                    assertThat(p.plies()).isEqualTo(plies);
                    assertThat(Arrays.copyOf(scratch, p.legalActions(scratch))).containsExactly(legal);
                    p.play(a);
                    checked++;
                }
            }
        }
        assertThat(checked).isGreaterThan(10_000);
    }

    @Test
    void aThreadingSideThatCouldPatchSwitchesMoreOftenThanAtRandom() {
        // Warp owns C13 and E11 and is Threading: after a switch it could claim B12, B14, D12, D14, F10, ...
        GameState s = GameState.start(GAME, Variant.parse(GAME, "swap=off")).apply("C13").apply("A1")
                .apply("E11").apply("A5");
        WarpAndWeftPosition p = (WarpAndWeftPosition) s.position();
        int uniform = switches(p, false);
        int policy = switches(p, true);
        // Uniform: 1 in 31 (30 free threads and the switch); the policy adds SWITCH_PERCENT of the draws on top.
        assertThat(uniform).isBetween(DRAWS / 31 / 2, DRAWS / 31 * 2);
        assertThat(policy - uniform).isBetween(DRAWS * TempoPlayout.SWITCH_PERCENT / 100 * 3 / 4,
                DRAWS * TempoPlayout.SWITCH_PERCENT / 100 * 5 / 4);
    }

    @Test
    void noExtraSwitchWithoutAPatchToClaimOrWhenPatching() {
        // At the opening Warp owns no thread: switching would leave it nothing to claim.
        WarpAndWeftPosition opening = (WarpAndWeftPosition) GAME.newGame(Variant.parse(GAME, "swap=off"));
        assertThat(switches(opening, true)).isEqualTo(switches(opening, false));
        // Patching already: the policy draws exactly as a uniform playout does.
        GameState s = GameState.start(GAME, Variant.parse(GAME, "swap=off")).apply("C13").apply("A1")
                .apply("switch").apply("A5");
        WarpAndWeftPosition patching = (WarpAndWeftPosition) s.position();
        assertThat(patching.stateOf(Geometry.WARP)).isEqualTo(WarpAndWeftPosition.PATCHING);
        assertThat(switches(patching, true)).isEqualTo(switches(patching, false));
    }

    @Test
    void theSwapTurnIsLeftToChance() {
        // Turn 2 with swap on: no extra switch (a swap or switch there is a decision for the tree, not the playout).
        WarpAndWeftPosition p = (WarpAndWeftPosition) GameState.start(GAME).apply("C13").position();
        assertThat(p.swapAvailable()).isTrue();
        assertThat(switches(p, true)).isEqualTo(switches(p, false));
    }

    /** How many of {@link #DRAWS} seeded draws are a switch, by the policy or uniformly. */
    private static int switches(WarpAndWeftPosition p, boolean policy) {
        TempoPlayout tempo = new TempoPlayout();
        int[] scratch = new int[p.maxActions()];
        int n = 0;
        for (int seed = 1; seed <= DRAWS; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            int a = policy ? tempo.choose(p, random, scratch) : p.randomAction(random, scratch);
            n += a == p.g.switchCode ? 1 : 0;
        }
        return n;
    }
}
