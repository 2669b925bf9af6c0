package spindle.server.limits;

import io.github.bucket4j.Bandwidth;
import io.github.bucket4j.Bucket;
import io.github.bucket4j.ConsumptionProbe;
import io.github.bucket4j.EstimationProbe;
import java.time.Duration;
import java.util.EnumMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Per-client token buckets (Bucket4j), one per {@link Rate} a client has used. Memory stays bounded: the clients are
 * kept in access order, those not seen for {@link #IDLE} are forgotten, and beyond {@link Limits#clients()} the one
 * seen longest ago goes first, so a flood from many addresses cannot grow the map. (A forgotten client starts again
 * with full buckets, which only errs towards letting a request through.)
 */
final class RateLimiter {
    /** A client not seen this long has refilled every bucket anyway (rates are per minute), so it is forgotten. */
    static final Duration IDLE = Duration.ofMinutes(2);

    private static final class Client {
        final Map<Rate, Bucket> buckets = new EnumMap<>(Rate.class);
        long seenNanos;
    }

    private final Limits limits;
    private final LinkedHashMap<String, Client> clients = new LinkedHashMap<>(64, 0.75f, true);

    public RateLimiter(Limits limits) {
        this.limits = limits;
    }

    /**
     * Spends one token of {@code rate} for {@code client}, or throws {@link RateLimited} (429) saying when to come
     * back. A rate of 0 is off.
     */
    public void charge(String client, Rate rate) {
        int perMinute = limits.perMinute(rate);
        if (perMinute == 0) {
            return;
        }
        ConsumptionProbe probe = bucket(client, rate, perMinute).tryConsumeAndReturnRemaining(1);
        if (!probe.isConsumed()) {
            throw refusal(probe.getNanosToWaitForRefill(), "too many " + rate.what() + " from your address (at most "
                    + perMinute + " a minute)");
        }
    }

    /**
     * Refuses (429, saying when to come back) a {@code client} that has nothing left of {@code rate}, for work whose
     * cost is known only after it ran ({@link #spend}), such as a search's CPU time.
     */
    public void requireLeft(String client, Rate rate) {
        int perMinute = limits.perMinute(rate);
        if (perMinute == 0) {
            return;
        }
        EstimationProbe probe = bucket(client, rate, perMinute).estimateAbilityToConsume(1);
        if (!probe.canBeConsumed()) {
            throw refusal(probe.getNanosToWaitForRefill(), "your address has used its " + rate.what() + " (at most "
                    + perMinute + " a minute, limit " + rate.key() + ")");
        }
    }

    /** Spends {@code amount} of {@code client}'s {@code rate}, into debt if need be (paid back before the next). */
    public void spend(String client, Rate rate, long amount) {
        int perMinute = limits.perMinute(rate);
        if (perMinute > 0 && amount > 0) {
            bucket(client, rate, perMinute).consumeIgnoringRateLimits(amount);
        }
    }

    private static RateLimited refusal(long nanosToWait, String why) {
        long seconds = (nanosToWait + TimeUnit.SECONDS.toNanos(1) - 1) / TimeUnit.SECONDS.toNanos(1);
        return new RateLimited(seconds, why + "; try again in " + Math.max(1, seconds) + " s");
    }

    /** How many clients are remembered now. */
    public int clients() {
        synchronized (clients) {
            return clients.size();
        }
    }

    private Bucket bucket(String key, Rate rate, int perMinute) {
        long now = System.nanoTime();
        synchronized (clients) {
            forgetIdle(now);
            Client client = clients.get(key);
            if (client == null) {
                client = new Client();
                clients.put(key, client);
                if (limits.clients() > 0 && clients.size() > limits.clients()) {
                    Iterator<String> eldest = clients.keySet().iterator();
                    eldest.next();
                    eldest.remove();
                }
            }
            client.seenNanos = now;
            return client.buckets.computeIfAbsent(rate, r -> Bucket.builder()
                    .addLimit(Bandwidth.builder().capacity(perMinute).refillGreedy(perMinute, Duration.ofMinutes(1))
                            .build())
                    .build());
        }
    }

    /** Drops the clients idle for {@link #IDLE}; they are at the start of the access order, so this stops early. */
    private void forgetIdle(long now) {
        Iterator<Client> it = clients.values().iterator();
        while (it.hasNext()) {
            if (now - it.next().seenNanos < IDLE.toNanos()) {
                return;
            }
            it.remove();
        }
    }
}
