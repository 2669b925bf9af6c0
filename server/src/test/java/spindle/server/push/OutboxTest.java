package spindle.server.push;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** The outgoing queue of one WebSocket, on fake sockets and a fake clock. */
class OutboxTest {
    private final AtomicLong clock = new AtomicLong();

    /** A socket whose writes complete only when the test says so. */
    private static final class SlowSocket implements Outbox.Socket {
        final List<String> written = new ArrayList<>();
        final List<Outbox.Done> open = new ArrayList<>();
        int pings;
        boolean disconnected;

        @Override
        public synchronized void send(String text, Outbox.Done done) {
            written.add(text);
            open.add(done);
        }

        @Override
        public synchronized void ping(Outbox.Done done) {
            pings++;
            open.add(done);
        }

        @Override
        public synchronized void disconnect() {
            disconnected = true;
        }

        @Override
        public boolean isOpen() {
            return !disconnected;
        }

        void completeOne() {
            Outbox.Done done;
            synchronized (this) {
                done = open.remove(0);
            }
            done.ok();
        }
    }

    private Outbox outbox(Outbox.Socket socket) {
        return new Outbox(socket, Duration.ofSeconds(10), Duration.ofSeconds(15), clock::get);
    }

    @Test
    void aBusySocketGetsOnlyTheNewestMessageOnceItsWriteCompletes() {
        SlowSocket socket = new SlowSocket();
        Outbox out = outbox(socket);
        out.offer(1, "v1");
        for (int v = 2; v <= 1_000; v++) {
            out.offer(v, "v" + v);
            assertThat(socket.open).as("writes under way").hasSize(1);
        }
        assertThat(out.pending()).isEqualTo("v1000");
        socket.completeOne();
        assertThat(socket.written).containsExactly("v1", "v1000");
        assertThat(out.pending()).isNull();
        socket.completeOne();
        assertThat(out.busy()).isFalse();
        out.offer(1_001, "v1001");
        assertThat(socket.written).containsExactly("v1", "v1000", "v1001");
    }

    @Test
    void anOutboxOfEventsKeepsEveryMessageInOrderAndDropsAReaderTooFarBehind() {
        SlowSocket socket = new SlowSocket();
        Outbox out = new Outbox(socket, Duration.ofSeconds(10), Duration.ofSeconds(15), clock::get, 20);
        out.offer(1, "e1");
        out.offer(2, "e2");
        out.offer(3, "e3");
        assertThat(out.pending()).isEqualTo("e2\ne3");
        socket.completeOne();
        assertThat(socket.written).containsExactly("e1", "e2\ne3");
        for (int e = 4; e <= 8; e++) {
            out.offer(e, "e" + e); // 5 events of 2 chars and 4 newlines: 14 chars wait
        }
        assertThat(socket.disconnected).isFalse();
        out.offer(9, "event 9 is long");
        assertThat(socket.disconnected).as("more than 20 chars would wait").isTrue();
        assertThat(out.pending()).isNull();
    }

    @Test
    void anOlderMessageNeverReplacesANewerOne() {
        SlowSocket socket = new SlowSocket();
        Outbox out = outbox(socket);
        out.offer(5, "v5");
        out.offer(7, "v7");
        out.offer(6, "v6"); // a slower publisher of an earlier version
        out.offer(7, "v7 again");
        assertThat(out.pending()).isEqualTo("v7");
        socket.completeOne();
        socket.completeOne();
        out.offer(3, "v3");
        assertThat(socket.written).containsExactly("v5", "v7");
    }

    @Test
    void aWriteOverdueDisconnectsTheSocketAndLaterMessagesAreDropped() {
        SlowSocket socket = new SlowSocket();
        Outbox out = outbox(socket);
        out.offer(1, "v1");
        out.offer(2, "v2");
        clock.addAndGet(Duration.ofSeconds(9).toNanos());
        out.tick();
        assertThat(socket.disconnected).isFalse();
        clock.addAndGet(Duration.ofSeconds(2).toNanos());
        out.tick();
        assertThat(socket.disconnected).isTrue();
        assertThat(out.pending()).isNull();
        socket.completeOne(); // the stuck write fails or ends late: nothing more is sent
        out.offer(3, "v3");
        assertThat(socket.written).containsExactly("v1");
    }

    @Test
    void aQuietSocketIsPingedAndAPingThatNeverCompletesTimesOutToo() {
        SlowSocket socket = new SlowSocket();
        Outbox out = outbox(socket);
        out.offer(1, "v1");
        clock.addAndGet(Duration.ofSeconds(14).toNanos());
        socket.completeOne(); // the socket has been writing, not quiet: no ping yet
        clock.addAndGet(Duration.ofSeconds(14).toNanos());
        out.tick();
        assertThat(socket.pings).isZero();
        clock.addAndGet(Duration.ofSeconds(1).toNanos());
        out.tick();
        assertThat(socket.pings).isEqualTo(1);
        out.offer(2, "v2"); // waits behind the ping
        assertThat(socket.written).containsExactly("v1");
        clock.addAndGet(Duration.ofSeconds(11).toNanos());
        out.tick();
        assertThat(socket.disconnected).isTrue();
    }

    @Test
    void aFailedWriteClosesTheOutboxAndDropsTheConnection() {
        List<String> written = new ArrayList<>();
        AtomicInteger disconnects = new AtomicInteger();
        Outbox out = outbox(new Outbox.Socket() {
            @Override
            public void send(String text, Outbox.Done done) {
                written.add(text);
                done.failed(new java.io.IOException("broken pipe"));
            }

            @Override
            public void ping(Outbox.Done done) {
                done.ok();
            }

            @Override
            public void disconnect() {
                disconnects.incrementAndGet();
            }

            @Override
            public boolean isOpen() {
                return false;
            }
        });
        out.offer(1, "v1");
        out.offer(2, "v2");
        assertThat(written).containsExactly("v1");
        assertThat(disconnects.get()).isEqualTo(1);
    }

    /**
     * Publishers on four threads, a socket completing each write on another thread after a pause, and writes that
     * complete inside {@code send}: never two writes at once, and the last one written is the newest offered.
     */
    @Test
    void racingPublishersAndCompletionsEndOnTheNewestMessage() throws Exception {
        AtomicInteger underWay = new AtomicInteger();
        AtomicInteger most = new AtomicInteger();
        ConcurrentLinkedQueue<String> written = new ConcurrentLinkedQueue<>();
        ExecutorService completer = Executors.newSingleThreadExecutor();
        AtomicInteger sends = new AtomicInteger();
        Outbox out = new Outbox(new Outbox.Socket() {
            @Override
            public void send(String text, Outbox.Done done) {
                most.accumulateAndGet(underWay.incrementAndGet(), Math::max);
                written.add(text);
                Runnable finish = () -> {
                    underWay.decrementAndGet();
                    done.ok();
                };
                if (sends.incrementAndGet() % 2 == 0) {
                    finish.run(); // completes inside send, as Jetty's does when the kernel takes it all at once
                } else {
                    completer.execute(() -> {
                        try {
                            Thread.sleep(1);
                        } catch (InterruptedException e) {
                            Thread.currentThread().interrupt();
                        }
                        finish.run();
                    });
                }
            }

            @Override
            public void ping(Outbox.Done done) {
                done.ok();
            }

            @Override
            public void disconnect() {
            }

            @Override
            public boolean isOpen() {
                return true;
            }
        }, Duration.ofSeconds(10), Duration.ofSeconds(15), System::nanoTime);
        AtomicLong version = new AtomicLong();
        ExecutorService publishers = Executors.newFixedThreadPool(4);
        CountDownLatch done = new CountDownLatch(4);
        for (int p = 0; p < 4; p++) {
            publishers.execute(() -> {
                for (int i = 0; i < 2_000; i++) {
                    long v;
                    synchronized (version) { // offered in version order, as one game's commits are
                        v = version.incrementAndGet();
                        out.offer(v, "v" + v);
                    }
                }
                done.countDown();
            });
        }
        assertThat(done.await(30, TimeUnit.SECONDS)).isTrue();
        publishers.shutdown();
        long end = System.currentTimeMillis() + 10_000;
        while ((out.busy() || underWay.get() > 0) && System.currentTimeMillis() < end) {
            Thread.sleep(5);
        }
        completer.shutdown();
        assertThat(out.busy()).isFalse();
        assertThat(most.get()).as("writes under way at once").isEqualTo(1);
        List<String> list = new ArrayList<>(written);
        assertThat(list.get(list.size() - 1)).isEqualTo("v8000");
        assertThat(list.size()).as("coalesced writes").isLessThan(8_000);
        for (int i = 1; i < list.size(); i++) {
            assertThat(Long.parseLong(list.get(i).substring(1))).isGreaterThan(Long.parseLong(list.get(i - 1)
                    .substring(1)));
        }
    }
}
