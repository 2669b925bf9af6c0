package spindle.server.player;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.Optional;
import spindle.server.db.Database;
import spindle.server.http.ApiException;

/** Players in the games' database (table {@code players}, migration V15); nothing of them is kept in memory. */
public final class JdbcPlayerStore implements PlayerStore {
    private static final String COLUMNS = "id, name, bot, created";

    private final Database db;

    public JdbcPlayerStore(Database db) {
        this.db = db;
    }

    @Override
    public void add(Player player, String keyHash) {
        try {
            insert(player, keyHash);
        } catch (IllegalStateException e) {
            // two requests for one name at once: the unique name_key lets one commit; the other is a 409, not a 500
            if (byName(player.name()).isPresent()) {
                throw ApiException.conflict("the name '" + player.name() + "' is taken; pick another");
            }
            throw e;
        }
    }

    private void insert(Player player, String keyHash) {
        db.transaction(c -> {
            if (find(c, "name_key", Player.nameKey(player.name())).isPresent()) {
                throw ApiException.conflict("the name '" + player.name() + "' is taken; pick another");
            }
            try (PreparedStatement s = c.prepareStatement("INSERT INTO players (id, name, name_key, key_hash, bot,"
                    + " created) VALUES (?, ?, ?, ?, ?, ?)")) {
                s.setString(1, player.id());
                s.setString(2, player.name());
                s.setString(3, Player.nameKey(player.name()));
                s.setString(4, keyHash);
                s.setInt(5, player.bot() ? 1 : 0);
                s.setString(6, player.created().toString());
                s.executeUpdate();
            }
            return null;
        });
    }

    @Override
    public void rekey(String playerId, String keyHash) {
        db.transaction(c -> {
            try (PreparedStatement s = c.prepareStatement("UPDATE players SET key_hash = ? WHERE id = ?")) {
                s.setString(1, keyHash);
                s.setString(2, playerId);
                s.executeUpdate();
            }
            return null;
        });
    }

    @Override
    public Optional<Player> byId(String id) {
        return db.transaction(c -> find(c, "id", id));
    }

    @Override
    public Optional<Player> byName(String name) {
        return db.transaction(c -> find(c, "name_key", Player.nameKey(name)));
    }

    @Override
    public Optional<Player> byKeyHash(String keyHash) {
        return db.transaction(c -> find(c, "key_hash", keyHash));
    }

    /** @param column a column of this class, never a client's text */
    private static Optional<Player> find(Connection c, String column, String value) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT " + COLUMNS + " FROM players WHERE " + column + " = ?")) {
            s.setString(1, value);
            try (ResultSet r = s.executeQuery()) {
                return r.next() ? Optional.of(new Player(r.getString(1), r.getString(2), r.getInt(3) == 1,
                        Instant.parse(r.getString(4)))) : Optional.empty();
            }
        }
    }
}
