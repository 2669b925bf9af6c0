package spindle.server.analysis;

import io.javalin.http.Context;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import spindle.ai.Budget;
import spindle.ai.Level;
import spindle.ai.Levels;
import spindle.engine.GameState;
import spindle.server.game.GameStore;
import spindle.server.game.SeatAccess;
import spindle.server.game.Table;
import spindle.server.http.ApiException;
import spindle.server.limits.AnalysisQueue;
import spindle.server.limits.Gate;
import spindle.server.limits.Rate;

/**
 * {@code GET /api/games/{id}/analysis}: the AI's move-by-move reading of a game ({@link MoveAnalysis}). The first
 * request starts the work in the background and answers with its progress; later requests get the progress or the
 * result, so request threads never wait on a search. One analysis per game runs at a time: while it runs, every
 * request for that game gets its progress. Analyses take turns position by position ({@link AnalysisQueue}), so a
 * short one is not stuck behind long ones, and the line is bounded (429 beyond it). It needs a token of the game,
 * unless nobody holds a seat (AI against AI, an imported record). A game against people elsewhere is analysed only
 * once it is over (before that, the analysis would be a hint).
 */
final class AnalysisJobs implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(AnalysisJobs.class);
    /** Finished analyses kept (a few KB each); the least recently asked for is forgotten first. */
    static final int CACHE = 256;
    static final long DEFAULT_ITERATIONS = 300;
    /** Each position's search also stops after this long, so a long game on a busy machine still ends soon. */
    private static final long MILLIS_PER_POSITION = 100;

    /** One analysis: its progress while running, then its result or error. */
    private static final class Job {
        final long ply;
        final long iterations;
        final int total;
        volatile int done;
        /** When its first position's turn came (System.nanoTime), or 0 before. */
        volatile long started;
        volatile Map<String, Object> result;
        volatile String error;

        Job(long ply, long iterations, int total) {
            this.ply = ply;
            this.iterations = iterations;
            this.total = total;
        }
    }

    private final GameStore store;
    private final Gate gate;
    /** One thread per admitted analysis at most (the queue bounds them); they take turns on one permit. */
    private final ExecutorService pool;
    /** Per game, the analysis running now. */
    private final Map<String, Job> running = new HashMap<>();
    private final Map<String, Job> finished = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Job> eldest) {
            return size() > CACHE;
        }
    };

    public AnalysisJobs(GameStore store, Gate gate) {
        this.store = store;
        this.gate = gate;
        this.pool = new ThreadPoolExecutor(0, Integer.MAX_VALUE, 30, TimeUnit.SECONDS, new SynchronousQueue<>(), r -> {
            Thread t = new Thread(r, "spindle-analysis");
            t.setDaemon(true);
            return t;
        });
    }

    void analysis(Context ctx) {
        Table table = store.get(ctx.pathParam("id"));
        if (SeatAccess.hasTokens(table)) {
            SeatAccess.requireSeat(ctx, table, "an analysis");
        }
        if (table.online() && !table.over()) {
            // the AI's reading of a live game would be a hint, and games against people elsewhere have none
            throw ApiException.conflict("no analysis before the end of a game against people elsewhere");
        }
        if (table.conduct().rated() && !table.over()) {
            throw ApiException.conflict("no analysis before the end of a rated game: its result is yours alone");
        }
        long iterations = iterations(table, ctx.queryParam("level"), ctx.queryParam("iterations"));
        GameState end = table.state();
        String key = table.id() + "@" + end.ply() + "/" + iterations;
        Job job;
        synchronized (this) {
            job = finished.get(key);
            if (job == null) {
                job = running.get(table.id());
            }
            if (job == null) {
                gate.charge(ctx, Rate.ANALYSIS);
                AnalysisQueue.Ticket ticket = gate.analyses().admit(gate.client(ctx));
                job = new Job(end.ply(), iterations, MoveAnalysis.searches(end));
                running.put(table.id(), job);
                start(table, end, key, job, ticket);
            }
        }
        Map<String, Object> r = new LinkedHashMap<>();
        r.put("id", table.id());
        r.put("ply", job.ply);
        r.put("by", "mcts:" + job.iterations + "it");
        r.put("done", job.done);
        r.put("total", job.total);
        if (job.result == null && job.error == null) {
            r.put("etaSeconds", etaSeconds(job.done, job.total, job.started, gate.analyses().clientsWaiting()));
        }
        if (job.error != null) {
            r.put("status", "failed");
            r.put("error", job.error);
        } else if (job.result != null) {
            r.put("status", "done");
            r.putAll(job.result);
        } else {
            r.put("status", "running");
        }
        ctx.json(r);
    }

    private void start(Table table, GameState end, String key, Job job, AnalysisQueue.Ticket ticket) {
        Budget budget = new Budget(MILLIS_PER_POSITION, job.iterations, 1, table.seed());
        Runnable work = () -> {
            try (ticket) {
                ticket.take();
                job.started = System.nanoTime();
                job.result = MoveAnalysis.run(end, table.game().playerNames(table.variant()), budget, done -> {
                    job.done = done;
                    try {
                        ticket.take();
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        throw new CancellationException("the server is stopping");
                    }
                });
            } catch (InterruptedException | CancellationException e) {
                job.error = "the server is stopping";
            } catch (RuntimeException e) {
                LOG.error("analysis of game {} failed", table.id(), e);
                job.error = "the analysis failed: " + e.getMessage();
            } finally {
                synchronized (this) {
                    running.remove(table.id());
                    finished.put(key, job);
                }
            }
        };
        try {
            pool.execute(work);
        } catch (RuntimeException stopping) {
            ticket.close();
            running.remove(table.id());
            throw new ApiException(409, "the server is stopping");
        }
    }

    /**
     * About how many seconds an analysis of {@code total} positions, {@code done} of them searched since
     * {@code started}, still needs: its own pace so far, or before its first position one position's time for each
     * client taking turns; and the re-searches of its likely mistakes.
     */
    static long etaSeconds(int done, int total, long started, int clientsWaiting) {
        double perPosition = done > 0 && started > 0 ? (System.nanoTime() - started) / 1e9 / done
                : MILLIS_PER_POSITION / 1e3 * (clientsWaiting + 1);
        int left = total - done + MoveAnalysis.MISTAKES * MoveAnalysis.CONFIRM;
        return Math.max(1, Math.round(left * perPosition));
    }

    /** {@code level} (easy, medium, hard: the MCTS levels' iterations) or {@code iterations}, else the default. */
    private long iterations(Table table, String level, String iterations) {
        long cap = gate.limits().analysisIterations();
        if (level != null) {
            try {
                Level l = Level.valueOf(level.trim().toUpperCase(Locale.ROOT));
                if (l != Level.MAX) {
                    long n = Levels.budget(table.game(), "mcts", l).iterations();
                    return cap > 0 ? Math.min(n, cap) : n;
                }
            } catch (IllegalArgumentException e) {
                // falls through to the refusal below
            }
            throw new ApiException(400, "level must be easy, medium or hard, not '" + level + "'");
        }
        if (iterations == null) {
            return cap > 0 ? Math.min(DEFAULT_ITERATIONS, cap) : DEFAULT_ITERATIONS;
        }
        try {
            long n = Long.parseLong(iterations.trim());
            if (n >= 1 && (cap == 0 || n <= cap)) {
                return n;
            }
        } catch (NumberFormatException e) {
            // falls through to the refusal below
        }
        throw new ApiException(400, "iterations must be a whole number in 1.." + (cap == 0 ? Long.MAX_VALUE : cap)
                + (cap == 0 ? "" : " (this server's cap, limit analysis-iterations)"));
    }

    @Override
    public void close() {
        pool.shutdownNow();
    }
}
