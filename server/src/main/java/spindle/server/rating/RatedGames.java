package spindle.server.rating;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import spindle.match.rating.Glicko2;
import spindle.server.game.GameStore;
import spindle.server.game.RatedSeats;
import spindle.server.game.Seat;
import spindle.server.game.Table;
import spindle.server.rating.RatingStore.Entry;

/**
 * Rated games: who may play one, and their Glicko-2 update when one ends. A rated game is chosen at creation
 * ({@code "rated": true}) and marked in its {@link Conduct}; its seats are identified players (the creator's, or an
 * invite or open seat that a player claims or joins with their key) or named AI levels (a party {@code ai:<level>}),
 * all distinct, in a named preset of the game. Ratings are kept per game, preset and party.
 *
 * <p>Each game is its own rating period (as on Lichess): before it counts, a party's deviation grows with the weeks
 * since their last rated game ({@link Glicko2#idle}, one period a week). In a game of more than two seats every
 * pair of parties counts as one game, scored by their payoffs. {@code ai:random} is the anchor: its rating stays
 * {@link #ANCHOR_RATING}, so the scale does not drift; the AI levels' ratings come from games against each other
 * (calibration games, {@code spindle ratings calibrate}) and against people.
 */
final class RatedGames {
    private static final Logger LOG = LoggerFactory.getLogger(RatedGames.class);
    /** The system constant: the middle of the paper's 0.3 to 1.2, the value of its worked example. */
    static final Glicko2 GLICKO = new Glicko2(0.5);
    static final String ANCHOR = "ai:random";
    /** The pool of a rated game whose variant is no named preset. */
    static final String DEFAULT_PRESET = "default";
    /** The random mover's fixed rating: well below a new player's 1500, with a small deviation (it is known). */
    static final Glicko2.Rating ANCHOR_RATING = new Glicko2.Rating(1000, 30, 0.06);
    /** How long one rating period is, for the growth of an idle party's deviation. */
    static final Duration PERIOD = Duration.ofDays(7);
    /** How long after two players' counted game another one between them does not count. */
    static final Duration REPEAT_WINDOW = Duration.ofHours(1);
    /** Above this deviation a rating is provisional (shown with a "?", as on Lichess). */
    static final double PROVISIONAL_RD = 110;

    private final GameStore store;
    private final RatingStore ratings;

    RatedGames(GameStore store, RatingStore ratings) {
        this.store = store;
        this.ratings = ratings;
    }

    private static String partyName(Seat s) {
        return s.isAi() ? "ai:" + s.agent() : s.player().name();
    }

    /** Follows every stored change: notes a new rated game, counts a finished one (once). */
    void changed(Table t) {
        if (!t.conduct().rated()) {
            return;
        }
        try {
            if (t.over()) {
                apply(t);
            } else if (t.state().ply() == 0) {
                ratings.pending(t.id());
            }
        } catch (RuntimeException e) { // the game stands; its result is counted at the next start (catchUp)
            LOG.warn("the ratings of game {} were not updated now: {}", t.id(), e.toString());
        }
    }

    /** Counts the finished rated games whose result a crash kept from counting (bounded; at start). */
    void catchUp() {
        for (String id : ratings.unapplied(1_000)) {
            store.find(id).ifPresent(this::changed);
        }
    }

    private void apply(Table t) {
        List<String> parties = new ArrayList<>();
        List<String> names = new ArrayList<>();
        for (Seat s : t.seats()) {
            parties.add(RatedSeats.party(s));
            names.add(RatedSeats.party(s) == null ? null : partyName(s));
        }
        String preset = RatedSeats.preset(t.game(), t.variant()).orElse(DEFAULT_PRESET);
        if (parties.contains(null) || new HashSet<>(parties).size() < parties.size()
                || RatedSeats.unratedReason(t) != null) {
            // a seat nobody identified took, or a game ended before each side played: unrated (and marked so, once)
            ratings.apply(t.id(), t.game().id(), preset, List.of(), now -> Map.of());
            return;
        }
        count(ratings, t.id(), t.game().id(), preset, parties, names, t.payoffs(), t.updated(), true);
    }

    /**
     * Counts one game's result for its parties, once per {@code ledgerId}: every pair of parties is one game scored
     * by their payoffs, against the ratings they had before it; the anchor keeps its rating.
     *
     * @return false when {@code ledgerId} was counted before
     */
    /**
     * Counts a game's result: every pair of parties as one game, scored by their payoffs.
     *
     * @param anchored whether the AI levels keep their ratings (in games with people: they are fixed marks of
     *                 strength, so a run of games against one cannot move it); calibration games move them
     */
    static boolean count(RatingStore ratings, String ledgerId, String game, String preset, List<String> parties,
                         List<String> names, double[] payoffs, Instant at, boolean anchored) {
        return ratings.apply(ledgerId, game, preset, parties, now -> {
            if (repeated(now, parties, at)) {
                return now; // the same two players again within the hour: counted once
            }
            List<Glicko2.Rating> before = new ArrayList<>();
            for (String p : parties) {
                before.add(before(now.get(p), p, at));
            }
            Map<String, Entry> next = new HashMap<>();
            for (int i = 0; i < parties.size(); i++) {
                List<Glicko2.Result> results = new ArrayList<>();
                for (int j = 0; j < parties.size(); j++) {
                    if (j != i) {
                        results.add(new Glicko2.Result(before.get(j), score(payoffs[i], payoffs[j])));
                    }
                }
                String party = parties.get(i);
                Glicko2.Rating after = party.equals(ANCHOR) ? ANCHOR_RATING
                        : anchored && isAi(party) ? before.get(i) : GLICKO.update(before.get(i), results);
                Entry old = now.get(parties.get(i));
                next.put(parties.get(i), new Entry(parties.get(i), names.get(i), after,
                        (old == null ? 0 : old.games()) + 1, at));
            }
            return next;
        });
    }

    /** A party's rating going into a game: new, or grown uncertain with the periods since its last game. */
    static Glicko2.Rating before(Entry e, String party, Instant at) {
        if (party.equals(ANCHOR)) {
            return ANCHOR_RATING;
        }
        if (e == null) {
            return Glicko2.NEW;
        }
        double periods = Duration.between(e.updated(), at).toMillis() / (double) PERIOD.toMillis();
        return Glicko2.idle(e.rating(), periods);
    }

    /** The score of payoff {@code a} against payoff {@code b}: 1, 1/2 or 0. */
    static double score(double a, double b) {
        return a > b ? 1 : a < b ? 0 : 0.5;
    }

    /** Seat indices by party, refusing a party twice. */

    private static boolean isAi(String party) {
        return party.startsWith("ai:");
    }

    /**
     * Whether two players (no AI level) meet again within {@link #REPEAT_WINDOW} of their last counted game against
     * each other, which both their entries then show as their last update: such games count once, so that two
     * accounts of one person cannot trade a rating up.
     */
    static boolean repeated(Map<String, Entry> now, List<String> parties, Instant at) {
        if (parties.size() != 2 || isAi(parties.get(0)) || isAi(parties.get(1))) {
            return false;
        }
        Entry a = now.get(parties.get(0));
        Entry b = now.get(parties.get(1));
        return a != null && b != null && a.updated().equals(b.updated())
                && Duration.between(a.updated(), at).compareTo(REPEAT_WINDOW) < 0;
    }
}
