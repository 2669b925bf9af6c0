package spindle.server.rating;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.UnaryOperator;
import spindle.match.rating.Glicko2;
import spindle.server.db.Database;

/**
 * Ratings in the games' database (tables {@code ratings} and {@code rated_games}, migration V16). A result is
 * applied in one transaction that first claims the game's ledger row (applied 0 to 1, or a new row), so a second
 * attempt, from a restart or from another server, changes nothing.
 */
public final class JdbcRatingStore implements RatingStore {
    private final Database db;

    public JdbcRatingStore(Database db) {
        this.db = db;
    }

    @Override
    public void pending(String gameId) {
        db.transaction(c -> {
            if (!noted(c, gameId)) {
                try (PreparedStatement s = c.prepareStatement("INSERT INTO rated_games (game_id, applied)"
                        + " VALUES (?, 0)")) {
                    s.setString(1, gameId);
                    s.executeUpdate();
                }
            }
            return null;
        });
    }

    @Override
    public boolean apply(String gameId, String game, String preset, List<String> parties,
                         UnaryOperator<Map<String, Entry>> update) {
        return db.transaction(c -> {
            if (!claim(c, gameId)) {
                return false;
            }
            Map<String, Entry> now = new HashMap<>();
            for (String party : parties) {
                Entry e = read(c, game, preset, party);
                if (e != null) {
                    now.put(party, e);
                }
            }
            for (Entry e : update.apply(now).values()) {
                write(c, game, preset, e, now.containsKey(e.party()));
            }
            return true;
        });
    }

    /** Takes the ledger row of the game from 0 to 1 (or writes it as 1): false when it was 1 already. */
    private static boolean claim(Connection c, String gameId) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("UPDATE rated_games SET applied = 1 WHERE game_id = ?"
                + " AND applied = 0")) {
            s.setString(1, gameId);
            if (s.executeUpdate() == 1) {
                return true;
            }
        }
        if (noted(c, gameId)) {
            return false;
        }
        // never noted (a crash right after the game was made): the primary key still lets only one insert commit
        try (PreparedStatement s = c.prepareStatement("INSERT INTO rated_games (game_id, applied) VALUES (?, 1)")) {
            s.setString(1, gameId);
            s.executeUpdate();
        }
        return true;
    }

    private static boolean noted(Connection c, String gameId) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT 1 FROM rated_games WHERE game_id = ?")) {
            s.setString(1, gameId);
            try (ResultSet r = s.executeQuery()) {
                return r.next();
            }
        }
    }

    private static Entry read(Connection c, String game, String preset, String party) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT party, name, r, rd, sigma, games, updated_millis"
                + " FROM ratings WHERE game = ? AND preset = ? AND party = ?")) {
            s.setString(1, game);
            s.setString(2, preset);
            s.setString(3, party);
            try (ResultSet r = s.executeQuery()) {
                return r.next() ? entry(r) : null;
            }
        }
    }

    private static Entry entry(ResultSet r) throws SQLException {
        return new Entry(r.getString(1), r.getString(2), new Glicko2.Rating(r.getDouble(3), r.getDouble(4),
                r.getDouble(5)), r.getInt(6), Instant.ofEpochMilli(r.getLong(7)));
    }

    private static void write(Connection c, String game, String preset, Entry e, boolean exists) throws SQLException {
        String sql = exists
                ? "UPDATE ratings SET name = ?, r = ?, rd = ?, sigma = ?, games = ?, updated_millis = ?"
                        + " WHERE game = ? AND preset = ? AND party = ?"
                : "INSERT INTO ratings (name, r, rd, sigma, games, updated_millis, game, preset, party)"
                        + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)";
        try (PreparedStatement s = c.prepareStatement(sql)) {
            s.setString(1, e.name());
            s.setDouble(2, e.rating().r());
            s.setDouble(3, e.rating().rd());
            s.setDouble(4, e.rating().sigma());
            s.setInt(5, e.games());
            s.setLong(6, e.updated().toEpochMilli());
            s.setString(7, game);
            s.setString(8, preset);
            s.setString(9, e.party());
            s.executeUpdate();
        }
    }

    @Override
    public Optional<Entry> of(String game, String preset, String party) {
        return db.transaction(c -> Optional.ofNullable(read(c, game, preset, party)));
    }

    @Override
    public List<Entry> top(String game, String preset, int limit) {
        return db.transaction(c -> {
            List<Entry> list = new ArrayList<>();
            try (PreparedStatement s = c.prepareStatement("SELECT party, name, r, rd, sigma, games, updated_millis"
                    + " FROM ratings WHERE game = ? AND preset = ? ORDER BY r DESC, party LIMIT ?")) {
                s.setString(1, game);
                s.setString(2, preset);
                s.setInt(3, Math.max(0, limit));
                try (ResultSet r = s.executeQuery()) {
                    while (r.next()) {
                        list.add(entry(r));
                    }
                }
            }
            return list;
        });
    }

    @Override
    public List<String> unapplied(int limit) {
        return db.transaction(c -> {
            List<String> ids = new ArrayList<>();
            try (PreparedStatement s = c.prepareStatement("SELECT r.game_id FROM rated_games r JOIN games g"
                    + " ON g.id = r.game_id WHERE r.applied = 0 AND g.finished = 1 LIMIT ?")) {
                s.setInt(1, Math.max(0, limit));
                try (ResultSet r = s.executeQuery()) {
                    while (r.next()) {
                        ids.add(r.getString(1));
                    }
                }
            }
            return ids;
        });
    }
}
