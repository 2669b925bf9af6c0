package spindle.server.limits;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** The AI scheduler keeps a worker for quick moves, however many slow searches are queued. */
class AiSchedulerTest {
    @Test
    void aQuickMoveNeverWaitsForSlowSearches() throws InterruptedException {
        CountDownLatch release = new CountDownLatch(1);
        try (AiScheduler scheduler = new AiScheduler(2)) {
            for (int i = 0; i < 4; i++) {
                scheduler.submit("slow" + i, 5_000, () -> {
                    try {
                        release.await(10, TimeUnit.SECONDS);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                });
            }
            AtomicLong started = new AtomicLong();
            CountDownLatch quick = new CountDownLatch(3);
            long submitted = System.nanoTime();
            for (int i = 0; i < 3; i++) {
                scheduler.submit("quick" + i, 0, () -> {
                    started.set(System.nanoTime());
                    quick.countDown();
                });
            }
            assertThat(quick.await(5, TimeUnit.SECONDS)).as("quick moves ran while the slow ones held").isTrue();
            assertThat(started.get() - submitted).isLessThan(TimeUnit.SECONDS.toNanos(2));
            assertThat(scheduler.queued()).as("three slow searches wait their turn").isEqualTo(3);
            release.countDown();
        }
    }

    @Test
    void aGameWhoseMovesTurnOutSlowIsMovedToTheSlowLane() throws InterruptedException {
        try (AiScheduler scheduler = new AiScheduler(2)) {
            CountDownLatch first = new CountDownLatch(1);
            scheduler.submit("g", 0, () -> {
                sleep(AiScheduler.QUICK_MILLIS + 100);
                first.countDown();
            });
            assertThat(first.await(5, TimeUnit.SECONDS)).isTrue();
            Thread.sleep(50);
            CountDownLatch hold = new CountDownLatch(1);
            scheduler.submit("other-slow", 5_000, () -> await(hold));
            scheduler.submit("g", 0, () -> { });
            Thread.sleep(300);
            assertThat(scheduler.queued()).as("g now waits for the slow lane").isEqualTo(1);
            hold.countDown();
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
