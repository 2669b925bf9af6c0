package spindle.match;

import spindle.engine.ChanceDraws;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;

/**
 * One finished game as plain data: the game id, the variant as {@code name=value,...} text, one agent name per
 * seat, the seed of the chance outcomes and agents, every action in notation (chance outcomes included), the
 * payoffs, how the game ended, and ISO-8601 UTC start and finish times. Enough to replay the game exactly.
 *
 * <p>{@code chance} says how the record's chance outcomes were drawn: {@value ChanceDraws#SEED_PER_PLY} when every
 * one came from {@code seed} through {@link ChanceDraws} (a replay then checks each), null when the record does not
 * vouch for them (version 1 records, written before the field existed; a hand-made or edited record). Version 2
 * added the field; version 1 records are still read and replayed.
 *
 * <p>{@code from}: the position text the game started from ({@code docs/positions.md}), absent for a game from the
 * variant's start; {@code moves} are then the moves made from there.
 */
@JsonPropertyOrder({"version", "game", "variant", "from", "players", "seed", "chance", "moves", "payoffs",
    "endReason", "started", "finished"})
public record GameRecord(int version, String game, String variant, List<String> players, long seed,
                         List<String> moves, List<Double> payoffs, String endReason, String started,
                         String finished, @JsonInclude(JsonInclude.Include.NON_NULL) String chance,
                         @JsonInclude(JsonInclude.Include.NON_NULL) String from) {
    public static final int VERSION = 2;

    public GameRecord {
        players = List.copyOf(players);
        moves = List.copyOf(moves);
        payoffs = List.copyOf(payoffs);
    }

    /** A record that does not say how its chance outcomes were drawn. */
    public GameRecord(int version, String game, String variant, List<String> players, long seed, List<String> moves,
                      List<Double> payoffs, String endReason, String started, String finished) {
        this(version, game, variant, players, seed, moves, payoffs, endReason, started, finished, null);
    }

    /** A record of a game from the variant's start. */
    public GameRecord(int version, String game, String variant, List<String> players, long seed, List<String> moves,
                      List<Double> payoffs, String endReason, String started, String finished, String chance) {
        this(version, game, variant, players, seed, moves, payoffs, endReason, started, finished, chance, null);
    }
}
