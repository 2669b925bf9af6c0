package spindle.server.game;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import spindle.engine.Game;
import spindle.engine.Games;
import spindle.engine.Variant;
import spindle.server.game.GameStore.Summary;
import spindle.server.http.Json;

/** How a game's columns are written and read: its seats and conduct as JSON, and the summary columns. */
final class GameRows {
    private GameRows() {
    }

    static final String SUMMARY_COLUMNS = "id, game, variant, seats, ply, finished, created";

    static final ObjectMapper JSON = Json.MAPPER;

    static final TypeReference<List<Map<String, String>>> SEATS = new TypeReference<>() {
    };

    /** Sets ply, finished, ai_to_move and open_seats from parameter 1 on; returns the next parameter's index. */
    static int summarise(PreparedStatement s, Table t) throws SQLException {
        s.setInt(1, t.state().ply());
        s.setInt(2, t.over() ? 1 : 0);
        s.setInt(3, t.aiToMove() ? 1 : 0);
        s.setInt(4, t.over() ? 0 : Summary.of(t).openSeats().size());
        return 5;
    }

    /** The summary in the first columns of {@code r}, in the order of {@link #SUMMARY_COLUMNS}. */
    static Summary summary(ResultSet r) throws SQLException {
        Game game = Games.byId(r.getString(2));
        return new Summary(r.getString(1), game, Variant.parse(game, r.getString(3)), readSeats(r.getString(4)),
                r.getInt(5), r.getInt(6) == 1, Instant.parse(r.getString(7)));
    }

    static String writeSeats(List<Seat> seats) {
        List<Map<String, String>> list = new ArrayList<>();
        for (Seat seat : seats) {
            Map<String, String> s = new LinkedHashMap<>();
            s.put("spec", seat.spec());
            s.put("tokenHash", seat.tokenHash());
            if (seat.player() != null) {
                s.put("player", seat.player().id());
                s.put("playerName", seat.player().name());
                s.put("bot", Boolean.toString(seat.player().bot()));
            }
            list.add(s);
        }
        try {
            return JSON.writeValueAsString(list);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("seats always serialise", e);
        }
    }

    /** The conduct as JSON, or null when there is none (so rows of plain games stay as they were). */
    static String writeConduct(Conduct conduct) {
        if (conduct.equals(Conduct.NONE)) {
            return null;
        }
        try {
            return JSON.writeValueAsString(conduct);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a conduct always serialises", e);
        }
    }

    static Conduct readConduct(String json) {
        try {
            return json == null ? Conduct.NONE : JSON.readValue(json, Conduct.class);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("unreadable conduct in the database: " + json, e);
        }
    }

    static List<Seat> readSeats(String json) {
        try {
            List<Seat> seats = new ArrayList<>();
            for (Map<String, String> s : JSON.readValue(json, SEATS)) {
                Seat seat = Seat.parse(s.get("spec")).withTokenHash(s.getOrDefault("tokenHash", ""));
                seats.add(s.get("player") == null ? seat : seat.withPlayer(new Seat.SeatPlayer(s.get("player"),
                        s.get("playerName"), Boolean.parseBoolean(s.get("bot")))));
            }
            return seats;
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("unreadable seats in the database: " + json, e);
        }
    }

    static List<String> moves(Connection c, String id, long upToPly) throws SQLException {
        List<String> moves = new ArrayList<>();
        try (PreparedStatement s = c.prepareStatement("SELECT move FROM moves WHERE game_id = ? AND ply <= ?"
                + " ORDER BY ply")) {
            s.setString(1, id);
            s.setLong(2, upToPly);
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    moves.add(r.getString(1));
                }
            }
        }
        return moves;
    }

    /**
     * Stores the difference: actions taken back are deleted, new ones appended, the game row updated. False, with
     * nothing written, when the stored game is no longer at {@code before}'s version.
     */
    static boolean write(Connection c, Table before, Table after) throws SQLException {
        int[] old = before.state().actions();
        int[] now = after.state().actions();
        int common = Arrays.mismatch(old, now);
        common = common < 0 ? old.length : common;
        try (PreparedStatement s = c.prepareStatement("UPDATE games SET ply = ?, finished = ?, ai_to_move = ?,"
                + " open_seats = ?, seats = ?, version = ?, updated = ?, conduct = ?, clock = ?, clock_deadline = ?"
                + " WHERE id = ? AND version = ?")) {
            int i = GameRows.summarise(s, after);
            s.setString(i, GameRows.writeSeats(after.seats()));
            s.setLong(i + 1, after.version());
            s.setString(i + 2, after.updated().toString());
            s.setString(i + 3, GameRows.writeConduct(after.conduct()));
            JdbcClocks.set(s, i + 4, after);
            s.setString(i + 6, after.id());
            s.setLong(i + 7, before.version());
            if (s.executeUpdate() != 1) {
                return false;
            }
        }
        if (common < old.length) {
            try (PreparedStatement s = c.prepareStatement("DELETE FROM moves WHERE game_id = ? AND ply > ?")) {
                s.setString(1, after.id());
                s.setInt(2, common);
                s.executeUpdate();
            }
        }
        insertMoves(c, after, common);
        PlayerSeats.write(c, before, after);
        return true;
    }

    static void insertMoves(Connection c, Table table, int from) throws SQLException {
        if (from >= table.state().ply()) {
            return;
        }
        List<String> moves = table.state().moves();
        try (PreparedStatement s = c.prepareStatement("INSERT INTO moves (game_id, ply, move, played)"
                + " VALUES (?, ?, ?, ?)")) {
            for (int i = from; i < moves.size(); i++) {
                s.setString(1, table.id());
                s.setInt(2, i + 1);
                s.setString(3, moves.get(i));
                s.setString(4, table.updated().toString());
                s.addBatch();
            }
            s.executeBatch();
        }
    }
}
