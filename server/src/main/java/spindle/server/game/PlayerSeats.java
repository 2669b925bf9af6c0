package spindle.server.game;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.List;

/**
 * Keeps table {@code game_players} (migration V15) in step with a stored game: one row per seat that belongs to an
 * identified player, with whether that seat is to move and whether the game is over, so a player's games list
 * ({@link GameStore#ofPlayer}) is an indexed query. Games without players cost one update that touches no row.
 */
final class PlayerSeats {
    private PlayerSeats() {
    }

    /** Writes the rows of the seats that gained a player and refreshes every row's to_move and finished. */
    static void write(Connection c, Table before, Table after) throws SQLException {
        List<Seat> seats = after.seats();
        if (seats.stream().allMatch(seat -> seat.playerId() == null)) {
            return;
        }
        for (int i = 0; i < seats.size(); i++) {
            String player = seats.get(i).playerId();
            String had = before == null ? null : before.seats().get(i).playerId();
            if (player != null && !player.equals(had)) {
                try (PreparedStatement s = c.prepareStatement("INSERT INTO game_players (game_id, seat, player_id,"
                        + " to_move, finished, created_millis) VALUES (?, ?, ?, 0, 0, ?)")) {
                    s.setString(1, after.id());
                    s.setInt(2, i);
                    s.setString(3, player);
                    s.setLong(4, after.created().toEpochMilli());
                    s.executeUpdate();
                }
            }
        }
        Seat toMove = after.seatToMove();
        try (PreparedStatement s = c.prepareStatement("UPDATE game_players SET to_move = CASE WHEN seat = ? OR ? = 1"
                + " THEN 1 ELSE 0 END, finished = ? WHERE game_id = ?")) {
            s.setInt(1, toMove == null ? -1 : after.state().toMove());
            s.setInt(2, after.awaitsTableDice() ? 1 : 0); // a throw of the table's dice is every seat's to enter
            s.setInt(3, after.over() ? 1 : 0);
            s.setString(4, after.id());
            s.executeUpdate();
        }
        if (after.over() && (before == null || !before.over())) {
            writeOutcomes(c, after);
        }
    }

    private static void writeOutcomes(Connection c, Table t) throws SQLException {
        double[] payoffs = t.payoffs();
        for (int i = 0; i < t.seats().size(); i++) {
            if (t.seats().get(i).playerId() != null) {
                try (PreparedStatement s = c.prepareStatement("UPDATE game_players SET outcome = ? WHERE game_id = ?"
                        + " AND seat = ?")) {
                    s.setString(1, outcome(payoffs, i));
                    s.setString(2, t.id());
                    s.setInt(3, i);
                    s.executeUpdate();
                }
            }
        }
    }

    /**
     * A seat's outcome by the payoffs of a finished game: {@code draw} when every seat got the same, {@code won} for
     * the best payoff (shared or not), else {@code lost}.
     */
    static String outcome(double[] payoffs, int seat) {
        double best = Double.NEGATIVE_INFINITY;
        double worst = Double.POSITIVE_INFINITY;
        for (double p : payoffs) {
            best = Math.max(best, p);
            worst = Math.min(worst, p);
        }
        return best == worst ? "draw" : payoffs[seat] == best ? "won" : "lost";
    }
}
