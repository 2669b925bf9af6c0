package spindle.server.puzzle;

import java.util.List;
import java.util.Map;
import spindle.match.puzzle.Puzzle;
import spindle.match.rating.Glicko2;

/**
 * What the puzzle feature keeps: the puzzles mined from the server's games and the puzzles' ratings, in the
 * database ({@link JdbcPuzzleStore}) or nowhere (a server in memory: {@link #NONE}). Both are read once at start; they
 * are bounded by the puzzles kept.
 */
public interface PuzzleStore {
    PuzzleStore NONE = new PuzzleStore() {
        @Override
        public List<Puzzle> mined() {
            return List.of();
        }

        @Override
        public void addMined(Puzzle p) {
        }

        @Override
        public Map<String, Glicko2.Rating> ratings() {
            return Map.of();
        }

        @Override
        public void rating(String gameId, String id, Glicko2.Rating rating) {
        }
    };

    List<Puzzle> mined();

    void addMined(Puzzle p);

    /** Every stored rating by {@code game/id}. */
    Map<String, Glicko2.Rating> ratings();

    void rating(String gameId, String id, Glicko2.Rating rating);
}
