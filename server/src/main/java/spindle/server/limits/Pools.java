package spindle.server.limits;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The server-wide pools strangers fill, each with the share one client (address) may hold ({@link Shares}), so
 * that a few addresses cannot fill one for everyone. 0 turns a cap off. Keys of {@code --limit}:
 *
 * @param streamsPerClient       Bot API streams one client has open (the total is {@link Limits#streams()})
 * @param lobbySockets           lobby WebSockets open at once
 * @param lobbySocketsPerClient  lobby WebSockets of one client
 * @param seeks                  seeks in the lobby at once
 * @param seeksPerClient         seeks of one client
 * @param challengesPerClient    challenges one client has waiting for one player's answer
 * @param competitions           competitions kept open (not yet finished) at once
 * @param competitionsPerClient  open competitions one client created
 */
public record Pools(int streamsPerClient, int lobbySockets, int lobbySocketsPerClient, int seeks,
                    int seeksPerClient, int challengesPerClient, int competitions, int competitionsPerClient) {

    static final String HELP = "Pools and each client's share: streams-per-client=4, lobby-sockets=2000,"
            + " lobby-sockets-per-client=8, seeks=1000, seeks-per-client=3, challenges-per-client=2 (to one player),"
            + " competitions=2000 (open ones), competitions-per-client=5.";

    public Pools {
        for (int v : new int[] {streamsPerClient, lobbySockets, lobbySocketsPerClient, seeks, seeksPerClient,
                challengesPerClient, competitions, competitionsPerClient}) {
            if (v < 0) {
                throw new IllegalArgumentException("limits are 0 (off) or positive");
            }
        }
    }

    /** The defaults of a server open to strangers: filling a pool takes hundreds of addresses. */
    public static Pools defaults() {
        return new Pools(4, 2_000, 8, 1_000, 3, 2, 2_000, 5);
    }

    /** No pool capped (load tests, benchmarks). */
    public static Pools none() {
        return new Pools(0, 0, 0, 0, 0, 0, 0, 0);
    }

    /** The same pools with no client's share capped (in-process tests share one loopback address). */
    public Pools withoutShares() {
        return new Pools(0, lobbySockets, 0, seeks, 0, 0, competitions, 0);
    }

    Map<String, String> values() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("streams-per-client", Integer.toString(streamsPerClient));
        m.put("lobby-sockets", Integer.toString(lobbySockets));
        m.put("lobby-sockets-per-client", Integer.toString(lobbySocketsPerClient));
        m.put("seeks", Integer.toString(seeks));
        m.put("seeks-per-client", Integer.toString(seeksPerClient));
        m.put("challenges-per-client", Integer.toString(challengesPerClient));
        m.put("competitions", Integer.toString(competitions));
        m.put("competitions-per-client", Integer.toString(competitionsPerClient));
        return m;
    }

    static Pools of(Map<String, String> m) {
        return new Pools(i(m, "streams-per-client"), i(m, "lobby-sockets"), i(m, "lobby-sockets-per-client"),
                i(m, "seeks"), i(m, "seeks-per-client"), i(m, "challenges-per-client"), i(m, "competitions"),
                i(m, "competitions-per-client"));
    }

    private static int i(Map<String, String> m, String key) {
        return Integer.parseInt(m.get(key));
    }
}
