package spindle.server.analysis;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.IntConsumer;
import spindle.ai.Agents;
import spindle.ai.Budget;
import spindle.ai.Hint;
import spindle.ai.solve.Solutions;
import spindle.engine.GameState;

/**
 * The AI's reading of a played game, move by move: at every position where a player is to move, a short MCTS
 * search ({@link Agents#hint}) estimates the value for the player to move and names its preferred move. The chart
 * shows the first seat's estimated win probability (two players; payoffs are 1 / 0.5 / 0) or the expected score
 * (solo). A decision's change is the estimate after it (at the next estimated position) minus the estimate before
 * it, both for the player who decided; the largest drops where the AI preferred another move are the likely
 * mistakes. In games with dice the change also holds the luck of the throws that followed.
 */
public final class MoveAnalysis {
    /** How many likely mistakes to mark. */
    public static final int MISTAKES = 3;
    /** Drops smaller than this (on the payoff scale) are search noise, not mistakes. */
    public static final double MIN_DROP = 0.05;
    /** Positions the solver may search per seat at each position (small boards and endgames get exact values). */
    static final long SOLVE_NODES = 20_000;

    private MoveAnalysis() {
    }

    /** How many searches {@link #run} makes for the game up to {@code end}: one per position with a player to move. */
    public static int searches(GameState end) {
        int n = 0;
        for (GameState s = end; s != null; s = s.previous()) {
            if (!s.isOver() && !s.isChance()) {
                n++;
            }
        }
        return n;
    }

    /**
     * The analysis as JSON-ready data.
     *
     * @param budget   per position; its seed is offset by the ply
     * @param progress called after each search
     */
    public static Map<String, Object> run(GameState end, List<String> seatNames, Budget budget, IntConsumer progress) {
        List<GameState> states = new ArrayList<>();
        for (GameState s = end; s != null; s = s.previous()) {
            states.add(0, s);
        }
        boolean solo = end.view().players() == 1;
        Double[] estimate = new Double[states.size()];
        Hint[] hints = new Hint[states.size()];
        String[] solved = new String[states.size()];
        int done = 0;
        for (int i = 0; i < states.size(); i++) {
            GameState s = states.get(i);
            Optional<Solutions.Solved> exact = s.isOver() ? Optional.empty() : Solutions.lookup(s, SOLVE_NODES, budget.deadline());
            if (s.isOver()) {
                estimate[i] = s.view().payoff(0);
            } else if (exact.isPresent()) {
                // a proven value replaces the estimate: the winner's payoff is 1
                Solutions.Solved e = exact.get();
                solved[i] = e.text();
                hints[i] = new Hint(-1, e.move(), e.winnerSeat() == s.toMove() ? 1 : 0, true, 0, 0);
                estimate[i] = e.winnerSeat() == 0 ? 1.0 : 0.0;
                progress.accept(++done);
            } else if (!s.isChance()) {
                Hint hint = Agents.hint(s, budget.withSeed(budget.seed() + i));
                hints[i] = hint;
                estimate[i] = toFirstSeat(hint.value(), s.toMove(), solo);
                progress.accept(++done);
            }
        }
        // A forced move (one legal action) is not searched and has no value: it keeps the value of what follows.
        for (int i = states.size() - 1; i >= 0; i--) {
            if (estimate[i] != null && estimate[i].isNaN()) {
                int next = nextEstimate(estimate, i + 1);
                estimate[i] = next < 0 ? 0.5 : estimate[next];
            }
        }
        List<Map<String, Object>> points = new ArrayList<>();
        List<Map<String, Object>> moves = new ArrayList<>();
        for (int i = 0; i < states.size(); i++) {
            if (estimate[i] == null) {
                continue;
            }
            points.add(Map.of("ply", i, "estimate", round(estimate[i])));
            int next = nextEstimate(estimate, i + 1);
            if (hints[i] == null || next < 0) {
                continue;
            }
            int mover = states.get(i).toMove();
            double before = forMover(estimate[i], mover, solo);
            double after = forMover(estimate[next], mover, solo);
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("ply", i);
            m.put("player", mover);
            m.put("move", states.get(i).format(states.get(i + 1).lastAction()));
            m.put("best", hints[i].move());
            m.put("bestValue", round(Double.isNaN(hints[i].value()) ? before : hints[i].value()));
            m.put("before", round(before));
            m.put("after", round(after));
            m.put("change", round(after - before));
            if (solved[i] != null) {
                m.put("solved", solved[i]);
            }
            if (solo && states.get(i + 1).isOver()) {
                // a solo player who ends the game (Stop, Retire) keeps the result made: that is the game's own
                // measure, not a drop from an estimate of playing on under another scoring
                m.put("ended", true);
            }
            moves.add(m);
        }
        Map<String, Object> a = new LinkedHashMap<>();
        a.put("measure", solo ? "score" : "win-probability");
        a.put("seat", seatNames.get(0));
        a.put("points", points);
        a.put("moves", moves);
        a.put("mistakes", mistakes(moves));
        return a;
    }

    /**
     * The decisions with the largest drops for their player, where the AI preferred another move, worst first (a
     * solo game's ending by choice is none).
     */
    static List<Map<String, Object>> mistakes(List<Map<String, Object>> moves) {
        return moves.stream()
                .filter(m -> (double) m.get("change") <= -MIN_DROP && !m.get("best").equals(m.get("move"))
                        && !m.containsKey("ended"))
                .sorted(Comparator.comparingDouble(m -> (double) m.get("change")))
                .limit(MISTAKES)
                .toList();
    }

    private static int nextEstimate(Double[] estimate, int from) {
        for (int j = from; j < estimate.length; j++) {
            if (estimate[j] != null) {
                return j;
            }
        }
        return -1;
    }

    /** Two-player payoffs sum to 1, so the first seat's value is the mover's or its complement. */
    private static double toFirstSeat(double moverValue, int mover, boolean solo) {
        return solo || mover == 0 ? moverValue : 1 - moverValue;
    }

    private static double forMover(double firstSeat, int mover, boolean solo) {
        return toFirstSeat(firstSeat, mover, solo);
    }

    private static double round(double v) {
        return Math.round(v * 1000) / 1000.0;
    }
}
