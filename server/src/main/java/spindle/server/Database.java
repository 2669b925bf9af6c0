package spindle.server;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.FlywayException;

/**
 * The JDBC database behind {@link JdbcGameStore}: an embedded SQLite file (nothing to install) or PostgreSQL by
 * URL. Opening it runs the schema migrations ({@code db/migration/V<n>__*.sql} on the classpath, by Flyway), then
 * keeps a few connections: one for SQLite, which serialises writers anyway, a small pool for PostgreSQL.
 */
public final class Database implements AutoCloseable {
    /** The database {@code spindle serve} uses when given none. */
    public static final String DEFAULT_URL = "jdbc:sqlite:data/spindle.db";

    private final String url;
    private final BlockingQueue<Connection> pool;
    private final int size;

    private Database(String url, int size) {
        this.url = url;
        this.size = size;
        this.pool = new ArrayBlockingQueue<>(size);
    }

    /** Opens the database at a JDBC URL ({@code jdbc:sqlite:<file>} or {@code jdbc:postgresql://...}), migrated. */
    public static Database open(String url) {
        boolean sqlite = url.startsWith("jdbc:sqlite:");
        if (!sqlite && !url.startsWith("jdbc:postgresql:")) {
            throw new IllegalArgumentException("a database URL is jdbc:sqlite:<file> or jdbc:postgresql://host/db,"
                    + " not '" + url + "'");
        }
        if (sqlite) {
            String file = url.substring("jdbc:sqlite:".length());
            createParent(file.contains("?") ? file.substring(0, file.indexOf('?')) : file);
        }
        try {
            Flyway.configure().dataSource(url, null, null).locations("classpath:db/migration").load().migrate();
        } catch (FlywayException e) {
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
        } catch (SQLException e) {
            db.close();
            throw new IllegalStateException("cannot open the database " + url + ": " + e.getMessage(), e);
        }
        return db;
    }

    private static void createParent(String file) {
        if (file.isEmpty() || file.startsWith(":memory:") || file.startsWith("file:")) {
            return;
        }
        Path parent = Path.of(file).toAbsolutePath().getParent();
        try {
            Files.createDirectories(parent);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create the data directory " + parent, e);
        }
    }

    /** The work of one transaction; its connection has auto-commit off. */
    @FunctionalInterface
    interface Work<T> {
        T run(Connection connection) throws SQLException;
    }

    /** Runs {@code work} in one transaction and commits it, or rolls it back and rethrows. */
    <T> T transaction(Work<T> work) {
        Connection c;
        try {
            c = pool.take();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted waiting for a database connection", e);
        }
        try {
            c.setAutoCommit(false);
            T result = work.run(c);
            c.commit();
            return result;
        } catch (SQLException | RuntimeException e) {
            try {
                c.rollback();
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

    @Override
    public void close() {
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
