package spindle.server.chat;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import spindle.server.db.Database;
import spindle.server.http.ApiException;

/** Games' chats in the games' database (tables {@code chat_messages} and {@code chat_off}, migration V17). */
public final class JdbcChatStore implements ChatStore {
    private static final int LOCKS = 256;

    private final Database db;
    private final Object[] locks = new Object[LOCKS];

    public JdbcChatStore(Database db) {
        this.db = db;
        for (int i = 0; i < LOCKS; i++) {
            locks[i] = new Object();
        }
    }

    @Override
    public ChatMessage append(String gameId, ChatChannel channel, String author, String text) {
        // numbered under a lock here; a second server writing the same game at the same instant loses on the key
        synchronized (locks[Math.floorMod(gameId.hashCode(), LOCKS)]) {
            return db.transaction(c -> {
                long seq = 1;
                try (PreparedStatement s = c.prepareStatement("SELECT MAX(seq) FROM chat_messages WHERE game_id = ?")) {
                    s.setString(1, gameId);
                    try (ResultSet r = s.executeQuery()) {
                        if (r.next()) {
                            seq = r.getLong(1) + 1;
                        }
                    }
                }
                try (PreparedStatement s = c.prepareStatement("SELECT COUNT(*) FROM chat_messages"
                        + " WHERE game_id = ? AND channel = ?")) {
                    s.setString(1, gameId);
                    s.setString(2, channel.key());
                    try (ResultSet r = s.executeQuery()) {
                        if (r.next() && r.getLong(1) >= CAPACITY) {
                            throw ChatStore.full(channel);
                        }
                    }
                }
                ChatMessage m = new ChatMessage(seq, channel, author, text, Instant.now());
                try (PreparedStatement s = c.prepareStatement("INSERT INTO chat_messages (game_id, seq, channel,"
                        + " author, text, at) VALUES (?, ?, ?, ?, ?, ?)")) {
                    s.setString(1, gameId);
                    s.setLong(2, seq);
                    s.setString(3, channel.key());
                    s.setString(4, author);
                    s.setString(5, text);
                    s.setString(6, m.at().toString());
                    s.executeUpdate();
                } catch (SQLException e) {
                    if (e.getSQLState() != null && e.getSQLState().startsWith("23")) {
                        throw ApiException.conflict("another message was written at the same moment; send it again");
                    }
                    throw e;
                }
                return m;
            });
        }
    }

    @Override
    public List<ChatMessage> recent(String gameId, ChatChannel channel, int limit) {
        return db.transaction(c -> {
            List<ChatMessage> list = new ArrayList<>();
            try (PreparedStatement s = c.prepareStatement("SELECT seq, author, text, at FROM chat_messages"
                    + " WHERE game_id = ? AND channel = ? ORDER BY seq DESC LIMIT ?")) {
                s.setString(1, gameId);
                s.setString(2, channel.key());
                s.setInt(3, Math.max(0, limit));
                try (ResultSet r = s.executeQuery()) {
                    while (r.next()) {
                        list.add(new ChatMessage(r.getLong(1), channel, r.getString(2), r.getString(3),
                                Instant.parse(r.getString(4))));
                    }
                }
            }
            Collections.reverse(list);
            return list;
        });
    }

    @Override
    public boolean enabled(String gameId) {
        return db.transaction(c -> enabled(c, gameId));
    }

    @Override
    public void disable(String gameId) {
        db.transaction(c -> {
            if (enabled(c, gameId)) {
                try (PreparedStatement s = c.prepareStatement("INSERT INTO chat_off (game_id) VALUES (?)")) {
                    s.setString(1, gameId);
                    s.executeUpdate();
                }
            }
            return null;
        });
    }

    private static boolean enabled(Connection c, String gameId) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT 1 FROM chat_off WHERE game_id = ?")) {
            s.setString(1, gameId);
            try (ResultSet r = s.executeQuery()) {
                return !r.next();
            }
        }
    }
}
