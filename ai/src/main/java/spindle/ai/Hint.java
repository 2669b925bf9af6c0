package spindle.ai;

/**
 * A search's advice for the player to move: the best action, its text, the estimated payoff of that action for the
 * player to move (on the game's payoff scale; exact when {@code proven}), and how much search backs it.
 */
public record Hint(int action, String move, double value, boolean proven, long iterations, long millis) {
}
