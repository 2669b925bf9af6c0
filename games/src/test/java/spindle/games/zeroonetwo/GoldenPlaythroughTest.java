package spindle.games.zeroonetwo;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import spindle.engine.GameState;
import spindle.engine.Notation;
import spindle.engine.Variant;

/**
 * A fixed random game of the default variant (seed 2026): its length and result are pinned, so any change to the
 * rules, the move order or the random choice shows up here. It ends by rule 7.1(b): Blue has all 18 colour pegs on
 * the board and used.
 */
class GoldenPlaythroughTest {

    @Test
    void seed2026() {
        ZeroOneTwo game = new ZeroOneTwo();
        Variant v = game.defaultVariant();
        Notation notation = game.notation(v);
        ZeroOneTwoPosition p = game.newGame(v);
        SplittableRandom random = new SplittableRandom(2026);
        int[] scratch = new int[p.maxActions()];
        List<String> record = new ArrayList<>();
        while (!p.isOver()) {
            int a = p.randomAction(random, scratch);
            record.add(notation.format(p, a));
            p.play(a);
        }
        assertThat(p.plies()).isEqualTo(200);
        assertThat(p.payoffs()).containsExactly(0.0, 1.0);
        assertThat(p.threads.count).isEqualTo(48);
        assertThat(p.deltasLeft).isEqualTo(4);
        assertThat(game.render(p)).contains(
                "Blue: captured 0, used 18/18, on board 18, recess 0, spool 4,7\n  tray empty",
                "Red: captured 2, used 16/18, on board 18, recess 0, spool 1,1\n  tray empty",
                "Game over: Red wins (captured 0-2, used 18-16)");
        GameState replayed = GameState.replay(game, v, record);
        assertThat(replayed.view().hash()).isEqualTo(p.hash());
        assertThat(replayed.render()).isEqualTo(game.render(p));
    }
}
