package spindle.engine;

/**
 * A prior for the strong search: how promising each legal move of a position looks before any search, used as a
 * progressive bias that fades as a move is visited (Chaslot et al. 2008, "Progressive strategies for Monte-Carlo
 * tree search"). One object serves one search thread, so it may keep scratch arrays.
 */
@FunctionalInterface
public interface MovePrior {

    /**
     * Writes into {@code out[i]} a value in [0, 1] for {@code actions[i]} ({@code i < actions.length}), from the
     * point of view of the player to move at {@code position} (1 = looks winning). The position must be left
     * unchanged.
     */
    void score(Position position, int[] actions, double[] out);
}
