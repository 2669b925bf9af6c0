package spindle.ai;

import spindle.engine.GameState;

/** A player: chooses a legal action for the player to move. Never called at a chance node or once the game is over. */
public interface Agent {

    /** Short name for tables and records, e.g. {@code random} or {@code mcts:hard}. */
    String name();

    /** A legal action for {@code state.toMove()}, within {@code budget}. */
    int choose(GameState state, Budget budget);

    /** The budget this agent was built with (its strength level); callers vary only the seed. */
    default Budget budget() {
        return Budget.iterations(1, 0);
    }
}
