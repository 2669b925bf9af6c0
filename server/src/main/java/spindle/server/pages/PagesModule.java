package spindle.server.pages;

import java.util.List;
import spindle.server.game.GameStore;
import spindle.server.http.HtmlPage;
import spindle.server.limits.Rate;
import spindle.server.limits.Routes;

/** The rules pages and the How-to pages with their guided first game. */
public final class PagesModule {
    public PagesModule(GameStore store, Routes routes) {
        routes.get("/rules/{game}", ctx -> ctx.html(RulesPage.html(HowToPage.game(ctx))));
        HowToPage howTo = new HowToPage(store);
        routes.get("/howto", howTo::index);
        routes.get("/howto/{game}", howTo::page);
        routes.get("/api/howto/{game}", howTo::data);
        routes.post("/api/howto/{game}/guided", Rate.CREATE, howTo::guided);
        // the engine compiled for the browser, measured in the browser (js/bench/bench.js)
        routes.get("/bench", HtmlPage.of("/web/bench.html"));
        // what the service worker keeps for use with no network (js/sw.js, docs/offline.md)
        List<String> offline = StaticSite.serverOfflineFiles();
        routes.get("/" + StaticSite.OFFLINE_FILES, ctx -> ctx.json(offline));
    }
}
