package spindle.ai;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import spindle.ai.solve.Solution;
import spindle.ai.solve.Solver;
import spindle.engine.Game;
import spindle.engine.Games;
import spindle.engine.Position;
import spindle.engine.Variant;

/**
 * The solver with the game's knowledge (win bound and symmetries) gives the values of the solver without it, on
 * many Warp and Weft positions of every size-2 variant, with fewer nodes; and its line is a real win.
 */
class SolverKnowledgeTest {
    private static final Game WW = Games.byId("warp-and-weft");
    private static final String[] VARIANTS = {"size=2,swap=off", "size=2,swap=on", "size=2,primary=patch,swap=off",
        "size=2,primary=patch,swap=on"};

    @Test
    void knowledgeKeepsEveryValueAndSavesNodes() {
        int compared = 0;
        long plainNodes = 0;
        long knowingNodes = 0;
        for (String text : VARIANTS) {
            Variant v = Variant.parse(WW, text);
            for (int seed = 0; seed < 25; seed++) {
                Position p = randomPosition(v, seed, 6 + new SplittableRandom(seed).nextInt(10));
                if (p.isOver()) {
                    continue;
                }
                Solution plain = new Solver(300_000, 11, 16).solve(p, null, q -> "x", d -> { });
                Solution knowing = new Solver(300_000, 11, 16).knowing(WW, v).solve(p, null, q -> "x", d -> { });
                if (!plain.solved()) {
                    continue;
                }
                compared++;
                assertThat(knowing.solved()).as("%s seed %d", text, seed).isTrue();
                assertThat(knowing.winner()).as("%s seed %d", text, seed).isEqualTo(plain.winner());
                assertThat(knowing.plies()).as("%s seed %d", text, seed).isEqualTo(plain.plies());
                assertThat(wins(p, knowing)).as("%s seed %d: the line wins", text, seed).isTrue();
                plainNodes += plain.nodes();
                knowingNodes += knowing.nodes();
            }
        }
        assertThat(compared).isGreaterThan(40);
        assertThat(knowingNodes).isLessThan(plainNodes);
    }

    @Test
    void theShortTableValuesOfSizeTwoHold() {
        // Patch-Primary: Warp (the first player) wins in 15 plies; with swap, the second player (as Warp) in 18.
        Variant patch = Variant.parse(WW, "size=2,primary=patch,swap=off");
        Solution s = new Solver(50_000_000, 30, 20).knowing(WW, patch)
                .solve(WW.newGame(patch), null, q -> "x", d -> { });
        assertThat(s.winner()).isZero();
        assertThat(s.plies()).isEqualTo(15);
        Variant swap = Variant.parse(WW, "size=2,primary=patch,swap=on");
        Solution t = new Solver(50_000_000, 30, 20).knowing(WW, swap)
                .solve(WW.newGame(swap), null, q -> "x", d -> { });
        assertThat(t.winner()).isEqualTo(1);
        assertThat(t.plies()).isEqualTo(18);
    }

    /** Whether the solution's line (action numbers: no notation) played from {@code p} wins for its winner. */
    private static boolean wins(Position p, Solution s) {
        Position c = p.copy();
        for (String move : s.line()) {
            c.play(Integer.parseInt(move));
        }
        return s.line().size() == s.plies() && c.isOver() && c.payoff(s.winner()) == 1;
    }

    private static Position randomPosition(Variant v, int seed, int plies) {
        SplittableRandom random = new SplittableRandom(seed);
        Position p = WW.newGame(v);
        int[] buffer = new int[p.maxActions()];
        for (int i = 0; i < plies && !p.isOver(); i++) {
            p.play(p.randomAction(random, buffer));
        }
        return p;
    }
}
