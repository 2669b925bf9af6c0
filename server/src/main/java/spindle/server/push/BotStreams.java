package spindle.server.push;

import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import spindle.server.http.ApiException;
import spindle.server.limits.Shares;

/**
 * The open streams of the Bot API in this server: each player's event streams and each game's game streams, with
 * their caps (a few per player, {@code streams} in all, {@link Limits}). What is here lives
 * in this process only: a bot reconnects after a restart and is sent what is current then. Several servers on one
 * database would need to pass game changes and challenges between them (PostgreSQL LISTEN/NOTIFY) to reach a
 * stream opened on another server.
 */
public final class BotStreams {
    /** The most streams (events and games together) one player may have open. */
    public static final int PER_PLAYER = 8;
    /** How many games one event stream remembers it announced (with {@code gameStart}), to say when they finish. */
    static final int ANNOUNCED = 256;

    private final int total;
    private final Shares clients;
    private final Map<String, Integer> perPlayer = new ConcurrentHashMap<>();
    private final Map<String, Set<Events>> events = new ConcurrentHashMap<>();
    private final Map<String, Set<NdjsonStream>> games = new ConcurrentHashMap<>();
    private int open; // guarded by this

    /**
     * @param total     the most streams open at once, 0 for no cap
     * @param perClient the most streams one client (address) has open, 0 for no cap: a few addresses cannot hold
     *                  every stream the server allows
     */
    public BotStreams(int total, int perClient) {
        this.total = total;
        this.clients = new Shares("Bot API streams open", 0, perClient);
    }

    /** An event stream and the games it announced. */
    public static final class Events {
        public final NdjsonStream stream;
        private final Set<String> announced = new LinkedHashSet<>();

        public Events(NdjsonStream stream) {
            this.stream = stream;
        }

        /** Notes a game as announced; false when it was already. Forgets the oldest beyond {@link #ANNOUNCED}. */
        public synchronized boolean announce(String gameId) {
            if (!announced.add(gameId)) {
                return false;
            }
            if (announced.size() > ANNOUNCED) {
                Iterator<String> oldest = announced.iterator();
                oldest.next();
                oldest.remove();
            }
            return true;
        }

        /** Forgets a game; true when it had been announced. */
        public synchronized boolean finish(String gameId) {
            return announced.remove(gameId);
        }
    }

    /**
     * Takes a place for one more stream of {@code playerId}, to be given back with {@link #release}.
     *
     * @throws ApiException 429 when the player or the server has as many as allowed
     */
    public synchronized void reserve(String playerId, String client) {
        int mine = perPlayer.getOrDefault(playerId, 0);
        if (mine >= PER_PLAYER) {
            throw new ApiException(429, "you have " + PER_PLAYER + " streams open already; close one first");
        }
        if (total > 0 && open >= total) {
            throw new ApiException(429, "the server has as many streams open as it allows (limit streams="
                    + total + "); try again later");
        }
        clients.take(client);
        perPlayer.put(playerId, mine + 1);
        open++;
    }

    public synchronized void release(String playerId, String client) {
        clients.give(client);
        perPlayer.computeIfPresent(playerId, (k, n) -> n <= 1 ? null : n - 1);
        open = Math.max(0, open - 1);
    }

    public void addEvents(String playerId, Events e) {
        events.computeIfAbsent(playerId, k -> ConcurrentHashMap.newKeySet()).add(e);
    }

    public void removeEvents(String playerId, Events e) {
        events.computeIfPresent(playerId, (k, set) -> {
            set.remove(e);
            return set.isEmpty() ? null : set;
        });
    }

    public void addGame(String gameId, NdjsonStream s) {
        games.computeIfAbsent(gameId, k -> ConcurrentHashMap.newKeySet()).add(s);
    }

    public void removeGame(String gameId, NdjsonStream s) {
        games.computeIfPresent(gameId, (k, set) -> {
            set.remove(s);
            return set.isEmpty() ? null : set;
        });
    }

    /** The event streams of a player (empty when none is open). */
    public Set<Events> events(String playerId) {
        return events.getOrDefault(playerId, Set.of());
    }

    /** The game streams of a game (empty when none is open). */
    public Set<NdjsonStream> games(String gameId) {
        return games.getOrDefault(gameId, Set.of());
    }

    /** Sends one event line to every event stream of the player. */
    public void tell(String playerId, String line) {
        for (Events e : events(playerId)) {
            e.stream.send(line);
        }
    }

    /** Ends every stream (the server stops): their clients see the end and may reconnect elsewhere or later. */
    public void endAll() {
        events.values().forEach(set -> set.forEach(e -> e.stream.end()));
        games.values().forEach(set -> set.forEach(NdjsonStream::end));
    }

    /** How many streams are open (for tests). */
    public synchronized int open() {
        return open;
    }
}
