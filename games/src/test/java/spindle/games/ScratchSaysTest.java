package spindle.games;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import spindle.engine.Game;
import spindle.engine.Games;
import spindle.engine.Position;
class ScratchSaysTest {
    @Test
    void print() {
        for (Game game : Games.all()) {
            SplittableRandom random = new SplittableRandom(7);
            Position p = game.newGame(game.defaultVariant());
            int[] scratch = new int[8192];
            int n = 0;
            while (!p.isOver() && n++ < 400) {
                int a = p.randomAction(random, scratch);
                Position before = p.copy();
                String move = game.notation(game.defaultVariant()).format(p, a);
                p.play(a);
                for (String s : game.refereeSays(before, a, p)) {
                    System.out.println("SAYS " + game.id() + " | " + move + " | " + s);
                }
            }
        }
    }
}
