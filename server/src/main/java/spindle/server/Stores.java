package spindle.server;

import spindle.server.chat.ChatStore;
import spindle.server.chat.JdbcChatStore;
import spindle.server.chat.MemoryChatStore;
import spindle.server.compete.CompetitionStore;
import spindle.server.compete.JdbcCompetitionStore;
import spindle.server.compete.MemoryCompetitionStore;
import spindle.server.db.Database;
import spindle.server.explorer.ExplorerStore;
import spindle.server.explorer.JdbcExplorerStore;
import spindle.server.explorer.MemoryExplorerStore;
import spindle.server.game.GameStore;
import spindle.server.game.JdbcGameStore;
import spindle.server.game.MemoryGameStore;
import spindle.server.player.JdbcPlayerStore;
import spindle.server.player.MemoryPlayerStore;
import spindle.server.player.PlayerStore;
import spindle.server.puzzle.JdbcPuzzleStore;
import spindle.server.puzzle.PuzzleStore;
import spindle.server.rating.JdbcRatingStore;
import spindle.server.rating.MemoryRatingStore;
import spindle.server.rating.RatingStore;

/**
 * Every feature's store, built together from one {@link Database} or all in memory (tests). Each store belongs to
 * its feature; this record only groups them for the composition root.
 *
 * @param database the database they share, or null in memory
 */
public record Stores(GameStore games, PlayerStore players, ChatStore chat, RatingStore ratings,
                     CompetitionStore competitions, ExplorerStore explorer, PuzzleStore puzzles,
                     Database database) implements AutoCloseable {

    /** Everything in memory, lost when the server stops. */
    public static Stores inMemory() {
        return new Stores(new MemoryGameStore(), new MemoryPlayerStore(), new MemoryChatStore(),
                new MemoryRatingStore(), new MemoryCompetitionStore(), new MemoryExplorerStore(), PuzzleStore.NONE, null);
    }

    /** Everything in {@code db} (migrated), with the default game cache and the system clock. */
    public static Stores of(Database db) {
        return of(db, ServerConfig.of(0));
    }

    /** Everything in {@code db}: the game cache and the competitions' clock as {@code config} says. */
    public static Stores of(Database db, ServerConfig config) {
        return new Stores(new JdbcGameStore(db, config.cachedGames(), config.cacheIdle()), new JdbcPlayerStore(db),
                new JdbcChatStore(db), new JdbcRatingStore(db), new JdbcCompetitionStore(db, config.clockMillis()),
                new JdbcExplorerStore(db), new JdbcPuzzleStore(db), db);
    }

    /** The same stores, with games kept in {@code store} (a test's own). */
    public Stores withGames(GameStore store) {
        return new Stores(store, players, chat, ratings, competitions, explorer, puzzles, database);
    }

    /** The same stores, with competitions kept in {@code store} (a test's own, on a fake clock). */
    public Stores withCompetitions(CompetitionStore store) {
        return new Stores(games, players, chat, ratings, store, explorer, puzzles, database);
    }

    /** Closes the games' store, which closes the database. */
    @Override
    public void close() {
        games.close();
    }
}
