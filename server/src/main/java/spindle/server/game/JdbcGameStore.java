package spindle.server.game;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;
import java.util.function.UnaryOperator;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.Games;
import spindle.engine.Variant;
import spindle.server.cluster.PgBus;
import spindle.server.db.Database;
import spindle.server.http.ApiException;

/**
 * Games in a database ({@link Database}): a row per game and an append-only row per action. Every change is
 * committed before {@link #update} returns, so an acknowledged move survives a crash. Only recently used games are
 * in memory ({@link GameCache}); any other is read back and its actions replayed through the rules on its next
 * request, so memory does not grow with the number of stored games. The listings read summary columns of the game
 * rows (migration V11), kept current by every write, and replay nothing.
 *
 * <p>Changes of one game are serialised by a lock of a fixed set that games share by hash (so the locks never
 * grow); the row's version guards against another process having changed the game meanwhile.
 */
public final class JdbcGameStore implements GameStore {
    /** How many games stay in memory unless told otherwise. */
    public static final int DEFAULT_CACHED_GAMES = 1_000;
    /** How long an untouched game stays in memory unless told otherwise. */
    public static final Duration DEFAULT_IDLE = Duration.ofMinutes(10);
    private static final int LOCKS = 1024;
    private static final int BACKFILL_BATCH = 200;

    private final Database db;
    private final GameCache cache;
    private final Object[] locks = new Object[LOCKS];
    private final AtomicLong loads = new AtomicLong();
    private final ScheduledExecutorService sweeper;
    private final JdbcClocks clocks;
    private final JdbcGameListings listings;
    /** This server's instance id when it shares the database with others (it then announces its changes). */
    private volatile String announceAs;

    /** Opens the store on a migrated database, with the default cache (1,000 games, 10 minutes idle). */
    public JdbcGameStore(Database db) {
        this(db, DEFAULT_CACHED_GAMES, DEFAULT_IDLE);
    }

    /**
     * Opens the store on a migrated database, keeping at most {@code cachedGames} games in memory, each for at most
     * {@code idle} after it was last used. Summarises once the rows written before the summary columns existed.
     */
    public JdbcGameStore(Database db, int cachedGames, Duration idle) {
        this(db, cachedGames, idle, System::nanoTime);
    }

    public JdbcGameStore(Database db, int cachedGames, Duration idle, LongSupplier nanoClock) {
        this.db = db;
        this.clocks = new JdbcClocks(db);
        this.listings = new JdbcGameListings(db);
        this.cache = new GameCache(cachedGames, idle.toNanos(), nanoClock);
        for (int i = 0; i < LOCKS; i++) {
            locks[i] = new Object();
        }
        backfill();
        ScheduledThreadPoolExecutor executor = new ScheduledThreadPoolExecutor(1, r -> {
            Thread t = new Thread(r, "spindle-store-sweeper");
            t.setDaemon(true);
            return t;
        });
        long every = Math.max(1, Math.min(idle.toMillis() / 4, 60_000));
        // without traffic nothing else would let idle games go
        executor.scheduleWithFixedDelay(cache::expire, every, every, TimeUnit.MILLISECONDS);
        this.sweeper = executor;
    }

    /** Fills the summary columns of rows from before migration V11, a batch of games at a time. */
    private void backfill() {
        while (db.transaction(c -> {
            List<String> ids = new ArrayList<>();
            try (PreparedStatement s = c.prepareStatement("SELECT id FROM games WHERE ply IS NULL LIMIT ?")) {
                s.setInt(1, BACKFILL_BATCH);
                try (ResultSet r = s.executeQuery()) {
                    while (r.next()) {
                        ids.add(r.getString(1));
                    }
                }
            }
            for (String id : ids) {
                Table t = read(c, id).orElseThrow();
                try (PreparedStatement s = c.prepareStatement("UPDATE games SET ply = ?, finished = ?,"
                        + " ai_to_move = ?, open_seats = ?, created_millis = ? WHERE id = ?")) {
                    int i = GameRows.summarise(s, t);
                    s.setLong(i, t.created().toEpochMilli());
                    s.setString(i + 1, id);
                    s.executeUpdate();
                }
            }
            return !ids.isEmpty();
        })) {
            // next batch
        }
    }

    /**
     * The game read from its rows and replayed, or empty when there is none. The game row is read first and its moves
     * up to its ply after it: on PostgreSQL each statement sees the latest commits, so a move committed by another
     * server in between must not give a state newer than the version read with it (a state older than its version
     * would let a change pass the version check and then collide with the stored moves).
     */
    private Optional<Table> read(Connection c, String id) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT game, variant, seats, seed, pace_millis, version,"
                + " created, updated, conduct, clock, ply, start_position FROM games WHERE id = ?")) {
            s.setString(1, id);
            try (ResultSet r = s.executeQuery()) {
                if (!r.next()) {
                    return Optional.empty();
                }
                long ply = r.getLong(11);
                List<String> moves = GameRows.moves(c, id, r.wasNull() ? Integer.MAX_VALUE : ply);
                Game game = Games.byId(r.getString(1));
                Variant variant = Variant.parse(game, r.getString(2));
                String from = r.getString(12);
                GameState state = GameState.replay(from == null ? GameState.start(game, variant)
                        : GameState.from(game, variant, from), moves);
                loads.incrementAndGet();
                return Optional.of(new Table(id, game, variant, GameRows.readSeats(r.getString(3)), r.getLong(4),
                        r.getLong(5), state, r.getLong(6), Instant.parse(r.getString(7)),
                        Instant.parse(r.getString(8)), GameRows.readConduct(r.getString(9)),
                        JdbcClocks.read(r.getString(10))));
            }
        }
    }

    @Override
    public void add(Table table) {
        synchronized (lock(table.id())) {
            db.transaction(c -> {
                try (PreparedStatement s = c.prepareStatement("SELECT 1 FROM games WHERE id = ?")) {
                    s.setString(1, table.id());
                    try (ResultSet r = s.executeQuery()) {
                        if (r.next()) {
                            throw new IllegalStateException("duplicate game id " + table.id());
                        }
                    }
                }
                try (PreparedStatement s = c.prepareStatement("INSERT INTO games (ply, finished, ai_to_move,"
                        + " open_seats, id, game, variant, seats, seed, pace_millis, version, created, updated,"
                        + " created_millis, conduct, clock, clock_deadline, start_position)"
                        + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
                    int i = GameRows.summarise(s, table);
                    s.setString(i, table.id());
                    s.setString(i + 1, table.game().id());
                    s.setString(i + 2, table.variant().toString());
                    s.setString(i + 3, GameRows.writeSeats(table.seats()));
                    s.setLong(i + 4, table.seed());
                    s.setLong(i + 5, table.paceMillis());
                    s.setLong(i + 6, table.version());
                    s.setString(i + 7, table.created().toString());
                    s.setString(i + 8, table.updated().toString());
                    s.setLong(i + 9, table.created().toEpochMilli());
                    s.setString(i + 10, GameRows.writeConduct(table.conduct()));
                    JdbcClocks.set(s, i + 11, table);
                    s.setString(i + 13, table.state().from());
                    s.executeUpdate();
                }
                GameRows.insertMoves(c, table, 0);
                PlayerSeats.write(c, null, table);
                announce(c, table);
                return null;
            });
            cache.put(table);
        }
    }

    @Override
    public Optional<Table> find(String id) {
        Table cached = cache.get(id);
        if (cached != null) {
            return Optional.of(cached);
        }
        synchronized (lock(id)) {
            // another request may have loaded or changed it while this one waited
            cached = cache.get(id);
            if (cached != null) {
                return Optional.of(cached);
            }
            Optional<Table> loaded = db.transaction(c -> read(c, id));
            loaded.ifPresent(cache::put);
            return loaded;
        }
    }

    /**
     * {@inheritDoc} When the stored game was changed elsewhere (another server on the same database), the change is
     * applied once more to the game read back from the database, so it is judged against the winner's state: a
     * move that lost a race is refused by the rules (409) and the next request sees the stored game.
     */
    @Override
    public Table update(String id, UnaryOperator<Table> change) {
        synchronized (lock(id)) {
            Table before = get(id);
            Table after;
            try {
                after = tryUpdate(before, change);
            } catch (ApiException e) {
                if (e.status() != 409 || announceAs == null || !stale(before)) {
                    throw e;
                }
                after = null; // refused by an outdated copy (a notification still on its way): judge it again
            }
            if (after == null) {
                cache.remove(id);
                before = get(id); // read back from the database
                after = tryUpdate(before, change);
                if (after == null) {
                    cache.remove(id); // changed elsewhere again: the next request reads the stored game
                    throw ApiException.conflict("the game was changed elsewhere; reload it");
                }
            }
            if (after != before) {
                cache.put(after);
            }
            return after;
        }
    }

    /** The changed game, stored; {@code before} itself when nothing changes; null when the stored one moved on. */
    private Table tryUpdate(Table before, UnaryOperator<Table> change) {
        Table after = change.apply(before);
        if (after == before) {
            return before;
        }
        boolean written = db.transaction(c -> GameRows.write(c, before, after) && announce(c, after));
        return written ? after : null;
    }

    /** Whether the stored game is at another version than {@code cached}. */
    private boolean stale(Table cached) {
        return db.transaction(c -> {
            try (PreparedStatement s = c.prepareStatement("SELECT version FROM games WHERE id = ?")) {
                s.setString(1, cached.id());
                try (ResultSet r = s.executeQuery()) {
                    return !r.next() || r.getLong(1) != cached.version();
                }
            }
        });
    }

    /** Tells the other servers on the database of the change, when there are any; true. */
    private boolean announce(Connection c, Table table) throws SQLException {
        String self = announceAs;
        if (self != null) {
            PgBus.announce(c, self, "g", table.id(), table.version());
        }
        return true;
    }

    /** From now on announces every change to the other servers on the (PostgreSQL) database, as {@code instance}. */
    public void announceAs(String instance) {
        this.announceAs = instance;
    }

    /**
     * Forgets the cached game if it is older than {@code version} (another server changed it), so the next request
     * reads it back. Under the game's lock, so it never lands between an update's write and its caching.
     */
    public void changedElsewhere(String id, long version) {
        synchronized (lock(id)) {
            Table cached = cache.peek(id);
            if (cached != null && cached.version() < version) {
                cache.remove(id);
            }
        }
    }

    /** Forgets every cached game (notifications of other servers may have been missed). */
    public void forgetCached() {
        cache.clear();
    }

    @Override
    public List<Summary> recent(int limit) {
        return listings.recent(limit);
    }

    @Override
    public List<Summary> lobby(int limit) {
        return listings.lobby(limit);
    }

    @Override
    public List<PlayerGame> ofPlayer(String playerId, int limit) {
        return listings.ofPlayer(playerId, limit);
    }

    @Override
    public List<String> aiToMove() {
        return listings.aiToMove();
    }

    @Override
    public List<String> clocksDue(long atMost, int limit) {
        return clocks.due(atMost, limit);
    }

    @Override
    public List<String> runningClocks(String afterId, int limit) {
        return clocks.running(afterId, limit);
    }

    @Override
    public OptionalLong nextClockDeadline() {
        return clocks.next();
    }

    @Override
    public long clockAlive() {
        return clocks.alive();
    }

    @Override
    public void clockAlive(long millis) {
        clocks.alive(millis);
    }

    /** How many games are in memory now. */
    public int cachedGames() {
        return cache.size();
    }

    /** How many games have been read from the database and replayed since the store opened. */
    public long loads() {
        return loads.get();
    }

    @Override
    public void close() {
        sweeper.shutdownNow();
        db.close();
    }

    private Object lock(String id) {
        return locks[Math.floorMod(id.hashCode(), LOCKS)];
    }

}
