package spindle.server.game;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import spindle.server.clock.GameClock;
import spindle.server.db.Database;
import spindle.server.http.Json;

/**
 * The clock columns of the game rows and the heartbeat row (migration V14) for {@link JdbcGameStore}: a clock as
 * JSON, the running clock's deadline as a number the keeper queries, and the last moment a server kept the clocks.
 */
final class JdbcClocks {
    private static final ObjectMapper JSON = Json.MAPPER;

    private final Database db;

    JdbcClocks(Database db) {
        this.db = db;
    }

    /** Sets parameters {@code i} (clock JSON) and {@code i + 1} (deadline) of {@code s} from {@code t}. */
    static void set(PreparedStatement s, int i, Table t) throws SQLException {
        s.setString(i, write(t.clock()));
        int running = t.runningSeat();
        if (running < 0) {
            s.setNull(i + 1, Types.BIGINT);
        } else {
            s.setLong(i + 1, t.clock().deadline(running));
        }
    }

    static String write(GameClock clock) {
        try {
            return clock == null ? null : JSON.writeValueAsString(clock);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a clock always serialises", e);
        }
    }

    static GameClock read(String json) {
        try {
            return json == null ? null : JSON.readValue(json, GameClock.class);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("unreadable clock in the database: " + json, e);
        }
    }

    List<String> due(long atMost, int limit) {
        return ids("SELECT id FROM games WHERE clock_deadline <= ? AND finished = 0 ORDER BY clock_deadline LIMIT ?",
                atMost, limit);
    }

    List<String> running(String afterId, int limit) {
        return ids("SELECT id FROM games WHERE clock_deadline IS NOT NULL AND finished = 0 AND id > ?"
                + " ORDER BY id LIMIT ?", afterId, limit);
    }

    private List<String> ids(String sql, Object first, int limit) {
        return db.transaction(c -> {
            List<String> ids = new ArrayList<>();
            try (PreparedStatement s = c.prepareStatement(sql)) {
                s.setObject(1, first);
                s.setInt(2, Math.max(0, limit));
                try (ResultSet r = s.executeQuery()) {
                    while (r.next()) {
                        ids.add(r.getString(1));
                    }
                }
            }
            return ids;
        });
    }

    OptionalLong next() {
        return db.transaction(c -> {
            try (PreparedStatement s = c.prepareStatement("SELECT MIN(clock_deadline) FROM games"
                    + " WHERE finished = 0"); ResultSet r = s.executeQuery()) {
                if (r.next()) {
                    long v = r.getLong(1);
                    return r.wasNull() ? OptionalLong.empty() : OptionalLong.of(v);
                }
                return OptionalLong.empty();
            }
        });
    }

    long alive() {
        return db.transaction(c -> {
            try (PreparedStatement s = c.prepareStatement("SELECT millis FROM clock_alive WHERE id = 1");
                 ResultSet r = s.executeQuery()) {
                return r.next() ? r.getLong(1) : 0L;
            }
        });
    }

    void alive(long millis) {
        db.transaction(c -> {
            try (PreparedStatement s = c.prepareStatement("UPDATE clock_alive SET millis = ? WHERE id = 1")) {
                s.setLong(1, millis);
                return s.executeUpdate();
            }
        });
    }
}
