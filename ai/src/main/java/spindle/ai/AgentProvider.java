package spindle.ai;

import java.util.List;
import spindle.engine.Game;

/**
 * One kind of agent, named by the first part of a spec ({@code mcts} in {@code mcts:hard}). Providers are found
 * through {@link java.util.ServiceLoader} like games: a jar lists its classes in
 * {@code META-INF/services/spindle.ai.AgentProvider} and is put on the class path or in an {@code --agent-path}
 * folder ({@link Agents#addFolder}). The built-in agents are registered the same way.
 */
public interface AgentProvider {

    /** The spec name, lower case, without {@code :}, e.g. {@code mcts}. */
    String name();

    /** One line for help and error messages: what the agent does and the settings it takes. */
    String description();

    /** Other names that mean the same kind (e.g. {@code ab} for {@code alphabeta}). */
    default List<String> aliases() {
        return List.of();
    }

    /**
     * The agent {@code spec} names for {@code game}. Throws {@link spindle.engine.VariantException} with a message
     * a user can act on when a setting is wrong or the agent cannot play the game.
     */
    Agent create(AgentSpec spec, Game game);
}
