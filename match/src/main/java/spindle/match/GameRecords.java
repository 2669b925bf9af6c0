package spindle.match;

import spindle.engine.ChanceDraws;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Objects;
import java.util.Optional;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.Games;
import spindle.engine.SpindleException;
import spindle.engine.Variant;

/**
 * Reads, writes and replays {@link GameRecord}s. A replay trusts nothing the record claims: every action is
 * re-validated, every chance outcome is re-drawn from the seed when the record says the seed drew it, and the end
 * (how the game ended and its payoffs) is recomputed from the final position.
 */
public final class GameRecords {
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private GameRecords() {
    }

    public static String toJson(GameRecord record) {
        try {
            return JSON.writeValueAsString(record);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a record always serialises", e);
        }
    }

    /** Reads a record; a bad one is refused with what is wrong (broken JSON with its place, a field by name). */
    public static GameRecord fromJson(String json) {
        return RecordJson.parse(json);
    }

    public static void write(GameRecord record, Path file) throws IOException {
        Files.writeString(file, toJson(record));
    }

    public static GameRecord read(Path file) throws IOException {
        return fromJson(Files.readString(file));
    }

    /**
     * Replays a record: re-validates every action, checks every chance outcome against the seed when the record's
     * {@code chance} is {@value ChanceDraws#SEED_PER_PLY}, and checks the recorded end reason and payoffs against the
     * final position. Throws {@link RecordException} naming the first problem (the first bad ply where there is one).
     */
    public static GameState replay(GameRecord record) {
        if (record.version() < 1 || record.version() > GameRecord.VERSION) {
            throw new RecordException("record version " + record.version() + " is not one this Spindle reads (1.."
                    + GameRecord.VERSION + ")");
        }
        boolean drawn = vouched(record);
        Game game;
        GameState state;
        try {
            game = Games.byId(record.game());
            Variant variant = Variant.parse(game, record.variant());
            state = record.from() == null ? GameState.start(game, variant) : GameState.from(game, variant, record.from());
        } catch (UnsupportedOperationException e) {
            throw new RecordException("record does not replay: it starts from a position, and " + e.getMessage());
        } catch (SpindleException e) {
            throw new RecordException("record does not replay: " + (record.from() == null ? "" : "its \"from\" "
                    + "position: ") + e.getMessage());
        }
        for (int i = 0; i < record.moves().size(); i++) {
            String move = record.moves().get(i);
            try {
                if (drawn && state.isChance()) {
                    int expected = ChanceDraws.draw(state, record.seed());
                    if (state.parse(move) != expected) {
                        throw new RecordException("record does not replay: ply " + (i + 1) + " '" + move
                                + "': the record's seed " + record.seed() + " draws " + state.format(expected)
                                + " here (chance " + ChanceDraws.SEED_PER_PLY + "), not " + move + ": the record"
                                + " was changed after it was written (a record edited by hand leaves out \"chance\")");
                    }
                }
                state = state.apply(move);
            } catch (RecordException e) {
                throw e;
            } catch (SpindleException e) {
                throw new RecordException("record does not replay: ply " + (i + 1) + " '" + move + "': "
                        + e.getMessage());
            }
        }
        if (Forfeit.endedEarly(record)) {
            // an outside engine failed, a player resigned or both agreed a draw: the game stopped where it was
            if (!Forfeit.consistentEarly(record, state)) {
                throw new RecordException(Forfeit.isForfeit(record)
                        ? "record claims a forfeit but its payoffs are not those of the player to move after its"
                        + " moves losing"
                        : "record says the game ended by '" + record.endReason() + "' but its payoffs "
                        + record.payoffs() + " are not those of " + earlyPayoffs(record.endReason())
                        + ", or the game is over by the rules");
            }
            return state;
        }
        if (RoundCap.REASON.equals(record.endReason())) {
            if (!RoundCap.consistent(record, game, state)) {
                throw new RecordException("record says a round cap ended the game but its payoffs "
                        + record.payoffs() + " are not those of its final position");
            }
            return state;
        }
        checkEnd(record, game, state);
        return state;
    }

    private static String earlyPayoffs(String reason) {
        if (Forfeit.TIME.equals(reason)) {
            return "the player to move running out of time (0 for that player, 1 for the others)";
        }
        return Forfeit.RESIGNED.equals(reason) ? "one player resigning (0 for that player, 1 for the others)"
                : "a draw between two players (0.5 each)";
    }

    private static boolean vouched(GameRecord record) {
        if (record.chance() == null) {
            return false;
        }
        if (!record.chance().equals(ChanceDraws.SEED_PER_PLY)) {
            throw new RecordException("the record's chance is '" + record.chance() + "'; this Spindle knows only '"
                    + ChanceDraws.SEED_PER_PLY + "' (leave the field out for outcomes the seed did not draw)");
        }
        return true;
    }

    private static void checkEnd(GameRecord record, Game game, GameState state) {
        int plies = record.moves().size();
        if (!state.isOver()) {
            if (!record.payoffs().isEmpty()) {
                throw new RecordException("record claims a result but the game is not over after its " + plies
                        + " moves");
            }
            if (record.endReason() != null && !record.endReason().equals("unfinished")) {
                throw new RecordException("record says the game ended by '" + record.endReason()
                        + "' but it is not over after its " + plies + " moves (expected 'unfinished')");
            }
            return;
        }
        String reason = game.endReason(state.view());
        if (!reason.equals(record.endReason())) {
            throw new RecordException("record says the game ended by '" + record.endReason() + "' but its "
                    + plies + " moves end it by '" + reason + "'");
        }
        double[] claimed = record.payoffs().stream().mapToDouble(Double::doubleValue).toArray();
        if (!Arrays.equals(claimed, state.payoffs())) {
            throw new RecordException((claimed.length == 0 ? "record has no payoffs" : "recorded payoffs "
                    + Arrays.toString(claimed) + " differ from the replayed ones") + "; its moves give "
                    + Arrays.toString(state.payoffs()));
        }
    }

    /**
     * What a replay of {@code record} (ending in {@code end}) checked of its chance outcomes, in words, or empty when
     * the game had none.
     */
    public static Optional<String> chanceNote(GameRecord record, GameState end) {
        int outcomes = 0;
        for (GameState s = end; s.previous() != null; s = s.previous()) {
            outcomes += s.previous().isChance() ? 1 : 0;
        }
        if (outcomes == 0) {
            return Optional.empty();
        }
        if (Objects.equals(record.chance(), ChanceDraws.SEED_PER_PLY)) {
            return Optional.of((outcomes == 1 ? "the chance outcome is the one" : "all " + outcomes
                    + " chance outcomes are the ones") + " drawn from seed " + record.seed() + ".");
        }
        return Optional.of((outcomes == 1 ? "the chance outcome was" : "the " + outcomes + " chance outcomes were")
                + " NOT checked: the record does not say its chance was drawn from its seed ("
                + (record.version() == 1 ? "a version 1 record, written before records said so"
                : "it has no \"chance\" field") + "): legal, but not vouched for.");
    }
}
