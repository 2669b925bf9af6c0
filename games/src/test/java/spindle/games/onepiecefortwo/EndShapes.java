package spindle.games.onepiecefortwo;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Scenario 13: explores the column heights that 20 placements can reach, using the engine's own placement rule
 * (colours play no part in the shape). Fails if a shape gets stuck before the box is empty.
 */
final class EndShapes {
    private EndShapes() {
    }

    /** {number of height vectors after 20 placements, how many of them allow no relocation}. */
    static int[] explore(int columns, int rows) {
        Board empty = new Board(Math.max(columns, rows));
        empty.frame(columns, rows);
        Map<String, Board> level = new LinkedHashMap<>();
        level.put(Arrays.toString(empty.height), empty);
        int[] out = new int[4 * columns];
        for (int placed = 0; placed < OnePiecePosition.PIECES; placed++) {
            Map<String, Board> next = new LinkedHashMap<>();
            for (Board board : level.values()) {
                int n = board.listPlacements(out, 0, 0, 0);
                if (n == 0) {
                    throw new AssertionError("stuck after " + placed + " placements: "
                            + Arrays.toString(board.height));
                }
                for (int i = 0; i < n; i++) {
                    Board child = new Board(board);
                    child.place(out[i]);
                    next.putIfAbsent(Arrays.toString(child.height), child);
                }
            }
            level = next;
        }
        int blocked = 0;
        for (Board board : level.values()) {
            if (!board.canRelocate()) {
                blocked++;
            }
        }
        return new int[] {level.size(), blocked};
    }
}
