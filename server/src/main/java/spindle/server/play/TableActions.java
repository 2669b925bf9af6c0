package spindle.server.play;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import spindle.engine.GameState;
import spindle.match.Forfeit;
import spindle.server.clock.GameClock;
import spindle.server.game.Conduct;
import spindle.server.game.Presence;
import spindle.server.game.Seat;
import spindle.server.game.Table;
import spindle.server.http.ApiException;
import spindle.server.http.Tokens;

/**
 * Resigning, offering and answering a draw, and rematches: changes of a {@link Table}'s {@link Conduct}, each
 * asked for with a seat's token. A draw offer lapses when the offerer's opponent moves ({@link Table#play}).
 *
 * <p>A rematch's tokens are derived from the tokens of the old game ({@link #rematchToken}): the server keeps no
 * token, so a player who asks again after the rematch was made gets the same token back, and the offerer's new
 * token is fixed by a hash stored with the offer.
 */
public final class TableActions {
    /** The game whose seat 0 moves first and whose rules say the previous loser starts (rule P6). */
    static final String LOSER_STARTS = "one-piece-for-two";
    /** How long a player to move must have been away (no game page or stream open) before the win is claimed. */
    static final Duration ABANDONED = Duration.ofSeconds(30);

    private TableActions() {
    }

    /** The seat {@code token} holds: a 401 without a token, a 403 when it holds none of this game. */
    static int seat(Table t, String token, String what) {
        return t.requireSeat(token, what + " needs the token of a seat of this game (from the seat's link)");
    }

    private static void requireLive(Table t) {
        if (t.over()) {
            throw ApiException.conflict("the game is over");
        }
    }

    public static Table resign(Table t, String token) {
        int seat = seat(t, token, "resigning");
        if (t.seats().size() < 2) {
            throw ApiException.conflict("a game with one seat cannot be resigned; it has nobody to win it");
        }
        requireLive(t);
        return t.with(t.conduct().withEnding(Forfeit.RESIGNED, seat));
    }

    /** {@code action} is offer, accept or decline. */
    public static Table draw(Table t, String token, String action) {
        int seat = seat(t, token, "a draw offer");
        if (t.seats().size() != 2) {
            throw ApiException.conflict("draws are agreed only in two-player games");
        }
        requireLive(t);
        int offer = t.conduct().drawOffer();
        switch (action) {
            case "offer" -> {
                if (t.seats().get(1 - seat).isAi()) {
                    throw ApiException.conflict("an AI does not answer draw offers");
                }
                if (offer >= 0) {
                    throw ApiException.conflict(offer == seat ? "your draw offer is already pending"
                            : "your opponent has offered a draw: accept or decline it");
                }
                return t.with(t.conduct().withDrawOffer(seat));
            }
            case "accept", "decline" -> {
                if (offer < 0 || offer == seat) {
                    throw ApiException.conflict("there is no draw offer from your opponent to " + action);
                }
                return t.with(action.equals("accept") ? t.conduct().withEnding(Forfeit.DRAW_AGREED, -1)
                        : t.conduct().withDrawOffer(-1));
            }
            default -> throw new ApiException(400, "\"action\" is offer, accept or decline, not '" + action + "'");
        }
    }

    /**
     * The win claimed by {@code token}'s seat because the opponent, to move in a game with a live clock, has had no
     * connection to it for {@link #ABANDONED} (as on Lichess): the opponent forfeits. Refused (409) otherwise, with
     * how long is left to wait.
     */
    public static Table claimVictory(Table t, String token, Presence presence) {
        int seat = seat(t, token, "claiming the win");
        if (t.seats().size() != 2) {
            throw ApiException.conflict("the win is claimed only in two-player games");
        }
        requireLive(t);
        int other = 1 - seat;
        if (t.state().toMove() != other) {
            throw ApiException.conflict("the win is claimed only while your opponent is to move");
        }
        if (t.clock() == null || !t.clock().kind().equals(GameClock.FISCHER)) {
            throw ApiException.conflict("the win is claimed only in a game with a live clock; a correspondence"
                    + " game ends when the absent player's time runs out");
        }
        if (!t.seats().get(other).isPerson()) {
            throw ApiException.conflict("the computer does not leave its games");
        }
        long away = presence.absentMillis(t.id(), other, t.clock().since());
        if (away < ABANDONED.toMillis()) {
            throw ApiException.conflict("your opponent is still at the table, or left only "
                    + (away / 1000) + " s ago: the win can be claimed after " + ABANDONED.toSeconds() + " s away");
        }
        return t.with(t.conduct().withEnding(Table.LEFT, other));
    }

    /** The caller's token for the rematch {@code rematchId}, from their token of the old game. */
    static String rematchToken(String token, String rematchId) {
        return Tokens.hash("rematch " + rematchId + " " + token);
    }

    /** Whether {@code t} can have a rematch asked by {@code token}'s seat (which it returns). */
    static int rematchSeat(Table t, String token) {
        int seat = seat(t, token, "a rematch");
        if (t.seats().size() != 2) {
            throw ApiException.conflict("rematches are for two-player games");
        }
        if (!t.over()) {
            throw ApiException.conflict("the game is not over yet");
        }
        return seat;
    }

    /** {@code seat} turns down the other seat's pending rematch offer (409 when there is none). */
    static Table declineRematch(Table t, int seat) {
        Conduct c = t.conduct();
        if (c.rematchGame() != null) {
            throw ApiException.conflict("the rematch has already started");
        }
        if (c.rematchOffer() != 1 - seat) {
            throw ApiException.conflict("there is no rematch offer from your opponent to decline");
        }
        return t.with(c.withRematchDeclined());
    }

    /**
     * The new seat of each old seat: 1♣42's previous loser starts (after a draw, the previous non-starter);
     * otherwise the players swap sides.
     */
    static int[] newSeats(Table t) {
        boolean keep = t.game().id().equals(LOSER_STARTS) && t.payoffs()[0] < t.payoffs()[1];
        return keep ? new int[] {0, 1} : new int[] {1, 0};
    }

    /**
     * The rematch of finished game {@code t} with id {@code id}: old seat {@code i} plays new seat
     * {@code newSeats(t)[i]}, a person's seat held by the token hashes given per old seat.
     */
    static Table rematch(Table t, String id, String[] hashes) {
        int[] to = newSeats(t);
        List<Seat> seats = new ArrayList<>(List.of(t.seats().get(0), t.seats().get(1)));
        for (int i = 0; i < 2; i++) {
            Seat old = t.seats().get(i);
            seats.set(to[i], old.isPerson() ? old.withTokenHash(hashes[i]) : old);
        }
        Table fresh = Table.create(id, t.game(), t.variant(), seats, ThreadLocalRandom.current().nextLong(),
                t.paceMillis(), t.clock() == null ? null : t.clock().restart(t.clock().asOf()),
                GameState.start(t.game(), t.variant()), t.tableDice() ? Conduct.TABLE_DICE : Conduct.NONE);
        return t.conduct().rated() ? fresh.with(Conduct.RATED) : fresh; // a rated game's rematch is rated too
    }
}
