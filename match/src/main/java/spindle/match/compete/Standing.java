package spindle.match.compete;

import java.util.List;

/**
 * A contender's result.
 *
 * @param name           the contender's name
 * @param rank           place from 1; tied contenders share a place
 * @param finalScore     the final score (0 below 6 points, on time-out, or without meeting the normal objective)
 * @param balanceMillis  the time balance at retirement (at or below zero after a time-out)
 * @param timedOut       whether the contender ran out of time
 * @param objectiveMet   whether the contender met the normal objective
 * @param rounds         the round in which the contender retired
 * @param setupCode      the contender's setup code
 * @param moves          the contender's game in notation, throws included
 */
public record Standing(String name, int rank, int finalScore, long balanceMillis, boolean timedOut,
                       boolean objectiveMet, int rounds, long setupCode, List<String> moves) {
    public Standing {
        moves = List.copyOf(moves);
    }

    Standing withRank(int newRank) {
        return new Standing(name, newRank, finalScore, balanceMillis, timedOut, objectiveMet, rounds, setupCode,
                moves);
    }
}
