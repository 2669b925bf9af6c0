package spindle.games.warpandweft;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import spindle.engine.Position;
import spindle.engine.Symmetries;
import spindle.engine.Variant;
import spindle.engine.WinBound;

/**
 * What the solver is told about Warp and Weft: the half turn maps games to games (checked by playing the image of
 * random games move by move), and the win bound never rules out a win that plain minimax finds.
 */
class WarpAndWeftSolvingTest {
    private static final WarpAndWeft GAME = new WarpAndWeft();
    private static final String[] VARIANTS = {"size=2,swap=off", "size=2,swap=on", "size=2,primary=patch,swap=off",
        "size=2,primary=patch,swap=on", "size=3", "size=4,primary=patch"};

    @Test
    void theHalfTurnOfARandomGameIsAGameWithTheImagesHashMovesAndResult() {
        for (String text : VARIANTS) {
            Variant v = Variant.parse(GAME, text);
            Symmetries sym = GAME.symmetries(v).orElseThrow();
            assertThat(sym.count()).isEqualTo(2);
            for (int seed = 0; seed < 30; seed++) {
                SplittableRandom random = new SplittableRandom(seed);
                Position p = GAME.newGame(v);
                Position image = GAME.newGame(v);
                int[] buffer = new int[p.maxActions()];
                while (!p.isOver() && p.plies() < 200) {
                    assertThat(sym.hash(p, 1)).as("%s seed %d ply %d", text, seed, p.plies()).isEqualTo(image.hash());
                    assertThat(sym.hash(p, 0)).isEqualTo(p.hash());
                    assertThat(images(sym, p)).as("%s seed %d ply %d", text, seed, p.plies())
                            .isEqualTo(legal(image));
                    int a = p.randomAction(random, buffer);
                    p.play(a);
                    image.play(sym.action(1, a));
                    assertThat(sym.action(sym.inverse(1), sym.action(1, a))).isEqualTo(a);
                }
                assertThat(image.isOver()).isEqualTo(p.isOver());
                assertThat(image.payoff(0)).isEqualTo(p.payoff(0));
            }
        }
    }

    @Test
    void theHalfTurnMovesPiecesSoTheImageIsAnotherPosition() {
        Variant v = Variant.parse(GAME, "size=2,swap=off");
        Position p = GAME.newGame(v);
        p.play(GAME.notation(v).parse(p, "A7"));
        assertThat(GAME.symmetries(v).orElseThrow().hash(p, 1)).isNotEqualTo(p.hash());
    }

    @Test
    void afterASwapTheRoleIsTheSideTheSeatPlaysAndTheKeyForgetsTheSwap() {
        Variant v = Variant.parse(GAME, "size=2,swap=on");
        Symmetries sym = GAME.symmetries(v).orElseThrow();
        Position played = play(v, "C5", "A1");
        Position swapped = play(v, "C5", "swap", "A1");
        assertThat(swapped.hash()).isNotEqualTo(played.hash());
        for (int s = 0; s < 2; s++) {
            // seat 0 plays Warp in the first, seat 1 in the second: the same question, one entry
            assertThat(sym.key(swapped, s)).isEqualTo(sym.key(played, s));
        }
        assertThat(sym.role(played, 0)).isZero();
        assertThat(sym.role(swapped, 1)).isZero();
        assertThat(sym.role(swapped, 0)).isEqualTo(1);
        // before the swap is decided the positions differ (it is still open in one)
        assertThat(sym.key(play(v, "C5"), 0)).isNotEqualTo(sym.key(play(v, "C5", "swap"), 0));
    }

    private static Position play(Variant v, String... moves) {
        Position p = GAME.newGame(v);
        for (String m : moves) {
            p.play(GAME.notation(v).parse(p, m));
        }
        return p;
    }

    @Test
    void theBoundNeverRulesOutAWinThatMinimaxFinds() {
        int ruledOut = 0;
        int wins = 0;
        for (String text : Arrays.copyOf(VARIANTS, 4)) {
            Variant v = Variant.parse(GAME, text);
            WinBound bound = GAME.winBound(v).orElseThrow();
            for (int seed = 0; seed < 80; seed++) {
                // a position a few plies before the end of a random game, where short wins are common
                Position p = nearTheEnd(v, seed);
                if (p == null) {
                    continue;
                }
                long before = p.hash();
                for (int seat = 0; seat < 2; seat++) {
                    for (int d = 1; d <= 4; d++) {
                        boolean out = bound.cannotWinWithin(p, seat, d);
                        boolean won = minimax(p, seat, d);
                        assertThat(out && won).as("%s seed %d seat %d within %d", text, seed, seat, d).isFalse();
                        ruledOut += out ? 1 : 0;
                        wins += won ? 1 : 0;
                    }
                }
                assertThat(p.hash()).isEqualTo(before);
            }
        }
        assertThat(ruledOut).as("the bound rules out something").isGreaterThan(100);
        assertThat(wins).as("wins to check it against").isGreaterThan(100);
    }

    private static Position nearTheEnd(Variant v, int seed) {
        SplittableRandom random = new SplittableRandom(seed);
        Position p = GAME.newGame(v);
        int[] buffer = new int[p.maxActions()];
        List<Integer> moves = new ArrayList<>();
        while (!p.isOver() && moves.size() < 400) {
            moves.add(p.randomAction(random, buffer));
            p.play(moves.get(moves.size() - 1));
        }
        int keep = moves.size() - 1 - random.nextInt(Math.min(6, moves.size()));
        Position q = GAME.newGame(v);
        for (int i = 0; i < keep; i++) {
            q.play(moves.get(i));
        }
        return q.isOver() ? null : q;
    }

    @Test
    void theBoundServesSizesTwoToFour() {
        assertThat(GAME.winBound(Variant.parse(GAME, "size=4"))).isPresent();
        assertThat(GAME.winBound(Variant.parse(GAME, "size=5"))).isEmpty();
    }

    /** Whether {@code seat} forces a win within {@code plies}, by plain minimax. */
    private static boolean minimax(Position p, int seat, int plies) {
        if (p.isOver()) {
            return p.payoff(seat) == 1;
        }
        if (plies == 0) {
            return false;
        }
        int[] moves = new int[p.maxActions()];
        int n = p.legalActions(moves);
        boolean attacking = p.toMove() == seat;
        for (int i = 0; i < n; i++) {
            Position c = p.copy();
            c.play(moves[i]);
            boolean won = minimax(c, seat, plies - 1);
            if (attacking && won) {
                return true;
            }
            if (!attacking && !won) {
                return false;
            }
        }
        return !attacking;
    }

    private static List<Integer> images(Symmetries sym, Position p) {
        List<Integer> out = new ArrayList<>();
        for (int a : legalArray(p)) {
            out.add(sym.action(1, a));
        }
        out.sort(null);
        return out;
    }

    private static List<Integer> legal(Position p) {
        List<Integer> out = new ArrayList<>();
        for (int a : legalArray(p)) {
            out.add(a);
        }
        out.sort(null);
        return out;
    }

    private static int[] legalArray(Position p) {
        int[] moves = new int[p.maxActions()];
        return Arrays.copyOf(moves, p.legalActions(moves));
    }
}
