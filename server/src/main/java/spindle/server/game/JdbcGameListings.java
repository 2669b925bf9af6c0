package spindle.server.game;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;
import spindle.server.db.Database;
import spindle.server.game.GameStore.PlayerGame;
import spindle.server.game.GameStore.Summary;

/**
 * The listings of {@link JdbcGameStore}: bounded queries over the summary columns, which never replay a game.
 */
final class JdbcGameListings {
    private final Database db;

    JdbcGameListings(Database db) {
        this.db = db;
    }

    List<Summary> recent(int limit) {
        return summaries("SELECT " + GameRows.SUMMARY_COLUMNS
                + " FROM games ORDER BY created_millis DESC, id DESC LIMIT ?",
                limit);
    }

    List<Summary> lobby(int limit) {
        return summaries("SELECT " + GameRows.SUMMARY_COLUMNS + " FROM games WHERE finished = 0 AND open_seats > 0"
                + " ORDER BY created_millis DESC, id DESC LIMIT ?", limit);
    }

    private List<Summary> summaries(String sql, int limit) {
        return db.transaction(c -> {
            List<Summary> list = new ArrayList<>();
            try (PreparedStatement s = c.prepareStatement(sql)) {
                s.setInt(1, Math.max(0, limit));
                try (ResultSet r = s.executeQuery()) {
                    while (r.next()) {
                        list.add(GameRows.summary(r));
                    }
                }
            }
            return list;
        });
    }

    List<PlayerGame> ofPlayer(String playerId, int limit) {
        return db.transaction(c -> {
            List<PlayerGame> list = new ArrayList<>();
            try (PreparedStatement s = c.prepareStatement("SELECT g.id, g.game, g.variant, g.seats, g.ply,"
                    + " g.finished, g.created, p.seat, p.to_move, p.outcome"
                    + " FROM game_players p JOIN games g ON g.id = p.game_id"
                    + " WHERE p.player_id = ? ORDER BY p.finished, p.to_move DESC, p.created_millis DESC,"
                    + " p.game_id DESC, p.seat LIMIT ?")) {
                s.setString(1, playerId);
                s.setInt(2, Math.max(0, limit));
                try (ResultSet r = s.executeQuery()) {
                    while (r.next()) {
                        list.add(new PlayerGame(GameRows.summary(r), r.getInt(8), r.getInt(9) == 1, r.getString(10)));
                    }
                }
            }
            return list;
        });
    }

    List<String> aiToMove() {
        return db.transaction(c -> {
            List<String> ids = new ArrayList<>();
            try (PreparedStatement s = c.prepareStatement("SELECT id FROM games WHERE ai_to_move = 1"
                    + " ORDER BY created_millis"); ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    ids.add(r.getString(1));
                }
            }
            return ids;
        });
    }
}
