package spindle.server.lobby;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import spindle.server.game.Seat.SeatPlayer;
import spindle.server.http.ApiException;
import spindle.server.http.ExpiringMap;

/**
 * The lobby's seeks ({@link LobbyHub}): someone at an open lobby page offers a game to whoever takes it. A seek
 * belongs to the lobby socket it was made from and goes with it (the seeker left), when taken, or after
 * {@link #LIFETIME}. In memory, bounded ({@link #PER_SOCKET}, {@link #TOTAL}); a restart forgets them, as it closes
 * their sockets anyway. Several servers would share them in a table and tell each other of changes (PostgreSQL
 * LISTEN/NOTIFY), since a seek's socket is on one server and its taker may be on another.
 */
public final class Seeks {
    static final Duration LIFETIME = Duration.ofMinutes(30);
    public static final int PER_SOCKET = 3;

    /**
     * A seek.
     *
     * @param socket      the secret id of the seeker's lobby socket, which never leaves the server but to its owner
     * @param client      the seeker's address, whose share of the lobby it counts in
     * @param player      the seeker when identified, else null
     * @param game        the creation body of its game (game, variant, clock), passed on unchanged
     * @param ratingRange the ratings the seeker accepts ({@code [min, max]}), or null for anyone
     */
    record Seek(String id, String socket, String client, SeatPlayer player, ObjectNode game, int[] ratingRange,
                Instant created) {
        Map<String, Object> view() {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("id", id);
            m.put("player", player == null ? null : Challenges.player(player));
            m.put("game", game.get("game").asText());
            m.put("variant", game.get("variant"));
            m.put("clock", game.get("clock"));
            m.put("ratingRange", ratingRange == null ? null : List.of(ratingRange[0], ratingRange[1]));
            m.put("created", created.toString());
            return m;
        }
    }

    private final Supplier<Instant> clock;
    private final ExpiringMap<Seek> byId;
    private final int perClient;

    /**
     * @param total     the most seeks in the lobby at once
     * @param perClient the most seeks of one client (address), 0 for no cap: a few addresses cannot fill the lobby
     */
    public Seeks(Supplier<Instant> clock, int total, int perClient) {
        this.clock = clock;
        this.byId = new ExpiringMap<>(clock, s -> s.created().plus(LIFETIME), total);
        this.perClient = perClient;
    }

    /** Adds a seek; 429 when its socket, its client or the server has as many as allowed. */
    synchronized Seek add(String socket, String client, SeatPlayer player, ObjectNode game, int[] ratingRange) {
        if (byId.count(s -> s.socket().equals(socket)) >= PER_SOCKET) {
            throw new ApiException(429, "you have " + PER_SOCKET + " seeks in the lobby already");
        }
        if (perClient > 0 && byId.count(s -> s.client().equals(client)) >= perClient) {
            throw new ApiException(429, "you have " + perClient + " seeks in the lobby already (the most one client"
                    + " may have)");
        }
        return byId.add("s", id -> new Seek(id, socket, client, player, game, ratingRange, clock.get()),
                "the lobby is full; try again later");
    }

    /** Takes the seek out of the lobby (it is being accepted); 404 when it is gone. */
    synchronized Seek take(String id) {
        Seek s = byId.take(id);
        if (s == null) {
            throw ApiException.notFound("no seek with id '" + id + "' (taken, withdrawn or expired)");
        }
        return s;
    }

    /** Puts back a seek whose game could not be made. */
    synchronized void putBack(Seek s) {
        byId.putBack(s.id(), s);
    }

    /** Removes a seek of {@code socket}; false when it has no such seek. */
    synchronized boolean remove(String id, String socket) {
        return byId.remove(id, s -> s.socket().equals(socket));
    }

    /** Removes every seek of a socket that closed; whether there was any. */
    synchronized boolean removeAll(String socket) {
        return byId.removeIf(s -> s.socket().equals(socket));
    }

    /** The seeks, oldest first. */
    synchronized List<Seek> all() {
        return new ArrayList<>(byId.live());
    }
}
