package spindle.games.zeroonetwo;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import spindle.engine.Game;
import spindle.engine.Position;

/**
 * A search restarts from its root many times a second by {@code copyInto} over one work position (issue 40): the
 * work position must be reused, not reallocated, and must then be an exact copy that plays on exactly like a fresh
 * one, whatever it held before (a later, larger or smaller position of the game).
 */
class CopyIntoTest {
    private static final ZeroOneTwo GAME = new ZeroOneTwo();
    private static final int GAMES = 10;
    private static final int PLIES_ON = 8;

    @Test
    void copyIntoReusesTheWorkPositionAndPlaysOnLikeAFreshCopy() {
        for (Game.Preset preset : GAME.presets()) {
            for (int seed = 1; seed <= GAMES; seed++) {
                SplittableRandom random = new SplittableRandom(seed);
                ZeroOneTwoPosition p = GAME.newGame(preset.variant());
                int[] scratch = new int[p.maxActions()];
                Position work = p.copy();
                while (!p.isOver()) {
                    Position reused = p.copyInto(work);
                    assertThat(reused).isSameAs(work);
                    playOnAlike(reused, p.copy(), p.plies());
                    p.play(p.randomAction(random, scratch));
                }
            }
        }
    }

    @Test
    void copyIntoAPositionOfOtherRulesMakesANewCopy() {
        ZeroOneTwoPosition small = GAME.newGame(GAME.defaultVariant());
        ZeroOneTwoPosition strict = GAME.newGame(GAME.presets().get(1).variant());
        Position copy = small.copyInto(strict);
        assertThat(copy).isNotSameAs(strict);
        assertThat(GAME.positionText(copy)).isEqualTo(GAME.positionText(small));
    }

    /** Plays the same random plies on both and compares them at every step. */
    private static void playOnAlike(Position a, Position b, int seed) {
        SplittableRandom ra = new SplittableRandom(seed);
        SplittableRandom rb = new SplittableRandom(seed);
        int[] sa = new int[a.maxActions()];
        int[] sb = new int[b.maxActions()];
        for (int i = 0; i < PLIES_ON && !b.isOver(); i++) {
            assertThat(a.hash()).isEqualTo(b.hash());
            assertThat(GAME.positionText(a)).isEqualTo(GAME.positionText(b));
            int na = a.legalActions(sa);
            int nb = b.legalActions(sb);
            assertThat(Arrays.copyOf(sa, na)).isEqualTo(Arrays.copyOf(sb, nb));
            int action = b.randomAction(rb, sb);
            assertThat(a.randomAction(ra, sa)).isEqualTo(action);
            a.play(action);
            b.play(action);
        }
        assertThat(a.isOver()).isEqualTo(b.isOver());
    }
}
