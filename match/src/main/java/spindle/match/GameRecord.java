package spindle.match;

import java.util.List;

/**
 * One finished game as plain data: the game id, the variant as {@code name=value,...} text, one agent name per
 * seat, the seed of the chance outcomes and agents, every action in notation (chance outcomes included), the
 * payoffs, how the game ended, and ISO-8601 UTC start and finish times. Enough to replay the game exactly.
 */
public record GameRecord(int version, String game, String variant, List<String> players, long seed,
                         List<String> moves, List<Double> payoffs, String endReason, String started,
                         String finished) {
    public static final int VERSION = 1;

    public GameRecord {
        players = List.copyOf(players);
        moves = List.copyOf(moves);
        payoffs = List.copyOf(payoffs);
    }
}
