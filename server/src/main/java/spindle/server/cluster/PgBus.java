package spindle.server.cluster;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.function.Consumer;
import org.postgresql.PGConnection;
import org.postgresql.PGNotification;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What the servers sharing a PostgreSQL database tell each other, as {@code NOTIFY spindle, '<sender> <kind> <id>
 * <version>'}. A change is announced inside the transaction that writes it ({@link #announce}), so PostgreSQL
 * delivers it exactly when the change commits, and never for a change rolled back.
 *
 * <p>Each server listens on one connection of its own, on one daemon thread that only hands each message on (the
 * receiver queues it; no request thread ever waits here). A lost connection is opened again after a growing pause
 * (at most 5 s); notifications sent meanwhile are lost, so the receiver is told to catch up ({@code onReconnect}).
 */
public final class PgBus implements AutoCloseable {
    /** The PostgreSQL channel of every Spindle server. */
    public static final String CHANNEL = "spindle";
    private static final Logger LOG = LoggerFactory.getLogger(PgBus.class);
    private static final int POLL_MILLIS = 500;
    private static final long MAX_PAUSE_MILLIS = 5_000;

    /** A change made by another server: a game ({@code g}) or competition ({@code c}) now at {@code version}. */
    public record Message(String kind, String id, long version) {
    }

    private final String url;
    private final String self;
    private final Consumer<Message> onMessage;
    private final Runnable onReconnect;
    private final Thread thread;
    private volatile boolean closed;
    private volatile Connection connection;
    private volatile boolean listening;

    /**
     * Starts listening.
     *
     * @param self        this server's instance id; its own announcements are not handed on
     * @param onMessage   called on the listener thread for each change another server made; must not block
     * @param onReconnect called on the listener thread after the connection was lost and opened again
     */
    public PgBus(String url, String self, Consumer<Message> onMessage, Runnable onReconnect) {
        this.url = url;
        this.self = self;
        this.onMessage = onMessage;
        this.onReconnect = onReconnect;
        this.thread = new Thread(this::run, "spindle-cluster-listener");
        thread.setDaemon(true);
        thread.start();
    }

    /** Announces a change within the transaction of {@code c}: delivered to every listener when it commits. */
    public static void announce(Connection c, String sender, String kind, String id, long version)
            throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT pg_notify(?, ?)")) {
            s.setString(1, CHANNEL);
            s.setString(2, sender + " " + kind + " " + id + " " + version);
            s.execute();
        }
    }

    /** Whether the listener is connected and listening now. */
    public boolean listening() {
        return listening;
    }

    private void run() {
        long pause = 100;
        boolean first = true;
        while (!closed) {
            try (Connection c = DriverManager.getConnection(url)) {
                connection = c;
                try (Statement s = c.createStatement()) {
                    s.execute("LISTEN " + CHANNEL);
                }
                listening = true;
                if (!first) {
                    LOG.info("listening to the other servers again");
                    onReconnect.run();
                }
                first = false;
                pause = 100;
                PGConnection pg = c.unwrap(PGConnection.class);
                while (!closed) {
                    PGNotification[] received = pg.getNotifications(POLL_MILLIS);
                    if (received != null) {
                        for (PGNotification n : received) {
                            deliver(n.getParameter());
                        }
                    }
                }
            } catch (SQLException | RuntimeException e) {
                if (closed) {
                    return;
                }
                first = false;
                LOG.warn("lost the connection that listens to the other servers ({}); retrying in {} ms",
                        e.getMessage(), pause);
            } finally {
                listening = false;
                connection = null;
            }
            sleep(pause);
            pause = Math.min(MAX_PAUSE_MILLIS, pause * 2);
        }
    }

    private void deliver(String payload) {
        String[] p = payload.split(" ");
        if (p.length != 4 || p[0].equals(self)) {
            return;
        }
        try {
            onMessage.accept(new Message(p[1], p[2], Long.parseLong(p[3])));
        } catch (RuntimeException e) {
            LOG.warn("could not handle the notification '{}'", payload, e);
        }
    }

    private void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            closed = true;
        }
    }

    @Override
    public void close() {
        closed = true;
        Connection c = connection;
        if (c != null) {
            try {
                c.close();
            } catch (SQLException e) {
                // closing: nothing left to do
            }
        }
        thread.interrupt();
    }
}
