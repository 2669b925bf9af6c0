package spindle.server.companion;

import java.time.Instant;
import spindle.server.game.GameStore;
import spindle.server.http.HtmlPage;
import spindle.server.limits.Rate;
import spindle.server.limits.Routes;

/** The table companion's pages and requests (docs/table.md). */
public final class CompanionModule {
    private final AddressApi address = new AddressApi();

    public CompanionModule(GameStore games, Routes routes) {
        RefereeApi referee = new RefereeApi(games);
        JoinCodes joinCodes = new JoinCodes(games, address, Instant::now);
        routes.get("/table", HtmlPage.of("/web/table-start.html"));
        routes.get("/table/{game}", HtmlPage.of("/web/table.html"));
        routes.get("/api/table/address", address::address);
        routes.get("/api/table/qr.svg", address::qrCode);
        routes.get("/api/games/{id}/referee", referee::lastMove);
        // a preview parses and applies a move like a real one, so it costs what a move costs
        routes.post("/api/games/{id}/referee", Rate.MOVE, referee::preview);
        // a join code is a credential for every seat of a game: made and revoked by the device holding them all,
        // and tried at the rate of joins, like a seat's invitation
        routes.post("/api/table/{id}/code", Rate.CREATE, joinCodes::make);
        routes.post("/api/table/{id}/code/revoke", Rate.MOVE, joinCodes::revoke);
        routes.post("/api/table/join", Rate.JOIN, joinCodes::join);
    }

    /** The server's public address ({@code spindle serve --public-url}), drawn in the QR code instead of its own. */
    public void publicUrl(String url) {
        address.publicUrl(url);
    }
}
