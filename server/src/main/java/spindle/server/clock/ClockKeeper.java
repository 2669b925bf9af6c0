package spindle.server.clock;

import java.util.List;
import java.util.OptionalLong;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Ends games on time when nobody is there to see it: one timer, set for the earliest flag-fall of all stored games
 * (the store answers that with one indexed query), never a thread or a timer per game, and no list of games in
 * memory. When it fires, the games due are flagged ({@link #check}) a batch at a time and the timer is set again.
 * A change to a game that makes its flag fall sooner re-arms it ({@link #arm}); in any case it looks again every
 * {@link #MAX_SLEEP_MILLIS}, so games changed by another server sharing the database are not missed.
 *
 * <p>A flag-fall is an idempotent, version-checked update of the store: a second checker, here or on another server,
 * finds the game over or its clock no longer due, and changes nothing. {@link #arm} and {@link #check} are the only
 * entry points, so a lease ("exactly one runner per clock") can wrap them.
 *
 * <p>At {@link #start}, a live clock that ran while no server kept the clocks is moved on by that downtime (the
 * heartbeat, {@link Games#clockAlive}, says when a server last did): the mover is charged up to the last moment a
 * server was known alive, not for the downtime. Correspondence clocks run on the wall clock: downtime counts.
 */
public final class ClockKeeper implements AutoCloseable {
    /** What the keeper needs of the store. */
    public interface Games {
        /** At most {@code limit} games whose flag falls at or before {@code atMost}, soonest first. */
        List<String> clocksDue(long atMost, int limit);

        OptionalLong nextClockDeadline();

        /** Up to {@code limit} ids of games with a running clock, in id order after {@code afterId}. */
        List<String> runningClocks(String afterId, int limit);

        /** Ends game {@code id} on time if its flag has fallen; otherwise changes nothing. */
        void flag(String id);

        /**
         * Charges a running live clock only up to {@code aliveAt} (or its last charge, if later), not for the time
         * from then until {@code now}.
         */
        void resumeLive(String id, long aliveAt, long now);

        long clockAlive();

        void clockAlive(long millis);
    }

    private static final Logger LOG = LoggerFactory.getLogger(ClockKeeper.class);
    /** How many games one look flags at most before it looks again. */
    static final int BATCH = 100;
    /** The longest the keeper sleeps without looking at the store. */
    public static final long MAX_SLEEP_MILLIS = 30_000;
    /** How often the keeper says it is alive; a downtime shorter than two of these is not given back. */
    public static final long HEARTBEAT_MILLIS = 5_000;
    /** The least wait after a look that left a game due (its update failed): no busy loop. */
    private static final long RETRY_MILLIS = 1_000;

    private final Games games;
    private final LongSupplier clockMillis;
    private final ScheduledThreadPoolExecutor timer;
    private ScheduledFuture<?> next;
    private long armedFor = Long.MAX_VALUE;

    public ClockKeeper(Games games, LongSupplier clockMillis) {
        this.games = games;
        this.clockMillis = clockMillis;
        this.timer = new ScheduledThreadPoolExecutor(1, r -> {
            Thread t = new Thread(r, "spindle-clocks");
            t.setDaemon(true);
            return t;
        });
        timer.setRemoveOnCancelPolicy(true);
    }

    /** Gives back live clocks the downtime since the last heartbeat, starts the heartbeat and the first look. */
    public void start() {
        long now = clockMillis.getAsLong();
        long alive = games.clockAlive();
        if (alive > 0 && now - alive > 2 * HEARTBEAT_MILLIS) {
            resume(alive, now);
        }
        games.clockAlive(now);
        timer.scheduleWithFixedDelay(this::heartbeat, HEARTBEAT_MILLIS, HEARTBEAT_MILLIS, TimeUnit.MILLISECONDS);
        timer.execute(this::tick);
    }

    private void resume(long alive, long now) {
        String after = "";
        for (List<String> ids = games.runningClocks(after, BATCH); !ids.isEmpty();
             ids = games.runningClocks(after, BATCH)) {
            for (String id : ids) {
                try {
                    games.resumeLive(id, alive, now);
                } catch (RuntimeException e) {
                    LOG.warn("could not give game {} its live clock's downtime back: {}", id, e.getMessage());
                }
            }
            after = ids.get(ids.size() - 1);
        }
        LOG.info("live clocks were not charged for up to {} s of downtime", (now - alive) / 1000);
    }

    private void heartbeat() {
        try {
            games.clockAlive(clockMillis.getAsLong());
        } catch (RuntimeException e) {
            LOG.warn("clock heartbeat failed: {}", e.getMessage());
        }
    }

    /** Makes sure the keeper looks at game {@code gameId} by {@code deadline} (epoch ms), when its flag falls. */
    public synchronized void arm(String gameId, long deadline) {
        if (deadline < armedFor) {
            schedule(deadline);
        }
    }

    /** Ends game {@code gameId} on time if its flag has fallen (idempotent); a failed update is tried again later. */
    public void check(String gameId) {
        try {
            games.flag(gameId);
        } catch (RuntimeException e) {
            LOG.debug("flag of game {} not settled now: {}", gameId, e.getMessage());
        }
    }

    /** Flags every game due now (a batch at a time, a bounded number of batches) and sets the timer again. */
    public void tick() {
        long now = clockMillis.getAsLong();
        int flagged = 0;
        try {
            for (int round = 0; round < 10; round++) {
                List<String> due = games.clocksDue(now, BATCH);
                due.forEach(this::check);
                flagged += due.size();
                if (due.size() < BATCH) {
                    break;
                }
            }
            OptionalLong soonest = games.nextClockDeadline();
            long at = Math.min(soonest.orElse(Long.MAX_VALUE), now + MAX_SLEEP_MILLIS);
            synchronized (this) {
                schedule(at <= now ? now + (flagged > 0 ? 0 : RETRY_MILLIS) : at);
            }
        } catch (RuntimeException e) {
            LOG.warn("clock keeper could not read the store: {}", e.getMessage());
            synchronized (this) {
                schedule(now + RETRY_MILLIS);
            }
        }
    }

    private void schedule(long at) {
        if (timer.isShutdown()) {
            return;
        }
        if (next != null) {
            next.cancel(false);
        }
        armedFor = at;
        long delay = Math.max(0, at - clockMillis.getAsLong());
        next = timer.schedule(() -> {
            synchronized (this) {
                armedFor = Long.MAX_VALUE;
            }
            tick();
        }, delay, TimeUnit.MILLISECONDS);
    }

    /** Stops the timer; says a last time that the clocks were kept until now. */
    @Override
    public void close() {
        timer.shutdownNow();
        heartbeat();
    }
}
