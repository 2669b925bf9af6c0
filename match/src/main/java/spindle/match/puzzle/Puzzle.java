package spindle.match.puzzle;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One puzzle (docs/puzzles.md): a position of a finished game where the side to move has one best move.
 *
 * @param id       the canonical key of the position under the game's symmetries, in hex: the same position and its
 *                 mirror images share it, so it names the puzzle and removes duplicates
 * @param game     the game's id
 * @param variant  the variant, as {@link spindle.engine.Variant#toString()} writes it
 * @param position the position text (docs/positions.md)
 * @param solution the moves in notation from the position: the solver's moves and the opponent's best replies, to the
 *                 win or to a clearly won position (solo puzzles: the one best play)
 * @param themes   the game's themes this puzzle shows, e.g. {@code connect-in-2}, {@code block}
 * @param proof    how the solution was established: {@code kind} is {@code solved} (exact), {@code searched} (two
 *                 searches that agree) or {@code expectimax} (solo), with its figures
 */
public record Puzzle(String id, String game, String variant, String position, List<String> solution,
                     List<String> themes, Map<String, Object> proof) {
    public static final String SOLVED = "solved";
    public static final String SEARCHED = "searched";
    public static final String EXPECTIMAX = "expectimax";

    public Puzzle {
        solution = List.copyOf(solution);
        themes = List.copyOf(themes);
        proof = Collections.unmodifiableMap(new LinkedHashMap<>(proof)); // in the order the miner wrote it
        if (solution.isEmpty()) {
            throw new IllegalArgumentException("a puzzle needs a solution");
        }
    }

    /** The first move of the solution: the move the solver is asked to find. */
    public String firstMove() {
        return solution.get(0);
    }

    /** {@code solved}, {@code searched} or {@code expectimax}. */
    public String proofKind() {
        return (String) proof.get("kind");
    }
}
