package spindle.server.db;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.FlywayException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import spindle.engine.SpindleException;

/**
 * The JDBC database behind {@link JdbcGameStore}: an embedded SQLite file (nothing to install) or PostgreSQL by
 * URL. Opening it runs the schema migrations ({@code db/migration/V<n>__*.sql} on the classpath, by Flyway), then
 * keeps a few connections: one for SQLite, which serialises writers anyway, a small pool for PostgreSQL.
 *
 * <p>A SQLite file is also guarded (the operator's side is docs/hosting-durability.md): before it is used its
 * structure is checked ({@code PRAGMA quick_check}) and a restart after a crash checks that no acknowledged commit
 * went missing with the write-ahead log ({@link SqliteLedger}); either failure stops the start with an
 * {@link Unusable} that says what to do. Closing checkpoints the WAL into the database file.
 */
public final class Database implements AutoCloseable {
    /** The database {@code spindle serve} uses when given none. */
    public static final String DEFAULT_URL = "jdbc:sqlite:data/spindle.db";
    private static final Logger LOG = LoggerFactory.getLogger(Database.class);
    /** How long closing waits for a transaction still running (a request that was being answered). */
    private static final long CLOSE_WAIT_MILLIS = 5_000;

    private final String url;
    private final BlockingQueue<Connection> pool;
    private final int size;
    private SqliteLedger ledger;
    private volatile boolean closed;

    /** A database the server must not use as it is; the message says why and what the operator can do. */
    public static final class Unusable extends SpindleException {
        private static final long serialVersionUID = 1L;

        Unusable(String message) {
            super(message);
        }
    }

    private Database(String url, int size) {
        this.url = url;
        this.size = size;
        this.pool = new ArrayBlockingQueue<>(size);
    }

    /** Opens the database at a JDBC URL ({@code jdbc:sqlite:<file>} or {@code jdbc:postgresql://...}), migrated. */
    public static Database open(String url) {
        return open(url, false);
    }

    /**
     * Opens the database, migrated; with {@code acceptDataLoss} a SQLite file whose write-ahead log was lost after
     * a crash is served as it is (with a warning in the log) instead of refused.
     */
    public static Database open(String url, boolean acceptDataLoss) {
        boolean sqlite = url.startsWith("jdbc:sqlite:");
        if (!sqlite && !url.startsWith("jdbc:postgresql:")) {
            throw new IllegalArgumentException("a database URL is jdbc:sqlite:<file> or jdbc:postgresql://host/db,"
                    + " not '" + url + "'");
        }
        Path file = sqlite ? sqliteFile(url) : null;
        SqliteLedger.Wal wal = null;
        Path kept = null;
        if (file != null) {
            createParent(file);
            wal = SqliteLedger.Wal.sample(file);
            kept = wal.keep();
            if (hasContent(file)) {
                checkIntegrity(url, file);
            }
        }
        try {
            Flyway.configure().dataSource(url, null, null).locations("classpath:db/migration").load().migrate();
        } catch (FlywayException e) {
            if (file != null && isDamage(e)) {
                throw damaged(file, e.getMessage().lines().findFirst().orElse(""));
            }
            throw new IllegalArgumentException("cannot open or migrate the database " + url + ": "
                    + e.getMessage().lines().findFirst().orElse(""), e);
        }
        Database db = new Database(url, sqlite ? 1 : 4);
        try {
            for (int i = 0; i < db.size; i++) {
                Connection c = DriverManager.getConnection(url);
                if (sqlite) {
                    try (Statement s = c.createStatement()) {
                        // WAL: readers never block the writer. synchronous=NORMAL: a commit is in the WAL file before
                        // the move is acknowledged, so it survives a killed server; an OS crash or power cut may
                        // lose the last commits unless the URL asks for ?synchronous=FULL (an fsync per move)
                        s.execute("PRAGMA journal_mode=WAL");
                        if (!url.contains("synchronous=")) {
                            s.execute("PRAGMA synchronous=NORMAL");
                        }
                        s.execute("PRAGMA foreign_keys=ON");
                    }
                }
                db.pool.add(c);
            }
            if (file != null) {
                db.ledger = SqliteLedger.start(db.pool.peek(), file, wal, kept, acceptDataLoss);
            }
        } catch (SQLException | RuntimeException e) {
            db.closeConnections();
            if (e instanceof RuntimeException r) {
                throw r;
            }
            throw new IllegalStateException("cannot open the database " + url + ": " + e.getMessage(), e);
        }
        return db;
    }

    /** The file of a {@code jdbc:sqlite:} URL, or null for an in-memory database or a {@code file:} URI. */
    static Path sqliteFile(String url) {
        String file = url.substring("jdbc:sqlite:".length());
        file = file.contains("?") ? file.substring(0, file.indexOf('?')) : file;
        if (file.isEmpty() || file.startsWith(":memory:") || file.startsWith("file:")) {
            return null;
        }
        return Path.of(file).toAbsolutePath();
    }

    private static boolean hasContent(Path file) {
        try {
            return Files.exists(file) && Files.size(file) > 0;
        } catch (IOException e) {
            return true;
        }
    }

    /** {@code PRAGMA quick_check}: every page and index structure, not the cross-checks of integrity_check. */
    private static void checkIntegrity(String url, Path file) {
        List<String> problems = new ArrayList<>();
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement();
             ResultSet r = s.executeQuery("PRAGMA quick_check(10)")) {
            while (r.next()) {
                if (!"ok".equals(r.getString(1))) {
                    problems.add(r.getString(1));
                }
            }
        } catch (SQLException e) {
            if (isDamage(e)) {
                throw damaged(file, e.getMessage());
            }
            throw new IllegalArgumentException("cannot open the database " + url + ": " + e.getMessage(), e);
        }
        if (!problems.isEmpty()) {
            throw damaged(file, String.join("; ", problems));
        }
    }

    /** SQLITE_CORRUPT (11) or SQLITE_NOTADB (26), anywhere in the causes. */
    private static boolean isDamage(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof SQLException q && ((q.getErrorCode() & 0xff) == 11 || (q.getErrorCode() & 0xff) == 26)) {
                return true;
            }
            String m = String.valueOf(t.getMessage());
            if (m.contains("SQLITE_CORRUPT") || m.contains("SQLITE_NOTADB")) {
                return true;
            }
        }
        return false;
    }

    private static Unusable damaged(Path file, String detail) {
        return new Unusable("the database file " + file + " is damaged or is not a Spindle database (" + detail
                + "), so the server will not use it. Restore the last backup made with 'spindle backup': stop"
                + " the server, move the damaged file away (keep it: 'sqlite3 <file> .recover' may salvage games),"
                + " copy the backup to " + file + " and delete " + file + "-wal and " + file + "-shm if they"
                + " exist; or give another --db to start with an empty database");
    }

    private static void createParent(Path file) {
        Path parent = file.getParent();
        try {
            Files.createDirectories(parent);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create the data directory " + parent, e);
        }
    }

    /** The work of one transaction; its connection has auto-commit off. */
    @FunctionalInterface
    public interface Work<T> {
        T run(Connection connection) throws SQLException;
    }

    /** Runs {@code work} in one transaction and commits it, or rolls it back and rethrows. */
    public <T> T transaction(Work<T> work) {
        Connection c;
        try {
            c = null;
            while (c == null) {
                if (closed) {
                    throw new IllegalStateException("the database is closed");
                }
                c = pool.poll(1, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted waiting for a database connection", e);
        }
        try {
            c.setAutoCommit(false);
            T result = work.run(c);
            if (ledger != null) {
                ledger.beforeCommit(c);
            }
            c.commit();
            if (ledger != null) {
                ledger.afterCommit(c);
            }
            return result;
        } catch (SQLException | RuntimeException e) {
            try {
                c.rollback();
                if (ledger != null) {
                    ledger.afterRollback(c);
                }
            } catch (SQLException suppressed) {
                e.addSuppressed(suppressed);
            }
            if (e instanceof RuntimeException r) {
                throw r;
            }
            throw new IllegalStateException("database error: " + e.getMessage(), e);
        } finally {
            pool.add(c);
        }
    }

    public String url() {
        return url;
    }

    /**
     * Waits (bounded) for a transaction still running, marks a clean shutdown and checkpoints the WAL into the
     * database file ({@code PRAGMA wal_checkpoint(TRUNCATE)}), then closes every connection.
     */
    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        if (ledger != null) {
            try {
                Connection c = pool.poll(CLOSE_WAIT_MILLIS, TimeUnit.MILLISECONDS);
                if (c == null) {
                    LOG.warn("closing {} while a transaction still runs: the next start checks the WAL", url);
                } else {
                    // closed here, not put back: a transaction waiting for it must not commit after the checkpoint
                    try (Connection last = c) {
                        last.setAutoCommit(true);
                        ledger.stop(last);
                    } catch (SQLException e) {
                        LOG.warn("cannot checkpoint {} at shutdown: {}", url, e.getMessage());
                    }
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } finally {
                ledger.close();
            }
        }
        closeConnections();
    }

    private void closeConnections() {
        Connection c;
        while ((c = pool.poll()) != null) {
            try {
                c.close();
            } catch (SQLException e) {
                // closing: nothing left to do with it
            }
        }
    }
}
