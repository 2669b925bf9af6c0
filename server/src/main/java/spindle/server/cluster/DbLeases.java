package spindle.server.cluster;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import spindle.server.db.Database;

/**
 * {@link Leases} as rows of the table {@code leases} (migration V19): name, holder, expiry. Taking a lease is one
 * {@code UPDATE ... WHERE name = ? AND (holder = me OR expired)}, else an {@code INSERT ... ON CONFLICT DO NOTHING};
 * a heartbeat renews every lease of this server with one {@code UPDATE ... WHERE holder = me} and learns which it
 * still holds. Expiry is on the database server's clock, so the servers' own clocks may disagree.
 *
 * <p>Why rows and not PostgreSQL advisory locks or {@code SKIP LOCKED}: an advisory lock or a row lock lives as long
 * as a database session or transaction, so it ties each held piece of work to a connection kept open (and a hung
 * server that keeps its TCP connection would keep its work forever), while a row lease frees itself a fixed time
 * after its holder stops renewing, whatever the holder's state; it is plain SQL on SQLite too, and
 * {@code SELECT * FROM leases} shows the operator who runs what.
 */
public final class DbLeases implements Leases, AutoCloseable {
    /** A lease its holder stops renewing is free after this. */
    public static final Duration DEFAULT_TTL = Duration.ofSeconds(5);
    /** How often a holder renews its leases. */
    public static final Duration DEFAULT_RENEW = Duration.ofSeconds(1);
    private static final int MAX_NAME = 200;
    private static final Logger LOG = LoggerFactory.getLogger(DbLeases.class);

    private final Database db;
    private final String holder;
    private final long ttlMillis;
    private final String now;
    private final Set<String> held = ConcurrentHashMap.newKeySet();
    private final ScheduledThreadPoolExecutor heartbeat;

    /** Leases for the server {@code holder} (its instance id), renewed every {@code renew}, lasting {@code ttl}. */
    public DbLeases(Database db, String holder, Duration ttl, Duration renew) {
        if (renew.compareTo(ttl) >= 0) {
            throw new IllegalArgumentException("leases must be renewed more often than they expire");
        }
        this.db = db;
        this.holder = holder;
        this.ttlMillis = ttl.toMillis();
        this.now = nowMillis(db.url());
        this.heartbeat = new ScheduledThreadPoolExecutor(1, r -> {
            Thread t = new Thread(r, "spindle-lease-heartbeat");
            t.setDaemon(true);
            return t;
        });
        heartbeat.scheduleWithFixedDelay(this::renew, renew.toMillis(), renew.toMillis(), TimeUnit.MILLISECONDS);
    }

    /** The database server's clock in milliseconds since 1970, as SQL of its dialect. */
    static String nowMillis(String url) {
        return url.startsWith("jdbc:postgresql:") ? "CAST(EXTRACT(EPOCH FROM clock_timestamp()) * 1000 AS BIGINT)"
                : "CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)";
    }

    @Override
    public boolean tryHold(String name) {
        if (name == null || name.isEmpty() || name.length() > MAX_NAME) {
            throw new IllegalArgumentException("a lease name has 1.." + MAX_NAME + " characters");
        }
        boolean got = db.transaction(c -> take(c, name));
        if (got) {
            held.add(name);
        } else {
            held.remove(name);
        }
        return got;
    }

    private boolean take(Connection c, String name) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("UPDATE leases SET holder = ?, expires_millis = " + now
                + " + ? WHERE name = ? AND (holder = ? OR expires_millis < " + now + ")")) {
            s.setString(1, holder);
            s.setLong(2, ttlMillis);
            s.setString(3, name);
            s.setString(4, holder);
            if (s.executeUpdate() == 1) {
                return true;
            }
        }
        try (PreparedStatement s = c.prepareStatement("INSERT INTO leases (name, holder, expires_millis)"
                + " VALUES (?, ?, " + now + " + ?) ON CONFLICT (name) DO NOTHING")) {
            s.setString(1, name);
            s.setString(2, holder);
            s.setLong(3, ttlMillis);
            return s.executeUpdate() == 1;
        }
    }

    @Override
    public boolean holds(String name) {
        return held.contains(name);
    }

    @Override
    public void release(String name) {
        if (!held.remove(name)) {
            return;
        }
        try {
            db.transaction(c -> {
                try (PreparedStatement s = c.prepareStatement("DELETE FROM leases WHERE name = ? AND holder = ?")) {
                    s.setString(1, name);
                    s.setString(2, holder);
                    return s.executeUpdate();
                }
            });
        } catch (RuntimeException e) {
            LOG.warn("could not release lease {} (it expires by itself): {}", name, e.getMessage());
        }
    }

    /** Extends every lease of this server and forgets those another server took meanwhile. */
    void renew() {
        try {
            Set<String> still = db.transaction(c -> {
                try (PreparedStatement s = c.prepareStatement("UPDATE leases SET expires_millis = " + now
                        + " + ? WHERE holder = ?")) {
                    s.setLong(1, ttlMillis);
                    s.setString(2, holder);
                    s.executeUpdate();
                }
                Set<String> names = new HashSet<>();
                try (PreparedStatement s = c.prepareStatement("SELECT name FROM leases WHERE holder = ?")) {
                    s.setString(1, holder);
                    try (ResultSet r = s.executeQuery()) {
                        while (r.next()) {
                            names.add(r.getString(1));
                        }
                    }
                }
                return names;
            });
            held.retainAll(still);
        } catch (RuntimeException e) {
            LOG.warn("could not renew the leases of {} (retrying): {}", holder, e.getMessage());
        }
    }

    /** The instance id this server holds its leases as. */
    public String holder() {
        return holder;
    }

    /** Stops renewing and frees every lease of this server, so that others take its work over at once. */
    @Override
    public void close() {
        heartbeat.shutdownNow();
        held.clear();
        try {
            db.transaction(c -> {
                try (PreparedStatement s = c.prepareStatement("DELETE FROM leases WHERE holder = ?")) {
                    s.setString(1, holder);
                    return s.executeUpdate();
                }
            });
        } catch (RuntimeException e) {
            LOG.warn("could not free the leases of {} at shutdown (they expire by themselves): {}", holder,
                    e.getMessage());
        }
    }
}
