package spindle.server.limits;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs AI moves fairly on a fixed set of workers ({@link Limits#aiWorkers()}). A task is one move of one game (the
 * caller keeps at most one per game), so a game re-enters at the back of the queue after each move: games are
 * served in turn. A move expected to take more than {@link #QUICK_MILLIS} (its time budget, else how long the
 * game's last move took) is <em>slow</em>; slow moves may hold all workers but one, which is kept for quick moves.
 * So a quick move waits only for other quick moves, and a slow search delays another game's move by at most its own
 * budget (a game whose iterations-only budget turns out slow runs once in the quick lane, then is known).
 */
public final class AiScheduler implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(AiScheduler.class);
    /** A move expected to take longer than this goes to the slow lane. */
    public static final long QUICK_MILLIS = 250;
    /** How many games' last move durations are remembered. */
    private static final int REMEMBERED = 10_000;

    private record Task(String key, Runnable run, long seq, boolean slow) {
    }

    private final int workers;
    private final ReentrantLock lock = new ReentrantLock();
    private final Condition ready = lock.newCondition();
    private final ArrayDeque<Task> quick = new ArrayDeque<>();
    private final ArrayDeque<Task> slow = new ArrayDeque<>();
    private final Map<String, Long> lastMillis = new LinkedHashMap<>(64, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Long> eldest) {
            return size() > REMEMBERED;
        }
    };
    private final List<Thread> threads = new ArrayList<>();
    private long seq;
    private int slowRunning;
    private boolean closed;

    public AiScheduler(int workers) {
        this.workers = Math.max(1, workers);
        for (int i = 0; i < this.workers; i++) {
            Thread t = new Thread(this::work, "spindle-ai-" + i);
            t.setDaemon(true);
            threads.add(t);
            t.start();
        }
    }

    /**
     * Queues one move of game {@code key}.
     *
     * @param budgetMillis the move's time budget, or 0 when only iterations bound it (then its last move's time
     *                     is the estimate)
     * @return false once closed
     */
    public boolean submit(String key, long budgetMillis, Runnable task) {
        lock.lock();
        try {
            if (closed) {
                return false;
            }
            long expected = Math.max(budgetMillis, lastMillis.getOrDefault(key, 0L));
            Task t = new Task(key, task, seq++, expected > QUICK_MILLIS);
            (t.slow() ? slow : quick).addLast(t);
            ready.signal();
            return true;
        } finally {
            lock.unlock();
        }
    }

    /** Forgets what was learnt about game {@code key} (it is over). */
    public void forget(String key) {
        lock.lock();
        try {
            lastMillis.remove(key);
        } finally {
            lock.unlock();
        }
    }

    /** Moves queued and not yet started (for tests and monitoring). */
    public int queued() {
        lock.lock();
        try {
            return quick.size() + slow.size();
        } finally {
            lock.unlock();
        }
    }

    /** The oldest task a worker may take now: slow ones only while a worker stays free for quick ones. */
    private Task next() {
        Task q = quick.peekFirst();
        Task s = workers == 1 || slowRunning < workers - 1 ? slow.peekFirst() : null;
        if (q == null && s == null) {
            return null;
        }
        if (s == null || (q != null && q.seq() < s.seq())) {
            return quick.pollFirst();
        }
        slowRunning++;
        return slow.pollFirst();
    }

    private void work() {
        while (true) {
            Task task;
            lock.lock();
            try {
                while ((task = next()) == null) {
                    if (closed) {
                        return;
                    }
                    ready.await();
                }
            } catch (InterruptedException e) {
                return;
            } finally {
                lock.unlock();
            }
            long start = System.nanoTime();
            try {
                task.run().run();
            } catch (RuntimeException e) {
                LOG.error("AI task of game {} failed", task.key(), e);
            } finally {
                lock.lock();
                try {
                    if (task.slow()) {
                        slowRunning--;
                    }
                    lastMillis.put(task.key(), TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start));
                    ready.signalAll();
                } finally {
                    lock.unlock();
                }
            }
        }
    }

    @Override
    public void close() {
        lock.lock();
        try {
            closed = true;
            quick.clear();
            slow.clear();
            ready.signalAll();
        } finally {
            lock.unlock();
        }
        threads.forEach(Thread::interrupt);
    }
}
