package spindle.server.puzzle;

import spindle.server.http.HtmlPage;
import spindle.server.limits.Gate;
import spindle.server.limits.Rate;
import spindle.server.limits.Routes;

/** Puzzles: the page {@code /puzzles/{game}} and its requests ({@link PuzzleApi}). */
public final class PuzzleModule {
    private final PuzzleSets sets = new PuzzleSets();

    /** @param hintMillis how long the search for a wrong move's refutation runs */
    public PuzzleModule(Gate gate, long hintMillis, Routes routes) {
        PuzzleApi api = new PuzzleApi(sets, new PuzzleRatings(), gate, hintMillis);
        routes.get("/puzzles/{game}", HtmlPage.of("/web/puzzles.html"));
        routes.get("/api/puzzles/{game}", api::next);
        routes.post("/api/puzzles/{game}/{id}/moves", Rate.HINT, api::moves);
        routes.post("/api/puzzles/{game}/{id}/result", null, api::result);
    }
}
