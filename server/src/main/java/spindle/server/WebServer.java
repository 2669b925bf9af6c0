package spindle.server;

import io.javalin.Javalin;
import io.javalin.http.ContentType;
import io.javalin.http.Context;
import io.javalin.http.HttpResponseException;
import io.javalin.http.staticfiles.Location;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import java.util.function.LongSupplier;
import spindle.engine.SpindleException;
import spindle.server.clock.ClockKeeper;
import spindle.server.compete.CompetitionApi;
import spindle.server.compete.CompetitionStore;
import spindle.server.compete.MemoryCompetitionStore;
import spindle.server.limits.Gate;
import spindle.server.limits.Limits;
import spindle.server.limits.RateLimited;

/**
 * Spindle's web server: the JSON API ({@link GameApi}), the rules pages and the browser UI (plain ES modules and
 * SVG under {@code /web} in the jar), the WebSocket of each game ({@link Hub}). Listens on localhost only. Every
 * change to a game is committed by the store before it is acknowledged, then pushed to the game's watchers.
 */
public final class WebServer implements AutoCloseable {
    /** The largest request body accepted (a long game's record fits many times over); larger ones get a 413. */
    static final long MAX_REQUEST_BYTES = 256 * 1024;

    private final GameStore store;
    private final AiPlayer ai;
    private final Hub hub;
    private final AnalysisJobs analyses;
    private final Javalin app;
    private final CompetitionHub competitionHub;
    private final WebSecurity security = new WebSecurity();
    private final spindle.server.limits.AiCaps caps;
    private final ClockKeeper clocks;
    private final RatedGames rated;
    private final GameStore ownStore;
    private final CompetitionStore competitions;
    private volatile ClusterSync cluster;
    private BotStreams botStreams;

    /**
     * A server with games in memory. AI moves take {@code thinkMillis} each, or with 0 the budget of the AI level
     * chosen for the seat; a hint searches for {@code thinkMillis} (at most a second; a second with 0).
     */
    public WebServer(long thinkMillis) {
        this(new MemoryGameStore(), thinkMillis);
    }

    public WebServer(GameStore store, long thinkMillis) {
        this(store, new MemoryCompetitionStore(), System::currentTimeMillis, thinkMillis);
    }

    /**
     * The constructors without {@link Limits} keep the caps of {@link Limits#defaults()} but turn the per-client
     * rates off: in-process tests share one loopback address, and {@code spindle serve} passes its limits itself.
     *
     * @param competitions where online 3Will competitions live
     * @param clockMillis  the clock of competition time banks, in milliseconds; tests give a fake one
     */
    public WebServer(GameStore store, CompetitionStore competitions, LongSupplier clockMillis, long thinkMillis) {
        this(store, competitions, clockMillis, thinkMillis, Limits.defaults().withoutRates());
    }

    public WebServer(GameStore store, long thinkMillis, Limits limits) {
        this(store, new MemoryCompetitionStore(), System::currentTimeMillis, thinkMillis, limits);
    }

    /** @param limits the limits on clients ({@link Limits#defaults()} for a server open to strangers) */
    public WebServer(GameStore store, CompetitionStore competitions, LongSupplier clockMillis, long thinkMillis,
                     Limits limits) {
        Gate gate = new Gate(limits);
        this.caps = gate.ai();
        this.ownStore = store;
        this.competitions = competitions;
        ObservedStore observed = new ObservedStore(store);
        ClockedStore clocked = new ClockedStore(observed, clockMillis);
        this.store = clocked;
        this.clocks = new ClockKeeper(clocked, clockMillis);
        observed.listen(t -> Clocks.arm(clocks, t));
        this.ai = new AiPlayer(clocked, thinkMillis, gate.ai(), limits.aiWorkers());
        this.hub = new Hub(clocked); // a watcher's first state says the clocks as of now
        observed.listen(hub::publish);
        observed.listen(ai::wake);
        this.rated = new RatedGames(observed);
        observed.listen(rated::changed);
        GameApi api = new GameApi(clocked, thinkMillis > 0 ? Math.min(thinkMillis, 1_000) : 1_000, gate);
        this.analyses = new AnalysisJobs(observed, gate);
        this.app = Javalin.create(config -> {
            config.showJavalinBanner = false;
            config.http.maxRequestSize = MAX_REQUEST_BYTES;
            config.jetty.modifyServer(WebSecurity::useJsonErrors);
            config.jetty.modifyWebSocketServletFactory(factory -> factory.setIdleTimeout(Duration.ofMinutes(1)));
            config.staticFiles.add(files -> {
                files.hostedPath = "/";
                files.directory = "/web";
                files.location = Location.CLASSPATH;
            });
        });
        security.register(app);
        app.beforeMatched(gate::admit);
        app.wsBeforeUpgrade(gate::admitSocket);
        app.exception(RateLimited.class, (e, ctx) -> {
            ctx.header("Retry-After", Long.toString(e.retryAfterSeconds()));
            error(ctx, 429, e.getMessage());
        });
        app.get("/api/catalog", api::catalog);
        app.get("/api/catalog/{game}/seats", api::variantSeats);
        app.get("/api/games", api::list);
        app.post("/api/games", api::create);
        app.get("/api/games/{id}", api::state);
        app.post("/api/games/{id}/moves", api::move);
        app.post("/api/games/{id}/undo", api::undo);
        app.post("/api/games/{id}/resign", api::resign);
        app.post("/api/games/{id}/draw", api::draw);
        app.post("/api/games/{id}/rematch", api::rematch);
        app.get("/api/games/{id}/hint", api::hint);
        app.get("/api/games/{id}/record", api::record);
        app.get("/api/games/{id}/analysis", analyses::analysis);
        app.post("/api/games/{id}/seats/{seat}/join", api::join);
        app.post("/api/games/{id}/seats/{seat}/claim", api::claim);
        PlayerApi players = new PlayerApi(observed);
        app.post("/api/players", players::create);
        app.get("/api/players/me", players::me);
        app.get("/api/players/me/games", players::myGames);
        app.get("/api/players/{id}", players::show);
        app.get("/api/ratings/{game}", new RatingApi(observed)::board);
        app.get("/me", ctx -> page(ctx, "/web/me.html"));
        app.get("/ratings", ctx -> page(ctx, "/web/ratings.html"));
        registerBots(observed, api, players, limits);
        app.get("/api/lobby", api::lobby);
        app.post("/api/records", api::importRecord);
        app.ws("/api/games/{id}/ws", hub::configure);
        ChatApi chat = new ChatApi(observed);
        app.post("/api/games/{id}/chat", chat::write);
        app.get("/api/games/{id}/chat", chat::read);
        app.ws("/api/games/{id}/chat/ws", chat::spectators);
        app.ws("/api/games/{id}/chat/players/ws", chat::players);
        app.get("/lobby", ctx -> page(ctx, "/web/lobby.html"));
        app.get("/rules/{game}", ctx -> ctx.html(RulesPage.html(HowToPage.game(ctx))));
        HowToPage howTo = new HowToPage(observed);
        app.get("/howto", howTo::index);
        app.get("/howto/{game}", howTo::page);
        app.get("/api/howto/{game}", howTo::data);
        app.post("/api/howto/{game}/guided", howTo::guided);
        app.get("/game/{id}", ctx -> page(ctx, "/web/game.html"));
        CompetitionApi competitionApi = new CompetitionApi(competitions, clockMillis);
        this.competitionHub = new CompetitionHub(competitions, competitionApi::view);
        competitionApi.onChange(competitionHub::publish);
        competitionApi.register(app);
        app.ws("/api/competitions/{id}/ws", competitionHub::configure);
        app.get("/compete", ctx -> page(ctx, "/web/compete.html"));
        app.get("/compete/{id}", ctx -> page(ctx, "/web/compete.html"));
        app.exception(SpindleException.class, (e, ctx) -> error(ctx, 400, e.getMessage()));
        app.exception(ApiException.class, (e, ctx) -> error(ctx, e.status(), e.getMessage()));
        // Javalin's own refusals (no such route, a body over MAX_REQUEST_BYTES) in the same JSON as the API's
        app.exception(HttpResponseException.class, (e, ctx) -> error(ctx, e.getStatus(), e.getMessage()));
    }

    /**
     * The Bot API ({@link BotApi}), challenges ({@link ChallengeApi}) and the live lobby with its seeks
     * ({@link LobbyHub}); their state is this process's (see each class for what several servers would share).
     */
    private void registerBots(ObservedStore observed, GameApi api, PlayerApi players, Limits limits) {
        BotStreams streams = new BotStreams(limits.streams());
        this.botStreams = streams;
        Challenges challenges = new Challenges(java.time.Instant::now);
        BotApi bots = new BotApi(observed, players, streams, challenges);
        observed.listen(bots::changed);
        LobbyHub lobby = new LobbyHub(api, observed, new Seeks(java.time.Instant::now));
        observed.listen(lobby::gameChanged);
        ChallengeApi challengeApi = new ChallengeApi(api, players, observed.players(), challenges, streams,
                lobby::changed);
        app.ws("/api/lobby/ws", lobby::configure);
        app.post("/api/seeks", lobby::seek);
        app.post("/api/seeks/{id}/accept", lobby::accept);
        app.delete("/api/seeks/{id}", lobby::withdraw);
        app.get("/api/stream/event", bots::events);
        app.get("/api/bot/game/stream/{id}", bots::gameStream);
        app.post("/api/challenge/{name}", challengeApi::create);
        app.post("/api/challenge/{id}/accept", challengeApi::accept);
        app.post("/api/challenge/{id}/decline", challengeApi::decline);
        app.post("/api/challenge/{id}/cancel", challengeApi::cancel);
        app.get("/api/challenges", challengeApi::list);
    }

    private static void error(Context ctx, int status, String message) {
        ctx.status(status).json(Map.of("error", message));
    }

    private static void page(Context ctx, String resource) {
        try (InputStream in = WebServer.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw ApiException.notFound("missing page " + resource);
            }
            ctx.contentType(ContentType.TEXT_HTML).result(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Lets the server answer to the host and origin of {@code url} besides loopback (a public address behind a
     * reverse proxy; see {@link WebSecurity}).
     *
     * @throws IllegalArgumentException when {@code url} is not an http(s) URL with a host
     */
    /** Offers a loaded plug-in agent in AI seats (by default only the built-in agents are offered). */
    public WebServer allowAgent(String kind) {
        caps.allowPlugin(kind);
        return this;
    }

    public WebServer allowPublicUrl(String url) {
        security.allow(url);
        return this;
    }

    /**
     * Shares the PostgreSQL database with other servers (docs/hosting-cluster.md): hears of their changes, tells them
     * of its own, and plays an AI seat only while it holds its lease. Call before {@link #start}.
     */
    public WebServer joinCluster(Database db) {
        if (!(ownStore instanceof JdbcGameStore games)) {
            throw new IllegalStateException("a cluster keeps its games in the database");
        }
        cluster = new ClusterSync(db, games, competitions instanceof JdbcCompetitionStore c ? c : null, hub,
                competitionHub, ai, store);
        // a move made through another instance starts that game's clock here too: any instance can end it on time
        // (the flag fall is a version-checked update, so two instances never both end a game)
        cluster.onGameChangedElsewhere((id, version) -> store.find(id).ifPresent(t -> Clocks.arm(clocks, t)));
        return this;
    }

    /**
     * {@code task} run only while this server holds the lease {@code name}: alone on its database it always does, in
     * a cluster exactly one server does (a periodic runner such as a clock's flag fall; docs/hosting-cluster.md).
     */
    Runnable exclusive(String name, Runnable task) {
        return () -> {
            ClusterSync c = cluster;
            (c == null ? spindle.server.cluster.Leases.LOCAL : c.leases()).guard(name, task).run();
        };
    }

    /** Starts listening on localhost; port 0 picks a free port. Resumes the AI seats of stored games. */
    public WebServer start(int port) {
        app.start("127.0.0.1", port);
        clocks.start(); // before the AI wakes: a live clock first gets the downtime back
        store.aiToMove().forEach(id -> store.find(id).ifPresent(ai::wake));
        rated.catchUp();
        return this;
    }

    /** The port the server listens on (after {@link #start}). */
    public int port() {
        return app.port();
    }

    /** The address of the home page. */
    public String url() {
        return "http://localhost:" + port() + "/";
    }

    public GameStore store() {
        return store;
    }

    /** How many games have a WebSocket watcher now (for tests that closed theirs). */
    int watchedGames() {
        return hub.watchedGames();
    }

    /** The keeper of the games' clocks (tests with a fake clock make it look now). */
    ClockKeeper clocks() {
        return clocks;
    }

    /** How many Bot API streams are open now (for tests of streams whose client stalled). */
    int botStreams() {
        return botStreams.open();
    }

    @Override
    public void close() {
        clocks.close();
        if (cluster != null) {
            cluster.close();
        }
        ai.close();
        analyses.close();
        competitionHub.close();
        botStreams.endAll();
        app.stop();
        store.close();
    }
}
