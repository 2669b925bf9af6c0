package spindle.server.compete;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import spindle.match.compete.ContenderGame;
import spindle.match.compete.Dice;
import spindle.server.http.ApiException;
import spindle.server.http.Text;
import spindle.server.http.Tokens;

/**
 * A 3Will competition played online (rules section 9): contenders join by link until the organiser starts it; then
 * the server throws one set of dice per round for everyone, every contender plays that round on their own board at
 * the same time, in their own order, and the server's clock runs each time bank from the reveal of the throw to the
 * contender's end-of-round decision. The next throw comes when every active contender has finished the round.
 *
 * <p>Time needs no timer: a contender's deadline is the start of the round plus their balance, so every request
 * first brings the competition up to the clock ({@link #advance}): contenders past their deadline retire on time at
 * that deadline with 0, and a round whose contenders have all finished is followed by the next throw at the moment
 * the last one finished. The same events at the same times therefore always give the same competition, which is
 * how {@link #restore} rebuilds one from its events.
 *
 * <p>Thread-safe: every method holds the competition's lock, and every change is checked completely before anything
 * is changed, so a refused request leaves the competition as it was.
 */
public final class OnlineCompetition {
    /** The stages of a competition. */
    public enum Status { OPEN, RUNNING, FINISHED }

    static final int MAX_NAME = 40;

    private final CompetitionSetup setup;
    private final List<Entrant> entrants = new ArrayList<>();
    private final List<Dice> dice = new ArrayList<>();
    private final List<CompetitionEvent> events = new ArrayList<>();
    private Consumer<CompetitionEvent> journal;
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
    private Entrant holder;
    private long heldSince;
    private boolean passed;

    /** One contender: who, their secret, and once started their game; {@code doneAt} ends their current round. */
    static final class Entrant {
        final String name;
        final String tokenHash;
        ContenderGame game;
        long doneAt = -1;
        /** On one device: the time this contender held it in the running round, before the present hold. */
        long heldMillis;

        Entrant(String name, String tokenHash) {
            this.name = name;
            this.tokenHash = tokenHash;
        }

        /** Whether the contender has a decision to make in the running round. */
        boolean deciding() {
            return game != null && game.deciding();
        }
    }

    /** A new open competition; {@code journal} hears every accepted event (a store persists them). */
    public OnlineCompetition(CompetitionSetup setup, Consumer<CompetitionEvent> journal) {
        this.setup = setup;
        this.journal = journal;
    }

    /** The competition that {@code events} made of {@code setup}, brought up to {@code now}. */
    public static OnlineCompetition restore(CompetitionSetup setup, List<CompetitionEvent> events, long now,
                                            Consumer<CompetitionEvent> journal) {
        OnlineCompetition c = new OnlineCompetition(setup, e -> { });
        for (CompetitionEvent e : events) {
            switch (e.kind()) {
                case JOIN -> c.join(e.text(), e.tokenHash(), e.atMillis());
                case START -> c.start(setup.organiserHash(), e.atMillis());
                case MOVE -> c.play(e.tokenHash(), e.text(), e.atMillis());
                case HOLD -> c.hold(setup.organiserHash(), e.text(), e.atMillis());
                default -> throw new IllegalStateException("unknown event " + e.kind());
            }
        }
        synchronized (c) {
            c.advance(now);
            c.journal = journal;
        }
        return c;
    }

    public CompetitionSetup setup() {
        return setup;
    }

    public String id() {
        return setup.id();
    }

    /** Every accepted event so far, oldest first. */
    public synchronized List<CompetitionEvent> events() {
        return List.copyOf(events);
    }

    /**
     * Adds a contender named {@code name} while the competition is open; {@code tokenHash} is the hash of their
     * secret ({@link Tokens#hash}).
     */
    public synchronized void join(String name, String tokenHash, long now) {
        now = advance(now);
        String n = Text.name(name, "a contender's name", MAX_NAME);
        if (status != Status.OPEN) {
            throw ApiException.conflict("the competition has started; joining is closed");
        }
        if (entrants.size() >= setup.maxContenders()) {
            throw ApiException.conflict("the competition is full (" + setup.maxContenders() + " contenders)");
        }
        for (Entrant e : entrants) {
            if (Text.fold(e.name).equals(Text.fold(n))) { // look-alikes would stand side by side in the standings
                throw ApiException.conflict("someone called '" + e.name + "' has already joined; choose another name");
            }
        }
        record(new CompetitionEvent(now, CompetitionEvent.Kind.JOIN, tokenHash, n));
        entrants.add(new Entrant(n, tokenHash));
    }

    /**
     * The organiser (whose token hashes to {@code organiserHash}) starts the competition: setups are drawn and the
     * first throw is revealed to everyone.
     */
    public synchronized void start(String organiserHash, long now) {
        now = advance(now);
        if (!Tokens.sameHash(setup.organiserHash(), organiserHash)) {
            throw new ApiException(403, "only the organiser can start the competition (the organiser link has the key)");
        }
        if (status != Status.OPEN) {
            throw ApiException.conflict("the competition has already started");
        }
        if (entrants.isEmpty()) {
            throw ApiException.conflict("nobody has joined yet: share the join link first");
        }
        record(new CompetitionEvent(now, CompetitionEvent.Kind.START, "", ""));
        random = new SplittableRandom(setup.settings().seed());
        long[] codes = setup.settings().drawSetups(entrants.size(), random);
        for (int i = 0; i < entrants.size(); i++) {
            entrants.get(i).game = new ContenderGame(entrants.get(i).name, codes[i], setup.settings());
        }
        status = Status.RUNNING;
        nextRound(now);
    }

    /**
     * A decision in notation (a play, {@code bank}, {@code continue} or {@code retire}) of the contender whose token
     * hashes to {@code tokenHash}.
     */
    public synchronized void play(String tokenHash, String move, long now) {
        now = advance(now);
        Entrant e = entrant(tokenHash);
        if (status == Status.OPEN) {
            throw ApiException.conflict("the competition has not started yet; wait for the organiser");
        }
        ContenderGame game = e.game;
        if (game.retired()) {
            throw ApiException.conflict(game.standing().orElseThrow().timedOut()
                    ? "your time ran out: you retired with 0" : "you have retired");
        }
        if (!game.deciding()) {
            throw ApiException.conflict("you have finished round " + round + "; wait for the next throw");
        }
        game.state().apply(move); // refuses a bad or illegal decision before anything is recorded
        record(new CompetitionEvent(now, CompetitionEvent.Kind.MOVE, tokenHash, move));
        game.decide(move);
        if (!game.deciding()) {
            e.doneAt = now;
            game.endRound(elapsed(e, now), round);
        }
        advance(now);
    }

    /**
     * The organiser says the one device the competition is played on is now in the hands of the contender named
     * {@code name}: from now on a contender's clock runs only while they hold it (each contender's own thinking
     * time), the holder's from now.
     */
    public synchronized void hold(String organiserHash, String name, long now) {
        now = advance(now);
        if (!Tokens.sameHash(setup.organiserHash(), organiserHash)) {
            throw new ApiException(403, "only the organiser's device says who holds it");
        }
        if (status != Status.RUNNING) {
            throw ApiException.conflict("the competition is not running");
        }
        Entrant next = entrants.stream().filter(e -> e.name.equals(name)).findFirst()
                .orElseThrow(() -> ApiException.notFound("no contender is called '" + name + "'"));
        record(new CompetitionEvent(now, CompetitionEvent.Kind.HOLD, "", name));
        if (holder != null) {
            holder.heldMillis += now - heldSince;
        } else if (!passed) {
            // until now every clock ran from the throw: that time is each contender's own so far
            for (Entrant e : entrants) {
                e.heldMillis = now - roundStart;
            }
        }
        passed = true;
        holder = next;
        heldSince = now;
    }

    /** How long contender {@code e} has thought in the running round up to {@code now}. */
    long elapsed(Entrant e, long now) {
        if (!passed) {
            return now - roundStart;
        }
        return e.heldMillis + (e == holder ? now - heldSince : 0);
    }

    /** Whether contender {@code e}'s clock runs now. */
    boolean clockRuns(Entrant e) {
        return e.deciding() && (!passed || e == holder);
    }

    /** When contender {@code e}, deciding, runs out of time if nothing changes (never for a contender not holding). */
    private long deadline(Entrant e) {
        if (!passed) {
            return roundStart + e.game.balanceMillis();
        }
        return e == holder ? heldSince + e.game.balanceMillis() - e.heldMillis : Long.MAX_VALUE;
    }

    /**
     * Brings the competition up to {@code now}: retires on time whoever is past their deadline (at the deadline),
     * and throws the next round once every active contender has finished this one. Returns the time it is now for
     * the competition: {@code now}, or the latest time seen if the clock went back.
     */
    public synchronized long advance(long time) {
        seen = Math.max(seen, time);
        long now = seen;
        while (status == Status.RUNNING) {
            long last = roundStart;
            boolean waiting = false;
            for (Entrant e : entrants) {
                if (e.deciding()) {
                    long deadline = deadline(e);
                    if (deadline <= now) {
                        e.game.timeOut(elapsed(e, deadline), round);
                        e.doneAt = deadline;
                    } else {
                        waiting = true;
                    }
                }
                if (e.doneAt > last) {
                    last = e.doneAt;
                }
            }
            if (waiting) {
                return now;
            }
            if (entrants.stream().allMatch(e -> e.game.retired())) {
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
        for (Entrant e : entrants) {
            e.doneAt = -1;
            e.heldMillis = 0;
            if (!e.game.retired()) {
                e.game.reveal(thrown);
            }
        }
    }

    /** Stores an accepted event before it takes effect, so that a store that fails leaves everything unchanged. */
    private void record(CompetitionEvent event) {
        journal.accept(event);
        events.add(event);
    }

    /** The contender whose token has this hash, or a 403. */
    Entrant entrant(String tokenHash) {
        for (Entrant e : entrants) {
            if (Tokens.sameHash(e.tokenHash, tokenHash)) {
                return e;
            }
        }
        throw new ApiException(403, "this contender link is not valid for this competition; use the link you got"
                + " when you joined");
    }

    List<Entrant> entrants() {
        return entrants;
    }

    public synchronized Status status() {
        return status;
    }

    /** The running round (the last one once finished), 0 before the start. */
    public synchronized int round() {
        return round;
    }

    /** The throws so far, round 1 first. */
    public synchronized List<Dice> dice() {
        return List.copyOf(dice);
    }

    long roundStart() {
        return roundStart;
    }
}
