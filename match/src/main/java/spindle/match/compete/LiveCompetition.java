package spindle.match.compete;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.LongConsumer;

/**
 * A 3Will competition of people playing at their own pace (rules section 9): contenders join until it starts; then
 * one set of dice is thrown per round for everyone, every contender plays that round on their own board in their
 * own order, and the clock runs each time bank from the reveal of the throw to the contender's end-of-round
 * decision. The next throw comes when every active contender has finished the round. The online competitions of the
 * server and the competitions at one table without a server (the engine in the browser) are both this class.
 *
 * <p>Time needs no timer: a contender's deadline is the start of the round plus their balance, so every step first
 * brings the competition up to the clock ({@link #advance}): contenders past their deadline retire on time at that
 * deadline with 0, and a round whose contenders have all finished is followed by the next throw at the moment the
 * last one finished. The same steps at the same times therefore always give the same competition, which is how a
 * competition is rebuilt from its recorded steps.
 *
 * <p>Every step is checked completely before anything changes; {@code accepted} hears the time of an accepted step
 * before it takes effect (so that a journal that fails leaves everything unchanged). Not thread-safe: the server
 * holds its own lock.
 */
public final class LiveCompetition {
    /** The stages of a competition. */
    public enum Status { OPEN, RUNNING, FINISHED }

    private final CompetitionSettings settings;
    private final int maxContenders;
    private final List<Seat> seats = new ArrayList<>();
    private final List<Dice> dice = new ArrayList<>();
    private SplittableRandom random;
    private Status status = Status.OPEN;
    private int round;
    private long roundStart;
    /** The latest time seen: a clock set back (a system clock adjusted) must not give anyone time back. */
    private long seen = Long.MIN_VALUE;
    /**
     * Played on one device passed round a table ({@link #hold}): a contender's clock then runs only while they hold
     * the device, the rules' time bank being their own thinking time; null while every contender has their own.
     */
    private Seat holder;
    private long heldSince;
    private boolean passed;

    /** One contender: their name and, once started, their game; {@code doneAt} ends their current round. */
    public static final class Seat {
        private final String name;
        private ContenderGame game;
        private long doneAt = -1;
        /** On one device: the time this contender held it in the running round, before the present hold. */
        private long heldMillis;

        private Seat(String name) {
            this.name = name;
        }

        public String name() {
            return name;
        }

        /** The contender's game, null before the start. */
        public ContenderGame game() {
            return game;
        }

        /** Whether the contender has a decision to make in the running round. */
        public boolean deciding() {
            return game != null && game.deciding();
        }
    }

    public LiveCompetition(CompetitionSettings settings, int maxContenders) {
        this.settings = settings;
        this.maxContenders = maxContenders;
    }

    public CompetitionSettings settings() {
        return settings;
    }

    public int maxContenders() {
        return maxContenders;
    }

    /** Adds a contender named {@code name} (cleaned and checked by the caller) while the competition is open. */
    public Seat join(String name, long time, LongConsumer accepted) {
        long now = advance(time);
        if (status != Status.OPEN) {
            throw new CompetitionRefusal("the competition has started; joining is closed");
        }
        if (seats.size() >= maxContenders) {
            throw new CompetitionRefusal("the competition is full (" + maxContenders + " contenders)");
        }
        if (seat(name) != null) {
            throw new CompetitionRefusal("someone called '" + name + "' has already joined; choose another name");
        }
        accepted.accept(now);
        Seat s = new Seat(name);
        seats.add(s);
        return s;
    }

    /** Starts the competition: setups are drawn and the first throw is revealed to everyone. */
    public void start(long time, LongConsumer accepted) {
        long now = advance(time);
        if (status != Status.OPEN) {
            throw new CompetitionRefusal("the competition has already started");
        }
        if (seats.isEmpty()) {
            throw new CompetitionRefusal("nobody has joined yet: share the join link first");
        }
        accepted.accept(now);
        random = new SplittableRandom(settings.seed());
        long[] codes = settings.drawSetups(seats.size(), random);
        for (int i = 0; i < seats.size(); i++) {
            seats.get(i).game = new ContenderGame(seats.get(i).name, codes[i], settings);
        }
        status = Status.RUNNING;
        nextRound(now);
    }

    /** A decision of contender {@code s} in notation (a play, {@code bank}, {@code continue} or {@code retire}). */
    public void play(Seat s, String move, long time, LongConsumer accepted) {
        long now = advance(time);
        if (status == Status.OPEN) {
            throw new CompetitionRefusal("the competition has not started yet; wait for the organiser");
        }
        ContenderGame game = s.game;
        if (game.retired()) {
            throw new CompetitionRefusal(game.standing().orElseThrow().timedOut()
                    ? "your time ran out: you retired with 0" : "you have retired");
        }
        if (!game.deciding()) {
            throw new CompetitionRefusal("you have finished round " + round + "; wait for the next throw");
        }
        game.state().apply(move); // refuses a bad or illegal decision before anything is recorded
        accepted.accept(now);
        game.decide(move);
        if (!game.deciding()) {
            s.doneAt = now;
            game.endRound(elapsed(s, now), round);
        }
        advance(now);
    }

    /**
     * The one device the competition is played on is now in the hands of contender {@code next}: from now on a
     * contender's clock runs only while they hold it (each contender's own thinking time), the holder's from now.
     */
    public void hold(Seat next, long time, LongConsumer accepted) {
        long now = advance(time);
        if (status != Status.RUNNING) {
            throw new CompetitionRefusal("the competition is not running");
        }
        accepted.accept(now);
        if (holder != null) {
            holder.heldMillis += now - heldSince;
        } else if (!passed) {
            // until now every clock ran from the throw: that time is each contender's own so far
            for (Seat e : seats) {
                e.heldMillis = now - roundStart;
            }
        }
        passed = true;
        holder = next;
        heldSince = now;
    }

    /** How long contender {@code s} has thought in the running round up to {@code now}. */
    public long elapsed(Seat s, long now) {
        if (!passed) {
            return now - roundStart;
        }
        return s.heldMillis + (s == holder ? now - heldSince : 0);
    }

    /** Whether contender {@code s}'s clock runs now. */
    public boolean clockRuns(Seat s) {
        return s.deciding() && (!passed || s == holder);
    }

    /** Contender {@code s}'s balance at {@code now}: a clock that runs is charged up to now. */
    public long balance(Seat s, long now) {
        if (s.game == null) {
            return settings.allowanceSeconds() * 1000;
        }
        return s.deciding() ? s.game.balanceAfter(elapsed(s, now)) : s.game.balanceMillis();
    }

    /** When contender {@code s}, deciding, runs out of time if nothing changes (never for a contender not holding). */
    private long deadline(Seat s) {
        if (!passed) {
            return roundStart + s.game.balanceMillis();
        }
        return s == holder ? heldSince + s.game.balanceMillis() - s.heldMillis : Long.MAX_VALUE;
    }

    /**
     * Brings the competition up to {@code time}: retires on time whoever is past their deadline (at the deadline),
     * and throws the next round once every active contender has finished this one. Returns the time it is now for
     * the competition: {@code time}, or the latest time seen if the clock went back.
     */
    public long advance(long time) {
        seen = Math.max(seen, time);
        long now = seen;
        while (status == Status.RUNNING) {
            long last = roundStart;
            boolean waiting = false;
            for (Seat s : seats) {
                if (s.deciding()) {
                    long deadline = deadline(s);
                    if (deadline <= now) {
                        s.game.timeOut(elapsed(s, deadline), round);
                        s.doneAt = deadline;
                    } else {
                        waiting = true;
                    }
                }
                if (s.doneAt > last) {
                    last = s.doneAt;
                }
            }
            if (waiting) {
                return now;
            }
            if (seats.stream().allMatch(s -> s.game.retired())) {
                status = Status.FINISHED;
                return now;
            }
            nextRound(last);
        }
        return now;
    }

    private void nextRound(long at) {
        round++;
        roundStart = at;
        Dice thrown = Dice.roll(random);
        dice.add(thrown);
        if (holder != null) {
            heldSince = at; // the holder's clock runs on in the new round, from its throw
        }
        for (Seat s : seats) {
            s.doneAt = -1;
            s.heldMillis = 0;
            if (!s.game.retired()) {
                s.game.reveal(thrown);
            }
        }
    }

    /** The contender called {@code name}, or null. */
    public Seat seat(String name) {
        for (Seat s : seats) {
            if (s.name.equals(name)) {
                return s;
            }
        }
        return null;
    }

    /** The contenders in the order they joined. */
    public List<Seat> seats() {
        return List.copyOf(seats);
    }

    public Status status() {
        return status;
    }

    /** The running round (the last one once finished), 0 before the start. */
    public int round() {
        return round;
    }

    /** The throws so far, round 1 first. */
    public List<Dice> dice() {
        return List.copyOf(dice);
    }

    /** When the running round's throw was revealed. */
    public long roundStart() {
        return roundStart;
    }
}
