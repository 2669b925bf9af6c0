package spindle.ai;

import spindle.engine.GameState;

/** A player: chooses a legal action for the player to move. Never called at a chance node or once the game is over. */
public interface Agent {

    /** Short name for tables and records, e.g. {@code random} or {@code mcts:hard}. */
    String name();

    /**
     * A legal action for {@code state.toMove()}, within {@code budget}. An agent that cannot give one (an outside
     * engine that crashed, hung or answered nonsense) throws {@link AgentFailure}: the referee counts a forfeit.
     */
    int choose(GameState state, Budget budget);

    /** The budget this agent was built with (its strength level); callers vary only the seed. */
    default Budget budget() {
        return Budget.iterations(1, 0);
    }

    /**
     * A game starts at {@code start}: an agent refuses here what does not fit it (a model file of another variant
     * throws {@link spindle.engine.learn.ModelMismatchException}), so a player hears it before the first move, not after it.
     */
    default void newGame(GameState start) {
    }

    /**
     * The game this agent played has ended at {@code last} (null when the caller does not keep it) with
     * {@code payoffs} by seat (empty when the game was aborted) and {@code reason} (the game's end reason,
     * {@code forfeit: ...} or {@code aborted}); the agent will not be asked again in that game. Agents holding an outside program tell it and stop it; the
     * default does nothing. Callers call it once per game, also when the game stops early.
     */
    default void gameOver(GameState last, double[] payoffs, String reason) {
    }
}
