package spindle.games.justplayingaround;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import spindle.engine.SearchKnowledge;
import spindle.engine.Variant;
import java.util.Arrays;

class ObjectivePolicyTest {
    private static final JustPlayingARound GAME = Arrange.GAME;

    private static ObjectivePolicy policy(RoundPosition p) {
        return new ObjectivePolicy(p.rules, p.maxActions());
    }

    private static String choice(RoundPosition p, long seed) {
        int[] scratch = new int[p.maxActions()];
        int action = policy(p).choose(p, new SplittableRandom(seed), scratch);
        return GAME.notation(null).format(p, action);
    }

    @Test
    void takesTheBackwardStepThatMeetsTheObjective() {
        // R1 on c4 with director 4: SW to b3, S to c3 (both empty) or SE onto the pair G2, B3 on d3.
        RoundPosition p = Arrange.position("", "c4:R1 b3: c3: d3:G2,B3", "R1 G2 B3 Y5 W4", 'R');
        for (long seed = 0; seed < 30; seed++) {
            assertEquals("R1 SE", choice(p, seed));
        }
    }

    @Test
    void takesTheGroupMoveThatMeetsTheObjective() {
        // The pair R1, G2 on b2 steps north onto Y5: only the group move wins (rules scenario 9).
        RoundPosition p = Arrange.position("", "b2:R1,G2 b3:Y5", "R1 G2 B3 Y5 W1", 'R');
        for (long seed = 0; seed < 30; seed++) {
            assertEquals("R1 N group", choice(p, seed));
        }
    }

    @Test
    void withoutAWinFormsATwoColourPair() {
        // Director 4 again: S lands R1 on the lone G2 (a pair one piece from the objective); SW and SE are empty.
        RoundPosition p = Arrange.position("", "c4:R1 b3: c3:G2 d3: b2: c2: d2: a3: e3:", "R1 G2 B3 Y5 W4", 'R');
        for (long seed = 0; seed < 30; seed++) {
            assertEquals("R1 S", choice(p, seed));
        }
    }

    @Test
    void onlyLegalActionsAndThePositionUnchangedOverSeededGames() {
        String[] variants = {"", "objective=strict", "directionLayout=opposite-faces", "randomSetup=on",
            "mode=competition", "extendedGroup=always-group"};
        int asked = 0;
        for (String text : variants) {
            Variant variant = Variant.parse(GAME, text);
            for (long seed = 1; seed <= 20; seed++) {
                SplittableRandom game = new SplittableRandom(seed);
                SplittableRandom search = new SplittableRandom(seed * 31);
                RoundPosition p = GAME.newGame(variant);
                ObjectivePolicy policy = new ObjectivePolicy(JustPlayingARound.rules(variant), p.maxActions());
                int[] scratch = new int[p.maxActions()];
                int[] legal = new int[p.maxActions()];
                while (!p.isOver() && p.plies() < 600) {
                    if (p.toMove() >= 0) {
                        asked += check(p, policy, search, scratch, legal);
                    }
                    p.play(p.randomAction(game, scratch));
                }
            }
        }
        assertTrue(asked > 5_000, "asked " + asked);
    }

    /** Asks the policy and the prior at {@code p}, asserting a legal answer, priors in [0, 1] and no change. */
    private static int check(RoundPosition p, ObjectivePolicy policy, SplittableRandom random, int[] scratch,
                             int[] legal) {
        long hash = p.hash();
        String board = GAME.render(p);
        int plies = p.plies();
        int action = policy.choose(p, random, scratch);
        assertTrue(p.isLegal(action), () -> "illegal " + action + " at\n" + board);
        int n = p.legalActions(legal);
        int[] moves = Arrays.copyOf(legal, n);
        double[] prior = new double[n];
        policy.score(p, moves, prior);
        for (double v : prior) {
            assertTrue(v >= 0 && v <= 1, "prior " + v);
        }
        assertEquals(hash, p.hash());
        assertEquals(board, GAME.render(p));
        assertEquals(plies, p.plies());
        return 1;
    }

    @Test
    void priorRanksTheWinningStepFirst() {
        RoundPosition p = Arrange.position("", "c4:R1 b3: c3: d3:G2,B3", "R1 G2 B3 Y5 W4", 'R');
        int[] buffer = new int[p.maxActions()];
        int[] moves = Arrays.copyOf(buffer, p.legalActions(buffer));
        double[] prior = new double[moves.length];
        policy(p).score(p, moves, prior);
        for (int i = 0; i < moves.length; i++) {
            boolean win = GAME.notation(null).format(p, moves[i]).equals("R1 SE");
            assertEquals(win, prior[i] == 1.0, GAME.notation(null).format(p, moves[i]) + " " + prior[i]);
        }
    }

    @Test
    void searchKnowledgeSuppliesTheObjectivePolicyAsPlayoutAndPrior() {
        SearchKnowledge k = GAME.searchKnowledge(GAME.defaultVariant());
        assertTrue(k.playout() instanceof ObjectivePolicy);
        assertSame(k.playout(), k.prior());
        assertNull(k.evaluator());
        assertNotSame(k.playout(), GAME.searchKnowledge(GAME.defaultVariant()).playout(), "one per search thread");
    }
}
