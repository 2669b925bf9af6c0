package spindle.engine;

import java.util.SplittableRandom;

/**
 * How the strong search ({@code mcts}) picks a move inside a playout, in place of a uniformly random legal move:
 * e.g. take a win, block the opponent's, answer a threatened connection. One object serves one search thread, so it
 * may keep scratch arrays; it must not allocate per call where it can avoid it (it runs once per playout ply).
 */
@FunctionalInterface
public interface PlayoutPolicy {

    /**
     * A legal action at {@code position} (a decision for a player, not over, not chance); {@code scratch} has room
     * for {@link Position#maxActions()} actions. The position must be left unchanged.
     */
    int choose(Position position, SplittableRandom random, int[] scratch);
}
