package spindle.match.puzzle;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import spindle.ai.Budget;
import spindle.ai.solve.Solution;
import spindle.ai.solve.Solver;
import spindle.engine.GameState;
import spindle.engine.Position;
import spindle.engine.Prover;

/**
 * What is proven about each move of a two-player position, for the side to move: a win, a loss, a draw, or unknown
 * within the budget. Each move's position is settled by the rules when the move ends the game, else by the solver,
 * else by the game's own prover ({@link Prover}, e.g. One Piece for Two's placement prover).
 */
final class MoveVerdicts {
    enum Result { WIN, LOSS, DRAW, UNKNOWN }

    /**
     * One move: its result for the mover, the plies from the position to the end of best play ({@code -1} when not
     * known, as from a prover), how it was settled ({@code rules}, {@code solver}, {@code prover} or nothing) and the
     * best line after it where the solver found one.
     */
    record Verdict(int action, String move, Result result, int plies, String by, List<String> lineAfter) {
    }

    final List<Verdict> verdicts = new ArrayList<>();
    long nodes;

    /** Settles every move of {@code state}; stops early once two moves win, since the position is then no puzzle. */
    static MoveVerdicts of(GameState state, PuzzleMiner.Limits limits, Prover prover,
                           Function<Position, String> namer, Budget.Deadline deadline) {
        MoveVerdicts out = new MoveVerdicts();
        Position root = state.view();
        int mover = root.toMove();
        int wins = 0;
        for (int action : state.legalActions()) {
            if (deadline.passed()) {
                out.verdicts.add(new Verdict(action, state.format(action), Result.UNKNOWN, -1, "", List.of()));
                continue;
            }
            Verdict v = settle(state, action, mover, limits, prover, namer, deadline, out);
            out.verdicts.add(v);
            if (v.result() == Result.WIN && ++wins > 1) {
                return out;
            }
        }
        if (wins == 1) { // one move wins: the moves left unsettled get a second, deeper try at proving they do not
            PuzzleMiner.Limits deeper = limits.deeper();
            for (int i = 0; i < out.verdicts.size() && !deadline.passed(); i++) {
                Verdict v = out.verdicts.get(i);
                if (v.result() == Result.UNKNOWN) {
                    out.verdicts.set(i, settle(state, v.action(), mover, deeper, prover, namer, deadline, out));
                }
            }
        }
        return out;
    }

    private static Verdict settle(GameState state, int action, int mover, PuzzleMiner.Limits limits, Prover prover,
                                  Function<Position, String> namer, Budget.Deadline deadline, MoveVerdicts out) {
        String move = state.format(action);
        Position child = state.view().copy();
        child.play(action);
        if (child.isOver()) {
            return new Verdict(action, move, result(child.payoffs(), mover), 1, "rules", List.of());
        }
        Solution s = new Solver(limits.solveNodes(), limits.solvePlies(), 16)
                .knowing(state.game(), state.variant()).until(deadline)
                .solve(child, state.notation(), namer, d -> { });
        out.nodes += s.nodes();
        if (s.solved()) {
            return new Verdict(action, move, s.winner() == mover ? Result.WIN : Result.LOSS, s.plies() + 1, "solver",
                    s.line());
        }
        if (prover != null && child.toMove() >= 0) {
            Prover.Proof p = prover.prove(child, limits.solveNodes());
            out.nodes += p.nodes();
            if (p.proven()) {
                return new Verdict(action, move, result(p.payoffs(), mover), -1, "prover", List.of());
            }
        }
        return new Verdict(action, move, Result.UNKNOWN, -1, "", List.of());
    }

    private static Result result(double[] payoffs, int mover) {
        double other = payoffs[1 - mover];
        return payoffs[mover] > other ? Result.WIN : payoffs[mover] < other ? Result.LOSS : Result.DRAW;
    }

    List<Verdict> with(Result r) {
        return verdicts.stream().filter(v -> v.result() == r).toList();
    }

    /** Moves after which the opponent wins on its next move. */
    long lostAtOnce() {
        return verdicts.stream().filter(v -> v.result() == Result.LOSS && v.plies() == 2).count();
    }
}
