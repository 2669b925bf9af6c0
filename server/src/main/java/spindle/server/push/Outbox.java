package spindle.server.push;

import java.time.Duration;
import java.util.concurrent.ScheduledFuture;
import java.util.function.LongSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The outgoing side of one WebSocket: at most one frame being written and one message waiting, so whoever
 * publishes a change only hands a message over and never waits on the socket.
 *
 * <p>Every message is a whole state (a game's carries its version), so a socket still busy writing keeps only the
 * newest message offered meanwhile: a slow reader skips states but always ends on the latest one, and a reader that
 * never reads costs two messages of memory, not a growing queue. A message ordered before one already offered is
 * dropped, so racing publishers cannot replace a newer state with an older one.
 *
 * <p>{@link #tick} (every second or so, from a timer) keeps the socket honest: a write that has not completed within
 * the write timeout disconnects the socket (the client reconnects and is sent the current state then), and a socket
 * that has written nothing for the ping interval is pinged, which keeps a healthy idle connection (and any proxy in
 * between) from timing out.
 */
public final class Outbox {
    private static final Logger LOG = LoggerFactory.getLogger(Outbox.class);
    private static final Object PING = new Object();

    /** The socket as the outbox needs it; every call returns at once, {@code send} and {@code ping} report later. */
    interface Socket {
        void send(String text, Done done);

        void ping(Done done);

        /** Drops the connection at once, without a closing handshake (which would wait behind the stuck write). */
        void disconnect();

        boolean isOpen();
    }

    /** How a write ended; called once, on any thread, possibly before {@code send} or {@code ping} returns. */
    interface Done {
        void ok();

        void failed(Throwable cause);
    }

    private final Socket socket;
    private final long writeTimeoutNanos;
    private final long pingEveryNanos;
    private final LongSupplier nanoClock;
    /** 0: keep only the newest waiting message; else keep every one, joined by newlines, up to this many chars. */
    private final int queueChars;

    // guarded by this
    private boolean busy;
    private long busySince;
    private long idleSince;
    private String pending;
    private long lastOrder = Long.MIN_VALUE;
    private boolean closed;
    private ScheduledFuture<?> ticks;

    public Outbox(Socket socket, Duration writeTimeout, Duration pingEvery, LongSupplier nanoClock) {
        this(socket, writeTimeout, pingEvery, nanoClock, 0);
    }

    /**
     * An outbox that keeps every message offered while a write is under way (events, where none may be skipped),
     * joined by newlines, up to {@code queueChars} characters: a reader so slow that more wait is disconnected
     * (it reconnects and is sent what is current then).
     */
    public Outbox(Socket socket, Duration writeTimeout, Duration pingEvery, LongSupplier nanoClock, int queueChars) {
        this.queueChars = queueChars;
        this.socket = socket;
        this.writeTimeoutNanos = writeTimeout.toNanos();
        this.pingEveryNanos = pingEvery.toNanos();
        this.nanoClock = nanoClock;
        this.idleSince = nanoClock.getAsLong();
    }

    /** Remembers the timer task that calls {@link #tick}, to cancel it when the socket closes. */
    public synchronized void ticks(ScheduledFuture<?> task) {
        if (closed) {
            task.cancel(false);
        } else {
            ticks = task;
        }
    }

    /**
     * Hands a message over: written now if the socket is idle, else kept as the one waiting (replacing an older
     * one). Returns at once. A message whose {@code order} is not above every earlier one is dropped.
     */
    public void offer(long order, String text) {
        boolean overflow = false;
        synchronized (this) {
            if (closed || order <= lastOrder) {
                return;
            }
            lastOrder = order;
            if (busy) {
                boolean append = queueChars > 0 && pending != null;
                overflow = append && pending.length() + 1 + text.length() > queueChars;
                pending = overflow ? null : append ? pending + "\n" + text : text;
                if (!overflow) {
                    return;
                }
            } else {
                busy = true;
                busySince = nanoClock.getAsLong();
            }
        }
        if (overflow) {
            LOG.debug("a reader let more than {} chars of events wait; disconnecting it", queueChars);
            close();
            socket.disconnect();
            return;
        }
        pump(text);
    }

    /** Disconnects a socket whose write is overdue, pings one that has been quiet; called by a timer. */
    public void tick() {
        boolean ping = false;
        boolean overdue = false;
        synchronized (this) {
            if (closed) {
                return;
            }
            long now = nanoClock.getAsLong();
            if (busy) {
                overdue = now - busySince > writeTimeoutNanos;
            } else if (now - idleSince >= pingEveryNanos) {
                busy = true;
                busySince = now;
                ping = true;
            }
        }
        if (overdue) {
            LOG.debug("a watcher did not read for {} ms; disconnecting it", writeTimeoutNanos / 1_000_000);
            close();
            socket.disconnect();
        } else if (ping) {
            pump(PING);
        } else if (!socket.isOpen()) {
            close(); // a socket closed without a close event reaching us: stop ticking for it
        }
    }

    /** Stops writing and forgets what was waiting; later offers are dropped. */
    public void close() {
        ScheduledFuture<?> task;
        synchronized (this) {
            closed = true;
            pending = null;
            task = ticks;
            ticks = null;
        }
        if (task != null) {
            task.cancel(false);
        }
    }

    /** For tests: whether a write is under way, and what waits behind it. */
    synchronized boolean busy() {
        return busy;
    }

    synchronized String pending() {
        return pending;
    }

    /**
     * Writes frames until none waits. A write that completes on this thread (inside {@code send}) is followed here
     * by the next; one that completes later continues from its own callback, so the stack never grows with the
     * number of messages.
     */
    private void pump(Object frame) {
        while (frame != null) {
            Write w = new Write();
            try {
                if (frame == PING) {
                    socket.ping(w);
                } else {
                    socket.send((String) frame, w);
                }
            } catch (RuntimeException e) {
                failed(e);
                return;
            }
            synchronized (this) {
                if (!w.finished) {
                    w.detached = true;
                    return;
                }
                if (w.failure != null) {
                    frame = null;
                } else {
                    frame = next();
                }
            }
            if (w.failure != null) {
                failed(w.failure);
            }
        }
    }

    /** After a write: the waiting message, now under way, or null and idle. Called holding the lock. */
    private String next() {
        long now = nanoClock.getAsLong();
        idleSince = now;
        String text = closed ? null : pending;
        pending = null;
        busy = text != null;
        busySince = now;
        return text;
    }

    /** A failed write leaves the stream in doubt: drop the connection, so the client reconnects to a fresh start. */
    private void failed(Throwable cause) {
        LOG.debug("could not reach a watcher", cause);
        close();
        socket.disconnect();
    }

    /** One write's completion: noted for {@link #pump} if it is still waiting on it, else continued from here. */
    private final class Write implements Done {
        // guarded by Outbox.this
        private boolean finished;
        private boolean detached;
        private Throwable failure;

        @Override
        public void ok() {
            String text;
            synchronized (Outbox.this) {
                if (!detached) {
                    finished = true;
                    return;
                }
                text = next();
            }
            pump(text);
        }

        @Override
        public void failed(Throwable cause) {
            synchronized (Outbox.this) {
                if (!detached) {
                    finished = true;
                    failure = cause;
                    return;
                }
            }
            Outbox.this.failed(cause);
        }
    }
}
