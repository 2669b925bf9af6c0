package spindle.server.db;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.UUID;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.sqlite.SQLiteConnection;

/**
 * Tells an honest crash of a server on a SQLite file from a write-ahead log that was lost or damaged after it.
 *
 * <p>In WAL mode a commit lives only in {@code <db>-wal} until a checkpoint copies it into the database file, and
 * SQLite reads a missing WAL as an empty one, and a WAL whose frame fails its checksum as ending just before that
 * frame: either way it opens the older database without a word. So every transaction that changed something also
 * counts itself in the database ({@code server_run.commits}, migration V12) and, once committed, writes the same
 * count to a small file beside it, {@code <db>-commits}, that no checkpoint or WAL recovery touches. A restart that
 * finds fewer commits in the database than that file records has lost acknowledged commits and refuses to serve.
 * The file is written after the commit, so a crash leaves it at most equal to the database: an honest crash never
 * looks like a loss.
 *
 * <p>When that file is missing too (or belongs to another database), a weaker check remains: {@code running} is
 * set to 1 and checkpointed into the database file at start, and reset to 0 at a clean shutdown; a checkpoint that
 * is not a TRUNCATE leaves the WAL file in place, so during a run the WAL is never empty once this start was
 * checkpointed. A database file saying "running" next to a missing or empty WAL therefore had its WAL removed.
 */
public final class SqliteLedger implements AutoCloseable {
    /** Appended to the database file's name for the commit count kept outside it. */
    public static final String SUFFIX = "-commits";
    private static final Logger LOG = LoggerFactory.getLogger(SqliteLedger.class);
    private static final int WAL_HEADER_BYTES = 32;
    private static final String MAGIC = "spindle-commits";
    /** Appended to the WAL's name for the copy of it found at a start after a crash. */
    public static final String KEPT = ".at-start";

    private final Path file;
    private final FileChannel channel;
    private final String dbId;
    private long commits;
    private long seenChanges;
    private boolean counting;
    private long pending;
    private Connection countOn;
    private PreparedStatement count;
    private boolean warned;

    private SqliteLedger(Path file, FileChannel channel, String dbId, long commits) {
        this.file = file;
        this.channel = channel;
        this.dbId = dbId;
        this.commits = commits;
    }

    /** The state of {@code <db>-wal} before any connection opened the database (the last close deletes it). */
    record Wal(Path file, long bytes) {
        static Wal sample(Path db) {
            Path wal = Path.of(db + "-wal");
            try {
                return new Wal(wal, Files.exists(wal) ? Files.size(wal) : -1);
            } catch (IOException e) {
                return new Wal(wal, -1);
            }
        }

        boolean holdsNoFrame() {
            return bytes <= WAL_HEADER_BYTES;
        }

        /**
         * Keeps a copy of a WAL left by a crash: opening the database replays the WAL only up to a damaged frame
         * and the last connection's close deletes it, so without the copy nothing would be left to salvage.
         */
        Path keep() {
            if (holdsNoFrame()) {
                return null;
            }
            Path copy = Path.of(file + KEPT);
            try {
                Files.copy(file, copy, StandardCopyOption.REPLACE_EXISTING);
                return copy;
            } catch (IOException e) {
                LOG.warn("cannot keep a copy of {}: {}", file, e.getMessage());
                return null;
            }
        }
    }

    private record Row(boolean running, long commits, String dbId) {
    }

    private record Recorded(String dbId, long commits) {
        static Recorded read(Path file) {
            try {
                String[] parts = Files.readString(file, StandardCharsets.US_ASCII).trim().split(" ");
                return parts.length == 3 && parts[0].equals(MAGIC) ? new Recorded(parts[1], Long.parseLong(parts[2]))
                        : null;
            } catch (IOException | RuntimeException e) {
                return null;
            }
        }
    }

    /**
     * Checks the last run left nothing behind (before this start changes anything), then marks the database as
     * running, checkpoints that mark into the database file and starts counting. {@code c} has auto-commit on.
     */
    static SqliteLedger start(Connection c, Path db, Wal wal, Path kept, boolean acceptDataLoss)
            throws SQLException {
        Row row = read(c);
        Path file = Path.of(db + SUFFIX);
        Recorded recorded = Recorded.read(file);
        String loss = loss(row, recorded, wal, file);
        if (loss != null) {
            String copy = kept == null ? "" : " (the WAL as this start found it is kept in " + kept + ")";
            if (!acceptDataLoss) {
                throw new Database.Unusable("committed moves may have been lost: " + loss + copy + ". " + advice(db));
            }
            LOG.warn("starting with --accept-data-loss although committed moves may have been lost: {}{}", loss,
                    copy);
        } else if (kept != null) {
            try {
                Files.deleteIfExists(kept);
            } catch (IOException e) {
                LOG.warn("cannot delete {}: {}", kept, e.getMessage());
            }
        }
        String dbId = row.dbId().isEmpty() ? UUID.randomUUID().toString() : row.dbId();
        try (PreparedStatement s = c.prepareStatement("UPDATE server_run SET running = 1, db_id = ?, started = ?"
                + " WHERE id = 1")) {
            s.setString(1, dbId);
            s.setString(2, Instant.now().toString());
            s.executeUpdate();
        }
        // FULL, not TRUNCATE: the mark reaches the database file and the WAL file stays (see the class comment)
        checkpoint(c, "FULL");
        FileChannel channel;
        try {
            channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                    StandardOpenOption.TRUNCATE_EXISTING);
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot write " + file + " beside the database: " + e.getMessage(), e);
        }
        SqliteLedger ledger = new SqliteLedger(file, channel, dbId, row.commits());
        ledger.write();
        ledger.seenChanges = totalChanges(c);
        return ledger;
    }

    private static String loss(Row row, Recorded recorded, Wal wal, Path file) {
        if (recorded != null && recorded.dbId().equals(row.dbId())) {
            if (recorded.commits() > row.commits()) {
                return "the database holds " + row.commits() + " committed transactions but " + file + " records "
                        + recorded.commits() + " acknowledged ones; the last " + (recorded.commits() - row.commits())
                        + " were in the write-ahead log " + wal.file() + ", which was deleted, truncated or damaged"
                        + " after the server stopped";
            }
            return null;
        }
        if (row.running() && wal.holdsNoFrame()) {
            return "the last run did not shut down cleanly and its write-ahead log " + wal.file() + " is "
                    + (wal.bytes() < 0 ? "missing" : "empty") + " (it holds the latest commits until they are"
                    + " copied into the database file)";
        }
        return null;
    }

    static String advice(Path db) {
        return "Restore the last backup made with 'spindle backup' (stop the server, copy the backup over " + db
                + " and delete " + db + "-wal and " + db + "-shm), or put the original " + db.getFileName()
                + "-wal back if you still have it; or start with --accept-data-loss to serve what the database"
                + " still holds";
    }

    private static Row read(Connection c) throws SQLException {
        try (Statement s = c.createStatement();
             ResultSet r = s.executeQuery("SELECT running, commits, db_id FROM server_run WHERE id = 1")) {
            if (!r.next()) {
                throw new IllegalStateException("the table server_run has no row: the database was changed by hand");
            }
            return new Row(r.getInt(1) != 0, r.getLong(2), r.getString(3));
        }
    }

    /** Inside a transaction, just before it commits: counts it in the database if it changed anything. */
    void beforeCommit(Connection c) throws SQLException {
        counting = totalChanges(c) != seenChanges;
        if (counting) {
            if (countOn != c) {
                // prepared once: this runs in every writing transaction
                count = c.prepareStatement("UPDATE server_run SET commits = commits + 1 WHERE id = 1"
                        + " RETURNING commits");
                countOn = c;
            }
            // the database's own count, not ours + 1: another process on the same file may have counted too
            try (ResultSet r = count.executeQuery()) {
                pending = r.next() ? r.getLong(1) : commits + 1;
            }
        }
    }

    /** After the commit: records the new count outside the database. Never throws: the commit stands. */
    void afterCommit(Connection c) {
        if (counting) {
            commits = pending;
            write();
        }
        try {
            seenChanges = totalChanges(c);
        } catch (SQLException e) {
            seenChanges = -1; // the next transaction is counted whatever it did: more checking, never less
        }
    }

    void afterRollback(Connection c) throws SQLException {
        seenChanges = totalChanges(c);
    }

    /** Marks a clean shutdown and empties the WAL into the database file. {@code c} has auto-commit on. */
    void stop(Connection c) throws SQLException {
        if (count != null) {
            count.close();
            count = null;
            countOn = null;
        }
        try (Statement s = c.createStatement()) {
            s.executeUpdate("UPDATE server_run SET running = 0 WHERE id = 1");
        }
        checkpoint(c, "TRUNCATE");
    }

    @Override
    public void close() {
        try {
            channel.close();
        } catch (IOException e) {
            LOG.warn("cannot close {}: {}", file, e.getMessage());
        }
    }

    private void write() {
        // fixed width, so each write replaces the whole content in place; no fsync, like synchronous=NORMAL
        byte[] text = String.format("%s %s %020d%n", MAGIC, dbId, commits).getBytes(StandardCharsets.US_ASCII);
        ByteBuffer buffer = ByteBuffer.wrap(text);
        try {
            long at = 0;
            while (buffer.hasRemaining()) {
                at += channel.write(buffer, at);
            }
        } catch (IOException e) {
            // behind the database is safe (a restart then checks less), so the commit stands
            if (!warned) {
                warned = true;
                LOG.warn("cannot record the commit count in {}: {}", file, e.getMessage());
            }
        }
    }

    private static void checkpoint(Connection c, String mode) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet r = s.executeQuery("PRAGMA wal_checkpoint(" + mode + ")")) {
            if (r.next() && r.getInt(1) != 0) {
                LOG.warn("the {} checkpoint could not complete: another process is reading the database", mode);
            }
        }
    }

    private static long totalChanges(Connection c) throws SQLException {
        return c.unwrap(SQLiteConnection.class).getDatabase().total_changes();
    }
}
