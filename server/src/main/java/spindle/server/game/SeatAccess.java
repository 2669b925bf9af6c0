package spindle.server.game;

import io.javalin.http.Context;
import spindle.server.limits.Gate;

/**
 * Who may act for a seat, in one place (docs/api.md, "Who may act for a seat"):
 * <ul>
 *   <li>the holder of the seat's <b>token</b> (its hash is the seat's; {@link Table#seatOf}), sent in the body or
 *   as {@code Authorization: Bearer <token>}: moves, undo, resign, draw, rematch, claim-victory, the players'
 *   chat, hints and analysis. Tokens are given only to whoever takes a seat: the creator's own seats, a join, or a
 *   claim, which gives the claimant a new token and so ends the link's (the creator of an invite cannot act for
 *   it once it is claimed);</li>
 *   <li>the holder of a <b>player key</b>, for every seat the player holds ({@link GameService#mover}): a bot's
 *   moves; a new key ends the old one and every transfer link that carried it;</li>
 *   <li>a <b>rematch</b> token, derived from the holder's token of the old game, so only the seat's holder gets
 *   it.</li>
 * </ul>
 */
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
