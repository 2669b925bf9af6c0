package spindle.server.limits;

import java.util.HashMap;
import java.util.Map;
import spindle.server.http.ApiException;

/**
 * A server-wide pool (open streams, lobby sockets, seeks, ...) in which one client holds at most a share: a few
 * addresses cannot fill it for everyone. Each place taken is given back when what holds it ends.
 */
public final class Shares {
    private final String what;
    private final int total;
    private final int perClient;
    /** Whole seconds a refused client is told to wait (Retry-After), or 0 for a plain 429: what holds a place ends. */
    private final long retryAfterSeconds;
    private final Map<String, Integer> held = new HashMap<>(); // guarded by this; only clients holding a place
    private int open; // guarded by this

    /**
     * @param what      what the places are, for the refusal ("Bot API streams")
     * @param total     the most places at once, 0 for no cap
     * @param perClient the most places of one client, 0 for no cap
     */
    public Shares(String what, int total, int perClient) {
        this(what, total, perClient, 0);
    }

    /** A pool whose places are held briefly (searches): a refusal says to try again in {@code retryAfterSeconds}. */
    Shares(String what, int total, int perClient, long retryAfterSeconds) {
        this.what = what;
        this.total = total;
        this.perClient = perClient;
        this.retryAfterSeconds = retryAfterSeconds;
    }

    /** Takes a place for {@code client}, or refuses with 429 when its share or the pool is full. */
    public synchronized void take(String client) {
        int mine = held.getOrDefault(client, 0);
        if (perClient > 0 && mine >= perClient) {
            throw refuse("you have " + perClient + " " + what + " already (the most one client may have); "
                    + (retryAfterSeconds > 0 ? "try again in " + retryAfterSeconds + " s" : "end one first"));
        }
        if (total > 0 && open >= total) {
            throw refuse("the server has as many " + what + " as it allows (" + total + "); try again "
                    + (retryAfterSeconds > 0 ? "in " + retryAfterSeconds + " s" : "later"));
        }
        held.put(client, mine + 1);
        open++;
    }

    private ApiException refuse(String message) {
        return retryAfterSeconds > 0 ? new RateLimited(retryAfterSeconds, message) : new ApiException(429, message);
    }

    /** Gives back a place {@code client} took. */
    public synchronized void give(String client) {
        Integer mine = held.get(client);
        if (mine == null) {
            return;
        }
        if (mine <= 1) {
            held.remove(client);
        } else {
            held.put(client, mine - 1);
        }
        open--;
    }
}
