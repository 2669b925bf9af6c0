package spindle.server.lobby;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;
import spindle.server.game.Seat.SeatPlayer;
import spindle.server.http.ApiException;
import spindle.server.http.ExpiringMap;

/**
 * Direct challenges between players ({@link ChallengeApi}), in memory: a pending challenge lasts {@link #LIFETIME},
 * an answered one is kept as long again so the challenger can read the answer. Bounded: a player has at most
 * {@link #PER_CHALLENGER} pending challenges out and {@link #PER_DESTINATION} in, the server {@link #TOTAL}. A
 * restart forgets them all (a challenge is a short-lived offer; the games it made are stored like any other). One
 * instance per server: several servers on one database would keep them in a table and tell each other of new ones
 * (PostgreSQL LISTEN/NOTIFY) so that a challenge reaches an event stream on another server.
 */
public final class Challenges {
    static final Duration LIFETIME = Duration.ofMinutes(10);
    public static final int PER_CHALLENGER = 10;
    static final int PER_DESTINATION = 50;
    static final int TOTAL = 10_000;

    public enum Status { CREATED, ACCEPTED, DECLINED, CANCELED }

    /**
     * A challenge from {@code challenger} to {@code dest}.
     *
     * @param game the creation body of its game (game, variant, clock, rated), passed on unchanged
     * @param seat the challenger's seat, 0 or 1, or -1 to draw it when the game is made
     */
    public static final class Challenge {
        public final String id;
        public final SeatPlayer challenger;
        /** The challenger's address, whose share of the player's waiting challenges this one counts in. */
        final String client;
        public final SeatPlayer dest;
        public final ObjectNode game;
        public final int seat;
        public final Instant created;
        // guarded by Challenges.this
        public Status status = Status.CREATED;
        Instant answered;
        String gameId;
        String declineReason;
        /** The challenger's seat token of the game made, for the challenger only (kept until the record goes). */
        Map<String, Object> challengerLink;

        Challenge(String id, SeatPlayer challenger, String client, SeatPlayer dest, ObjectNode game, int seat,
                  Instant created) {
            this.id = id;
            this.challenger = challenger;
            this.client = client;
            this.dest = dest;
            this.game = game;
            this.seat = seat;
            this.created = created;
        }

        Instant expires() {
            return created.plus(LIFETIME);
        }
    }

    private final Supplier<Instant> clock;
    private final int perClient;
    /** Pending challenges expire a lifetime after they were made, answered ones a lifetime after their answer. */
    private final ExpiringMap<Challenge> byId;

    /** @param perClient the most challenges one client (address) has waiting for one player's answer, 0: no cap */
    public Challenges(Supplier<Instant> clock, int perClient) {
        this.clock = clock;
        this.perClient = perClient;
        this.byId = new ExpiringMap<>(clock,
                c -> (c.status == Status.CREATED ? c.created : c.answered).plus(LIFETIME), TOTAL);
    }

    /**
     * Adds a challenge.
     *
     * @throws ApiException 429 when the challenger, the challenged player or the server has as many as allowed
     */
    synchronized Challenge add(SeatPlayer challenger, String client, SeatPlayer dest, ObjectNode game, int seat) {
        int out = byId.count(c -> c.status == Status.CREATED && c.challenger.id().equals(challenger.id()));
        if (out >= PER_CHALLENGER) {
            throw new ApiException(429, "you have " + PER_CHALLENGER + " challenges waiting for an answer; cancel"
                    + " one or wait until they expire");
        }
        // one client's share of a player's waiting challenges: throwaway keys from a few addresses cannot fill it
        int fromClient = byId.count(c -> c.status == Status.CREATED && c.dest.id().equals(dest.id())
                && c.client.equals(client));
        if (perClient > 0 && fromClient >= perClient) {
            throw new ApiException(429, "you have " + perClient + " challenges waiting for " + dest.name()
                    + "'s answer already");
        }
        int in = byId.count(c -> c.status == Status.CREATED && c.dest.id().equals(dest.id()));
        if (in >= PER_DESTINATION) {
            throw new ApiException(429, dest.name() + " has too many challenges waiting; try again later");
        }
        return byId.add("c", id -> new Challenge(id, challenger, client, dest, game, seat, clock.get()),
                "the server has as many challenges as it keeps; try again later");
    }

    /** The challenge, or 404 (an unknown id, or one that expired and was forgotten). */
    synchronized Challenge get(String id) {
        Challenge c = byId.get(id);
        if (c == null) {
            throw ApiException.notFound("no challenge with id '" + id + "' (challenges expire after "
                    + LIFETIME.toMinutes() + " minutes)");
        }
        return c;
    }

    /**
     * Moves a pending challenge on to {@code status}.
     *
     * @throws ApiException 409 when it was answered already
     */
    synchronized void answer(Challenge c, Status status, String reason) {
        if (c.status != Status.CREATED) {
            throw ApiException.conflict("the challenge was " + c.status.name().toLowerCase(Locale.ROOT)
                    + " already");
        }
        c.status = status;
        c.answered = clock.get();
        c.declineReason = reason;
    }

    /** Notes the game an accepted challenge made. */
    synchronized void made(Challenge c, String gameId, Map<String, Object> challengerLink) {
        c.gameId = gameId;
        c.challengerLink = challengerLink;
    }

    /** Undoes {@link #answer} of an acceptance whose game could not be made (a bad clock, say). */
    synchronized void reopen(Challenge c) {
        c.status = Status.CREATED;
        c.answered = null;
    }

    /** The challenges from or to the player, oldest first. */
    public synchronized List<Challenge> of(String playerId) {
        List<Challenge> mine = new ArrayList<>();
        for (Challenge c : byId.live()) {
            if (c.challenger.id().equals(playerId) || c.dest.id().equals(playerId)) {
                mine.add(c);
            }
        }
        return mine;
    }

    /** A snapshot of what a view shows, taken under the lock. */
    public synchronized Map<String, Object> view(Challenge c, boolean challenger) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("id", c.id);
        m.put("status", c.status.name().toLowerCase(Locale.ROOT));
        m.put("challenger", player(c.challenger));
        m.put("destUser", player(c.dest));
        m.put("game", c.game.get("game").asText());
        m.put("variant", c.game.get("variant"));
        m.put("clock", c.game.get("clock"));
        m.put("rated", c.game.get("rated"));
        m.put("challengerSeat", c.seat < 0 ? "random" : c.seat);
        m.put("created", c.created.toString());
        m.put("expires", c.expires().toString());
        if (c.declineReason != null) {
            m.put("declineReason", c.declineReason);
        }
        if (c.gameId != null) {
            m.put("gameId", c.gameId);
            m.put("watch", "/game/" + c.gameId);
            if (challenger && c.challengerLink != null) {
                m.put("token", c.challengerLink);
            }
        }
        return m;
    }

    static Map<String, Object> player(SeatPlayer p) {
        return Map.of("id", p.id(), "name", p.name(), "bot", p.bot());
    }
}
