package spindle.ai;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import spindle.ai.solve.Solution;
import spindle.ai.solve.Solutions;
import spindle.ai.solve.SolvedText;
import spindle.ai.solve.Solver;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.Games;
import spindle.engine.Position;
import spindle.engine.Variant;

class SolverTest {
    private static final Game WW = Games.byId("warp-and-weft");
    private static final Variant SIZE2 = Variant.parse(WW, "size=2,swap=off");

    /** Plain minimax without a table: the attacker's shortest forced win within {@code bound}, else -1. */
    private static int oracle(Position p, int attacker, int bound) {
        if (p.isOver()) {
            return p.payoff(attacker) == 1 ? 0 : -1;
        }
        if (bound == 0) {
            return -1;
        }
        int[] moves = new int[p.maxActions()];
        int n = p.legalActions(moves);
        boolean attacking = p.toMove() == attacker;
        int result = attacking ? -1 : 0;
        for (int i = 0; i < n; i++) {
            Position c = p.copy();
            c.play(moves[i]);
            int r = oracle(c, attacker, bound - 1);
            if (attacking && r >= 0 && (result < 0 || r + 1 < result)) {
                result = r + 1;
            } else if (!attacking) {
                if (r < 0) {
                    return -1;
                }
                result = Math.max(result, r + 1);
            }
        }
        return result;
    }

    private static Solution solve(Position p) {
        return new Solver(10_000_000, 30, 16).solve(p, null, q -> "x", d -> { });
    }

    @Test
    void nimValuesMatchTheXorRuleAndMinimaxDistances() {
        // heaps 1,2,3 have xor 0: the second player wins; 1,2,4 the first
        Nim lost = new Nim(false, 1, 2, 3);
        Solution s = solve(lost);
        assertThat(s.winner()).isEqualTo(1);
        assertThat(s.plies()).isEqualTo(oracle(lost, 1, 12));
        Nim won = new Nim(false, 1, 2, 4);
        Solution t = solve(won);
        assertThat(t.winner()).isEqualTo(0);
        assertThat(t.plies()).isEqualTo(oracle(won, 0, 12));
        assertThat(t.proofSize()).isPositive();
    }

    @Test
    void warpAndWeftEndgamesAgreeWithPlainMinimax() {
        int[] buffer = new int[64];
        int checked = 0;
        for (int seed = 0; seed < 40 && checked < 12; seed++) {
            Position p = WW.newGame(SIZE2);
            SplittableRandom random = new SplittableRandom(seed);
            for (int ply = 0; ply < 16 && !p.isOver(); ply++) {
                p.play(p.randomAction(random, buffer));
            }
            if (p.isOver()) {
                continue;
            }
            Solution s = solve(p);
            if (!s.solved() || s.plies() > 7) {
                continue;
            }
            checked++;
            assertThat(s.plies()).as("seed %d", seed).isEqualTo(oracle(p, s.winner(), 7));
            assertThat(oracle(p, 1 - s.winner(), 7)).as("seed %d", seed).isEqualTo(-1);
        }
        assertThat(checked).isGreaterThanOrEqualTo(5);
    }

    @Test
    void theWinningMoveOfTheCompleteGameScenarioIsFoundAndNamedBySide() {
        GameState s = GameState.start(WW, SIZE2);
        for (String m : "A7 A1 C5 C3 E3 E5 G1 A5 switch G3 B6 C7 D4 E1".split(" ")) {
            s = s.apply(m);
        }
        Solution solution = new Solver(1_000_000, 20, 16).solve(s.view(), s.notation(),
                SolvedText.namer(WW, SIZE2), d -> { });
        assertThat(solution.winner()).isZero();
        assertThat(solution.plies()).isEqualTo(1);
        assertThat(solution.line()).containsExactly("F2");
        assertThat(solution.known().get(s.view().hash()).text()).isEqualTo("Warp wins in 1");
        Solutions.Solved hint = Solutions.lookup(s, 100_000, Budget.Deadline.NEVER).orElseThrow();
        assertThat(hint.move()).isEqualTo("F2");
        assertThat(hint.text()).isEqualTo("Warp (Player 1) wins in 1");
    }

    @Test
    void solvingEachFirstMoveOnItsOwnGivesTheSameValueAsOneSearch() {
        for (Nim nim : new Nim[] {new Nim(false, 1, 2, 3), new Nim(false, 1, 2, 4), new Nim(false, 2, 3),
            new Nim(false, 3)}) {
            Solution whole = solve(nim);
            List<String> heard = new ArrayList<>();
            Solution split = new Solver(10_000_000, 30, 16).recordingDepth(1)
                    .solveEachFirstMove(nim, null, q -> "x", (move, s, winner) -> heard.add(move));
            assertThat(split.winner()).isEqualTo(whole.winner());
            assertThat(split.plies()).isEqualTo(whole.plies());
            assertThat(heard).hasSize(nim.legalActions(new int[nim.maxActions()]));
            assertThat(split.known().get(nim.hash()).plies()).isEqualTo(whole.plies());
        }
        GameState s = GameState.start(WW, SIZE2);
        for (String m : "A7 A1 C5 C3 E3 E5 G1 A5 switch G3".split(" ")) {
            s = s.apply(m);
        }
        Solution whole = new Solver(10_000_000, 30, 16).solve(s.view(), s.notation(), SolvedText.namer(WW, SIZE2),
                d -> { });
        Solution split = new Solver(10_000_000, 30, 16).solveEachFirstMove(s.view(), s.notation(),
                SolvedText.namer(WW, SIZE2), (move, m, winner) -> { });
        assertThat(whole.solved()).isTrue();
        assertThat(split.winner()).isEqualTo(whole.winner());
        assertThat(split.plies()).isEqualTo(whole.plies());
        assertThat(split.known().get(s.view().hash()).text()).isEqualTo(whole.known().get(s.view().hash()).text());
    }

    @Test
    void aFirstMoveBeyondTheBudgetLeavesTheRootUnsolved() {
        GameState start = GameState.start(WW, SIZE2);
        Solution s = new Solver(1_000, 30, 16).solveEachFirstMove(start.view(), start.notation(), q -> "x",
                (move, m, winner) -> { });
        assertThat(s.solved()).isFalse();
    }

    @Test
    void aPositionBeyondTheBudgetStaysUnsolved() {
        GameState start = GameState.start(WW, Variant.defaults(WW));
        assertThat(Solutions.lookup(start, 1_000, Budget.Deadline.NEVER)).isEmpty();
        Solution s = new Solver(1_000, 30, 16).solve(start.view(), null, q -> "x", d -> { });
        assertThat(s.solved()).isFalse();
    }

    @Test
    void aSolveGivesUpAtItsDeadlineWhateverItsNodes() {
        Game zot = Games.byId("zero-one-two");
        GameState start = GameState.start(zot, Variant.parse(zot, "n=12"));
        while (start.isChance()) {
            start = start.apply(start.legalMoves().get(0));
        }
        long began = System.nanoTime();
        Solution s = new Solver(1_000_000_000, 40, 16).knowing(zot, start.variant())
                .until(Budget.Deadline.inMillis(200)).solve(start.view(), null, q -> "x", d -> { });
        assertThat(s.solved()).isFalse();
        assertThat((System.nanoTime() - began) / 1_000_000).isLessThan(2_000);
        began = System.nanoTime();
        assertThat(Solutions.lookup(start, 1_000_000_000, Budget.Deadline.inMillis(200))).isEmpty();
        assertThat((System.nanoTime() - began) / 1_000_000).isLessThan(2_000);
    }

    @Test
    void theShippedTableSolvesTheStartOfSizeTwoWithoutSearching() {
        GameState start = GameState.start(WW, SIZE2);
        Solutions.Solved s = Solutions.lookup(start, 0, Budget.Deadline.NEVER).orElseThrow();
        assertThat(s.text()).isEqualTo("Warp (Player 1) wins in 19");
        assertThat(s.winnerSeat()).isZero();
        assertThat(s.move()).isEqualTo("E3");
        GameState patch = GameState.start(WW, Variant.parse(WW, "size=2,primary=patch,swap=on"));
        // Player 1 is told who wins by player and by side: Player 2, who swaps and wins as Warp
        assertThat(Solutions.lookup(patch, 0, Budget.Deadline.NEVER).orElseThrow().text())
                .isEqualTo("Warp (Player 2) wins in 18");
        assertThat(Solutions.lookup(patch, 0, Budget.Deadline.NEVER).orElseThrow().textFor(0))
                .isEqualTo("Warp (Player 2) wins in 18: you lose whatever you play; this move holds out longest");
        assertThat(Solutions.lookup(patch, 0, Budget.Deadline.NEVER).orElseThrow().winnerSeat()).isEqualTo(1);
        assertThat(Solutions.lookup(patch.apply("B2"), 0, Budget.Deadline.NEVER).orElseThrow().move()).isEqualTo("swap");
        // Thread-Primary with swap: the second player wins after every first move, by swapping where Warp's move wins.
        GameState thread = GameState.start(WW, Variant.parse(WW, "size=2,primary=thread,swap=on"));
        assertThat(Solutions.lookup(thread, 0, Budget.Deadline.NEVER).orElseThrow().text())
                .isEqualTo("Weft (Player 2) wins in 24");
        assertThat(Solutions.lookup(thread, 0, Budget.Deadline.NEVER).orElseThrow().winnerSeat()).isEqualTo(1);
        Solutions.Solved afterE3 = Solutions.lookup(thread.apply("E3"), 0, Budget.Deadline.NEVER).orElseThrow();
        assertThat(afterE3.move()).isEqualTo("swap");
        assertThat(afterE3.text()).isEqualTo("Warp (Player 2) wins in 19");
        assertThat(afterE3.textFor(1)).isEqualTo("Warp (you, Player 2) wins in 19");
        assertThat(afterE3.winnerSeat()).isEqualTo(1);
    }
}
