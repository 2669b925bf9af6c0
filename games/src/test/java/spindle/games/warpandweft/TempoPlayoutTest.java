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

    @Test
    void learnedStrengthsSwitchWithTheirBradleyTerryChance() {
        // Warp owns C13 and E11 and is Threading: 30 free threads, and patches to claim after a switch.
        GameState s = GameState.start(GAME, Variant.parse(GAME, "swap=off")).apply("C13").apply("A1")
                .apply("E11").apply("A5");
        WarpAndWeftPosition threading = (WarpAndWeftPosition) s.position();
        TempoPlayout tenToOne = TempoPlayout.learned(new double[] {10, 1});
        // a switch of strength 10 among 30 placements of strength 1: 10 / 40 of the draws
        assertThat(switches(threading, tenToOne)).isBetween(DRAWS / 4 * 9 / 10, DRAWS / 4 * 11 / 10);
        WarpAndWeftPosition patching = (WarpAndWeftPosition) s.apply("switch").apply("A9").position();
        assertThat(patching.stateOf(Geometry.WARP)).isEqualTo(WarpAndWeftPosition.PATCHING);
        assertThat(switches(patching, TempoPlayout.learned(new double[] {10, 0}))).as("strength 0: never").isZero();
        assertThat(switches(patching, TempoPlayout.learned(new double[] {0, 1e9}))).isEqualTo(DRAWS);
        // the opening has no feature: drawn as a uniform playout draws
        WarpAndWeftPosition opening = (WarpAndWeftPosition) GAME.newGame(Variant.parse(GAME, "swap=off"));
        assertThat(switches(opening, tenToOne)).isEqualTo(switches(opening, false));
    }

    @Test
    void learnedStrengthsPlayOnlyLegalMovesAndEveryPlacementCanBeDrawn() {
        TempoPlayout policy = TempoPlayout.learned(new double[] {3, 0.2});
        for (String variant : List.of("", "size=2", "size=6,primary=patch")) {
            Variant v = Variant.parse(GAME, variant);
            for (int seed = 1; seed <= 20; seed++) {
                SplittableRandom random = new SplittableRandom(seed);
                Position p = GAME.newGame(v);
                int[] scratch = new int[p.maxActions()];
                while (!p.isOver()) {
                    int a = policy.choose(p, random, scratch);
                    assertThat(p.isLegal(a)).as("%s seed %d ply %d move %d", variant, seed, p.plies(), a).isTrue();
                    p.play(a);
                }
            }
        }
        GameState s = GameState.start(GAME, Variant.parse(GAME, "swap=off")).apply("C13").apply("A1");
        Position p = s.position();
        int[] scratch = new int[p.maxActions()];
        java.util.Set<Integer> drawn = new java.util.HashSet<>();
        SplittableRandom random = new SplittableRandom(5);
        for (int i = 0; i < DRAWS; i++) {
            drawn.add(policy.choose(p, random, scratch));
        }
        assertThat(drawn).hasSize(p.legalActions(scratch));
    }

    /** How many of {@link #DRAWS} seeded draws are a switch, by the hand-set policy or uniformly. */
    private static int switches(WarpAndWeftPosition p, boolean policy) {
        return policy ? switches(p, new TempoPlayout()) : switches(p, null);
    }

    /** How many of {@link #DRAWS} seeded draws are a switch, by {@code tempo} (null: uniformly). */
    private static int switches(WarpAndWeftPosition p, TempoPlayout tempo) {
        int[] scratch = new int[p.maxActions()];
        int n = 0;
        for (int seed = 1; seed <= DRAWS; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            int a = tempo != null ? tempo.choose(p, random, scratch) : p.randomAction(random, scratch);
            n += a == p.g.switchCode ? 1 : 0;
        }
        return n;
    }
}
