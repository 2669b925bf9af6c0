package spindle.server.limits;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Admission and fair turns for analyses. At most {@link Limits#analysisQueue()} analyses are queued or running,
 * at most {@link Limits#analysesPerClient()} of them for one client; more get 429, and so does a client whose searches
 * have used their CPU time of the minute ({@link Rate#SEARCH}). Admitted analyses take turns position by position,
 * one position's search at a time, round-robin across clients: the turn goes to the next client in line that is
 * waiting, and among one client's analyses to its longest waiting. So a client's analyses queue behind its own, not
 * behind everyone's: a short analysis finishes after its own few positions times the number of clients waiting,
 * however many long analyses another client has. Each turn charges the client the CPU time it used.
 */
public final class AnalysisQueue {
    /** What a client is told to wait when the line is full: a few positions of every analysis in it. */
    static final long FULL_RETRY_SECONDS = 10;

    private final Limits limits;
    private final RateLimiter rates;
    private final Map<String, Integer> perClient = new HashMap<>();
    /** Per client with an analysis waiting for its turn, those analyses in order; clients in their turn's order. */
    private final LinkedHashMap<String, ArrayDeque<Ticket>> waiting = new LinkedHashMap<>();
    private Ticket turn;
    private String lastServed;
    private int admitted;

    public AnalysisQueue(Limits limits, RateLimiter rates) {
        this.limits = limits;
        this.rates = rates;
    }

    /** One admitted analysis: {@link #take()} before each position's search, {@link #close()} when done. */
    public final class Ticket implements AutoCloseable {
        private final String client;
        private CpuTime cpu;
        private boolean closed;

        private Ticket(String client) {
            this.client = client;
        }

        /**
         * Waits for this analysis's turn (giving up the previous one first and paying for its CPU time), for one
         * position's search. Called by the analysis's own thread only.
         */
        public void take() throws InterruptedException {
            synchronized (AnalysisQueue.this) {
                release();
                waiting.computeIfAbsent(client, c -> new ArrayDeque<>()).addLast(this);
                grant();
                try {
                    while (turn != this) {
                        AnalysisQueue.this.wait();
                    }
                } catch (InterruptedException e) {
                    leaveLine();
                    throw e;
                }
            }
            cpu = new CpuTime();
        }

        @Override
        public void close() {
            synchronized (AnalysisQueue.this) {
                release();
                leaveLine();
                if (!closed) {
                    closed = true;
                    admitted--;
                    perClient.computeIfPresent(client, (k, n) -> n == 1 ? null : n - 1);
                }
            }
        }

        /** Gives up the turn this ticket holds, charging its client the CPU time used in it. */
        private void release() {
            if (turn == this) {
                turn = null;
                rates.spend(client, Rate.SEARCH, cpu.millisSinceLast());
                grant();
            }
        }

        private void leaveLine() {
            ArrayDeque<Ticket> mine = waiting.get(client);
            if (mine != null && mine.remove(this) && mine.isEmpty()) {
                waiting.remove(client);
            }
            if (turn == this) {
                turn = null;
                grant();
            }
        }
    }

    /**
     * Gives a free turn to the first client in line other than the one served last (unless it is the only one), to
     * its longest waiting analysis; that client goes to the back of the line.
     */
    private void grant() {
        if (turn != null || waiting.isEmpty()) {
            return;
        }
        String client = null;
        for (String c : waiting.keySet()) {
            if (client == null || client.equals(lastServed)) {
                client = c;
            }
        }
        ArrayDeque<Ticket> mine = waiting.remove(client);
        turn = mine.pollFirst();
        lastServed = client;
        if (!mine.isEmpty()) {
            waiting.put(client, mine);
        }
        notifyAll();
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
        rates.requireLeft(client, Rate.SEARCH);
        admitted++;
        perClient.put(client, mine + 1);
        return new Ticket(client);
    }

    /** Analyses queued or running now. */
    public synchronized int admitted() {
        return admitted;
    }

    /** Clients with an analysis waiting for its turn now: a turn comes after about one position of each. */
    public synchronized int clientsWaiting() {
        return waiting.size();
    }
}
