package spindle.server.explorer;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.Games;
import spindle.server.game.Conduct;
import spindle.server.game.MemoryGameStore;
import spindle.server.game.Seat;
import spindle.server.game.Table;

/**
 * The explorer's background adding: a game that finds the queue full is not lost, but added from the ledger once
 * the queue has drained, without waiting for a restart; every game counts once.
 */
class ExplorerModuleTest {
    private static final Game PIECE = Games.byId("one-piece-for-two");

    /** A finished game of random moves between two people. */
    private static Table finished(String id, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        GameState s = GameState.start(PIECE, PIECE.defaultVariant());
        while (!s.isOver()) {
            int[] legal = s.legalActions();
            s = s.apply(legal[random.nextInt(legal.length)]);
        }
        Instant now = Instant.now();
        return new Table(id, PIECE, PIECE.defaultVariant(), List.of(Seat.human(), Seat.human()), seed, 0, s, 1, now,
                now, Conduct.NONE);
    }

    /** A store whose first add waits until released, so the queue behind it fills. */
    private static final class HeldStore implements ExplorerStore {
        final CountDownLatch release = new CountDownLatch(1);
        private final MemoryExplorerStore kept = new MemoryExplorerStore();
        private boolean first = true;

        @Override
        public void pending(String gameId) {
            kept.pending(gameId);
        }

        @Override
        public List<String> pending(int limit) {
            return kept.pending(limit);
        }

        @Override
        public List<Tally> moves(Book book, long position, int limit) {
            return kept.moves(book, position, limit);
        }

        @Override
        public boolean add(String gameId, Book book, List<Step> steps) {
            boolean wait;
            synchronized (this) {
                wait = first;
                first = false;
            }
            if (wait) {
                try {
                    release.await(10, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            return kept.add(gameId, book, steps);
        }
    }

    @Test
    void gamesTurnedAwayByAFullQueueAreAddedOnceItDrains() throws InterruptedException {
        HeldStore store = new HeldStore();
        MemoryGameStore games = new MemoryGameStore();
        List<Table> tables = List.of(finished("a", 1), finished("b", 2), finished("c", 3), finished("d", 4));
        tables.forEach(games::add);
        try (ExplorerModule explorer = new ExplorerModule(store, games, MoverRatings.NONE, 1)) {
            for (Table t : tables) {
                explorer.changed(t); // a: being added (held), b: queued, c and d: turned away
                Thread.sleep(50);
            }
            assertThat(store.pending(10)).containsExactlyInAnyOrder("a", "b", "c", "d");
            store.release.countDown();
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            while (!store.pending(10).isEmpty() && System.nanoTime() < deadline) {
                Thread.sleep(10);
            }
            assertThat(store.pending(10)).as("every game added without a restart").isEmpty();
            Book book = new Book(PIECE.id(), PIECE.defaultVariant().toString(), Book.PEOPLE);
            long start = new spindle.match.explorer.CanonicalPositions(PIECE, PIECE.defaultVariant())
                    .frame(GameState.start(PIECE, PIECE.defaultVariant()).view()).key();
            int counted = store.moves(book, start, 100).stream().mapToInt(ExplorerStore.Tally::games).sum();
            assertThat(counted).as("each game's first move once").isEqualTo(4);
        }
    }
}
