package spindle.server.explorer;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import spindle.server.db.Database;

/**
 * The explorer in the games' database (tables {@code explorer_books}, {@code explorer_moves}, {@code
 * explorer_games}; migration V21). A game is added in one transaction that first claims its ledger row (added 0 to
 * 1, or a new row), so a second attempt, from a restart or another server, changes nothing; each move is an upsert
 * that both SQLite and PostgreSQL read ({@code ON CONFLICT ... DO UPDATE}).
 */
public final class JdbcExplorerStore implements ExplorerStore {
    private final Database db;

    public JdbcExplorerStore(Database db) {
        this.db = db;
    }

    @Override
    public void pending(String gameId) {
        db.transaction(c -> {
            try (PreparedStatement s = c.prepareStatement("INSERT INTO explorer_games (game_id, added) VALUES (?, 0)"
                    + " ON CONFLICT (game_id) DO NOTHING")) {
                s.setString(1, gameId);
                s.executeUpdate();
            }
            return null;
        });
    }

    @Override
    public List<String> pending(int limit) {
        return db.transaction(c -> {
            List<String> ids = new ArrayList<>();
            try (PreparedStatement s = c.prepareStatement("SELECT game_id FROM explorer_games WHERE added = 0"
                    + " ORDER BY game_id LIMIT ?")) {
                s.setInt(1, limit);
                try (ResultSet r = s.executeQuery()) {
                    while (r.next()) {
                        ids.add(r.getString(1));
                    }
                }
            }
            return ids;
        });
    }

    @Override
    public boolean add(String gameId, Book book, List<Step> steps) {
        return db.transaction(c -> {
            if (!claim(c, gameId)) {
                return false;
            }
            if (steps.isEmpty()) {
                return true;
            }
            long key = book.key();
            try (PreparedStatement s = c.prepareStatement("INSERT INTO explorer_books (book, game, variant, players)"
                    + " VALUES (?, ?, ?, ?) ON CONFLICT (book) DO NOTHING")) {
                s.setLong(1, key);
                s.setString(2, book.game());
                s.setString(3, book.variant());
                s.setString(4, book.players());
                s.executeUpdate();
            }
            try (PreparedStatement s = c.prepareStatement("INSERT INTO explorer_moves (book, position, move, games,"
                    + " score_sum, rating_sum, rated, last_game) VALUES (?, ?, ?, 1, ?, ?, ?, ?)"
                    + " ON CONFLICT (book, position, move) DO UPDATE SET games = explorer_moves.games + 1,"
                    + " score_sum = explorer_moves.score_sum + excluded.score_sum,"
                    + " rating_sum = explorer_moves.rating_sum + excluded.rating_sum,"
                    + " rated = explorer_moves.rated + excluded.rated, last_game = excluded.last_game")) {
                for (Step step : steps) {
                    boolean rated = !Double.isNaN(step.rating());
                    s.setLong(1, key);
                    s.setLong(2, step.position());
                    s.setInt(3, step.move());
                    s.setDouble(4, step.score());
                    s.setDouble(5, rated ? step.rating() : 0);
                    s.setInt(6, rated ? 1 : 0);
                    s.setString(7, gameId);
                    s.addBatch();
                }
                s.executeBatch();
            }
            return true;
        });
    }

    /** Takes the game's ledger row from 0 to 1 (or writes it as 1): false when it was 1 already. */
    private static boolean claim(Connection c, String gameId) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("UPDATE explorer_games SET added = 1 WHERE game_id = ?"
                + " AND added = 0")) {
            s.setString(1, gameId);
            if (s.executeUpdate() == 1) {
                return true;
            }
        }
        try (PreparedStatement s = c.prepareStatement("INSERT INTO explorer_games (game_id, added) VALUES (?, 1)"
                + " ON CONFLICT (game_id) DO NOTHING")) {
            s.setString(1, gameId);
            return s.executeUpdate() == 1;
        }
    }

    @Override
    public List<Tally> moves(Book book, long position, int limit) {
        return db.transaction(c -> {
            List<Tally> found = new ArrayList<>();
            try (PreparedStatement s = c.prepareStatement("SELECT move, games, score_sum, rating_sum, rated,"
                    + " last_game FROM explorer_moves WHERE book = ? AND position = ?"
                    + " ORDER BY games DESC, move LIMIT ?")) {
                s.setLong(1, book.key());
                s.setLong(2, position);
                s.setInt(3, limit);
                try (ResultSet r = s.executeQuery()) {
                    while (r.next()) {
                        found.add(new Tally(r.getInt(1), r.getInt(2), r.getDouble(3), r.getDouble(4), r.getInt(5),
                                r.getString(6)));
                    }
                }
            }
            return found;
        });
    }
}
