package spindle.ai;

import spindle.engine.GameState;

/** An agent that can explain its choice: the hint API used by {@code spindle play --hint} and the server. */
public interface SearchAgent extends Agent {

    /** Searches {@code state} within {@code budget} and returns the best action with its value. */
    Hint analyse(GameState state, Budget budget);

    @Override
    default int choose(GameState state, Budget budget) {
        return analyse(state, budget).action();
    }
}
