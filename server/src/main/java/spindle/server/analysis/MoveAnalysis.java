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
 * The AI's reading of a played game, move by move. Each position where a player is to move is evaluated once: by
 * the solver where it is solved within its share of the position's time, else by a short MCTS search ({@link
 * Agents#hint}). The chart shows the first seat's win probability (two players; payoffs are 1 / 0.5 / 0) or the
 * expected score (solo), always from that one viewpoint.
 *
 * <p>Why the figures do not zig-zag: a short search overrates the position for whoever is to move there (its best
 * move's value is a maximum over noisy estimates), and the mover alternates, so raw values alternate up and down every
 * ply. The chart therefore weighs each estimated point with its neighbours (1/4, 1/2, 1/4), which cancels exactly an
 * alternation of period two and keeps the trend; exact values (solved, over) are kept as they are. A decision is
 * judged within one search, not across two: its change is the value of the move played minus that of the search's
 * best move, both for the mover from the same search at that position, so the luck of later throws and the other
 * side's bias are not in it. A drop is called a mistake only when a second search with {@link #CONFIRM} times the
 * budget finds it too (its figures are then the ones shown), or the solver proves it.
 */
public final class MoveAnalysis {
    /** How many likely mistakes to mark. */
    public static final int MISTAKES = 3;
    /** Drops smaller than this (on the payoff scale) are search noise, not mistakes. */
    public static final double MIN_DROP = 0.05;
    /** Positions the solver may search per seat at each position (small boards and endgames get exact values). */
    static final long SOLVE_NODES = 20_000;
    /** The solver's share of a position's time; the search has the rest. */
    static final double SOLVER_SHARE = 0.4;
    /** How many times the budget a drop is searched again with before it is called a mistake. */
    static final int CONFIRM = 3;

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

    /** One position's reading for the mover: its value, the preferred move, the move played's value (NaN: unknown). */
    private record Reading(double value, String best, double played, String solved) {
    }

    /**
     * The analysis as JSON-ready data.
     *
     * @param budget   per position; its seed is offset by the ply
     * @param progress called after each search (with the same count again while confirming mistakes: each call
     *                 may wait for the analysis's next turn)
     */
    public static Map<String, Object> run(GameState end, List<String> seatNames, Budget budget, IntConsumer progress) {
        List<GameState> states = new ArrayList<>();
        for (GameState s = end; s != null; s = s.previous()) {
            states.add(0, s);
        }
        boolean solo = end.view().players() == 1;
        Double[] estimate = new Double[states.size()];
        boolean[] exact = new boolean[states.size()];
        Reading[] readings = new Reading[states.size()];
        int done = 0;
        for (int i = 0; i < states.size(); i++) {
            GameState s = states.get(i);
            if (s.isOver()) {
                estimate[i] = s.view().payoff(0);
                exact[i] = true;
            } else if (!s.isChance()) {
                String played = i + 1 < states.size() ? s.format(states.get(i + 1).lastAction()) : null;
                readings[i] = read(s, played, budget.withSeed(budget.seed() + i));
                exact[i] = readings[i].solved() != null;
                estimate[i] = toFirstSeat(readings[i].value(), s.toMove(), solo);
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
        List<Map<String, Object>> moves = new ArrayList<>();
        for (int i = 0; i < states.size(); i++) {
            int next = nextEstimate(estimate, i + 1);
            if (readings[i] == null || next < 0) {
                continue;
            }
            Map<String, Object> m = decision(states, i, readings[i], forMover(estimate[next], states.get(i).toMove(),
                    solo), solo);
            if (exact[i] && (exact[next] || readings[i].best().equals(m.get("move")))) {
                m.put("proven", true); // both values exact: the solver's word, no search to confirm
            }
            moves.add(m);
        }
        Map<String, Object> a = new LinkedHashMap<>();
        a.put("measure", solo ? "score" : "win-probability");
        a.put("seat", seatNames.get(0));
        a.put("points", points(smoothed(estimate, exact)));
        a.put("moves", moves);
        a.put("mistakes", confirmed(moves, states, budget, solo, () -> progress.accept(searches(end))));
        return a;
    }

    /**
     * Reads {@code s} for its mover: the solver's exact value within its share of the time, else the search's value
     * of its best move and of the move {@code played} (null at the end).
     */
    private static Reading read(GameState s, String played, Budget budget) {
        long start = budget.clock();
        Optional<Solutions.Solved> solved = Solutions.lookup(s, SOLVE_NODES,
                budget.timeShare(SOLVER_SHARE).deadline());
        if (solved.isPresent()) {
            Solutions.Solved e = solved.get();
            double value = e.winnerSeat() == s.toMove() ? 1 : 0;
            return new Reading(value, e.move(), e.move().equals(played) ? value : Double.NaN, e.text());
        }
        return search(s, played, budget.less(budget.clock() - start));
    }

    private static Reading search(GameState s, String played, Budget budget) {
        Hint hint = Agents.hint(s, budget);
        double playedValue = hint.move().equals(played) ? hint.value() : Double.NaN;
        for (Hint.Candidate c : hint.ranked()) {
            if (c.move().equals(played) && c.visits() > 0) {
                playedValue = c.value();
            }
        }
        return new Reading(hint.value(), hint.move(), playedValue, null);
    }

    /**
     * The decision at ply {@code i}: before is the reading's value for the mover, after the move played's value from
     * the same reading where it has one, else the value of the next position read ({@code nextForMover}).
     */
    private static Map<String, Object> decision(List<GameState> states, int i, Reading r, double nextForMover,
                                                boolean solo) {
        GameState s = states.get(i);
        double before = Double.isNaN(r.value()) ? nextForMover : r.value();
        double after = Double.isNaN(r.played()) ? nextForMover : r.played();
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("ply", i);
        m.put("player", s.toMove());
        m.put("move", s.format(states.get(i + 1).lastAction()));
        m.put("best", r.best());
        m.put("bestValue", round(before));
        m.put("before", round(before));
        m.put("after", round(after));
        m.put("change", round(after - before));
        if (r.solved() != null) {
            m.put("solved", r.solved());
        }
        if (solo && states.get(i + 1).isOver()) {
            // a solo player who ends the game (Stop, Retire) keeps the result made: that is the game's own
            // measure, not a drop from an estimate of playing on under another scoring
            m.put("ended", true);
        }
        return m;
    }

    /**
     * The likely mistakes, worst first: drops that a search with {@link #CONFIRM} times the budget finds again
     * (their figures replaced by that search's), or that the solver proved ({@code proven}: exact before and
     * after); {@code yield} is called before each re-search.
     */
    private static List<Map<String, Object>> confirmed(List<Map<String, Object>> moves, List<GameState> states,
                                                       Budget budget, boolean solo, Runnable yield) {
        List<Map<String, Object>> out = new ArrayList<>();
        Budget deeper = new Budget(budget.timeMillis() * CONFIRM, budget.iterations() * CONFIRM, budget.threads(),
                budget.seed() + 1, budget.cpuTime());
        for (Map<String, Object> m : mistakes(moves, Integer.MAX_VALUE)) {
            if (out.size() >= MISTAKES) {
                break;
            }
            if (!m.containsKey("proven")) {
                yield.run();
                int ply = (int) m.get("ply");
                Reading again = search(states.get(ply), (String) m.get("move"), deeper.withSeed(deeper.seed() + ply));
                if (Double.isNaN(again.played()) || again.played() - again.value() > -MIN_DROP
                        || again.best().equals(m.get("move"))) {
                    continue;
                }
                m.put("best", again.best());
                m.put("bestValue", round(again.value()));
                m.put("before", round(again.value()));
                m.put("after", round(again.played()));
                m.put("change", round(again.played() - again.value()));
            }
            out.add(m);
        }
        out.sort(Comparator.comparingDouble(m -> (double) m.get("change")));
        return out;
    }

    /** The chart: each estimated point weighed with its neighbours (1/4, 1/2, 1/4), exact points as they are. */
    private static Double[] smoothed(Double[] estimate, boolean[] exact) {
        Double[] out = estimate.clone();
        for (int i = 0; i < estimate.length; i++) {
            int before = previousEstimate(estimate, i - 1);
            int after = nextEstimate(estimate, i + 1);
            if (estimate[i] != null && !exact[i] && before >= 0 && after >= 0) {
                out[i] = estimate[i] / 2 + (estimate[before] + estimate[after]) / 4;
            }
        }
        return out;
    }

    private static List<Map<String, Object>> points(Double[] estimate) {
        List<Map<String, Object>> points = new ArrayList<>();
        for (int i = 0; i < estimate.length; i++) {
            if (estimate[i] != null) {
                points.add(Map.of("ply", i, "estimate", round(estimate[i])));
            }
        }
        return points;
    }

    /**
     * The decisions with the largest drops for their player, where the AI preferred another move, worst first (a
     * solo game's ending by choice is none).
     */
    static List<Map<String, Object>> mistakes(List<Map<String, Object>> moves, int most) {
        return moves.stream()
                .filter(m -> (double) m.get("change") <= -MIN_DROP && !m.get("best").equals(m.get("move"))
                        && !m.containsKey("ended"))
                .sorted(Comparator.comparingDouble(m -> (double) m.get("change")))
                .limit(most)
                .toList();
    }

    private static int previousEstimate(Double[] estimate, int from) {
        for (int j = from; j >= 0; j--) {
            if (estimate[j] != null) {
                return j;
            }
        }
        return -1;
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
