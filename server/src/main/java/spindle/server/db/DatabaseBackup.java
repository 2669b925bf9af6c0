package spindle.server.db;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.sqlite.SQLiteConfig;

/**
 * {@code spindle backup}: a consistent snapshot of a SQLite database, also while a server keeps writing to it.
 * {@code VACUUM INTO} copies what one read transaction sees (in WAL mode a reader never blocks the writer, and
 * the writer never changes what the reader sees), into a new compact file; the copy is written beside the target
 * and renamed only when complete, so a failed backup never leaves a half file under the target's name.
 */
public final class DatabaseBackup {
    private DatabaseBackup() {
    }

    /** What a backup wrote. */
    public record Result(Path file, long games, long competitions, long bytes) {
    }

    /**
     * Writes a snapshot of the SQLite database at {@code url} to {@code target}; an existing target is replaced
     * only with {@code force}. A PostgreSQL URL is refused with the {@code pg_dump} command that backs it up.
     */
    public static Result write(String url, Path target, boolean force) {
        if (url.startsWith("jdbc:postgresql:")) {
            throw new IllegalArgumentException("spindle backup copies SQLite files; back up a PostgreSQL database"
                    + " with pg_dump:\n  " + pgDump(url, target) + "\nand restore it into an empty database with:\n  "
                    + pgRestore(url, target));
        }
        if (!url.startsWith("jdbc:sqlite:")) {
            throw new IllegalArgumentException("a database URL is jdbc:sqlite:<file> or jdbc:postgresql://host/db,"
                    + " not '" + url + "'");
        }
        Path source = Database.sqliteFile(url);
        if (source == null || !Files.isRegularFile(source)) {
            throw new IllegalArgumentException("there is no database file " + (source == null ? url : source)
                    + " to back up (give the server's --db)");
        }
        Path to = target.toAbsolutePath();
        if (Files.exists(to)) {
            if (isSameFile(to, source)) {
                throw new IllegalArgumentException(to + " is the database itself; write the backup elsewhere");
            }
            if (!force) {
                throw new IllegalArgumentException(to + " already exists; name another file, or add --force to"
                        + " replace it");
            }
        }
        if (to.getParent() != null && !Files.isDirectory(to.getParent())) {
            throw new IllegalArgumentException("the folder " + to.getParent() + " does not exist");
        }
        Path partial = to.resolveSibling(to.getFileName() + ".partial");
        try {
            Files.deleteIfExists(partial);
            snapshot(url, source, partial);
            long[] counts = seal(partial);
            if (force) {
                Files.move(partial, to, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } else {
                Files.move(partial, to, StandardCopyOption.ATOMIC_MOVE);
            }
            return new Result(to, counts[0], counts[1], Files.size(to));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the backup " + to + ": " + e.getMessage(), e);
        } finally {
            try {
                Files.deleteIfExists(partial);
            } catch (IOException e) {
                // nothing left to do: the partial file only wastes space
            }
        }
    }

    private static boolean isSameFile(Path a, Path b) {
        try {
            return Files.isSameFile(a, b);
        } catch (IOException e) {
            return false;
        }
    }

    private static void snapshot(String url, Path source, Path partial) {
        SQLiteConfig config = new SQLiteConfig();
        // read-only: the backup neither writes to the server's database nor, as its last connection, empties
        // the WAL of a crashed server that the next start still has to check
        config.setReadOnly(true);
        try (Connection c = DriverManager.getConnection(url, config.toProperties());
             PreparedStatement s = c.prepareStatement("VACUUM INTO ?")) {
            s.setString(1, partial.toString());
            s.execute();
        } catch (SQLException e) {
            String m = String.valueOf(e.getMessage());
            if (m.contains("SQLITE_CORRUPT") || m.contains("SQLITE_NOTADB")) {
                throw new Database.Unusable("cannot back up " + source + ": it is damaged or not a database ("
                        + m + "); keep your last good backup");
            }
            throw new IllegalArgumentException("cannot back up " + source + ": " + m, e);
        }
    }

    /**
     * Makes the copy a self-contained file (rollback journal) marked as cleanly shut down with a new identity,
     * so a server started on a restored copy neither takes it for a crash nor compares it with the commit count of
     * the database it came from; checks it and counts what it holds.
     */
    private static long[] seal(Path copy) {
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + copy); Statement s = c.createStatement()) {
            s.execute("PRAGMA journal_mode=DELETE");
            List<String> tables = new ArrayList<>();
            try (ResultSet r = s.executeQuery("SELECT name FROM sqlite_master WHERE type = 'table'")) {
                while (r.next()) {
                    tables.add(r.getString(1));
                }
            }
            if (tables.contains("server_run")) {
                s.executeUpdate("UPDATE server_run SET running = 0, db_id = '" + UUID.randomUUID() + "'");
            }
            try (ResultSet r = s.executeQuery("PRAGMA quick_check")) {
                String check = r.next() ? r.getString(1) : "no answer";
                if (!"ok".equals(check)) {
                    throw new IllegalStateException("the backup failed its check: " + check);
                }
            }
            return new long[] {count(s, tables, "games"), count(s, tables, "competitions")};
        } catch (SQLException e) {
            throw new IllegalStateException("cannot check the backup " + copy + ": " + e.getMessage(), e);
        }
    }

    private static long count(Statement s, List<String> tables, String table) throws SQLException {
        if (!tables.contains(table)) {
            return 0;
        }
        try (ResultSet r = s.executeQuery("SELECT count(*) FROM " + table)) {
            r.next();
            return r.getLong(1);
        }
    }

    /** The {@code pg_dump} command line that backs up the PostgreSQL database of a JDBC URL into {@code target}. */
    static String pgDump(String url, Path target) {
        Pg pg = Pg.of(url);
        return "pg_dump --format=custom" + pg.schemaOption() + " --file=" + quote(target.toString()) + " --dbname="
                + quote(pg.uri());
    }

    static String pgRestore(String url, Path target) {
        return "pg_restore --no-owner --dbname=" + quote(Pg.of(url).uri()) + " " + quote(target.toString());
    }

    private static String quote(String s) {
        return s.matches("[A-Za-z0-9_./:=@-]+") ? s : "'" + s.replace("'", "'\\''") + "'";
    }

    /** A JDBC PostgreSQL URL as a libpq connection URI: the parameters libpq knows, the schema as an option. */
    private record Pg(String uri, String schema) {
        static Pg of(String url) {
            String rest = url.substring("jdbc:postgresql:".length());
            String query = rest.contains("?") ? rest.substring(rest.indexOf('?') + 1) : "";
            String base = rest.contains("?") ? rest.substring(0, rest.indexOf('?')) : rest;
            if (!base.startsWith("//")) {
                base = "//localhost/" + base; // jdbc:postgresql:db means localhost:5432
            }
            List<String> kept = new ArrayList<>();
            String schema = null;
            for (String p : query.split("&")) {
                String key = p.contains("=") ? p.substring(0, p.indexOf('=')) : p;
                if (key.equals("currentSchema")) {
                    schema = URLDecoder.decode(p.substring(p.indexOf('=') + 1), StandardCharsets.UTF_8);
                } else if (List.of("user", "password", "sslmode", "sslrootcert", "sslcert", "sslkey").contains(key)) {
                    kept.add(p);
                }
            }
            return new Pg("postgresql:" + base + (kept.isEmpty() ? "" : "?" + String.join("&", kept)), schema);
        }

        String schemaOption() {
            return schema == null ? "" : " --schema=" + quote(schema);
        }
    }
}
