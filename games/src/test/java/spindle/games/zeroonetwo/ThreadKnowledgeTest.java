package spindle.games.zeroonetwo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import spindle.engine.AiSettings;
import spindle.engine.GameState;
import spindle.engine.Position;
import spindle.engine.SearchKnowledge;

/**
 * The search knowledge of {@code mcts} for 0-1-2 ({@link ThreadEvaluator}, {@link ThreadPlayout},
 * {@link ThreadPrior}), on the opening of {@link WeaveTest}: after Blue's "weave -1,0", "jump -1,3" a third Jump to
 * the black pegs 0,0 or 4,-2 captures one.
 */
class ThreadKnowledgeTest {
    private static final double LOGISTIC_TOLERANCE = 1e-12;

    private static GameState captureInHand() {
        return WeaveTest.play(WeaveTest.opening(), "weave -1,0", "jump -1,3");
    }

    private static double logistic(double x) {
        return 1 / (1 + Math.exp(-x));
    }

    /** The expected lead of Blue: the hand-counted leads of the position times {@link ThreadEvaluator}'s weights. */
    private static double blueLead(double captures, int blacksLeft, int toMove, int used, int onBoard, int trayBlacks) {
        return ThreadEvaluator.PER_CAPTURE * captures + ThreadEvaluator.PER_CAPTURE_LEFT * captures / (blacksLeft + 1)
                + ThreadEvaluator.TO_MOVE * toMove + ThreadEvaluator.PER_USED_PEG * used
                + ThreadEvaluator.PER_PEG_ON_BOARD * onBoard + ThreadEvaluator.PER_TRAY_BLACK * trayBlacks;
    }

    private static void assertBlueLead(ZeroOneTwoPosition p, double lead) {
        assertThat(new ThreadEvaluator().evaluate(p, 0)).isCloseTo(logistic(lead), within(LOGISTIC_TOLERANCE));
        assertThat(new ThreadEvaluator().evaluate(p, 1)).isCloseTo(logistic(-lead), within(LOGISTIC_TOLERANCE));
    }

    /**
     * The opening: no capture, 3 black pegs on the board and 3 in each tray (9 left), Blue to move with 4 colour pegs
     * on the board to Red's 3 and 2 used each.
     */
    @Test
    void openingFavoursTheMoverWithAPegMoreOnTheBoard() {
        ZeroOneTwoPosition p = WeaveTest.pos(WeaveTest.opening());
        assertThat(p.board.ownCount).containsExactly(4, 3);
        assertBlueLead(p, blueLead(0, 9, 1, 0, 1, 0));
        assertThat(blueLead(0, 9, 1, 0, 1, 0)).isEqualTo(ThreadEvaluator.TO_MOVE + ThreadEvaluator.PER_PEG_ON_BOARD);
        assertThat(new ZeroOneTwo().evaluator(WeaveTest.variant("P1")).orElseThrow().evaluate(p, 0))
                .as("mcts-classic's evaluator sees only captures and used pegs").isEqualTo(0.5);
    }

    @Test
    void aCaptureInHandCountsAlmostAsMadeAndTheClassicEvaluatorIsUnchanged() {
        ZeroOneTwoPosition p = WeaveTest.pos(captureInHand());
        assertThat(p.board.usedCount[0] - p.board.usedCount[1]).isEqualTo(2);
        assertThat(Tactics.inHand(p)).isEqualTo(Tactics.JUMP);
        assertBlueLead(p, blueLead(0.9, 9, 1, 2, 1, 0));
        assertThat(new ZeroOneTwo().evaluator(WeaveTest.variant("P1")).orElseThrow().evaluate(p, 0))
                .as("mcts-classic's evaluator sees only the used pegs").isCloseTo(logistic(0.16), within(1e-12));

        ZeroOneTwoPosition made = WeaveTest.pos(captureInHand().apply("jump 0,0"));
        assertThat(Tactics.inHand(made)).isEqualTo(Tactics.NONE);
        assertThat(made.board.blackCount - made.board.blackCaptured).isEqualTo(2);
        assertBlueLead(made, blueLead(1, 8, 1, 2, 1, 0));
    }

    /**
     * After the capture Blue Supplies SELF and Builds: the Build peg is the black peg from the front of Blue's tray,
     * in hand (2 captures, 2 blacks left on the board and 2 + 3 in the trays); once the Build Jump takes it, the
     * lead in captures and blacks left is the same and only the move has passed to Red.
     */
    @Test
    void aBlackPegInHandForTheBuildLeavesTheTrayAndCountsAsCaptured() {
        GameState s = captureInHand().apply("jump 0,0").apply("self").apply("build UP(1,-1)");
        ZeroOneTwoPosition p = WeaveTest.pos(s);
        assertThat(Tactics.inHand(p)).isEqualTo(Tactics.SURE);
        assertThat(Tray.blackCount(p.front[0], p.gone[0])).isEqualTo(2);
        assertBlueLead(p, blueLead(2, 7, 1, 2, 1, -1));

        ZeroOneTwoPosition built = WeaveTest.pos(s.apply("peg 6,-3").apply("[4,-2+]"));
        assertThat(built.captures).containsExactly(2, 0);
        assertThat(built.toMove()).isOne();
        assertBlueLead(built, blueLead(2, 7, -1, 2, 1, -1));
    }

    @Test
    void playoutTakesTheCaptureAndPriorPrefersIt() {
        GameState s = captureInHand();
        ZeroOneTwoPosition p = WeaveTest.pos(s);
        Codes c = p.codes();
        int[] scratch = new int[p.maxActions()];
        SplittableRandom random = new SplittableRandom(7);
        for (int i = 0; i < 20; i++) {
            int a = new ThreadPlayout().choose(p, random, scratch);
            assertThat(a - c.jump).isIn(p.rules.geo().hole(0, 0), p.rules.geo().hole(4, -2));
        }
        int n = p.legalActions(scratch);
        int[] actions = java.util.Arrays.copyOf(scratch, n);
        double[] prior = new double[n];
        new ThreadPrior().score(p, actions, prior);
        for (int i = 0; i < n; i++) {
            boolean black = actions[i] >= c.jump && actions[i] < c.lift && p.board.isUncapturedBlack(actions[i] - c.jump);
            assertThat(prior[i]).as(s.game().notation(s.variant()).format(s.view(), actions[i]))
                    .isEqualTo(black ? 1.0 : 0.0);
        }
    }

    /** Over seeded random games: every choice is legal, every prior in [0, 1], and the position is left as it was. */
    @Test
    void policyAndPriorAreLegalAndLeaveThePositionUnchanged() {
        ZeroOneTwo game = new ZeroOneTwo();
        ThreadPlayout policy = new ThreadPlayout();
        ThreadPrior prior = new ThreadPrior();
        ThreadEvaluator evaluator = new ThreadEvaluator();
        int checked = 0;
        for (int seed = 1; seed <= 30; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            Position p = game.newGame(game.defaultVariant());
            int[] scratch = new int[p.maxActions()];
            double[] out = new double[p.maxActions()];
            while (!p.isOver()) {
                if (p.toMove() >= 0) {
                    long hash = p.hash();
                    int n = p.legalActions(scratch);
                    int[] actions = java.util.Arrays.copyOf(scratch, n);
                    prior.score(p, actions, out);
                    for (int i = 0; i < n; i++) {
                        assertThat(out[i]).isBetween(0.0, 1.0);
                    }
                    int a = policy.choose(p, random, scratch);
                    assertThat(p.isLegal(a)).as("seed %d ply %d", seed, p.plies()).isTrue();
                    assertThat(evaluator.evaluate(p, 0) + evaluator.evaluate(p, 1)).isCloseTo(1.0, within(1e-9));
                    assertThat(p.hash()).isEqualTo(hash);
                    checked++;
                    p.play(a);
                } else {
                    p.play(p.randomAction(random, scratch));
                }
            }
        }
        assertThat(checked).isGreaterThan(1000);
    }

    @Test
    void searchKnowledgeSuppliesTheStrongPartsWhileEvaluatorStaysClassic() {
        ZeroOneTwo game = new ZeroOneTwo();
        SearchKnowledge k = game.searchKnowledge(game.defaultVariant());
        assertThat(k.evaluator()).isInstanceOf(ThreadEvaluator.class);
        assertThat(k.playout()).isInstanceOf(ThreadPlayout.class);
        assertThat(k.prior()).isInstanceOf(ThreadPrior.class);
        assertThat(game.evaluator(game.defaultVariant()).orElseThrow()).isInstanceOf(ZeroOneTwoEvaluator.class);
    }

    /** mcts-classic reads the RAVE weight from the same settings: only mcts's own C and cut-off may differ. */
    @Test
    void strongSearchSettingsLeaveTheYardsticksRaveAlone() {
        ZeroOneTwo game = new ZeroOneTwo();
        AiSettings a = game.aiSettings(game.defaultVariant());
        assertThat(a.rave()).isEqualTo(AiSettings.DEFAULTS.rave());
        assertThat(a.exploration()).isEqualTo(ZeroOneTwo.EXPLORATION).isLessThan(AiSettings.DEFAULTS.exploration());
        assertThat(a.cutoff()).isEqualTo(ZeroOneTwo.CUTOFF).isLessThan(AiSettings.DEFAULTS.cutoff());
        assertThat(a.priorWeight()).isZero();
        assertThat(new long[] {a.easy(), a.medium(), a.hard()}).containsExactly(50, 200, 800);
    }
}
