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
 */
public record GameTrace(List<Double> payoffs, boolean finished, int plies, List<Integer> branching,
                        Map<String, Integer> decisionTypes, String endReason) {
    public GameTrace {
        payoffs = List.copyOf(payoffs);
        branching = List.copyOf(branching);
        decisionTypes = Map.copyOf(decisionTypes);
    }
}
