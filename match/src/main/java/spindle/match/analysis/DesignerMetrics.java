package spindle.match.analysis;

import java.util.List;

/**
 * Metrics of one two-player game from the AI's value trace, after Ludii's evaluation metrics (Browne 2008,
 * "Automatic generation and evaluation of recombination games"; Ludii's {@code Decisiveness}, {@code Drama} and
 * {@code LeadChange}). A value is the searching agent's estimate of the first seat's win probability before a
 * decision; the winner's value is that estimate, or its complement when the second seat won. Even is 0.5.
 * <ul>
 * <li><b>decisiveness</b>: the ply of the first estimate from which the eventual winner's value stays above even
 * to the last estimate, as a fraction of the game's length: 0 means the winner led from the first estimate, 1 that
 * the winner was known only at the end (also when the last estimate does not favour the winner).</li>
 * <li><b>drama</b>: how far below even the eventual winner's value was, averaged over the estimates where it was
 * below even (0 when it never was).</li>
 * <li><b>lead changes</b>: how often the side whose value is above even changes (an estimate of exactly even keeps
 * the last leader).</li>
 * </ul>
 * Decisiveness and drama need a winner; lead changes do not. Each returns NaN when there is no value to read.
 * A searching mover's value leans towards itself (it is the best of noisy move values), so that in a raw trace
 * each side seems to lead at its own turns; reports therefore read the trace through {@link #smooth}.
 */
public final class DesignerMetrics {
    static final double EVEN = 0.5;

    private DesignerMetrics() {
    }

    /** @param winner the winning seat (0 or 1) */
    public static double decisiveness(List<Integer> plies, List<Double> firstSeat, int length, int winner) {
        if (firstSeat.isEmpty() || length <= 0 || winner < 0) {
            return Double.NaN;
        }
        int from = firstSeat.size();
        for (int k = firstSeat.size() - 1; k >= 0 && forWinner(firstSeat.get(k), winner) > EVEN; k--) {
            from = k;
        }
        return from == firstSeat.size() ? 1.0 : Math.min(1.0, (double) plies.get(from) / length);
    }

    /** @param winner the winning seat (0 or 1) */
    public static double drama(List<Double> firstSeat, int winner) {
        if (firstSeat.isEmpty() || winner < 0) {
            return Double.NaN;
        }
        double sum = 0;
        int below = 0;
        for (double v : firstSeat) {
            double w = forWinner(v, winner);
            if (w < EVEN) {
                sum += EVEN - w;
                below++;
            }
        }
        return below == 0 ? 0 : sum / below;
    }

    public static double leadChanges(List<Double> firstSeat) {
        if (firstSeat.isEmpty()) {
            return Double.NaN;
        }
        int leader = -1;
        int changes = 0;
        for (double v : firstSeat) {
            int now = v > EVEN ? 0 : v < EVEN ? 1 : leader;
            if (leader >= 0 && now != leader) {
                changes++;
            }
            leader = now;
        }
        return changes;
    }

    /**
     * The mean of each two consecutive estimates (usually made by opposite sides, whose leanings cancel), at the
     * later one's ply; a single estimate stays as it is.
     */
    public static Values smooth(List<Integer> plies, List<Double> firstSeat) {
        if (firstSeat.size() < 2) {
            return new Values(plies, firstSeat);
        }
        List<Integer> p = new java.util.ArrayList<>();
        List<Double> v = new java.util.ArrayList<>();
        for (int k = 1; k < firstSeat.size(); k++) {
            p.add(plies.get(k));
            v.add((firstSeat.get(k - 1) + firstSeat.get(k)) / 2);
        }
        return new Values(p, v);
    }

    /** Estimates of the first seat's win probability and the ply of each. */
    public record Values(List<Integer> plies, List<Double> firstSeat) {
        public Values {
            plies = List.copyOf(plies);
            firstSeat = List.copyOf(firstSeat);
        }
    }

    private static double forWinner(double firstSeat, int winner) {
        return winner == 0 ? firstSeat : 1 - firstSeat;
    }
}
