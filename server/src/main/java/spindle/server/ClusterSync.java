package spindle.server;

import java.io.IOException;
import java.net.InetAddress;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BiConsumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import spindle.server.cluster.DbLeases;
import spindle.server.cluster.Leases;
import spindle.server.cluster.PgBus;
import spindle.server.compete.CompetitionHub;
import spindle.server.compete.JdbcCompetitionStore;
import spindle.server.db.Database;
import spindle.server.game.GameStore;
import spindle.server.game.Hub;
import spindle.server.game.JdbcGameStore;
import spindle.server.http.Tokens;
import spindle.server.play.AiPlayer;

/**
 * One server's part in a cluster of servers on one PostgreSQL database (docs/hosting-cluster.md): it announces this
 * server's changes, and on hearing of another server's change forgets its cached copy and pushes the stored state to
 * its own watchers; it plays only the AI seats whose lease it holds, and once a second takes over the AI seats whose
 * holder stopped renewing its lease (a server that died).
 *
 * <p>Notifications are handled on one thread of this class, never on the listener's or a request's. Each id waits at
 * most once; if more than {@link #MAX_WAITING} ids wait, they are dropped and every copy is refreshed instead.
 */
final class ClusterSync implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(ClusterSync.class);
    static final int MAX_WAITING = 10_000;
    /** How many orphaned AI seats one sweep takes over at most (the next sweep takes more). */
    private static final int SWEEP_LIMIT = 100;

    private final String self = instanceId();
    private final Database db;
    private final JdbcGameStore games;
    private final JdbcCompetitionStore competitions;
    private final Hub hub;
    private final CompetitionHub competitionHub;
    private final AiPlayer ai;
    private final GameStore observed;
    private final DbLeases leases;
    private final PgBus bus;
    private final Set<String> waiting = ConcurrentHashMap.newKeySet();
    private final AtomicBoolean resync = new AtomicBoolean();
    private final ScheduledThreadPoolExecutor worker;
    private final List<BiConsumer<String, Long>> elsewhere = new CopyOnWriteArrayList<>();

    /** @param observed the store whose changes wake the AI (for the seats taken over) */
    ClusterSync(Database db, JdbcGameStore games, JdbcCompetitionStore competitions, Hub hub,
                CompetitionHub competitionHub, AiPlayer ai, GameStore observed) {
        if (!db.url().startsWith("jdbc:postgresql:")) {
            throw new IllegalArgumentException("several servers share a PostgreSQL database, not " + db.url());
        }
        this.db = db;
        this.games = games;
        this.competitions = competitions;
        this.hub = hub;
        this.competitionHub = competitionHub;
        this.ai = ai;
        this.observed = observed;
        this.worker = new ScheduledThreadPoolExecutor(1, r -> {
            Thread t = new Thread(r, "spindle-cluster-sync");
            t.setDaemon(true);
            return t;
        });
        this.leases = new DbLeases(db, self, DbLeases.DEFAULT_TTL, DbLeases.DEFAULT_RENEW);
        ai.useLeases(leases);
        games.announceAs(self);
        if (competitions != null) {
            competitions.announceAs(self);
        }
        this.bus = new PgBus(db.url(), self, this::heard, this::missedSome);
        worker.scheduleWithFixedDelay(this::sweep, 1, 1, TimeUnit.SECONDS);
    }

    /** {@code <pid>@<host>-<random>}: whose the leases are, readable in the table leases. */
    private static String instanceId() {
        String host;
        try {
            host = InetAddress.getLocalHost().getHostName();
        } catch (IOException e) {
            host = "host";
        }
        host = host.replaceAll("[^A-Za-z0-9.-]", "");
        host = host.substring(0, Math.min(30, host.length()));
        return ProcessHandle.current().pid() + "@" + host + "-" + Tokens.newId().substring(0, 6);
    }

    /** The leases of this server (for other runners that exactly one server may run, like a clock). */
    Leases leases() {
        return leases;
    }

    /**
     * Tells {@code listener} (on this class's thread, after the cached copy was dropped) of each game another server
     * changed: its id and new version. For what must notice such changes beyond the pushes, such as a clock keeper
     * that re-arms its timer; it must not block.
     */
    void onGameChangedElsewhere(BiConsumer<String, Long> listener) {
        elsewhere.add(listener);
    }

    /** Whether this server listens to the others now. */
    boolean listening() {
        return bus.listening();
    }

    /** On the listener thread: queues the change, once per id. */
    private void heard(PgBus.Message m) {
        String key = m.kind() + " " + m.id();
        if (waiting.size() >= MAX_WAITING) {
            missedSome();
            return;
        }
        if (waiting.add(key)) {
            worker.execute(() -> {
                waiting.remove(key);
                refresh(m);
            });
        } else {
            // already waiting: its refresh reads the newest stored state anyway
            LOG.trace("coalesced {}", key);
        }
    }

    private void refresh(PgBus.Message m) {
        try {
            if (m.kind().equals("g")) {
                games.changedElsewhere(m.id(), m.version());
                elsewhere.forEach(l -> l.accept(m.id(), m.version()));
                if (hub.watches(m.id())) {
                    games.find(m.id()).ifPresent(hub::publish);
                }
            } else if (m.kind().equals("c") && competitions != null) {
                boolean behind = competitions.find(m.id()).map(c -> c.events().size() < m.version()).orElse(true);
                if (behind) {
                    competitions.refresh(m.id()).ifPresent(competitionHub::publish);
                }
            }
        } catch (RuntimeException e) {
            LOG.warn("could not refresh {} {} after another server changed it: {}", m.kind(), m.id(),
                    e.getMessage());
        }
    }

    /** Notifications may have been lost: forgets every cached game and reads the watched ones and competitions. */
    private void missedSome() {
        if (!resync.compareAndSet(false, true)) {
            return;
        }
        worker.execute(() -> {
            resync.set(false);
            waiting.clear();
            try {
                games.forgetCached();
                for (String id : hub.watchedIds()) {
                    games.find(id).ifPresent(hub::publish);
                }
                if (competitions != null) {
                    competitions.refreshAll();
                    competitions.inMemory().forEach(competitionHub::publish);
                }
            } catch (RuntimeException e) {
                LOG.warn("could not catch up with the other servers: {}", e.getMessage());
            }
        });
    }

    /** Wakes the AI of games whose AI is to move and whose lease nobody holds (its server died or stopped). */
    private void sweep() {
        try {
            for (String id : orphans()) {
                observed.find(id).ifPresent(ai::wake);
            }
        } catch (RuntimeException e) {
            LOG.warn("could not look for AI seats to take over: {}", e.getMessage());
        }
    }

    private List<String> orphans() {
        String now = "CAST(EXTRACT(EPOCH FROM clock_timestamp()) * 1000 AS BIGINT)";
        return db.transaction(c -> {
            List<String> ids = new ArrayList<>();
            try (PreparedStatement s = c.prepareStatement("SELECT g.id FROM games g LEFT JOIN leases l"
                    + " ON l.name = 'ai:' || g.id WHERE g.ai_to_move = 1 AND (l.name IS NULL OR l.expires_millis < "
                    + now + ") ORDER BY g.created_millis LIMIT ?")) {
                s.setInt(1, SWEEP_LIMIT);
                try (ResultSet r = s.executeQuery()) {
                    while (r.next()) {
                        ids.add(r.getString(1));
                    }
                }
            }
            return ids;
        });
    }

    /** Stops listening and frees this server's leases, so that the others take its AI seats over at once. */
    @Override
    public void close() {
        worker.shutdownNow();
        bus.close();
        leases.close();
    }
}
