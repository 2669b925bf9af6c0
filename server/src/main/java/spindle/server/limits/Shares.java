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
    private final Map<String, Integer> held = new HashMap<>(); // guarded by this; only clients holding a place
    private int open; // guarded by this

    /**
     * @param what      what the places are, for the refusal ("Bot API streams")
     * @param total     the most places at once, 0 for no cap
     * @param perClient the most places of one client, 0 for no cap
     */
    public Shares(String what, int total, int perClient) {
        this.what = what;
        this.total = total;
        this.perClient = perClient;
    }

    /** Takes a place for {@code client}, or refuses with 429 when its share or the pool is full. */
    public synchronized void take(String client) {
        int mine = held.getOrDefault(client, 0);
        if (perClient > 0 && mine >= perClient) {
            throw new ApiException(429, "you have " + perClient + " " + what + " already (the most one client may"
                    + " have); end one first");
        }
        if (total > 0 && open >= total) {
            throw new ApiException(429, "the server has as many " + what + " as it allows (" + total
                    + "); try again later");
        }
        held.put(client, mine + 1);
        open++;
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
