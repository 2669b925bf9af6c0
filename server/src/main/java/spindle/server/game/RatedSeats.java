package spindle.server.game;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.Variant;
import spindle.server.http.ApiException;
import spindle.server.player.Player;
import spindle.webengine.view.Catalog;

/**
 * Who may sit at a rated game ({@link Conduct#rated()}): its seats are identified players or named AI levels, all
 * distinct, in a named preset of the game. Checked where seats are given (creation, join, claim); the ratings
 * themselves are counted above, by the rating feature, when a rated game ends.
 */
public final class RatedSeats {
    /** The turns each side plays before a rated game's result counts. */
    public static final int MIN_TURNS = 2;

    private RatedSeats() {
    }

    /** Whether the body asks for a rated game ({@code "rated": true}); 400 for anything but a boolean. */
    public static boolean requested(JsonNode body) {
        JsonNode n = body.get("rated");
        if (n == null || n.isNull()) {
            return false;
        }
        if (!n.isBoolean()) {
            throw new ApiException(400, "\"rated\" must be true or false");
        }
        return n.asBoolean();
    }

    /** The name of the preset {@code variant} is, if it is one. */
    public static Optional<String> preset(Game game, Variant variant) {
        return game.presets().stream().filter(p -> p.variant().equals(variant)).map(Game.Preset::name).findFirst();
    }

    /** Refuses (400) a rated game without a clock: without one, a player could leave a lost game unfinished. */
    public static void checkClock(boolean hasClock) {
        if (!hasClock) {
            throw new ApiException(400, "a rated game needs a clock, live ({\"initialSeconds\": 300,"
                    + " \"incrementSeconds\": 3}) or correspondence ({\"daysPerMove\": 3})");
        }
    }

    /** Refuses (400) a rated game whose variant is no preset or whose seats could not all be distinct rated parties. */
    public static void checkCreation(Game game, Variant variant, List<Seat> seats) {
        if (preset(game, variant).isEmpty()) {
            throw new ApiException(400, "a rated game is played in a named preset of " + game.name() + " ("
                    + String.join(", ", game.presets().stream().map(Game.Preset::name).toList()) + ")");
        }
        if (seats.size() < 2) {
            throw new ApiException(400, "a rated game needs two seats or more");
        }
        List<String> levels = Catalog.levels(game);
        Parties parties = new Parties();
        for (int i = 0; i < seats.size(); i++) {
            Seat s = seats.get(i);
            if (s.isAi() && !levels.contains(s.agent())) {
                throw new ApiException(400, "only the named AI levels (" + String.join(", ", levels)
                        + ") are rated, not 'ai:" + s.agent() + "'");
            }
            if (s.kind() == Seat.Kind.HUMAN && s.player() == null) {
                throw new ApiException(400, "a rated game needs your player key (\"player\") for your seat");
            }
            parties.add(party(s), i);
        }
    }

    /** Refuses (401, 409) a player taking a seat of a rated game without a key or while holding another seat. */
    public static void checkTaker(Table t, int seat, Player player) {
        if (!t.conduct().rated()) {
            return;
        }
        if (player == null) {
            throw new ApiException(401, "a seat of a rated game is taken with a player key (\"player\")");
        }
        for (int i = 0; i < t.seats().size(); i++) {
            if (i != seat && player.id().equals(t.seats().get(i).playerId())) {
                throw ApiException.conflict("you hold seat " + (i + 1) + " of this rated game already; a rated game"
                        + " is between different players");
            }
        }
    }

    /** The rated identity of a seat: its player's id, {@code ai:<level>}, or null while nobody identified holds it. */
    public static String party(Seat s) {
        return s.isAi() ? "ai:" + s.agent() : s.playerId();
    }

    private static final class Parties {
        private final Map<String, Integer> seen = new HashMap<>();

        void add(String party, int seat) {
            if (party == null) {
                return;
            }
            Integer other = seen.putIfAbsent(party, seat);
            if (other != null) {
                throw new ApiException(400, "seats " + (other + 1) + " and " + (seat + 1) + " of a rated game are the"
                        + " same player (" + party + "); a rated game is between different players");
            }
        }
    }

    /**
     * Why the finished rated game {@code t} changes no rating, or null when it counts: each side must have played at
     * least {@link #MIN_TURNS} turns (as on Lichess), so a game resigned or left at once is not rated.
     */
    public static String unratedReason(Table t) {
        int[] turns = new int[t.seats().size()];
        int last = -1;
        List<Integer> movers = new ArrayList<>();
        for (GameState s = t.state(); s.previous() != null; s = s.previous()) {
            if (!s.previous().isChance()) {
                movers.add(s.previous().toMove());
            }
        }
        for (int i = movers.size() - 1; i >= 0; i--) { // oldest first: a turn is a run of one seat's actions
            int seat = movers.get(i);
            if (seat != last) {
                turns[seat]++;
                last = seat;
            }
        }
        for (int n : turns) {
            if (n < MIN_TURNS) {
                return "it ended before each side had played " + MIN_TURNS + " turns";
            }
        }
        return null;
    }
}
