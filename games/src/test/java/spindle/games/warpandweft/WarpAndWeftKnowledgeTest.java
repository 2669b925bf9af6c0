package spindle.games.warpandweft;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import spindle.engine.AiSettings;
import spindle.engine.GameState;
import spindle.engine.Position;
import spindle.engine.SearchKnowledge;
import spindle.engine.Variant;

/** The search knowledge of Warp and Weft: legal, side-effect free, takes wins, cuts the opponent's winning link. */
class WarpAndWeftKnowledgeTest {
    private static final WarpAndWeft GAME = new WarpAndWeft();

    /** Warp threads of the rules' example chain (section 3.4), and its patches but the last (N2). */
    private static final List<String> WARP_THREADS = List.of("A15", "C13", "E11", "G9", "I7", "K5", "M3", "O1");
    private static final List<String> WARP_PATCHES = List.of("B14", "D12", "F10", "H8", "J6", "L4");
    /** Weft threads far from N2 (Weft's threads at N2 are M1 and O3). */
    private static final List<String> WEFT_THREADS = List.of("A1", "A5", "A9", "A13", "C15", "C11", "C7", "C3",
            "E13", "E9", "E5", "E1", "G15", "G11", "G7", "G3");

    @Test
    void searchKnowledgeSuppliesThePriorWithItsWeight() {
        for (String variant : new String[] {"", "size=2", "size=6,primary=patch"}) {
            Variant v = Variant.parse(GAME, variant);
            SearchKnowledge k = GAME.searchKnowledge(v);
            assertThat(k.prior()).as(variant).isInstanceOf(WarpAndWeftKnowledge.class);
            // A new object each time: each search thread keeps its own scratch arrays.
            assertThat(GAME.searchKnowledge(v).prior()).isNotSameAs(k.prior());
            assertThat(GAME.aiSettings(v).priorWeight()).isPositive();
        }
    }

    @Test
    void theStrongSearchExploresMoreAndKeepsTheRaveWeightMctsClassicReads() {
        for (String variant : new String[] {"", "size=2", "size=6,primary=patch,swap=off"}) {
            AiSettings a = GAME.aiSettings(Variant.parse(GAME, variant));
            assertThat(a.exploration()).as(variant).isEqualTo(0.9);
            // mcts-classic (the yardstick of issue 20) takes its RAVE k from these settings: it must not move.
            assertThat(a.rave()).as(variant).isEqualTo(1_000);
            assertThat(a.cutoff()).as(variant).isEqualTo(AiSettings.DEFAULTS.cutoff());
            // two threads search a tree each here: measured stronger than one shared tree (see aiSettings)
            assertThat(a.rootParallel()).as(variant).isTrue();
        }
    }

    @Test
    void policyAndPriorGiveLegalMovesAndLeaveThePositionUnchanged() {
        int checked = 0;
        for (String variant : new String[] {"", "size=2", "size=3,swap=off", "size=5,primary=patch", "size=6"}) {
            Variant v = Variant.parse(GAME, variant);
            WarpAndWeftKnowledge k = new WarpAndWeftKnowledge(Geometry.of(v.intValue("size")));
            for (int seed = 1; seed <= 40; seed++) {
                SplittableRandom random = new SplittableRandom(seed);
                Position p = GAME.newGame(v);
                int[] scratch = new int[p.maxActions()];
                while (!p.isOver()) {
                    checked += check(k, p, random, scratch);
                    // Walk on by the policy half of the time, so positions it leads to are covered too.
                    p.play(random.nextBoolean() ? k.choose(p, random, scratch)
                            : p.randomAction(random, scratch));
                }
            }
        }
        assertThat(checked).isGreaterThan(10_000);
    }

    private static int check(WarpAndWeftKnowledge k, Position p, SplittableRandom random, int[] scratch) {
        long hash = p.hash();
        int plies = p.plies();
        int[] legal = Arrays.copyOf(scratch, p.legalActions(scratch));
        for (int i = 0; i < 3; i++) {
            int a = k.choose(p, random, scratch);
            assertThat(p.isLegal(a)).as("policy move %d at ply %d", a, plies).isTrue();
        }
        double[] prior = new double[legal.length];
        k.score(p, legal, prior);
        for (double value : prior) {
            assertThat(value).isBetween(0.0, 1.0);
        }
        assertThat(p.hash()).isEqualTo(hash);
        assertThat(p.plies()).isEqualTo(plies);
        assertThat(Arrays.copyOf(scratch, p.legalActions(scratch))).containsExactly(legal);
        return 1;
    }

    /** Warp owns the example chain but patch N2 and is Patching; Weft owns only far threads, so Warp is to move. */
    private static GameState warpOneLinkShort() {
        GameState s = GameState.start(GAME);
        int weft = 0;
        for (String t : WARP_THREADS) {
            s = s.apply(t).apply(WEFT_THREADS.get(weft++));
        }
        s = s.apply("switch").apply(WEFT_THREADS.get(weft++));
        for (String patch : WARP_PATCHES) {
            s = s.apply(patch).apply(WEFT_THREADS.get(weft++));
        }
        return s;
    }

    @Test
    void policyAndPriorTakeAWinningPatch() {
        GameState s = warpOneLinkShort();
        assertWins(s, "N2");
    }

    @Test
    void policyAndPriorTakeAWinningThread() {
        // As above without thread O1 but with patch N2 (next to M3): back in Threading, O1 connects.
        GameState s = GameState.start(GAME);
        int weft = 0;
        for (String t : WARP_THREADS.subList(0, 7)) {
            s = s.apply(t).apply(WEFT_THREADS.get(weft++));
        }
        s = s.apply("switch").apply(WEFT_THREADS.get(weft++));
        for (String patch : WARP_PATCHES) {
            s = s.apply(patch).apply(WEFT_THREADS.get(weft++));
        }
        s = s.apply("N2").apply(WEFT_THREADS.get(weft++)).apply("switch").apply(WEFT_THREADS.get(weft));
        assertWins(s, "O1");
    }

    @Test
    void policyAndPriorCutTheOpponentsWinningLink() {
        // Warp, one link short at N2, switches away; Weft threads O3 (next to N2), switches to Patching.
        GameState s = warpOneLinkShort().apply("switch").apply("O3").apply("A11").apply("switch").apply("A7");
        assertThat(s.isOver()).isFalse();
        assertThat(s.legalMoves()).contains("N2");
        assertPicks(s, "N2");
    }

    private static void assertWins(GameState s, String move) {
        assertPicks(s, move);
        assertThat(s.apply(move).isOver()).isTrue();
    }

    /** The policy plays {@code move} every time and the prior ranks it strictly first. */
    private static void assertPicks(GameState s, String move) {
        WarpAndWeftKnowledge k = new WarpAndWeftKnowledge(Geometry.of(s.variant().intValue("size")));
        Position p = s.position();
        int expected = s.parse(move);
        int[] scratch = new int[p.maxActions()];
        for (int seed = 1; seed <= 50; seed++) {
            assertThat(s.format(k.choose(p, new SplittableRandom(seed), scratch))).isEqualTo(move);
        }
        int[] legal = s.legalActions();
        double[] prior = new double[legal.length];
        k.score(p, legal, prior);
        for (int i = 0; i < legal.length; i++) {
            if (legal[i] != expected) {
                assertThat(prior[i]).as(s.format(legal[i])).isLessThan(prior[indexOf(legal, expected)]);
            }
        }
    }

    private static int indexOf(int[] actions, int action) {
        for (int i = 0; i < actions.length; i++) {
            if (actions[i] == action) {
                return i;
            }
        }
        throw new AssertionError("not legal: " + action);
    }
}
