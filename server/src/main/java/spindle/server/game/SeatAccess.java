package spindle.server.game;

import io.javalin.http.Context;
import spindle.server.limits.Gate;

/** Who may act for a seat of a game: the holder of its token, sent as {@code Authorization: Bearer <token>}. */
public final class SeatAccess {
    private SeatAccess() {
    }

    /**
     * The seat whose token the request carries: 401 without a token, 403 with one that holds no seat of
     * {@code table}.
     *
     * @param what what needs it, for the message ("a hint")
     */
    public static int requireSeat(Context ctx, Table table, String what) {
        return table.requireSeat(Gate.bearer(ctx), what + " needs the token of a seat of this game, sent as the header"
                + " 'Authorization: Bearer <token>'");
    }

    /** Whether any seat of {@code table} is held by a token (AI-only games and imported records have none). */
    public static boolean hasTokens(Table table) {
        return table.seats().stream().anyMatch(s -> !s.tokenHash().isEmpty());
    }
}
