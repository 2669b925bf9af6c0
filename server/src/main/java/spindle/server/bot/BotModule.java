package spindle.server.bot;

import spindle.server.game.GameStore;
import spindle.server.game.Presence;
import spindle.server.game.Table;
import spindle.server.limits.Rate;
import spindle.server.limits.Routes;
import spindle.server.lobby.Challenges;
import spindle.server.player.PlayerApi;
import spindle.server.push.BotStreams;

/** The Bot API ({@link BotApi}): a player's event stream and a game's stream, as NDJSON. */
public final class BotModule {
    private final BotApi bots;

    public BotModule(GameStore store, PlayerApi players, BotStreams streams, Challenges challenges, Presence presence,
                     Routes routes) {
        this.bots = new BotApi(store, players, streams, challenges, routes.gate(), presence);
        routes.get("/api/stream/event", Rate.SOCKET, bots::events);
        routes.get("/api/bot/game/stream/{id}", Rate.SOCKET, bots::gameStream);
    }

    /** Follows every stored change: tells the players' and the game's streams. */
    public void changed(Table table) {
        bots.changed(table);
    }
}
