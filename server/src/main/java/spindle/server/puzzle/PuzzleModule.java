package spindle.server.puzzle;

import spindle.server.game.Table;
import spindle.server.http.HtmlPage;
import spindle.server.limits.Gate;
import spindle.server.limits.Rate;
import spindle.server.limits.Routes;

/** Puzzles: the page {@code /puzzles/{game}} and its requests ({@link PuzzleApi}). */
public final class PuzzleModule {
    private final PuzzleSets sets;
    private final Gate gate;
    private BackgroundMining mining;

    /**
     * @param store      where mined puzzles and the puzzles' ratings are kept ({@link PuzzleStore#NONE}: in memory only)
     * @param hintMillis how long the search for a wrong move's refutation runs
     */
    public PuzzleModule(PuzzleStore store, Gate gate, long hintMillis, Routes routes) {
        this.gate = gate;
        this.sets = new PuzzleSets(store);
        PuzzleApi api = new PuzzleApi(sets, new PuzzleRatings(store), gate, hintMillis);
        routes.get("/puzzles/{game}", HtmlPage.of("/web/puzzles.html"));
        routes.get("/api/puzzles/{game}", api::next);
        routes.post("/api/puzzles/{game}/{id}/moves", Rate.HINT, api::moves);
        routes.post("/api/puzzles/{game}/{id}/result", null, api::result);
    }

    /**
     * Mines the server's finished games for puzzles from now on, in the background within the analysis queue's
     * limits ({@link BackgroundMining}); {@link #changed} then hears every stored change of a game.
     */
    public void mineInBackground() {
        if (mining == null) {
            mining = new BackgroundMining(sets, gate.analyses());
        }
    }

    /** A stored change of a game (the composition root connects it): a finished game may be mined. */
    public void changed(Table table) {
        BackgroundMining m = mining;
        if (m != null) {
            m.changed(table);
        }
    }

    /** How many puzzles the background mining has added. */
    public int mined() {
        return mining == null ? 0 : mining.found();
    }

    public void close() {
        if (mining != null) {
            mining.close();
        }
    }
}
