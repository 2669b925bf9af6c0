package spindle.server.compete;

import java.util.function.LongSupplier;
import spindle.server.http.HtmlPage;
import spindle.server.limits.Routes;

/**
 * Online 3Will competitions: the API ({@link CompetitionApi}), each one's WebSocket ({@link CompetitionHub}) and
 * the page.
 */
public final class CompetitionModule implements AutoCloseable {
    private final CompetitionHub hub;

    /**
     * @param clockMillis the clock of the time banks, in milliseconds; tests give a fake one
     * @param chosenSeeds whether the organiser of a competition with others may choose its seed (tests only)
     */
    public CompetitionModule(CompetitionStore store, LongSupplier clockMillis, boolean chosenSeeds, Routes routes) {
        CompetitionApi api = new CompetitionApi(store, clockMillis, routes.gate(), chosenSeeds);
        this.hub = new CompetitionHub(store, api::view);
        api.onChange(hub::publish);
        api.register(routes);
        routes.ws("/api/competitions/{id}/ws", hub::configure);
        routes.get("/compete", HtmlPage.of("/web/compete.html"));
        routes.get("/compete/{id}", HtmlPage.of("/web/compete.html"));
    }

    /** The competitions' WebSocket hub, told of changes made by other servers of a cluster. */
    public CompetitionHub hub() {
        return hub;
    }

    @Override
    public void close() {
        hub.close();
    }
}
