package spindle.server.push;

import io.javalin.http.Context;
import jakarta.servlet.AsyncContext;
import jakarta.servlet.ServletOutputStream;
import jakarta.servlet.WriteListener;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.eclipse.jetty.io.EndPoint;
import org.eclipse.jetty.server.Request;

/**
 * One long HTTP response of newline-delimited JSON (the Bot API's streams, {@link BotApi}): every message is one
 * line; an empty line every {@link #KEEP_ALIVE} keeps an idle connection (and any proxy) open and finds a client
 * that has gone.
 *
 * <p>Writes are the servlet's non-blocking ones ({@link WriteListener}) behind an {@link Outbox}, like the game
 * WebSockets' ({@link Watchers}): whoever offers a message never writes to the network or waits on it, a reader that
 * stops reading is disconnected after {@link Watchers#WRITE_TIMEOUT}, and what waits for it is bounded.
 */
public final class NdjsonStream {
    /** An empty line this often when nothing else was written. */
    static final Duration KEEP_ALIVE = Duration.ofSeconds(7);
    /** The most characters of events kept for a reader that is behind (an event stream); more disconnect it. */
    public static final int QUEUE_CHARS = 256 * 1024;

    private final CompletableFuture<Void> finished = new CompletableFuture<>();
    private final Outbox out;
    private final Output output = new Output();
    private final Runnable onEnd;
    private ScheduledFuture<?> ticks;
    // guarded by this
    private long order;
    private boolean ending;

    /**
     * @param keepAll every message is delivered (events; bounded by {@link #QUEUE_CHARS}), or only the newest
     *                waiting one (whole game states)
     * @param onEnd   called once when the stream ends, whoever ends it (the client, a timeout, {@link #end})
     */
    private NdjsonStream(boolean keepAll, Runnable onEnd) {
        this.onEnd = onEnd;
        this.out = new Outbox(output, Watchers.WRITE_TIMEOUT, KEEP_ALIVE, System::nanoTime, keepAll ? QUEUE_CHARS : 0);
    }

    /**
     * Turns the request into a stream: {@code started} is called with it once the response is asynchronous (from
     * then on messages may be sent). The request's thread returns at once.
     */
    public static void open(Context ctx, boolean keepAll, Runnable onEnd, Consumer<NdjsonStream> started) {
        NdjsonStream stream = new NdjsonStream(keepAll, onEnd);
        ctx.status(200).contentType("application/x-ndjson; charset=utf-8");
        ctx.header("Cache-Control", "no-cache");
        ctx.header("X-Accel-Buffering", "no"); // a proxy such as nginx passes each line on at once
        ctx.future(() -> {
            stream.start(ctx);
            started.accept(stream);
            return stream.finished;
        });
    }

    private void start(Context ctx) {
        AsyncContext async = ctx.req().getAsyncContext();
        async.setTimeout(0);
        Request base = Request.getBaseRequest(ctx.req());
        output.endPoint = base == null ? null : base.getHttpChannel().getEndPoint();
        try {
            ctx.res().flushBuffer(); // the headers now, so a client knows the stream is open before its first line
            output.stream = ctx.res().getOutputStream();
        } catch (IOException e) {
            end();
            return;
        }
        output.stream.setWriteListener(output);
        ScheduledFuture<?> task = Watchers.TIMER.scheduleWithFixedDelay(this::tick, Watchers.TICK_MILLIS,
                Watchers.TICK_MILLIS, TimeUnit.MILLISECONDS);
        synchronized (this) {
            ticks = task;
        }
        if (finished.isDone()) {
            task.cancel(false);
        }
    }

    /** Sends one line (a JSON object without newlines). Returns at once. */
    public synchronized void send(String json) {
        if (!ending) {
            out.offer(++order, json);
        }
    }

    /** Sends a last line; the stream ends once it is written (or its reader is dropped). */
    public synchronized void sendLast(String json) {
        send(json);
        ending = true;
    }

    /** Whether the stream still runs. */
    boolean open() {
        return !finished.isDone();
    }

    private void tick() {
        out.tick();
        boolean done;
        synchronized (this) {
            done = ending && !out.busy();
        }
        if (done || !output.isOpen()) {
            end();
        }
    }

    /** Ends the stream now (what was not written yet is dropped). */
    void end() {
        if (finished.isDone()) {
            return;
        }
        out.close();
        ScheduledFuture<?> task;
        synchronized (this) {
            task = ticks;
        }
        if (task != null) {
            task.cancel(false);
        }
        if (finished.complete(null)) {
            onEnd.run();
        }
    }

    /**
     * The response as an {@link Outbox.Socket}: one line at a time, written and flushed without blocking; the
     * outbox is told when the line has left ({@link #onWritePossible} after a write the network could not take).
     */
    private final class Output implements Outbox.Socket, WriteListener {
        private volatile ServletOutputStream stream;
        private volatile EndPoint endPoint;
        // guarded by this
        private byte[] data;
        private boolean flush;
        private Outbox.Done waiting;
        private boolean broken;

        @Override
        public void send(String text, Outbox.Done done) {
            write((text + "\n").getBytes(StandardCharsets.UTF_8), done);
        }

        @Override
        public void ping(Outbox.Done done) {
            write(new byte[] {'\n'}, done);
        }

        private void write(byte[] bytes, Outbox.Done done) {
            synchronized (this) {
                data = bytes;
                flush = true;
                waiting = done;
            }
            advance();
        }

        /** Writes, then flushes, while the stream is ready; reports the write done once both went through. */
        private void advance() {
            Outbox.Done report = null;
            Throwable failure = null;
            synchronized (this) {
                try {
                    while (waiting != null && stream != null && stream.isReady()) {
                        if (data != null) {
                            byte[] d = data;
                            data = null;
                            stream.write(d);
                        } else if (flush) {
                            flush = false;
                            stream.flush();
                        } else {
                            report = waiting;
                            waiting = null;
                        }
                    }
                } catch (IOException | IllegalStateException e) {
                    broken = true;
                    failure = e;
                    report = waiting;
                    waiting = null;
                }
            }
            if (report != null) {
                if (failure == null) {
                    report.ok();
                } else {
                    report.failed(failure);
                }
            }
        }

        @Override
        public void onWritePossible() {
            advance();
        }

        @Override
        public void onError(Throwable t) {
            Outbox.Done report;
            synchronized (this) {
                broken = true;
                report = waiting;
                waiting = null;
            }
            if (report != null) {
                report.failed(t);
            }
            end();
        }

        @Override
        public void disconnect() {
            EndPoint e = endPoint;
            if (e != null) {
                e.close(); // drops the connection even with a write stuck behind a reader that never reads
            }
            end();
        }

        @Override
        public boolean isOpen() {
            EndPoint e = endPoint;
            synchronized (this) {
                return !broken && (e == null || e.isOpen());
            }
        }
    }
}
