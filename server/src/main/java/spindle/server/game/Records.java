package spindle.server.game;

import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.Games;
import spindle.engine.Variant;
import spindle.engine.ChanceDraws;
import spindle.match.Forfeit;
import spindle.match.GameRecord;
import spindle.match.GameRecords;
import spindle.match.RecordException;

/**
 * Hosted games as {@link GameRecord}s, the one record format of Spindle (tournaments write it too): the players
 * are the seat specs ({@code human}, {@code invite}, {@code ai:mcts:hard}, ...), the times the game's creation and
 * its last change. An unfinished game's record has no payoffs and no finish time.
 */
public final class Records {
    private Records() {
    }

    public static GameRecord of(Table table) {
        GameState state = table.state();
        List<Double> payoffs = new ArrayList<>();
        if (table.over()) {
            for (double p : table.payoffs()) {
                payoffs.add(p);
            }
        }
        return new GameRecord(GameRecord.VERSION, table.game().id(), table.variant().toString(),
                table.seats().stream().map(Records::player).toList(), table.seed(), state.moves(), payoffs,
                table.over() ? table.endReason() : "unfinished", table.created().toString(),
                table.over() ? table.updated().toString() : null, chance(table), state.from());
    }

    /**
     * A table draws its chance outcomes from its seed, but an imported record's earlier ones may not have been: the
     * record vouches for the seed only when every outcome is the drawn one. The table's own dice were thrown by
     * hand, so their record never vouches, even where a throw happens to match the seed's.
     */
    private static String chance(Table table) {
        return !table.tableDice() && ChanceDraws.allDrawn(table.state(), table.seed()) ? ChanceDraws.SEED_PER_PLY
                : null;
    }

    private static String player(Seat seat) {
        return seat.kind() == Seat.Kind.RECORD ? seat.agent() : seat.spec();
    }

    /** A game replayed from a record, validated action by action, with nobody at its seats. */
    public static Table table(String id, GameRecord record) {
        GameState state = GameRecords.replay(record);
        Game game = Games.byId(record.game());
        Variant variant = Variant.parse(game, record.variant());
        if (record.players().size() != state.view().players()) {
            throw new RecordException("the record names " + record.players().size() + " players; "
                    + game.name() + " with these parameters has " + state.view().players());
        }
        List<Seat> seats = record.players().stream().map(p -> Seat.parse("record:" + p)).toList();
        Instant created = instant(record.started());
        Instant updated = record.finished() == null ? created : instant(record.finished());
        return new Table(id, game, variant, seats, record.seed(), 0, state, 0, created, updated, conduct(record));
    }

    /** A resignation or an agreed draw the record ends with ({@link GameRecords#replay} checked its payoffs). */
    private static Conduct conduct(GameRecord record) {
        if (Forfeit.DRAW_AGREED.equals(record.endReason())) {
            return Conduct.NONE.withEnding(Forfeit.DRAW_AGREED, -1);
        }
        if (Forfeit.RESIGNED.equals(record.endReason()) || Forfeit.TIME.equals(record.endReason())) {
            return Conduct.NONE.withEnding(record.endReason(), record.payoffs().indexOf(0.0));
        }
        return Conduct.NONE;
    }

    private static Instant instant(String text) {
        try {
            return text == null ? Instant.now() : Instant.parse(text);
        } catch (DateTimeParseException e) {
            throw new RecordException("a record's times are ISO-8601 instants, not '" + text + "'");
        }
    }
}
