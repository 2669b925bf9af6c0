package spindle.server.puzzle;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import spindle.match.puzzle.Puzzle;
import spindle.match.puzzle.PuzzleJson;
import spindle.match.rating.Glicko2;
import spindle.server.db.Database;

/** Puzzles in the server's database (tables {@code puzzles} and {@code puzzle_ratings}, migration V22). */
public final class JdbcPuzzleStore implements PuzzleStore {
    private final Database db;

    public JdbcPuzzleStore(Database db) {
        this.db = db;
    }

    @Override
    public List<Puzzle> mined() {
        return db.transaction(c -> {
            List<Puzzle> out = new ArrayList<>();
            try (PreparedStatement s = c.prepareStatement("SELECT line FROM puzzles ORDER BY game, id");
                 ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    out.add(PuzzleJson.parse(r.getString(1)));
                }
            }
            return out;
        });
    }

    @Override
    public void addMined(Puzzle p) {
        db.transaction(c -> {
            try (PreparedStatement s = c.prepareStatement("INSERT INTO puzzles (game, id, line) VALUES (?, ?, ?)"
                    + " ON CONFLICT (game, id) DO NOTHING")) {
                s.setString(1, p.game());
                s.setString(2, p.id());
                s.setString(3, PuzzleJson.line(p));
                s.executeUpdate();
            }
            return null;
        });
    }

    @Override
    public Map<String, Glicko2.Rating> ratings() {
        return db.transaction(c -> {
            Map<String, Glicko2.Rating> out = new HashMap<>();
            try (PreparedStatement s = c.prepareStatement("SELECT game, id, r, rd, sigma FROM puzzle_ratings");
                 ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    out.put(r.getString(1) + "/" + r.getString(2),
                            new Glicko2.Rating(r.getDouble(3), r.getDouble(4), r.getDouble(5)));
                }
            }
            return out;
        });
    }

    @Override
    public void rating(String gameId, String id, Glicko2.Rating rating) {
        db.transaction(c -> {
            try (PreparedStatement s = c.prepareStatement("INSERT INTO puzzle_ratings (game, id, r, rd, sigma,"
                    + " attempts) VALUES (?, ?, ?, ?, ?, 1) ON CONFLICT (game, id) DO UPDATE SET r = excluded.r,"
                    + " rd = excluded.rd, sigma = excluded.sigma, attempts = puzzle_ratings.attempts + 1")) {
                s.setString(1, gameId);
                s.setString(2, id);
                s.setDouble(3, rating.r());
                s.setDouble(4, rating.rd());
                s.setDouble(5, rating.sigma());
                s.executeUpdate();
            }
            return null;
        });
    }
}
