package spindle.server.analysis;

import spindle.server.game.GameStore;
import spindle.server.limits.Gate;
import spindle.server.limits.Rate;
import spindle.server.limits.Routes;

/** Hints during a game ({@link HintApi}) and the analysis of a finished one ({@link AnalysisJobs}). */
public final class AnalysisModule implements AutoCloseable {
    private final AnalysisJobs analyses;

    /** @param hintMillis how long a hint searches */
    public AnalysisModule(GameStore store, Gate gate, long hintMillis, Routes routes) {
        HintApi hints = new HintApi(store, hintMillis, gate);
        this.analyses = new AnalysisJobs(store, gate);
        routes.get("/api/games/{id}/hint", Rate.HINT, hints::hint);
        routes.get("/api/games/{id}/analysis", analyses::analysis);
    }

    @Override
    public void close() {
        analyses.close();
    }
}
