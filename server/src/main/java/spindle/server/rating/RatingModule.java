package spindle.server.rating;

import spindle.server.game.GameStore;
import spindle.server.game.Table;
import spindle.server.http.HtmlPage;
import spindle.server.limits.Routes;

/** Ratings: counting rated games as they end ({@link RatedGames}), the boards ({@link RatingApi}) and their page. */
public final class RatingModule {
    private final RatedGames rated;

    public RatingModule(GameStore games, RatingStore ratings, Routes routes) {
        this.rated = new RatedGames(games, ratings);
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
}
