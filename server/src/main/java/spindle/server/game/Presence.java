package spindle.server.game;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.LongSupplier;

/**
 * Who is at the table: per game and seat, how many of its holder's connections (the game page's socket, a bot's
 * game stream) are open on this server, and when the last one closed. A player whose opponent has left a live game
 * can claim the win ({@code play}). Bounded: the games least recently seen are forgotten first.
 */
public final class Presence {
    /** How many games are remembered; a forgotten game's seats count as never seen. */
    static final int GAMES = 10_000;

    private final LongSupplier clockMillis;
    private final Map<String, Seats> games = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Seats> eldest) {
            return size() > GAMES;
        }
    };

    /** @param clockMillis the server's clock (tests give a fake one) */
    public Presence(LongSupplier clockMillis) {
        this.clockMillis = clockMillis;
    }

    private static final class Seats {
        final int[] open;
        final long[] left;

        Seats(int seats) {
            open = new int[seats];
            left = new long[seats];
        }
    }

    /** A connection of {@code seat}'s holder opened. */
    public synchronized void arrive(String id, int seat, int seats) {
        games.computeIfAbsent(id, k -> new Seats(seats)).open[seat]++;
    }

    /** A connection of {@code seat}'s holder closed. */
    public synchronized void leave(String id, int seat) {
        Seats s = games.get(id);
        if (s != null && s.open[seat] > 0 && --s.open[seat] == 0) {
            s.left[seat] = clockMillis.getAsLong();
        }
    }

    /**
     * How long {@code seat}'s holder has been away: 0 while connected, else the time since their last connection
     * closed or {@code sinceMillis} (their turn's start), whichever is later.
     */
    public synchronized long absentMillis(String id, int seat, long sinceMillis) {
        long nowMillis = clockMillis.getAsLong();
        Seats s = games.get(id);
        if (s != null && seat < s.open.length && s.open[seat] > 0) {
            return 0;
        }
        long left = s == null || seat >= s.left.length ? 0 : s.left[seat];
        return Math.max(0, nowMillis - Math.max(left, sinceMillis));
    }
}
