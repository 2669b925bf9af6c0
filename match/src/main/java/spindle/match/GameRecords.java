package spindle.match;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.Games;
import spindle.engine.SpindleException;
import spindle.engine.Variant;

/** Reads, writes and replays {@link GameRecord}s. */
public final class GameRecords {
    private static final ObjectMapper JSON = new ObjectMapper()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES);

    private GameRecords() {
    }

    public static String toJson(GameRecord record) {
        try {
            return JSON.writeValueAsString(record);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a record always serialises", e);
        }
    }

    public static GameRecord fromJson(String json) {
        try {
            GameRecord r = JSON.readValue(json, GameRecord.class);
            if (r.game() == null || r.moves() == null || r.players() == null) {
                throw new RecordException("a record needs game, players and moves");
            }
            return r;
        } catch (JsonProcessingException e) {
            throw new RecordException("not a game record: " + e.getOriginalMessage());
        }
    }

    public static void write(GameRecord record, Path file) throws IOException {
        Files.writeString(file, toJson(record));
    }

    public static GameRecord read(Path file) throws IOException {
        return fromJson(Files.readString(file));
    }

    /**
     * Replays a record through {@link GameState#replay}, which re-validates every action, and checks that the game
     * ends with the recorded payoffs. Throws {@link RecordException} naming the first problem.
     */
    public static GameState replay(GameRecord record) {
        if (record.version() != GameRecord.VERSION) {
            throw new RecordException("record version " + record.version() + " is not " + GameRecord.VERSION);
        }
        GameState state;
        try {
            Game game = Games.byId(record.game());
            Variant variant = Variant.parse(game, record.variant());
            state = GameState.replay(game, variant, record.moves());
        } catch (SpindleException e) {
            throw new RecordException("record does not replay: " + e.getMessage());
        }
        if (Forfeit.isForfeit(record)) {
            if (!Forfeit.consistent(record, state)) {
                throw new RecordException("record claims a forfeit but its payoffs are not those of the player to"
                        + " move after its moves losing");
            }
            return state;
        }
        if (!record.payoffs().isEmpty()) {
            if (!state.isOver()) {
                throw new RecordException("record claims a result but the game is not over after its moves");
            }
            double[] claimed = record.payoffs().stream().mapToDouble(Double::doubleValue).toArray();
            if (!Arrays.equals(claimed, state.payoffs())) {
                throw new RecordException("recorded payoffs " + Arrays.toString(claimed)
                        + " differ from the replayed " + Arrays.toString(state.payoffs()));
            }
        }
        return state;
    }
}
