package spindle.server.puzzle;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import spindle.match.rating.Glicko2;
import spindle.match.rating.Glicko2.Rating;

/**
 * Glicko-2 ratings of puzzles and their solvers ({@code match.rating}): a solve is a won game of the solver against
 * the puzzle, a failure a lost one, each a rating period of one game. A puzzle's rating lives here (one entry per
 * puzzle, so bounded by the puzzles kept, and in the {@link PuzzleStore}); a solver's is held by the solver (the browser) and sent with each result.
 */
final class PuzzleRatings {
    static final Glicko2 GLICKO = new Glicko2(0.5);

    private final Map<String, Rating> puzzles = new ConcurrentHashMap<>();
    private final PuzzleStore store;

    PuzzleRatings(PuzzleStore store) {
        this.store = store;
        puzzles.putAll(store.ratings());
    }

    Rating of(String gameId, String id) {
        return puzzles.getOrDefault(gameId + "/" + id, Glicko2.NEW);
    }

    /** Both ratings after one attempt: the solver's new rating first, then the puzzle's. */
    Rating[] attempt(String gameId, String id, Rating solver, boolean solved) {
        String key = gameId + "/" + id;
        Rating[] out = new Rating[2];
        puzzles.compute(key, (k, old) -> {
            Rating puzzle = old == null ? Glicko2.NEW : old;
            out[0] = GLICKO.update(solver, java.util.List.of(new Glicko2.Result(puzzle, solved ? 1 : 0)));
            out[1] = GLICKO.update(puzzle, java.util.List.of(new Glicko2.Result(solver, solved ? 0 : 1)));
            return out[1];
        });
        store.rating(gameId, id, out[1]);
        return out;
    }
}
