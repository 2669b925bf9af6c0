package spindle.ai.solve;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import spindle.ai.Agents;
import spindle.ai.Budget;
import spindle.ai.Hint;
import spindle.engine.GameState;

/**
 * The one hint of Spindle, for the terminal ({@code play --hint}), the server and the engine protocol: the solver's
 * move and exact result where the position is solved (a shipped table, or a short proof search), else the AI's hint
 * search ({@link Agents#hint}) with its value.
 *
 * @param move       the suggested move, in the game's notation
 * @param value      its payoff for the player to move (exact when {@code proven})
 * @param proven     whether the value is exact
 * @param by         {@code solver} or {@code mcts}
 * @param text       the value in words: "Warp wins in 19", "a forced win", "estimated value 0.57"
 * @param solved     the solver's result, where there is one
 * @param iterations the search's iterations (0 from the solver)
 * @param millis     the search's time (0 from the solver)
 */
public record Advice(String move, double value, boolean proven, String by, String text,
                     Optional<Solutions.Solved> solved, long iterations, long millis) {

    /** The solver's share of a hint's time; the AI's search has the rest, however little the solver used. */
    static final double SOLVER_SHARE = 0.4;

    /**
     * The hint for the player to move in {@code state}; {@code search} bounds the whole hint: the solver's look-up
     * within {@link #SOLVER_SHARE} of its time, then the AI's search in what is left.
     */
    public static Advice of(GameState state, Budget search) {
        long start = search.clock();
        Optional<Solutions.Solved> solved = solve(state, search);
        if (solved.isPresent()) {
            Solutions.Solved s = solved.get();
            return new Advice(s.move(), s.winnerSeat() == state.toMove() ? 1.0 : 0.0, true, "solver",
                    forMover(s, state), solved, 0, 0);
        }
        Hint h = Agents.hint(state, search.less(search.clock() - start));
        return new Advice(h.move(), h.value(), h.proven(), "mcts", h.valueText(state.view().players()),
                Optional.empty(), h.iterations(), h.millis());
    }

    private static Optional<Solutions.Solved> solve(GameState state, Budget search) {
        return Solutions.lookup(state, Solutions.HINT_NODES, search.timeShare(SOLVER_SHARE).deadline());
    }

    /** The solved result in words for the player to move: who wins, by player and by side. */
    private static String forMover(Solutions.Solved s, GameState state) {
        return s.textFor(state.toMove());
    }

    /**
     * One of {@link #best}'s moves: its value for the player to move (exact when {@code proven}) and that value in
     * words ("Warp wins in 7" where solved).
     */
    public record Choice(String move, double value, boolean proven, String text) {
    }

    /**
     * Up to {@code n} moves for the player to move, best first: the solver's winning move where the position is
     * solved, then the AI search's root moves by {@link Hint#ranked} ({@code search} bounds both, as in {@link #of}).
     */
    public static List<Choice> best(GameState state, Budget search, int n) {
        List<Choice> out = new ArrayList<>();
        long start = search.clock();
        solve(state, search).ifPresent(s -> out.add(
                new Choice(s.move(), s.winnerSeat() == state.toMove() ? 1.0 : 0.0, true, forMover(s, state))));
        Hint h = Agents.hint(state, search.less(search.clock() - start));
        int players = state.view().players();
        List<Hint.Candidate> ranked = h.ranked().isEmpty()
                ? List.of(new Hint.Candidate(h.action(), h.move(), h.value(), h.proven(), h.iterations()))
                : h.ranked();
        for (Hint.Candidate c : ranked) {
            if (out.size() >= n) {
                break;
            }
            if (out.stream().noneMatch(o -> o.move().equals(c.move()))) {
                out.add(new Choice(c.move(), c.value(), c.proven(), Hint.valueText(c.value(), c.proven(), players)));
            }
        }
        return out;
    }
}
