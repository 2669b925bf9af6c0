package spindle.server;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.ThreadLocalRandom;
import org.junit.jupiter.api.Assumptions;

/**
 * The databases the store tests run against: a SQLite file always, PostgreSQL when {@code SPINDLE_TEST_PG_URL}
 * (environment) or {@code spindle.test.pg.url} (system property) names a server (.ci/run starts one). Each test
 * gets a fresh SQLite file or a fresh PostgreSQL schema.
 */
public final class TestDatabases {
    static final String PG_VARIABLE = "SPINDLE_TEST_PG_URL";

    private TestDatabases() {
    }

    static String pgUrl() {
        String url = System.getProperty("spindle.test.pg.url", System.getenv(PG_VARIABLE));
        return url == null || url.isBlank() ? null : url;
    }

    /** A fresh empty database of this kind ("sqlite" or "postgresql"); skips the test visibly when there is none. */
    public static String fresh(String kind, Path dir) {
        if (kind.equals("sqlite")) {
            return "jdbc:sqlite:" + dir.resolve("spindle-" + ThreadLocalRandom.current().nextInt(1 << 30) + ".db");
        }
        String base = pgUrl();
        Assumptions.assumeTrue(base != null, "SKIPPED on PostgreSQL: no server given; set " + PG_VARIABLE
                + " to a jdbc:postgresql:// URL (.ci/run starts a throwaway server and sets it)");
        String schema = "t" + Long.toHexString(ThreadLocalRandom.current().nextLong() & Long.MAX_VALUE);
        try (Connection c = DriverManager.getConnection(base); Statement s = c.createStatement()) {
            s.execute("CREATE SCHEMA " + schema);
        } catch (SQLException e) {
            throw new IllegalStateException("PostgreSQL at " + base + " is not usable: " + e.getMessage(), e);
        }
        return base + (base.contains("?") ? "&" : "?") + "currentSchema=" + schema;
    }
}
