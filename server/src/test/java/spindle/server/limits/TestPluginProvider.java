package spindle.server.limits;

import spindle.ai.Agent;
import spindle.ai.AgentProvider;
import spindle.ai.AgentSpec;
import spindle.ai.RandomAgent;
import spindle.engine.Game;

/** A plug-in agent on the test class path, which a server must not offer unless its operator allows it. */
public final class TestPluginProvider implements AgentProvider {
    @Override
    public String name() {
        return "test-plugin";
    }

    @Override
    public String description() {
        return "random moves, from a plug-in of the server's tests";
    }

    @Override
    public Agent create(AgentSpec spec, Game game) {
        return new RandomAgent();
    }
}
