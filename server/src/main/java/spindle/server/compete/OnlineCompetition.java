package spindle.server.compete;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;
import spindle.match.compete.CompetitionRefusal;
import spindle.match.compete.Dice;
import spindle.match.compete.LiveCompetition;
import spindle.match.compete.LiveCompetition.Seat;
import spindle.server.http.ApiException;
import spindle.server.http.Text;
import spindle.server.http.Tokens;
import spindle.webengine.view.CompetitionView.Named;

/**
 * A 3Will competition played online (rules section 9): the competition itself, its rounds, throws and clocks, is
 * {@link LiveCompetition} (the same as the browser's own engine runs at one table without a server); this adds what
 * only a server needs: the contenders' and organiser's secret tokens, names cleaned and kept apart from look-alikes,
 * and the journal of events a store persists. The same events at the same times always give the same competition,
 * which is how {@link #restore} rebuilds one from its events.
 *
 * <p>Thread-safe: every method holds the competition's lock, and every change is checked completely before anything
 * is changed, so a refused request leaves the competition as it was.
 */
public final class OnlineCompetition {
    static final int MAX_NAME = 40;

    private final CompetitionSetup setup;
    private final LiveCompetition live;
    private final Named named;
    private final List<Entrant> entrants = new ArrayList<>();
    private final List<CompetitionEvent> events = new ArrayList<>();
    private Consumer<CompetitionEvent> journal;

    /** One contender: their secret and their seat in the competition. */
    static final class Entrant {
        final String tokenHash;
        final Seat seat;

        Entrant(String tokenHash, Seat seat) {
            this.tokenHash = tokenHash;
            this.seat = seat;
        }

        String name() {
            return seat.name();
        }
    }

    /** A new open competition; {@code journal} hears every accepted event (a store persists them). */
    public OnlineCompetition(CompetitionSetup setup, Consumer<CompetitionEvent> journal) {
        this.setup = setup;
        this.journal = journal;
        this.live = new LiveCompetition(setup.settings(), setup.maxContenders());
        this.named = new Named(setup.id(), setup.title(), live);
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

    /** The competition with its id and title, for its views. */
    Named named() {
        return named;
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
        String n = Text.name(name, "a contender's name", MAX_NAME);
        if (live.status() == LiveCompetition.Status.OPEN && entrants.size() < setup.maxContenders()) {
            for (Entrant e : entrants) {
                if (Text.fold(e.name()).equals(Text.fold(n))) { // look-alikes would stand side by side in the standings
                    throw ApiException.conflict("someone called '" + e.name() + "' has already joined; choose another"
                            + " name");
                }
            }
        }
        Seat seat = refused(() -> live.join(n, now, at -> record(new CompetitionEvent(at, CompetitionEvent.Kind.JOIN,
                tokenHash, n))));
        entrants.add(new Entrant(tokenHash, seat));
    }

    /**
     * The organiser (whose token hashes to {@code organiserHash}) starts the competition: setups are drawn and the
     * first throw is revealed to everyone.
     */
    public synchronized void start(String organiserHash, long now) {
        if (!Tokens.sameHash(setup.organiserHash(), organiserHash)) {
            throw new ApiException(403, "only the organiser can start the competition (the organiser link has the key)");
        }
        refused(() -> {
            live.start(now, at -> record(new CompetitionEvent(at, CompetitionEvent.Kind.START, "", "")));
            return null;
        });
    }

    /**
     * A decision in notation (a play, {@code bank}, {@code continue} or {@code retire}) of the contender whose token
     * hashes to {@code tokenHash}.
     */
    public synchronized void play(String tokenHash, String move, long now) {
        Entrant e = entrant(tokenHash);
        refused(() -> {
            live.play(e.seat, move, now, at -> record(new CompetitionEvent(at, CompetitionEvent.Kind.MOVE, tokenHash,
                    move)));
            return null;
        });
    }

    /**
     * The organiser says the one device the competition is played on is now in the hands of the contender named
     * {@code name}: from now on a contender's clock runs only while they hold it (each contender's own thinking
     * time), the holder's from now.
     */
    public synchronized void hold(String organiserHash, String name, long now) {
        if (!Tokens.sameHash(setup.organiserHash(), organiserHash)) {
            throw new ApiException(403, "only the organiser's device says who holds it");
        }
        Seat next = live.seat(name);
        if (next == null) {
            throw ApiException.notFound("no contender is called '" + name + "'");
        }
        refused(() -> {
            live.hold(next, now, at -> record(new CompetitionEvent(at, CompetitionEvent.Kind.HOLD, "", name)));
            return null;
        });
    }

    /** What the competition refuses in its present stage is a conflict for the API. */
    private static <T> T refused(Supplier<T> step) {
        try {
            return step.get();
        } catch (CompetitionRefusal r) {
            throw ApiException.conflict(r.getMessage());
        }
    }

    /**
     * Brings the competition up to {@code time} ({@link LiveCompetition#advance}); returns the time it is now for
     * the competition.
     */
    public synchronized long advance(long time) {
        return live.advance(time);
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

    /** How many have joined. */
    synchronized int contenders() {
        return entrants.size();
    }

    public synchronized LiveCompetition.Status status() {
        return live.status();
    }

    /** The running round (the last one once finished), 0 before the start. */
    public synchronized int round() {
        return live.round();
    }

    /** The throws so far, round 1 first. */
    public synchronized List<Dice> dice() {
        return live.dice();
    }
}
