package spindle.server.position;

import spindle.server.http.HtmlPage;
import spindle.server.limits.Gate;
import spindle.server.limits.Rate;
import spindle.server.limits.Routes;

/** The analysis board ({@code /analysis/{game}}) and its requests ({@link PositionApi}). */
public final class PositionModule {
    /** @param hintMillis how long a search for the best moves runs */
    public PositionModule(Gate gate, long hintMillis, Routes routes) {
        PositionApi api = new PositionApi(gate, hintMillis);
        routes.get("/analysis/{game}", HtmlPage.of("/web/analysis.html"));
        routes.get("/api/positions/{game}/editor", api::editor);
        routes.post("/api/positions", null, Line.bodyBytes(), api::view);
        routes.post("/api/positions/hint", Rate.HINT, Line.bodyBytes(), api::hint);
        routes.post("/api/positions/reply", Rate.HINT, Line.bodyBytes(), api::reply);
    }
}
