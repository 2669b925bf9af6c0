package spindle.server;

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

/**
 * Plays the AI seats of hosted games in the background, one move per task so that many games share the pool
 * fairly. While an AI is to move the game's view says {@code thinking}; a move is committed only if the game has
 * not changed meanwhile (an undo by the person cancels the AI's pending move). A game's {@code paceMillis} stretches
 * each AI move to at least that long, so people can follow the moves.
 */
final class AiPlayer implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(AiPlayer.class);

    private final GameStore store;
    private final long thinkMillis;
    private final ScheduledExecutorService pool;
    private final Set<String> busy = ConcurrentHashMap.newKeySet();
    private final Map<String, Agent> agents = new ConcurrentHashMap<>();

    /** @param thinkMillis the time budget of one AI decision, or 0 for the budget of each agent's level */
    AiPlayer(GameStore store, long thinkMillis) {
        this.store = store;
        this.thinkMillis = thinkMillis;
        ScheduledThreadPoolExecutor executor = new ScheduledThreadPoolExecutor(2, runnable -> {
            Thread t = new Thread(runnable, "spindle-ai");
            t.setDaemon(true);
            return t;
        });
        executor.setRemoveOnCancelPolicy(true);
        this.pool = executor;
    }

    /** Starts the AI's move if one of the game's AI seats is to move and none is under way. */
    void wake(Table table) {
        if (table.aiToMove() && !pool.isShutdown() && busy.add(table.id())) {
            pool.execute(() -> think(table.id()));
        }
    }

    private void think(String id) {
        Table table = store.find(id).orElse(null);
        if (table == null || !table.aiToMove()) {
            release(id);
            return;
        }
        long start = System.nanoTime();
        int action;
        try {
            int seat = table.state().toMove();
            Agent agent = agents.computeIfAbsent(id + "/" + seat, k -> Agents.create(table.seatToMove().agent(),
                    table.game()));
            long seed = table.seed() * 0x9E3779B97F4A7C15L + table.state().ply();
            Budget budget = thinkMillis > 0 ? new Budget(thinkMillis, 0, 1, seed) : agent.budget().withSeed(seed);
            action = agent.choose(table.state(), budget);
        } catch (RuntimeException e) {
            // No retry: the same position would fail again. The game stays on the AI's turn; the log says why.
            LOG.error("AI of game {} failed to choose a move", id, e);
            busy.remove(id);
            return;
        }
        long waited = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
        long delay = Math.max(0, table.paceMillis() - waited);
        pool.schedule(() -> commit(id, action, table.version()), delay, TimeUnit.MILLISECONDS);
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
        busy.remove(id);
        store.find(id).ifPresent(this::wake);
    }

    @Override
    public void close() {
        pool.shutdownNow();
    }
}
