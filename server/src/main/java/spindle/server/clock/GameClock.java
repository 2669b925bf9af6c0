package spindle.server.clock;

import com.fasterxml.jackson.annotation.JsonIgnore;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The clock of a hosted game, immutable like the game: a live Fischer clock (initial time plus an increment added
 * after each of a seat's turns) or a correspondence clock (a fixed number of days for every turn). Only the seat to
 * move has a running clock, and only once that seat has finished a turn before: each seat's first turn is untimed
 * (as on Lichess), so whoever creates a game and waits for an invited player loses no time.
 *
 * @param kind          {@link #FISCHER} or {@link #CORRESPONDENCE}
 * @param initialMillis a Fischer clock's starting time per seat; for correspondence the time of one turn
 * @param incrementMillis the Fischer increment, 0 for correspondence
 * @param daysPerMove   the days of one correspondence turn, 0 for Fischer
 * @param remaining     per seat the milliseconds left at {@code since}
 * @param since         the server time (epoch ms) the running clock was last charged at
 * @param moved         a bit per seat that has finished a turn (its clock runs from its second turn on)
 * @param asOf          the server time this copy was read at, for views; not stored
 */
public record GameClock(String kind, long initialMillis, long incrementMillis, int daysPerMove, List<Long> remaining,
                        long since, long moved, @JsonIgnore long asOf) {
    public static final String FISCHER = "fischer";
    public static final String CORRESPONDENCE = "correspondence";
    public static final long DAY_MILLIS = 86_400_000L;

    public GameClock {
        remaining = Collections.unmodifiableList(new ArrayList<>(remaining));
    }

    /** A new live clock: every seat starts with {@code initialMillis}. */
    public static GameClock fischer(int seats, long initialMillis, long incrementMillis, long now) {
        return new GameClock(FISCHER, initialMillis, incrementMillis, 0, Collections.nCopies(seats, initialMillis),
                now, 0, now);
    }

    /** A new correspondence clock: every turn has {@code days} days. */
    public static GameClock correspondence(int seats, int days, long now) {
        long turn = days * DAY_MILLIS;
        return new GameClock(CORRESPONDENCE, turn, 0, days, Collections.nCopies(seats, turn), now, 0, now);
    }

    /** The same settings, fresh, for another game (a rematch). */
    public GameClock restart(long now) {
        return isLive() ? fischer(remaining.size(), initialMillis, incrementMillis, now)
                : correspondence(remaining.size(), daysPerMove, now);
    }

    @JsonIgnore
    public boolean isLive() {
        return FISCHER.equals(kind);
    }

    /** Whether the clock of {@code seat} runs while that seat is to move (it has finished a turn before). */
    public boolean timed(int seat) {
        return (moved & (1L << seat)) != 0;
    }

    /** The milliseconds {@code seat} has at {@code now}, when {@code running} is the seat whose clock runs or -1. */
    public long remainingAt(int seat, int running, long now) {
        long left = remaining.get(seat);
        return seat == running ? Math.max(0, left - Math.max(0, now - since)) : left;
    }

    /** When the running seat's flag falls. */
    public long deadline(int running) {
        return since + remaining.get(running);
    }

    /**
     * The clock after {@code mover} acted at {@code now}, while {@code running} ran (-1: none); {@code turnPassed}
     * when the action ended that seat's turn (the increment, or a fresh correspondence day count, comes then).
     */
    public GameClock afterAction(int mover, int running, boolean turnPassed, long now) {
        List<Long> left = new ArrayList<>(remaining);
        long after = remainingAt(mover, running, now);
        if (turnPassed) {
            // an untimed first turn earns no increment
            after = isLive() ? after + (mover == running ? incrementMillis : 0) : initialMillis;
        }
        left.set(mover, after);
        long bits = turnPassed ? moved | (1L << mover) : moved;
        return new GameClock(kind, initialMillis, incrementMillis, daysPerMove, left, now, bits, now);
    }

    /** The clock stopped at {@code now} (the game ended): the running seat is charged up to then. */
    public GameClock stopped(int running, long now) {
        if (running < 0) {
            return at(now);
        }
        List<Long> left = new ArrayList<>(remaining);
        left.set(running, remainingAt(running, running, now));
        return new GameClock(kind, initialMillis, incrementMillis, daysPerMove, left, now, moved, now);
    }

    /** The running clock moved on by {@code millis} without charging anyone (server downtime not counted). */
    public GameClock shifted(long millis) {
        return new GameClock(kind, initialMillis, incrementMillis, daysPerMove, remaining, since + millis, moved,
                asOf);
    }

    /** This clock as read at {@code now}. */
    public GameClock at(long now) {
        return now == asOf ? this
                : new GameClock(kind, initialMillis, incrementMillis, daysPerMove, remaining, since, moved, now);
    }
}
