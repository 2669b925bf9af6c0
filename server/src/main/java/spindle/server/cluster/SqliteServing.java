package spindle.server.cluster;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * The claim of the one server that may serve a SQLite file: a lock on {@code <file>-serving.lock}, held by the
 * operating system for as long as the server process lives (a killed server drops it with its process). A second
 * server on the same file is refused at start: SQLite serialises writers on one machine, but servers on one file
 * would not hear of each other's changes (LISTEN/NOTIFY is PostgreSQL's), and each would play every AI seat. Several
 * servers share a PostgreSQL database instead (docs/hosting-cluster.md).
 */
public final class SqliteServing implements AutoCloseable {
    private final FileChannel channel;
    private final FileLock lock;

    private SqliteServing(FileChannel channel, FileLock lock) {
        this.channel = channel;
        this.lock = lock;
    }

    /**
     * Claims the SQLite file of {@code url} for this server; null for a URL that is not a SQLite file.
     *
     * @throws IllegalArgumentException when another server serves it, saying what to do
     */
    public static SqliteServing claim(String url) {
        if (!url.startsWith("jdbc:sqlite:")) {
            return null;
        }
        String name = url.substring("jdbc:sqlite:".length());
        name = name.contains("?") ? name.substring(0, name.indexOf('?')) : name;
        if (name.isEmpty() || name.startsWith(":memory:") || name.startsWith("file:")) {
            return null;
        }
        Path file = Path.of(name).toAbsolutePath();
        Path lockFile = file.resolveSibling(file.getFileName() + "-serving.lock");
        FileChannel channel = null;
        try {
            Files.createDirectories(file.getParent());
            channel = FileChannel.open(lockFile, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
            FileLock lock = channel.tryLock();
            if (lock != null) {
                return new SqliteServing(channel, lock);
            }
        } catch (IOException | OverlappingFileLockException e) {
            // refused below
        }
        closeQuietly(channel);
        throw new IllegalArgumentException("another Spindle server is already serving " + file + " (it holds "
                + lockFile + "). A SQLite database serves one server at a time: two servers on one file would not"
                + " see each other's moves and would both play every AI seat. Stop the other server, give this one"
                + " another --db, or run several servers on one PostgreSQL database (docs/hosting-cluster.md)");
    }

    private static void closeQuietly(FileChannel channel) {
        if (channel != null) {
            try {
                channel.close();
            } catch (IOException e) {
                // nothing held
            }
        }
    }

    /** Lets another server serve the file. */
    @Override
    public void close() {
        try {
            lock.release();
        } catch (IOException e) {
            // the channel closes below anyway
        }
        closeQuietly(channel);
    }
}
