package spindle.ai.solve;

import java.util.List;
import java.util.Map;

/**
 * What a solve found. {@code winner} is the seat that forces a win ({@code -1} when no win was proven within the
 * budget), {@code plies} the number of plies to that win with best play from both sides (the winner hurrying, the
 * loser holding out), {@code move} the best move for the seat to move (the fastest win, or the longest defence),
 * {@code line} the principal variation in notation, {@code nodes} the positions searched, {@code proofSize} the
 * distinct positions of the proof tree, {@code millis} the time the solve took (the search, the line, the proof's size and the known positions) and {@code known} the positions near
 * the root that the proof solves, by {@link spindle.engine.Position#hash()}.
 */
public record Solution(int winner, int plies, int move, List<String> line, long nodes, long proofSize, long millis,
                       Map<Long, Entry> known) {

    /**
     * A solved position: the seat that wins, in how many plies, the best move for the seat to move, and the
     * winner's name as the game names it at the end of best play (the side, e.g. "Warp").
     */
    public record Entry(int winner, int plies, int move, String winnerName) {
        public String text() {
            return winnerName + " wins in " + plies;
        }
    }

    /** No win proven (a draw, or beyond the budget) after searching {@code nodes} positions for {@code millis}. */
    static Solution unsolved(long nodes, long millis) {
        return new Solution(-1, -1, -1, List.of(), nodes, 0, millis, Map.of());
    }

    public boolean solved() {
        return winner >= 0;
    }
}
