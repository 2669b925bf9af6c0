package spindle.server.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/** The bounded, expiring map of challenges and seeks, on a fake clock. */
class ExpiringMapTest {
    private record Offer(String id, String owner, Instant created) {
    }

    private final AtomicReference<Instant> now = new AtomicReference<>(Instant.parse("2026-01-01T00:00:00Z"));
    private final ExpiringMap<Offer> map = new ExpiringMap<>(now::get, o -> o.created().plus(Duration.ofMinutes(5)), 3);

    private Offer add(String owner) {
        return map.add("x", id -> new Offer(id, owner, now.get()), "full");
    }

    @Test
    void anEntryLivesUntilItsExpiryAndIsThenForgotten() {
        Offer first = add("ann");
        now.set(now.get().plus(Duration.ofMinutes(2)));
        Offer second = add("bob");
        assertThat(first.id()).startsWith("x").isNotEqualTo(second.id());
        now.set(first.created().plus(Duration.ofMinutes(5)).minusMillis(1));
        assertThat(map.live()).containsExactly(first, second);
        now.set(first.created().plus(Duration.ofMinutes(5)));
        assertThat(map.get(first.id())).isNull();
        assertThat(map.live()).containsExactly(second);
        assertThat(map.count(o -> true)).isEqualTo(1);
    }

    @Test
    void aFullMapRefusesWith429UntilAnEntryGoes() {
        add("ann");
        Offer bob = add("bob");
        add("ann");
        assertThatThrownBy(() -> add("cat")).isInstanceOf(ApiException.class).hasMessage("full")
                .satisfies(e -> assertThat(((ApiException) e).status()).isEqualTo(429));
        assertThat(map.count(o -> o.owner().equals("ann"))).isEqualTo(2);
        assertThat(map.take(bob.id())).isEqualTo(bob);
        assertThat(add("cat").owner()).isEqualTo("cat");
    }

    @Test
    void takePutBackAndRemoveWhenItPasses() {
        Offer ann = add("ann");
        Offer bob = add("bob");
        assertThat(map.take(ann.id())).isEqualTo(ann);
        assertThat(map.take(ann.id())).isNull();
        map.putBack(ann.id(), ann);
        assertThat(map.get(ann.id())).isEqualTo(ann);
        assertThat(map.remove(bob.id(), o -> o.owner().equals("ann"))).isFalse();
        assertThat(map.remove(bob.id(), o -> o.owner().equals("bob"))).isTrue();
        assertThat(map.removeIf(o -> o.owner().equals("bob"))).isFalse();
        assertThat(map.removeIf(o -> o.owner().equals("ann"))).isTrue();
        assertThat(map.live()).isEmpty();
    }
}
