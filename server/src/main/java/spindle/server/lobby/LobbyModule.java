package spindle.server.lobby;

import java.time.Instant;
import spindle.server.game.GameService;
import spindle.server.game.Table;
import spindle.server.http.HtmlPage;
import spindle.server.limits.Pools;
import spindle.server.limits.Rate;
import spindle.server.limits.Routes;
import spindle.server.player.PlayerApi;
import spindle.server.player.PlayerStore;
import spindle.server.push.BotStreams;
import spindle.server.rating.RatingStore;

/**
 * Finding an opponent: the live lobby with its seeks ({@link LobbyHub}) and challenges to a named player
 * ({@link ChallengeApi}). Their state is this process's (see each class for what several servers would share).
 */
public final class LobbyModule {
    private final LobbyHub lobby;
    private final Challenges challenges;

    public LobbyModule(GameService games, PlayerApi players, PlayerStore known, RatingStore ratings,
                       BotStreams streams, Routes routes) {
        Pools pools = routes.gate().limits().pools();
        this.challenges = new Challenges(Instant::now, pools.challengesPerClient());
        this.lobby = new LobbyHub(games, ratings, new Seeks(Instant::now, pools.seeks(), pools.seeksPerClient()),
                routes.gate());
        ChallengeApi challengeApi = new ChallengeApi(games, players, known, challenges, streams, routes.gate(),
                lobby::changed);
        routes.ws("/api/lobby/ws", lobby::configure);
        routes.post("/api/seeks", Rate.CREATE, lobby::seek);
        routes.post("/api/seeks/{id}/accept", Rate.JOIN, lobby::accept);
        routes.delete("/api/seeks/{id}", lobby::withdraw);
        routes.post("/api/challenge/{name}", Rate.CREATE, challengeApi::create);
        routes.post("/api/challenge/{id}/accept", Rate.JOIN, challengeApi::accept);
        routes.post("/api/challenge/{id}/decline", challengeApi::decline);
        routes.post("/api/challenge/{id}/cancel", challengeApi::cancel);
        routes.get("/api/challenges", challengeApi::list);
        routes.get("/lobby", HtmlPage.of("/web/lobby.html"));
    }

    /** Follows every stored change: a game's open seats may have changed. */
    public void gameChanged(Table table) {
        lobby.gameChanged(table);
    }

    /** The pending challenges, which a bot's event stream announces. */
    public Challenges challenges() {
        return challenges;
    }
}
