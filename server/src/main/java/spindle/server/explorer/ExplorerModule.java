package spindle.server.explorer;

import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import spindle.server.game.GameStore;
import spindle.server.game.Table;
import spindle.server.limits.Routes;

/**
 * The opening explorer: notes each game as it ends, adds it on one background thread (so the move that ended it
 * waits for no upsert), and answers {@code GET /api/explorer/{game}}. A game that the full queue turned away is
 * added from the ledger once the queue has drained; one noted but not added when the server stopped, at the next
 * start ({@link #catchUp}).
 */
public final class ExplorerModule implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(ExplorerModule.class);
    /** Games waiting to be added (each a finished game's table); beyond this they wait in the ledger. */
    static final int QUEUE = 1_000;
    /** How many pending games one catch-up pass reads at a time. */
    static final int CATCH_UP_BATCH = 500;

    private final ExplorerStore store;
    private final GameStore games;
    private final MoverRatings ratings;
    /** Set when the queue turned a game away: once the queue has drained, the ledger's pending games are added. */
    private final AtomicBoolean behind = new AtomicBoolean();
    private final ThreadPoolExecutor worker;

    public ExplorerModule(ExplorerStore store, GameStore games, MoverRatings ratings, Routes routes) {
        this(store, games, ratings, QUEUE);
        routes.get("/api/explorer/{game}", new ExplorerApi(store)::moves);
    }

    /** The explorer's adding alone, with room for {@code queue} games waiting (tests). */
    ExplorerModule(ExplorerStore store, GameStore games, MoverRatings ratings, int queue) {
        this.store = store;
        this.games = games;
        this.ratings = ratings;
        this.worker = new ThreadPoolExecutor(1, 1, 0, TimeUnit.MILLISECONDS, new ArrayBlockingQueue<>(queue), r -> {
            Thread t = new Thread(r, "explorer");
            t.setDaemon(true);
            return t;
        });
    }

    /** Follows every stored change: a game that has just ended is noted, then added in the background. */
    public void changed(Table t) {
        if (!t.over()) {
            return;
        }
        try {
            store.pending(t.id());
            double[] going = GameIndexer.ratings(t, ratings); // now, before the ratings count this game
            worker.execute(() -> {
                add(t, going);
                if (worker.getQueue().isEmpty() && behind.compareAndSet(true, false)) {
                    addPending(); // the games turned away meanwhile
                }
            });
        } catch (RejectedExecutionException busy) { // noted: added once the queue has drained, or at the next start
            behind.set(true);
            LOG.debug("the explorer's queue is full; game {} waits in the ledger", t.id());
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
