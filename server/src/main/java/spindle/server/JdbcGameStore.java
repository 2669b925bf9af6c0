package spindle.server;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.UnaryOperator;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.Games;
import spindle.engine.Variant;

/**
 * Games in a database ({@link Database}): a row per game and an append-only row per action. Every change is
 * committed before {@link #update} returns, so an acknowledged move survives a crash; at start every game is read
 * back and its actions replayed through the rules, so it resumes exactly. The live tables are also kept in memory
 * for reads. Changes of one game are serialised by a lock per game; the row's version guards against another
 * process having changed the game meanwhile.
 */
public final class JdbcGameStore implements GameStore {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final TypeReference<List<Map<String, String>>> SEATS = new TypeReference<>() {
    };

    private final Database db;
    private final ConcurrentHashMap<String, Table> games = new ConcurrentHashMap<>();
    private final ConcurrentHashMap<String, Object> locks = new ConcurrentHashMap<>();

    /** Opens the store on a migrated database and loads every game in it. */
    public JdbcGameStore(Database db) {
        this.db = db;
        db.transaction(this::load);
    }

    private Void load(Connection c) throws SQLException {
        Map<String, List<String>> moves = new LinkedHashMap<>();
        try (PreparedStatement s = c.prepareStatement("SELECT game_id, move FROM moves ORDER BY game_id, ply");
             ResultSet r = s.executeQuery()) {
            while (r.next()) {
                moves.computeIfAbsent(r.getString(1), k -> new ArrayList<>()).add(r.getString(2));
            }
        }
        try (PreparedStatement s = c.prepareStatement("SELECT id, game, variant, seats, seed, pace_millis, version,"
                + " created, updated FROM games"); ResultSet r = s.executeQuery()) {
            while (r.next()) {
                String id = r.getString(1);
                Game game = Games.byId(r.getString(2));
                Variant variant = Variant.parse(game, r.getString(3));
                GameState state = GameState.replay(game, variant, moves.getOrDefault(id, List.of()));
                games.put(id, new Table(id, game, variant, readSeats(r.getString(4)), r.getLong(5), r.getLong(6),
                        state, r.getLong(7), Instant.parse(r.getString(8)), Instant.parse(r.getString(9))));
            }
        }
        return null;
    }

    @Override
    public void add(Table table) {
        synchronized (lock(table.id())) {
            if (games.containsKey(table.id())) {
                throw new IllegalStateException("duplicate game id " + table.id());
            }
            db.transaction(c -> {
                try (PreparedStatement s = c.prepareStatement("INSERT INTO games (id, game, variant, seats, seed,"
                        + " pace_millis, version, created, updated) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
                    s.setString(1, table.id());
                    s.setString(2, table.game().id());
                    s.setString(3, table.variant().toString());
                    s.setString(4, writeSeats(table.seats()));
                    s.setLong(5, table.seed());
                    s.setLong(6, table.paceMillis());
                    s.setLong(7, table.version());
                    s.setString(8, table.created().toString());
                    s.setString(9, table.updated().toString());
                    s.executeUpdate();
                }
                insertMoves(c, table, 0);
                return null;
            });
            games.put(table.id(), table);
        }
    }

    @Override
    public Optional<Table> find(String id) {
        return Optional.ofNullable(games.get(id));
    }

    @Override
    public Table update(String id, UnaryOperator<Table> change) {
        synchronized (lock(id)) {
            Table before = get(id);
            Table after = change.apply(before);
            if (after == before) {
                return before;
            }
            db.transaction(c -> {
                write(c, before, after);
                return null;
            });
            games.put(id, after);
            return after;
        }
    }

    /** Stores the difference: actions taken back are deleted, new ones appended, the game row updated. */
    private static void write(Connection c, Table before, Table after) throws SQLException {
        List<String> old = before.state().moves();
        List<String> now = after.state().moves();
        int common = 0;
        while (common < old.size() && common < now.size() && old.get(common).equals(now.get(common))) {
            common++;
        }
        try (PreparedStatement s = c.prepareStatement("UPDATE games SET seats = ?, version = ?, updated = ?"
                + " WHERE id = ? AND version = ?")) {
            s.setString(1, writeSeats(after.seats()));
            s.setLong(2, after.version());
            s.setString(3, after.updated().toString());
            s.setString(4, after.id());
            s.setLong(5, before.version());
            if (s.executeUpdate() != 1) {
                throw ApiException.conflict("the game was changed elsewhere; reload it");
            }
        }
        if (common < old.size()) {
            try (PreparedStatement s = c.prepareStatement("DELETE FROM moves WHERE game_id = ? AND ply > ?")) {
                s.setString(1, after.id());
                s.setInt(2, common);
                s.executeUpdate();
            }
        }
        insertMoves(c, after, common);
    }

    private static void insertMoves(Connection c, Table table, int from) throws SQLException {
        List<String> moves = table.state().moves();
        if (from >= moves.size()) {
            return;
        }
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

    @Override
    public List<Table> list() {
        List<Table> all = new ArrayList<>(games.values());
        all.sort(Comparator.comparing(Table::created).reversed());
        return all;
    }

    @Override
    public void close() {
        db.close();
    }

    private Object lock(String id) {
        return locks.computeIfAbsent(id, k -> new Object());
    }

    private static String writeSeats(List<Seat> seats) {
        List<Map<String, String>> list = new ArrayList<>();
        for (Seat seat : seats) {
            list.add(Map.of("spec", seat.spec(), "tokenHash", seat.tokenHash()));
        }
        try {
            return JSON.writeValueAsString(list);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("seats always serialise", e);
        }
    }

    private static List<Seat> readSeats(String json) {
        try {
            List<Seat> seats = new ArrayList<>();
            for (Map<String, String> s : JSON.readValue(json, SEATS)) {
                seats.add(Seat.parse(s.get("spec")).withTokenHash(s.getOrDefault("tokenHash", "")));
            }
            return seats;
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("unreadable seats in the database: " + json, e);
        }
    }
}
