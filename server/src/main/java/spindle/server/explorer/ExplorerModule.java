package spindle.server.explorer;

import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import spindle.server.game.GameStore;
import spindle.server.game.Table;
import spindle.server.limits.Routes;

/**
 * The opening explorer: notes each game as it ends, adds it on one background thread (so the move that ended it
 * waits for no upsert), and answers {@code GET /api/explorer/{game}}. A game noted but not added when the server
 * stopped, or that the full queue turned away, is added at the next start ({@link #catchUp}).
 */
public final class ExplorerModule implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(ExplorerModule.class);
    /** Games waiting to be added; beyond this they wait in the ledger for the next start. */
    static final int QUEUE = 10_000;
    /** How many pending games one catch-up pass reads at a time. */
    static final int CATCH_UP_BATCH = 500;

    private final ExplorerStore store;
    private final GameStore games;
    private final MoverRatings ratings;
    private final ThreadPoolExecutor worker = new ThreadPoolExecutor(1, 1, 0, TimeUnit.MILLISECONDS,
            new ArrayBlockingQueue<>(QUEUE), r -> {
                Thread t = new Thread(r, "explorer");
                t.setDaemon(true);
                return t;
            });

    public ExplorerModule(ExplorerStore store, GameStore games, MoverRatings ratings, Routes routes) {
        this.store = store;
        this.games = games;
        this.ratings = ratings;
        routes.get("/api/explorer/{game}", new ExplorerApi(store)::moves);
    }

    /** Follows every stored change: a game that has just ended is noted, then added in the background. */
    public void changed(Table t) {
        if (!t.over()) {
            return;
        }
        try {
            store.pending(t.id());
            double[] going = GameIndexer.ratings(t, ratings); // now, before the ratings count this game
            worker.execute(() -> add(t, going));
        } catch (RejectedExecutionException busy) { // noted: added at the next start
            LOG.debug("the explorer's queue is full; game {} waits for the next start", t.id());
        } catch (RuntimeException e) { // the game stands; the explorer is only its figures
            LOG.warn("game {} was not noted for the explorer: {}", t.id(), e.toString());
        }
    }

    /** Adds, in the background, the games noted but not added (a crash, a full queue, games older than V21). */
    public void catchUp() {
        try {
            worker.execute(this::addPending);
        } catch (RejectedExecutionException busy) {
            LOG.debug("the explorer's queue is full; its catch-up waits for the next start");
        }
    }

    private void addPending() {
        List<String> ids;
        boolean progress = true;
        while (progress && !(ids = store.pending(CATCH_UP_BATCH)).isEmpty()) {
            progress = false; // a batch that only fails (a broken database) ends the pass: the next start retries
            for (String id : ids) {
                progress |= games.find(id).map(t -> add(t, GameIndexer.ratings(t, ratings)))
                        .orElseGet(() -> store.add(id, GONE, List.of())); // deleted: nothing to add
            }
        }
    }

    /** Only marks a game that is no longer stored. */
    private static final Book GONE = new Book("-", "-", Book.PEOPLE);

    private boolean add(Table t, double[] going) {
        try {
            store.add(t.id(), GameIndexer.book(t), GameIndexer.steps(t, going));
            return true;
        } catch (RuntimeException e) {
            LOG.warn("game {} was not added to the explorer now: {}", t.id(), e.toString());
            return false;
        }
    }

    /** Waits (a little) for the games being added, then stops the thread. */
    @Override
    public void close() {
        worker.shutdown();
        try {
            worker.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
