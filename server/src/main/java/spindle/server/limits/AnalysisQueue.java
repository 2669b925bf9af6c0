package spindle.server.limits;

import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.Semaphore;

/**
 * Admission and fair turns for analyses. At most {@link Limits#analysisQueue()} analyses are queued or running,
 * at most {@link Limits#analysesPerClient()} of them for one client; more get 429. Admitted analyses take turns
 * position by position: each holds the single {@linkplain Semaphore fair} permit for one position's search, then
 * goes to the back of the line. A short analysis therefore finishes after its own few positions times the number
 * of analyses in the line, however long the others are.
 */
public final class AnalysisQueue {
    /** What a client is told to wait when the line is full: a few positions of every analysis in it. */
    static final long FULL_RETRY_SECONDS = 10;

    private final Limits limits;
    private final Semaphore turn = new Semaphore(1, true);
    private final Map<String, Integer> perClient = new HashMap<>();
    private int admitted;

    public AnalysisQueue(Limits limits) {
        this.limits = limits;
    }

    /** One admitted analysis: {@link #take()} before each position's search, {@link #close()} when done. */
    public final class Ticket implements AutoCloseable {
        private final String client;
        private boolean holding;
        private boolean closed;

        private Ticket(String client) {
            this.client = client;
        }

        /** Waits for this analysis's turn (giving up the previous one first), for one position's search. */
        public void take() throws InterruptedException {
            if (holding) {
                holding = false;
                turn.release();
            }
            turn.acquire();
            holding = true;
        }

        @Override
        public void close() {
            if (holding) {
                holding = false;
                turn.release();
            }
            synchronized (AnalysisQueue.this) {
                if (!closed) {
                    closed = true;
                    admitted--;
                    perClient.computeIfPresent(client, (k, n) -> n == 1 ? null : n - 1);
                }
            }
        }
    }

    /** Admits one analysis for {@code client}, or refuses with 429 when the line or the client's share is full. */
    public synchronized Ticket admit(String client) {
        if (limits.analysisQueue() > 0 && admitted >= limits.analysisQueue()) {
            throw new RateLimited(FULL_RETRY_SECONDS, "the server is analysing " + admitted
                    + " games already (limit analysis-queue); try again in " + FULL_RETRY_SECONDS + " s");
        }
        int mine = perClient.getOrDefault(client, 0);
        if (limits.analysesPerClient() > 0 && mine >= limits.analysesPerClient()) {
            throw new RateLimited(FULL_RETRY_SECONDS, "you have " + mine + " analyses running already (limit"
                    + " analysis-per-client); wait for them to finish");
        }
        admitted++;
        perClient.put(client, mine + 1);
        return new Ticket(client);
    }

    /** Analyses queued or running now. */
    public synchronized int admitted() {
        return admitted;
    }
}
