package spindle.server.rating;

import java.util.OptionalDouble;
import spindle.match.rating.Glicko2;
import spindle.server.game.GameStore;
import spindle.server.game.RatedSeats;
import spindle.server.game.Table;
import spindle.server.http.HtmlPage;
import spindle.server.limits.Routes;

/** Ratings: counting rated games as they end ({@link RatedGames}), the boards ({@link RatingApi}) and their page. */
public final class RatingModule {
    private final RatedGames rated;
    private final RatingStore ratings;

    public RatingModule(GameStore games, RatingStore ratings, Routes routes) {
        this.rated = new RatedGames(games, ratings);
        this.ratings = ratings;
        routes.get("/api/ratings/{game}", new RatingApi(ratings)::board);
        routes.get("/ratings", HtmlPage.of("/web/ratings.html"));
    }

    /** Follows every stored change: notes a new rated game, counts a finished one (once). */
    public void changed(Table table) {
        rated.changed(table);
    }

    /** Counts the rated games that ended while no server counted them (at start). */
    public void catchUp() {
        rated.catchUp();
    }

    /**
     * The rating the party at {@code seat} has now in the rated pool of {@code table}'s game and preset (a player or
     * an AI level; a new player's 1500 in a rated game), or empty: a seat nobody identified holds, or a party with no
     * rating there in an unrated game.
     */
    public OptionalDouble moverRating(Table table, int seat) {
        String party = RatedSeats.party(table.seats().get(seat));
        if (party == null) {
            return OptionalDouble.empty();
        }
        String preset = RatedSeats.preset(table.game(), table.variant()).orElse(RatedGames.DEFAULT_PRESET);
        return ratings.of(table.game().id(), preset, party).map(e -> OptionalDouble.of(e.rating().r()))
                .orElse(table.conduct().rated() ? OptionalDouble.of(Glicko2.NEW.r()) : OptionalDouble.empty());
    }
}
