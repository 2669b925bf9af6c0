package spindle.engine;

/**
 * The few states of one game (all states descended from one start) that hold a position besides the checkpoints:
 * adding one makes the least recently added one drop its position ({@link GameState}).
 */
final class RecentStates {
    private final GameState[] states = new GameState[GameState.RECENT];
    private int next;

    synchronized void add(GameState state) {
        GameState old = states[next];
        states[next] = state;
        next = (next + 1) % GameState.RECENT;
        if (old != null && old != state) {
            old.forgetRecent();
        }
    }
}
