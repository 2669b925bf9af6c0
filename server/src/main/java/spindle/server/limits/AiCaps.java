package spindle.server.limits;

import java.util.Locale;
import java.util.Set;
import java.util.concurrent.ConcurrentSkipListSet;
import java.util.regex.Pattern;
import spindle.ai.Agent;
import spindle.ai.Agents;
import spindle.ai.Budget;
import spindle.ai.BuiltInAgents;
import spindle.engine.Game;
import spindle.server.http.ApiException;

/**
 * The server's caps on what one AI move may cost: time, iterations (or nodes) and threads. A seat spec that names
 * only a level ({@code mcts:hard}, {@code alphabeta:max}, with search settings such as {@code always=} or
 * {@code c=}) is always accepted: the levels are the catalogue. A spec that sets its own budget ({@code 200ms},
 * {@code 5000it}, {@code 2t}) is refused with 400 when the budget exceeds a cap. At run time every budget is
 * {@linkplain #clamp clamped} as well, so a game stored before the caps, or {@code --think-ms}, cannot exceed them.
 */
public final class AiCaps {
    /** A setting of a spec that sets its own budget rather than naming a level. */
    private static final Pattern OWN_BUDGET = Pattern.compile("\\d+(ms|it|t)");

    private final Limits limits;
    /** Plug-in agent kinds the operator offers in AI seats ({@code spindle serve --allow-agent}). */
    private final Set<String> plugins = new ConcurrentSkipListSet<>();

    public AiCaps(Limits limits) {
        this.limits = limits;
    }

    /** Offers the plug-in agent {@code kind} (already loaded) in AI seats; {@code ext} is refused. */
    public AiCaps allowPlugin(String kind) {
        if (!Agents.plugins().contains(kind)) {
            throw new IllegalArgumentException("no plug-in agent '" + kind + "' is loaded"
                    + (Agents.plugins().isEmpty() ? "" : "; loaded: " + String.join(", ", Agents.plugins()))
                    + " (give its folder with --agent-path)");
        }
        plugins.add(kind);
        return this;
    }

    /**
     * The agent {@code spec} names for {@code game}, refused with 400 (naming the cap) when over a cap, or when it
     * is neither a built-in agent nor a plug-in the operator allowed ({@code ext:} programs never are).
     */
    public Agent check(String spec, Game game) {
        if (!Agents.isBuiltIn(spec) && !plugins.contains(Agents.kind(spec))) {
            throw new ApiException(400, "AI seat 'ai:" + spec + "' is not offered by this server; its AIs are "
                    + String.join(", ", BuiltInAgents.NAMES) + (plugins.isEmpty() ? "" : ", " + String.join(", ", plugins)));
        }
        Agent agent = Agents.create(spec, game);
        if (isLevel(spec)) {
            return agent;
        }
        Budget b = agent.budget();
        if (limits.aiMillis() > 0 && b.timeMillis() > limits.aiMillis()) {
            throw refuse(spec, "at most " + limits.aiMillis() + " ms per move (limit ai-ms)");
        }
        if (limits.aiIterations() > 0 && b.iterations() > limits.aiIterations()) {
            throw refuse(spec, "at most " + limits.aiIterations() + " iterations per move (limit ai-iterations)");
        }
        if (limits.aiThreads() > 0 && b.threads() > limits.aiThreads()) {
            throw refuse(spec, "at most " + limits.aiThreads() + " threads per move (limit ai-threads)");
        }
        return agent;
    }

    private static ApiException refuse(String spec, String cap) {
        return new ApiException(400, "AI seat 'ai:" + spec + "' asks for more than this server allows: " + cap
                + "; choose a level such as mcts:hard");
    }

    /** Whether {@code spec} names a level (and search settings) rather than its own time, iterations or threads. */
    static boolean isLevel(String spec) {
        String[] parts = spec.trim().toLowerCase(Locale.ROOT).split(":");
        for (int i = 1; i < parts.length; i++) {
            if (OWN_BUDGET.matcher(parts[i]).matches()) {
                return false;
            }
        }
        return true;
    }

    /**
     * {@code budget} within the caps, for a move of an agent built from {@code spec}: time at most {@code ai-ms}
     * (a budget of iterations only gets that time limit too), threads at most {@code ai-threads}, and, unless the
     * spec is a level, iterations at most {@code ai-iterations}.
     */
    public Budget clamp(String spec, Budget budget) {
        long time = budget.timeMillis();
        if (limits.aiMillis() > 0) {
            time = time == 0 ? limits.aiMillis() : Math.min(time, limits.aiMillis());
        }
        long iterations = budget.iterations();
        if (limits.aiIterations() > 0 && iterations > limits.aiIterations() && !isLevel(spec)) {
            iterations = limits.aiIterations();
        }
        int threads = limits.aiThreads() > 0 ? Math.min(budget.threads(), limits.aiThreads()) : budget.threads();
        return new Budget(time, iterations, threads, budget.seed());
    }
}
