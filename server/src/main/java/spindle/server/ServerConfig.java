package spindle.server;

import java.time.Duration;
import java.util.function.LongSupplier;
import spindle.server.game.JdbcGameStore;
import spindle.server.limits.Limits;

/**
 * How a server runs, apart from where it keeps its data ({@link Stores}).
 *
 * @param thinkMillis each AI move's time, or 0 for the budget of the AI level chosen for the seat; a hint searches
 *                    this long too (at most a second; a second with 0)
 * @param limits      the limits on clients ({@link Limits#defaults()} for a server open to strangers)
 * @param clockMillis the clock of game clocks and competition time banks, in milliseconds; tests give a fake one
 * @param cachedGames how many games a database-backed store keeps in memory
 * @param cacheIdle   how long a game stays in that memory after it was last used
 * @param chosenSeeds whether creators may choose the seed of a rated game or of a competition with other contenders
 *                    (tests that need known dice); never for a server strangers use, where whoever knows the seed
 *                    learns the throws and the first player in advance
 */
public record ServerConfig(long thinkMillis, Limits limits, LongSupplier clockMillis, int cachedGames,
                           Duration cacheIdle, boolean chosenSeeds) {

    /**
     * The caps of {@link Limits#defaults()} with the per-client rates off (in-process tests share one loopback
     * address; {@code spindle serve} passes its limits itself), the system clock and the default cache.
     */
    public static ServerConfig of(long thinkMillis) {
        return new ServerConfig(thinkMillis, Limits.defaults().withoutRates(), System::currentTimeMillis,
                JdbcGameStore.DEFAULT_CACHED_GAMES, JdbcGameStore.DEFAULT_IDLE, false);
    }

    public ServerConfig withLimits(Limits newLimits) {
        return new ServerConfig(thinkMillis, newLimits, clockMillis, cachedGames, cacheIdle, chosenSeeds);
    }

    public ServerConfig withClock(LongSupplier newClock) {
        return new ServerConfig(thinkMillis, limits, newClock, cachedGames, cacheIdle, chosenSeeds);
    }

    public ServerConfig withCache(int games, Duration idle) {
        return new ServerConfig(thinkMillis, limits, clockMillis, games, idle, chosenSeeds);
    }

    /** The same config, letting creators choose every seed ({@link #chosenSeeds}): for tests only. */
    public ServerConfig withChosenSeeds() {
        return new ServerConfig(thinkMillis, limits, clockMillis, cachedGames, cacheIdle, true);
    }

    /** How long a hint searches: {@link #thinkMillis}, at most a second. */
    long hintMillis() {
        return thinkMillis > 0 ? Math.min(thinkMillis, 1_000) : 1_000;
    }
}
