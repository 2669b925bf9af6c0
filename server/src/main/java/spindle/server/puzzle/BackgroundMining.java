package spindle.server.puzzle;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import spindle.engine.GameState;
import spindle.match.GameRecords;
import spindle.match.puzzle.Puzzle;
import spindle.match.puzzle.PuzzleMiner;
import spindle.server.game.Records;
import spindle.server.game.Table;
import spindle.server.limits.AnalysisQueue;
import spindle.server.limits.RateLimited;

/**
 * Mines the server's own finished games for puzzles in the background, one game at a time on one daemon thread,
 * within the analysis queue's limits: each game is one analysis of the client {@value #CLIENT}, taking its turn
 * position by position like a player's analysis, and dropped when the queue is full. Only games of a game's
 * default variant are mined (the variant of its starter set); a few finished games wait, more are dropped.
 */
final class BackgroundMining implements AutoCloseable {
    static final String CLIENT = "puzzle-miner";
    private static final int WAITING = 32;
    private static final int REMEMBERED = 1_000;
    /** A position's quick search ends well within this; the store closes after it. */
    private static final long STOPPING_MILLIS = 10_000;

    private final PuzzleSets sets;
    private final AnalysisQueue queue;
    private final BlockingQueue<Table> waiting = new ArrayBlockingQueue<>(WAITING);
    private final Map<String, PuzzleMiner> miners = new LinkedHashMap<>();
    /** Games queued already, so that later changes of a finished game (chat) do not queue it again. */
    private final Set<String> seen = java.util.Collections.newSetFromMap(new LinkedHashMap<>() {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Boolean> eldest) {
            return size() > REMEMBERED;
        }
    });
    private final Thread thread;
    private volatile int found;

    BackgroundMining(PuzzleSets sets, AnalysisQueue queue) {
        this.sets = sets;
        this.queue = queue;
        this.thread = new Thread(this::run, "puzzle-miner");
        thread.setDaemon(true);
        thread.start();
    }

    /** Hears every stored change of a game: a finished game of a default variant waits to be mined. */
    void changed(Table table) {
        if (!table.over() || !table.variant().equals(table.game().defaultVariant())) {
            return;
        }
        synchronized (seen) {
            if (!seen.add(table.id())) {
                return;
            }
        }
        waiting.offer(table); // dropped when full: mining is a bonus, never a backlog
    }

    int found() {
        return found;
    }

    private void run() {
        try {
            while (!Thread.currentThread().isInterrupted()) {
                mine(waiting.take());
            }
        } catch (InterruptedException stopped) {
            Thread.currentThread().interrupt();
        }
    }

    private void mine(Table table) throws InterruptedException {
        GameState end;
        try {
            end = GameRecords.replay(Records.of(table));
        } catch (RuntimeException unreadable) {
            return;
        }
        PuzzleMiner miner = miners.computeIfAbsent(table.game().id(), id -> known(new PuzzleMiner(table.game(),
                table.variant(), PuzzleMiner.Limits.quick()), id));
        AnalysisQueue.Ticket ticket;
        try {
            ticket = queue.admit(CLIENT);
        } catch (RateLimited full) {
            return; // the players' analyses come first
        }
        try (ticket) {
            Set<Long> inSolutions = new HashSet<>();
            for (GameState s : miner.candidates(end)) {
                if (inSolutions.contains(s.view().hash())) {
                    continue;
                }
                ticket.take();
                List<Puzzle> puzzles = miner.at(s).stream().toList();
                if (Thread.currentThread().isInterrupted()) {
                    return; // the server is closing: its store no longer takes writes
                }
                for (Puzzle p : puzzles) {
                    inSolutions.addAll(PuzzleMiner.solutionHashes(s, p));
                    if (sets.add(p)) {
                        found++;
                    }
                }
            }
        }
    }

    /** {@code miner} knowing the game's puzzles already kept, so that it does not hand them out again. */
    private PuzzleMiner known(PuzzleMiner miner, String gameId) {
        sets.of(gameId).forEach(miner::known);
        return miner;
    }

    /** Stops mining and waits for the game in hand to stop, so that nothing is written after the store closes. */
    @Override
    public void close() {
        thread.interrupt();
        try {
            thread.join(STOPPING_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
