package spindle.server.play;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import spindle.ai.Agent;
import spindle.ai.Agents;
import spindle.ai.Budget;
import spindle.server.cluster.Leases;
import spindle.server.game.Clocks;
import spindle.server.game.GameStore;
import spindle.server.game.Table;
import spindle.server.limits.AiCaps;
import spindle.server.limits.AiScheduler;

/**
 * Plays the AI seats of hosted games in the background, one move per task on the fair {@link AiScheduler}, each
 * within the server's {@link AiCaps}. While an AI is to move the game's view says {@code thinking}; a move is
 * committed only if the game has not changed meanwhile (an undo by the person cancels the AI's pending move). A
 * game's {@code paceMillis} stretches each AI move to at least that long, so people can follow the moves; that wait
 * holds no worker.
 */
public final class AiPlayer implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(AiPlayer.class);
    /** How many AI seats keep their agent between moves. */
    static final int KEPT_AGENTS = 128;

    private final GameStore store;
    private final long thinkMillis;
    private final AiCaps caps;
    private final AiScheduler scheduler;
    private final ScheduledExecutorService pace;
    private final Set<String> busy = ConcurrentHashMap.newKeySet();
    /** Which server of those sharing the database plays a game's AI seats ({@code "ai:" + id}); this one alone. */
    private volatile Leases leases = Leases.LOCAL;
    /**
     * The agents of recently played AI seats, kept between moves so a search can reuse its tree; bounded, because a
     * game abandoned while the person is to move would otherwise keep its agent (and tree) forever.
     */
    private final Map<String, Agent> agents = Collections.synchronizedMap(new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Agent> eldest) {
            return size() > KEPT_AGENTS;
        }
    });

    /** @param thinkMillis the time budget of one AI decision, or 0 for the budget of each agent's level */
    public AiPlayer(GameStore store, long thinkMillis, AiCaps caps, int workers) {
        this.store = store;
        this.thinkMillis = thinkMillis;
        this.caps = caps;
        this.scheduler = new AiScheduler(workers);
        ScheduledThreadPoolExecutor executor = new ScheduledThreadPoolExecutor(1, runnable -> {
            Thread t = new Thread(runnable, "spindle-ai-pace");
            t.setDaemon(true);
            return t;
        });
        executor.setRemoveOnCancelPolicy(true);
        this.pace = executor;
    }

    /** Plays only the AI seats whose lease this server holds (several servers on one database). */
    public void useLeases(Leases shared) {
        this.leases = shared;
    }

    /** Starts the AI's move if one of the game's AI seats is to move and none is under way. */
    public void wake(Table table) {
        if (!table.aiToMove() || pace.isShutdown() || !busy.add(table.id())) {
            return;
        }
        long budgetMillis;
        try {
            Budget own = ownBudget(agent(table), 0);
            // an iterations-only budget is capped in time too, but its real length is learnt by the scheduler
            budgetMillis = own.timeMillis() == 0 ? 0 : caps.clamp(table.seatToMove().agent(), own).timeMillis();
        } catch (RuntimeException e) {
            LOG.error("AI of game {} cannot be built", table.id(), e);
            busy.remove(table.id());
            return;
        }
        if (!scheduler.submit(table.id(), budgetMillis, () -> think(table.id()))) {
            busy.remove(table.id());
        }
    }

    /** The agent of the seat to move; a stored spec over today's caps still plays, within them ({@link #think}). */
    private Agent agent(Table table) {
        int seat = table.state().toMove();
        String key = table.id() + "/" + seat;
        Agent agent = agents.get(key);
        if (agent == null) {
            agent = Agents.create(table.seatToMove().agent(), table.game());
            agents.put(key, agent);
        }
        return agent;
    }

    /** {@code --think-ms}, else the budget of the agent's level or spec (before the caps). */
    private Budget ownBudget(Agent agent, long seed) {
        return thinkMillis > 0 ? new Budget(thinkMillis, 0, 1, seed) : agent.budget().withSeed(seed);
    }

    private void think(String id) {
        if (!hold(id)) {
            busy.remove(id); // another server plays this AI; it takes the next move too, or its lease runs out
            return;
        }
        Table table = store.find(id).orElse(null);
        if (table == null || !table.aiToMove()) {
            release(id);
            return;
        }
        long start = System.nanoTime();
        int action;
        try {
            Agent agent = agent(table);
            long seed = table.seed() * 0x9E3779B97F4A7C15L + table.state().ply();
            Budget budget = caps.clamp(table.seatToMove().agent(), ownBudget(agent, seed));
            action = agent.choose(table.state(), Clocks.budget(table, budget));
        } catch (RuntimeException e) {
            // No retry: the same position would fail again. The game stays on the AI's turn; the log says why.
            LOG.error("AI of game {} failed to choose a move", id, e);
            drop(id);
            return;
        }
        long waited = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
        // in a game with a clock the AI's own clock runs while it waits: no pace there
        long delay = table.clock() != null ? 0 : Math.max(0, table.paceMillis() - waited);
        try {
            pace.schedule(() -> commit(id, action, table.version()), delay, TimeUnit.MILLISECONDS);
        } catch (RuntimeException stopping) {
            drop(id);
        }
    }

    private void commit(String id, int action, long version) {
        try {
            store.update(id, t -> t.playAi(action, version));
        } catch (RuntimeException e) {
            LOG.error("AI move of game {} was refused", id, e);
        }
        release(id);
    }

    /** Frees the game and looks again, in case it changed while the AI was busy. */
    private void release(String id) {
        drop(id);
        store.find(id).ifPresent(t -> {
            if (t.over()) {
                for (int seat = 0; seat < t.seats().size(); seat++) {
                    agents.remove(id + "/" + seat);
                }
                scheduler.forget(id);
            }
            wake(t);
        });
    }

    private boolean hold(String id) {
        try {
            return leases.tryHold("ai:" + id);
        } catch (RuntimeException e) {
            LOG.warn("cannot take the AI lease of game {}: {}", id, e.getMessage());
            return false;
        }
    }

    /** Ends this server's turn at the game's AI: another server (or this one, on the next wake) may take it. */
    private void drop(String id) {
        leases.release("ai:" + id);
        busy.remove(id);
    }

    @Override
    public void close() {
        scheduler.close();
        pace.shutdownNow();
    }
}
