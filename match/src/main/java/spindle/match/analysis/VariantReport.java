package spindle.match.analysis;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import spindle.match.Payoffs;

/**
 * The metrics of many games of one variant: each seat's win rate with its 95% interval, draws, game length,
 * branching factor (overall and by decision number), decision types and end reasons.
 *
 * @param lengthHistogram  games per length bucket: key = bucket start (plies), buckets of {@code lengthBucket}
 * @param branchingByDecision mean number of legal actions at the k-th player decision (k from 0), over the games
 *                         that reached it
 * @param decisionShares   share of all player and chance decisions, by type
 * @param endReasons       games by how they ended
 * @param eventsPerGame    mean occurrences per game of each consequence ({@code Game.events}), e.g. ejections
 * @param balance          the first player's results with these agents, then ({@link #withBalance}) with others
 * @param designer         the designer's metrics ({@link DesignerMetrics}, {@link Coverage}); each summary holds
 *                         only the games where the metric applies ({@code n} says how many)
 */
public record VariantReport(String game, String variant, List<String> agents, int games, List<SeatResult> seats,
                            Proportion draws, Summary length, int lengthBucket, Map<Integer, Integer> lengthHistogram,
                            Summary branching, List<Double> branchingByDecision, Map<String, Double> decisionShares,
                            Map<String, Integer> endReasons, int unfinished,
                            Map<String, Double> eventsPerGame, List<Balance> balance, Designer designer) {

    /** One seat's results: a win is a payoff strictly above every other seat's. */
    public record SeatResult(String seat, Proportion wins, Summary payoff) {
    }

    /**
     * First-move advantage at one strength: the wins of the seat that made the first decision and of the other
     * seat (two-player games), over all games played with {@code agent}.
     */
    public record Balance(String agent, int games, Proportion first, Proportion second, Proportion draws) {
        static Balance of(String agent, List<GameTrace> traces) {
            long first = 0;
            long second = 0;
            long draws = 0;
            for (GameTrace t : traces) {
                int w = t.finished() ? Payoffs.soleWinner(t.payoffs().stream().mapToDouble(Double::doubleValue)
                        .toArray()) : -2;
                if (w == -1) {
                    draws++;
                } else if (w >= 0 && w == t.firstMover()) {
                    first++;
                } else if (w >= 0) {
                    second++;
                }
            }
            int n = traces.size();
            return new Balance(agent, n, Proportion.of(first, n), Proportion.of(second, n), Proportion.of(draws, n));
        }
    }

    /**
     * Per-game means: {@code decisiveness} and {@code drama} over the decided games with a value trace, {@code
     * leadChanges} over the games with a value trace (read through {@link DesignerMetrics#smooth}), {@code coverage}
     * over the games where it applies.
     */
    public record Designer(Summary decisiveness, Summary drama, Summary leadChanges, Summary coverage) {
        static Designer of(List<GameTrace> traces) {
            List<Double> decisive = new ArrayList<>();
            List<Double> drama = new ArrayList<>();
            List<Double> leads = new ArrayList<>();
            List<Double> coverage = new ArrayList<>();
            for (GameTrace t : traces) {
                int w = t.finished() ? Payoffs.soleWinner(t.payoffs().stream().mapToDouble(Double::doubleValue)
                        .toArray()) : -1;
                DesignerMetrics.Values smooth = DesignerMetrics.smooth(t.valuePlies(), t.values());
                List<Double> values = smooth.firstSeat();
                add(decisive, DesignerMetrics.decisiveness(smooth.plies(), values, t.plies(), w));
                add(drama, DesignerMetrics.drama(values, w));
                add(leads, DesignerMetrics.leadChanges(values));
                add(coverage, t.coverage());
            }
            return new Designer(summary(decisive), summary(drama), summary(leads), summary(coverage));
        }

        private static void add(List<Double> to, double v) {
            if (!Double.isNaN(v)) {
                to.add(v);
            }
        }

        private static Summary summary(List<Double> values) {
            return Summary.of(values.stream().mapToDouble(Double::doubleValue).toArray());
        }
    }

    /** One agent spec when every seat has it, else the seats' specs in order ({@code mcts:easy v random}). */
    static String label(List<String> agents) {
        return agents.stream().distinct().count() == 1 ? agents.get(0) : String.join(" v ", agents);
    }

    /** This report with the first-move balance measured with other agents added after its own. */
    public VariantReport withBalance(List<Balance> more) {
        List<Balance> all = new ArrayList<>(balance);
        all.addAll(more);
        return new VariantReport(game, variant, agents, games, seats, draws, length, lengthBucket, lengthHistogram,
                branching, branchingByDecision, decisionShares, endReasons, unfinished, eventsPerGame,
                List.copyOf(all), designer);
    }

    public static VariantReport of(String game, String variant, List<String> seatNames, List<String> agents,
                                   List<GameTrace> traces) {
        int n = traces.size();
        int seatsCount = seatNames.size();
        long[] wins = new long[seatsCount];
        double[][] payoffs = new double[seatsCount][n];
        long draws = 0;
        int unfinished = 0;
        double[] lengths = new double[n];
        List<Double> allBranching = new ArrayList<>();
        List<double[]> byDecision = new ArrayList<>(); // {sum, count}
        Map<String, Long> types = new TreeMap<>();
        Map<String, Integer> ends = new TreeMap<>();
        Map<String, Double> events = new TreeMap<>();
        long decisions = 0;
        for (int g = 0; g < n; g++) {
            GameTrace t = traces.get(g);
            lengths[g] = t.plies();
            ends.merge(t.endReason(), 1, Integer::sum);
            if (!t.finished()) {
                unfinished++;
            }
            for (int s = 0; s < seatsCount; s++) {
                payoffs[s][g] = t.payoffs().get(s);
            }
            if (t.finished() && seatsCount > 1) {
                int w = Payoffs.soleWinner(t.payoffs().stream().mapToDouble(Double::doubleValue).toArray());
                if (w >= 0) {
                    wins[w]++;
                } else {
                    draws++;
                }
            }
            for (int k = 0; k < t.branching().size(); k++) {
                int b = t.branching().get(k);
                allBranching.add((double) b);
                if (byDecision.size() <= k) {
                    byDecision.add(new double[2]);
                }
                byDecision.get(k)[0] += b;
                byDecision.get(k)[1]++;
            }
            for (Map.Entry<String, Integer> e : t.decisionTypes().entrySet()) {
                types.merge(e.getKey(), (long) e.getValue(), Long::sum);
                decisions += e.getValue();
            }
            for (Map.Entry<String, Integer> e : t.events().entrySet()) {
                events.merge(e.getKey(), (double) e.getValue() / n, Double::sum);
            }
        }
        List<SeatResult> seats = new ArrayList<>();
        for (int s = 0; s < seatsCount; s++) {
            seats.add(new SeatResult(seatNames.get(s), Proportion.of(wins[s], n), Summary.of(payoffs[s])));
        }
        Summary length = Summary.of(lengths);
        int bucket = Math.max(1, (int) Math.ceil((length.max() - length.min() + 1) / 20.0));
        Map<Integer, Integer> histogram = new TreeMap<>();
        for (double l : lengths) {
            histogram.merge((int) (Math.floor(l / bucket) * bucket), 1, Integer::sum);
        }
        List<Double> curve = new ArrayList<>();
        for (double[] sc : byDecision) {
            curve.add(sc[0] / sc[1]);
        }
        Map<String, Double> shares = new LinkedHashMap<>();
        for (Map.Entry<String, Long> e : types.entrySet()) {
            shares.put(e.getKey(), decisions == 0 ? 0 : (double) e.getValue() / decisions);
        }
        return new VariantReport(game, variant, List.copyOf(agents), n, seats, Proportion.of(draws, n), length,
                bucket, histogram, Summary.of(allBranching.stream().mapToDouble(Double::doubleValue).toArray()),
                curve, shares, ends, unfinished, events,
                seatsCount == 2 ? List.of(Balance.of(label(agents), traces)) : List.of(),
                Designer.of(traces));
    }
}
