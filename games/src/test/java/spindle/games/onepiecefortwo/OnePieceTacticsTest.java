package spindle.games.onepiecefortwo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static spindle.games.onepiecefortwo.Scenarios.GAME;
import static spindle.games.onepiecefortwo.Scenarios.legal;
import static spindle.games.onepiecefortwo.Scenarios.play;
import static spindle.games.onepiecefortwo.Scenarios.position;
import static spindle.games.onepiecefortwo.Scenarios.randomQuietAction;
import static spindle.games.onepiecefortwo.Scenarios.variant;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import spindle.engine.GameState;
import spindle.engine.Position;
import spindle.engine.SearchKnowledge;
import spindle.engine.Variant;

/** The search knowledge of One Piece for Two: the tactics, the playout policy and the move prior. */
class OnePieceTacticsTest {
    private static final List<Variant> VARIANTS = List.of(GAME.defaultVariant(), variant("board=7x6"),
            variant("board=8x8"), variant("gameEdge=left,starterColour=blue"));

    /** Seeded positions of every phase: random moves that do not end the game, stopped at a random ply. */
    private static List<Position> positions(int count) {
        List<Position> out = new ArrayList<>();
        SplittableRandom random = new SplittableRandom(20);
        for (int g = 0; g < count; g++) {
            Position p = GAME.newGame(VARIANTS.get(g % VARIANTS.size()));
            int target = random.nextInt(70);
            for (int ply = 0; ply < target && !p.isOver(); ply++) {
                p.play(randomQuietAction(p, random));
            }
            if (!p.isOver()) {
                out.add(p);
            }
        }
        return out;
    }

    /** Who wins after {@code action}: the mover (1), the opponent (0), nobody yet or a draw (-1). */
    private static int outcome(Position p, int action) {
        Position c = p.copy();
        int mover = p.toMove();
        c.play(action);
        OnePiecePosition after = OnePiecePosition.of(c);
        if (after.result != OnePiecePosition.RESULT_WIN) {
            return -1;
        }
        return after.winner == mover ? 1 : 0;
    }

    private static boolean relocating(Position p) {
        OnePiecePosition op = OnePiecePosition.of(p);
        return op.stage == OnePiecePosition.STAGE_MOVE && op.relocating();
    }

    private static boolean canWin(Position p) {
        for (int a : legal(p)) {
            if (outcome(p, a) == 1) {
                return true;
            }
        }
        return false;
    }

    @Test
    void movesOfTheTacticsAreExactlyTheLegalMovesAndTheSafeOnesDoNotLoseAtOnce() {
        Tactics t = new Tactics();
        int relocating = 0;
        for (Position p : positions(400)) {
            if (!t.load(OnePiecePosition.of(p))) {
                continue;
            }
            relocating += OnePiecePosition.of(p).relocating() ? 1 : 0;
            t.scan(false);
            Set<Integer> listed = new HashSet<>();
            for (int o = 0; o < t.options; o++) {
                for (int k = 0; k < Tactics.KINDS; k++) {
                    for (long m = t.moves(k, t.closed[o]); m != 0; m &= m - 1) {
                        listed.add(t.action(o, k, Long.numberOfTrailingZeros(m)));
                    }
                }
            }
            int notLosing = 0;
            for (int a : legal(p)) {
                notLosing += outcome(p, a) != 0 ? 1 : 0;
            }
            assertThat(listed).containsExactlyInAnyOrderElementsOf(Arrays.stream(legal(p)).boxed().toList());
            assertThat(t.safeCount).isEqualTo(notLosing);
        }
        assertThat(relocating).as("positions in the relocation phase").isGreaterThan(50);
    }

    @Test
    void playoutPolicyPlaysLegalMovesTakesWinsAndLeavesThePositionAlone() {
        OnePiecePlayout policy = new OnePiecePlayout(2);
        SplittableRandom random = new SplittableRandom(3);
        for (Position p : positions(400)) {
            if (p.toMove() < 0) {
                continue;
            }
            Position before = p.copy();
            int[] scratch = new int[p.maxActions()];
            int a = policy.choose(p, random, scratch);
            assertThat(p.isLegal(a)).isTrue();
            assertThat(p.hash()).isEqualTo(before.hash());
            assertThat(legal(p)).isEqualTo(legal(before));
            assertThat(GAME.render(p)).isEqualTo(GAME.render(before));
            if (canWin(p)) {
                assertThat(outcome(p, a)).as("takes the win").isEqualTo(1);
            }
        }
    }

    @Test
    void priorScoresWinsOneLossesZeroAndMovesTheOpponentAnswersWithAWinLow() {
        OnePiecePrior prior = new OnePiecePrior(true);
        int answered = 0;
        for (Position p : positions(300)) {
            if (p.toMove() < 0) {
                continue;
            }
            Position before = p.copy();
            int[] actions = legal(p);
            double[] out = new double[actions.length];
            prior.score(p, actions, out);
            assertThat(p.hash()).isEqualTo(before.hash());
            assertThat(GAME.render(p)).isEqualTo(GAME.render(before));
            // In the placement phase (two pieces or more in the box) the opponent's reply is exact too.
            OnePiecePosition op = OnePiecePosition.of(p);
            boolean exact = op.stage == OnePiecePosition.STAGE_MOVE && op.box >= 2;
            for (int i = 0; i < actions.length; i++) {
                int result = outcome(p, actions[i]);
                assertThat(out[i]).isBetween(0.0, 1.0);
                if (result == 1 || result == 0) {
                    assertThat(out[i]).isEqualTo(result);
                } else if (exact) {
                    Position c = p.copy();
                    c.play(actions[i]);
                    boolean replyWins = !c.isOver() && canWin(c);
                    answered += replyWins ? 1 : 0;
                    assertThat(out[i]).isEqualTo(replyWins ? OnePiecePrior.ANSWERED : OnePiecePrior.QUIET);
                }
            }
        }
        assertThat(answered).isGreaterThan(100);
    }

    @Test
    void playoutTakesAnImmediateWin() {
        // Red has a1 b1 c1; d1 red with e1 blue wins (d1/d2 would give blue a2..d2 too: no win).
        GameState state = play("a1/a2", "b1/b2", "c1/c2", "h1/h2");
        Position p = state.view();
        for (int seed = 0; seed < 20; seed++) {
            int a = new OnePiecePlayout(2).choose(p, new SplittableRandom(seed), new int[p.maxActions()]);
            assertThat(state.format(a)).isEqualTo("d1/e1");
        }
    }

    @Test
    void playoutBlocksAnImmediateLoss() {
        // Red threatens d1/e1; the blue player must fill d1 (a red d1 under a blue d2 gives both colours four).
        GameState state = play("a1/a2", "b1/b2", "c1/c2");
        Position p = state.view();
        for (int seed = 0; seed < 20; seed++) {
            int a = new OnePiecePlayout(2).choose(p, new SplittableRandom(seed), new int[p.maxActions()]);
            Position after = p.copy();
            after.play(a);
            assertThat(after.isOver()).isFalse();
            assertThat(canWin(after)).as("red can win after %s", state.format(a)).isFalse();
        }
    }

    @Test
    void evaluatorScoresTheRelocationPhaseEven() {
        OnePieceEvaluator evaluator = new OnePieceEvaluator(0.3);
        Tactics t = new Tactics();
        int relocating = 0;
        int uneven = 0;
        for (Position p : positions(200)) {
            if (relocating(p)) {
                relocating++;
                assertThat(evaluator.evaluate(p, 0)).isEqualTo(0.5);
                assertThat(evaluator.evaluate(p, 1)).isEqualTo(0.5);
                t.load(OnePiecePosition.of(p));
                long free = ~t.occupied;
                uneven += Long.bitCount(t.threats(t.mine) & free) != Long.bitCount(t.threats(t.theirs) & free) ? 1 : 0;
            }
        }
        assertThat(relocating).isGreaterThan(20);
        // The free threats of these positions are uneven, so counting them would not score them even.
        assertThat(uneven).isGreaterThan(10);
    }

    @Test
    void nthBitFindsTheRthSetBit() {
        SplittableRandom random = new SplittableRandom(11);
        for (int i = 0; i < 2000; i++) {
            long m = random.nextLong() & random.nextLong() | (i % 7 == 0 ? -1L : 0);
            long left = m;
            for (int r = 0; r < Long.bitCount(m); r++) {
                assertThat(Tactics.nthBit(m, r)).isEqualTo(Long.numberOfTrailingZeros(left));
                left &= left - 1;
            }
        }
    }

    @Test
    void evaluatorFavoursTheColourWithMoreFreeThreats() {
        // Red a1 a2 a3 threatens a4; blue's b1 b2 b3 are capped by the red b4. Red (the starter, seat 0) to move.
        GameState state = play("a1/b1", "a2/b2", "a3/b3", "b4/b5");
        OnePieceEvaluator evaluator = new OnePieceEvaluator(0.3);
        double starter = evaluator.evaluate(state.view(), 0);
        assertThat(starter).isGreaterThan(0.5);
        assertThat(starter + evaluator.evaluate(state.view(), 1)).isCloseTo(1.0, within(1e-9));
        assertThat(evaluator.evaluate(play("a1/b1").view(), 1)).isEqualTo(0.5);
    }

    @Test
    void gameSuppliesItsPlayoutPolicyAndPrior() {
        SearchKnowledge k = GAME.searchKnowledge(GAME.defaultVariant());
        assertThat(k.playout()).isInstanceOf(OnePiecePlayout.class);
        assertThat(k.prior()).isInstanceOf(OnePiecePrior.class);
        assertThat(k.evaluator()).isInstanceOf(OnePieceEvaluator.class);
        assertThat(GAME.searchKnowledge(GAME.defaultVariant()).playout()).isNotSameAs(k.playout());
        assertThat(GAME.evaluator(GAME.defaultVariant())).isEmpty();
        assertThat(GAME.aiSettings(GAME.defaultVariant()).priorWeight()).isPositive();
    }
}
