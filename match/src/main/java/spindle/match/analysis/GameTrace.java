package spindle.match.analysis;

import java.util.List;
import java.util.Map;

/**
 * The facts of one finished (or capped) game that the metrics need.
 *
 * @param payoffs       one per seat
 * @param finished      false when the game hit the analysis ply cap before its end
 * @param plies         actions played, chance outcomes included
 * @param branching     number of legal actions at each player decision, in order
 * @param decisionTypes how many decisions of each type were made ({@code Game.decisionType})
 * @param endReason     {@code Game.endReason}, or {@code unfinished}
 * @param events        how often each consequence occurred ({@code Game.events})
 * @param firstMover    the seat that made the first player decision (after any chance move that picks the
 *                      starter), or -1 when no player decided
 * @param valuePlies    the ply of each entry of {@code values}
 * @param values        the searching agent's estimate of the first seat's win probability before each decision
 *                      it searched (two-player games; empty when no seat searches)
 * @param coverage      the fraction of the board's places ever used ({@link Coverage}), or NaN where it does not
 *                      apply
 */
public record GameTrace(List<Double> payoffs, boolean finished, int plies, List<Integer> branching,
                        Map<String, Integer> decisionTypes, String endReason, Map<String, Integer> events,
                        int firstMover, List<Integer> valuePlies, List<Double> values, double coverage) {
    public GameTrace {
        payoffs = List.copyOf(payoffs);
        branching = List.copyOf(branching);
        decisionTypes = Map.copyOf(decisionTypes);
        events = Map.copyOf(events);
        valuePlies = List.copyOf(valuePlies);
        values = List.copyOf(values);
        if (valuePlies.size() != values.size()) {
            throw new IllegalArgumentException("one ply per value");
        }
    }

    /** A trace without a value trace or coverage, the first seat moving first. */
    public GameTrace(List<Double> payoffs, boolean finished, int plies, List<Integer> branching,
                     Map<String, Integer> decisionTypes, String endReason, Map<String, Integer> events) {
        this(payoffs, finished, plies, branching, decisionTypes, endReason, events, 0, List.of(), List.of(),
                Double.NaN);
    }
}
