package example.plugin;

import spindle.ai.Agent;
import spindle.ai.AgentProvider;
import spindle.ai.AgentSpec;
import spindle.engine.Game;
import spindle.engine.VariantException;

/** Registers the {@code greedy} agent: listed in META-INF/services/spindle.ai.AgentProvider. */
public final class GreedyProvider implements AgentProvider {
    @Override
    public String name() {
        return "greedy";
    }

    @Override
    public String description() {
        return "example plug-in: the move whose position the game's evaluator likes best, one ply ahead";
    }

    @Override
    public Agent create(AgentSpec spec, Game game) {
        if (!spec.settings().isEmpty()) {
            throw new VariantException("greedy takes no settings: '" + spec.text() + "'");
        }
        return new GreedyAgent(game);
    }
}
