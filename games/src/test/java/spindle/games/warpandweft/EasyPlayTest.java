package spindle.games.warpandweft;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import spindle.engine.PlayoutPolicy;
import spindle.engine.Position;
import spindle.engine.Variant;

/** The easy computer's play takes a win, blocks the opponent's win where a move can, and plays every kind of move. */
class EasyPlayTest {
    private static final WarpAndWeft GAME = new WarpAndWeft();

    @Test
    void itTakesAWinAndBlocksTheOpponentsWinWhereAMoveCan() {
        Variant variant = GAME.defaultVariant();
        PlayoutPolicy easy = GAME.easyPlay(variant).orElseThrow();
        SplittableRandom random = new SplittableRandom(2026);
        int wins = 0;
        int blocks = 0;
        for (int game = 0; game < 60; game++) {
            Position p = GAME.newGame(variant);
            int[] scratch = new int[p.maxActions()];
            while (!p.isOver()) {
                int mover = p.toMove();
                int chosen = easy.choose(p, random, scratch);
                Position after = p.copy();
                after.play(chosen);
                if (winsAtOnce(p, mover)) {
                    assertThat(after.isOver() && after.payoff(mover) == 1).as("it takes the win").isTrue();
                    wins++;
                } else if (threatened(p, mover) && canBlock(p, mover)) {
                    assertThat(winsAtOnce(after, after.toMove())).as("it blocks the win").isFalse();
                    blocks++;
                }
                p.play(random.nextInt(4) == 0 ? chosen : p.randomAction(random, scratch));
            }
        }
        assertThat(wins).as("positions with a win seen").isPositive();
        assertThat(blocks).as("positions with a block seen").isPositive();
    }

    /** Whether the player to move at {@code p}, {@code seat}, has a move that wins at once. */
    private static boolean winsAtOnce(Position p, int seat) {
        if (p.isOver() || p.toMove() != seat) {
            return false;
        }
        int[] moves = new int[p.maxActions()];
        int n = p.legalActions(moves);
        for (int i = 0; i < n; i++) {
            Position after = p.copy();
            after.play(moves[i]);
            if (after.isOver() && after.payoff(seat) == 1) {
                return true;
            }
        }
        return false;
    }

    /** Whether the opponent would win at once if {@code mover} passed: some move of {@code mover} lets it. */
    private static boolean threatened(Position p, int mover) {
        return !everyMove(p, mover, false);
    }

    /** Whether some move of {@code mover} leaves the opponent no win at once. */
    private static boolean canBlock(Position p, int mover) {
        return !everyMove(p, mover, true);
    }

    /** Whether every move of {@code mover} leaves the opponent a win at once ({@code giving}) or none (else). */
    private static boolean everyMove(Position p, int mover, boolean giving) {
        int[] moves = new int[p.maxActions()];
        int n = p.legalActions(moves);
        for (int i = 0; i < n; i++) {
            Position after = p.copy();
            after.play(moves[i]);
            boolean gives = !after.isOver() && winsAtOnce(after, after.toMove());
            if (gives != giving) {
                return false;
            }
        }
        return true;
    }
}
