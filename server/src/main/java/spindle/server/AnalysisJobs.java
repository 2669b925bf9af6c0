package spindle.server;

import io.javalin.http.Context;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import spindle.ai.Budget;
import spindle.ai.Level;
import spindle.ai.Levels;
import spindle.engine.GameState;

/**
 * {@code GET /api/games/{id}/analysis}: the AI's move-by-move reading of a game ({@link MoveAnalysis}). The first
 * request starts the work on one background thread and answers with its progress; later requests for the same
 * game, ply and budget get the progress or the cached result, so request threads never wait on a search. A game
 * against people elsewhere is analysed only once it is over (before that, the analysis would be a hint).
 */
final class AnalysisJobs implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(AnalysisJobs.class);
    /** Finished analyses kept; the oldest is forgotten first. */
    private static final int CACHE = 32;
    static final long DEFAULT_ITERATIONS = 300;
    static final long MAX_ITERATIONS = 20_000;
    /** Each position's search also stops after this long, so a long game on a busy machine still ends soon. */
    private static final long MILLIS_PER_POSITION = 100;

    /** One analysis: its progress while running, then its result or error. */
    private static final class Job {
        final int total;
        volatile int done;
        volatile Map<String, Object> result;
        volatile String error;

        Job(int total) {
            this.total = total;
        }
    }

    private final GameStore store;
    private final ExecutorService pool = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "spindle-analysis");
        t.setDaemon(true);
        return t;
    });
    private final Map<String, Job> jobs = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Job> eldest) {
            return size() > CACHE;
        }
    };

    AnalysisJobs(GameStore store) {
        this.store = store;
    }

    void analysis(Context ctx) {
        Table table = store.get(ctx.pathParam("id"));
        if (table.online() && !table.state().isOver()) {
            // the AI's reading of a live game would be a hint, and games against people elsewhere have none
            throw ApiException.conflict("no analysis before the end of a game against people elsewhere");
        }
        long iterations = iterations(table, ctx.queryParam("level"), ctx.queryParam("iterations"));
        GameState end = table.state();
        String key = table.id() + "@" + end.ply() + "/" + iterations;
        Job job;
        synchronized (jobs) {
            job = jobs.get(key);
            if (job == null) {
                job = start(table, end, iterations);
                jobs.put(key, job);
            }
        }
        Map<String, Object> r = new LinkedHashMap<>();
        r.put("id", table.id());
        r.put("ply", end.ply());
        r.put("by", "mcts:" + iterations + "it");
        r.put("done", job.done);
        r.put("total", job.total);
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

    private Job start(Table table, GameState end, long iterations) {
        Job job = new Job(MoveAnalysis.searches(end));
        Budget budget = new Budget(MILLIS_PER_POSITION, iterations, 1, table.seed());
        pool.execute(() -> {
            try {
                job.result = MoveAnalysis.run(end, table.game().playerNames(table.variant()), budget,
                        done -> job.done = done);
            } catch (RuntimeException e) {
                LOG.error("analysis of game {} failed", table.id(), e);
                job.error = "the analysis failed: " + e.getMessage();
            }
        });
        return job;
    }

    /** {@code level} (easy, medium, hard: the MCTS levels' iterations) or {@code iterations}, else the default. */
    private static long iterations(Table table, String level, String iterations) {
        if (level != null) {
            try {
                Level l = Level.valueOf(level.trim().toUpperCase(Locale.ROOT));
                if (l != Level.MAX) {
                    return Levels.budget(table.game().id(), "mcts", l).iterations();
                }
            } catch (IllegalArgumentException e) {
                // falls through to the refusal below
            }
            throw new ApiException(400, "level must be easy, medium or hard, not '" + level + "'");
        }
        if (iterations == null) {
            return DEFAULT_ITERATIONS;
        }
        try {
            long n = Long.parseLong(iterations.trim());
            if (n >= 1 && n <= MAX_ITERATIONS) {
                return n;
            }
        } catch (NumberFormatException e) {
            // falls through to the refusal below
        }
        throw new ApiException(400, "iterations must be a whole number in 1.." + MAX_ITERATIONS);
    }

    @Override
    public void close() {
        pool.shutdownNow();
    }
}
