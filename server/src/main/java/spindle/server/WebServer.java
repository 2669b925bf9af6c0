package spindle.server;

import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.HttpResponseException;
import io.javalin.http.staticfiles.Location;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.ServerConnector;
import spindle.engine.SpindleException;
import spindle.server.analysis.AnalysisModule;
import spindle.server.bot.BotModule;
import spindle.server.chat.ChatModule;
import spindle.server.clock.ClockKeeper;
import spindle.server.cluster.Leases;
import spindle.server.companion.CompanionModule;
import spindle.server.compete.CompetitionModule;
import spindle.server.compete.JdbcCompetitionStore;
import spindle.server.db.Database;
import spindle.server.explorer.ExplorerModule;
import spindle.server.game.ClockedStore;
import spindle.server.game.Clocks;
import spindle.server.game.GameModule;
import spindle.server.game.GameStore;
import spindle.server.game.JdbcGameStore;
import spindle.server.game.ObservedStore;
import spindle.server.http.ApiException;
import spindle.server.http.LanAddress;
import spindle.server.http.WebSecurity;
import spindle.server.limits.Gate;
import spindle.server.limits.RateLimited;
import spindle.server.limits.Routes;
import spindle.server.lobby.LobbyModule;
import spindle.server.pages.PagesModule;
import spindle.server.play.PlayModule;
import spindle.server.position.PositionModule;
import spindle.server.puzzle.PuzzleModule;
import spindle.server.player.PlayerModule;
import spindle.server.push.BotStreams;
import spindle.server.rating.RatingModule;

/**
 * Spindle's web server, the composition root: it builds each feature's module in layer order (docs/architecture.md),
 * connects the lower features' listeners to the higher ones, and serves the browser UI (plain ES modules and SVG
 * under {@code /web} in the jar). Listens on localhost only, unless a public URL names this machine's own address
 * and port (a laptop serving a table). Every change to a game is committed by the store before it is acknowledged,
 * then pushed to the game's watchers.
 */
public final class WebServer implements AutoCloseable {
    /** The largest request body accepted (a long game's record fits many times over); larger ones get a 413. */
    static final long MAX_REQUEST_BYTES = 256 * 1024;

    private final Stores stores;
    private final GameStore store;
    private final Javalin app;
    private final WebSecurity security = new WebSecurity();
    private final Gate gate;
    private final ClockKeeper clocks;
    private final GameModule games;
    private final PlayModule play;
    private final RatingModule ratings;
    private final AnalysisModule analysis;
    private final PuzzleModule puzzles;
    private final CompetitionModule competitions;
    private final CompanionModule companion;
    private final ExplorerModule explorer;
    private final BotStreams botStreams;
    private final Routes routes;
    private volatile ClusterSync cluster;
    private final List<String> publicUrls = new ArrayList<>();

    /** A server with everything in memory. */
    public WebServer(long thinkMillis) {
        this(Stores.inMemory(), ServerConfig.of(thinkMillis));
    }

    public WebServer(Stores stores, long thinkMillis) {
        this(stores, ServerConfig.of(thinkMillis));
    }

    /** A server that keeps everything in {@code database}, as {@code spindle serve} runs it. */
    public WebServer(ServerConfig config, Database database) {
        this(Stores.of(database, config), config);
    }

    public WebServer(Stores stores, ServerConfig config) {
        this.stores = stores;
        this.gate = new Gate(config.limits());
        ObservedStore observed = new ObservedStore(stores.games());
        ClockedStore clocked = new ClockedStore(observed, config.clockMillis());
        this.store = clocked;
        this.clocks = new ClockKeeper(clocked, config.clockMillis());
        this.botStreams = new BotStreams(config.limits().streams(), config.limits().pools().streamsPerClient());
        this.app = Javalin.create(javalin -> {
            javalin.showJavalinBanner = false;
            javalin.http.maxRequestSize = MAX_REQUEST_BYTES;
            javalin.jetty.modifyServer(WebSecurity::useJsonErrors);
            javalin.jetty.modifyWebSocketServletFactory(factory -> factory.setIdleTimeout(Duration.ofMinutes(1)));
            javalin.staticFiles.add(files -> {
                files.hostedPath = "/";
                files.directory = "/web";
                files.location = Location.CLASSPATH;
                files.mimeTypes.add("application/manifest+json", "webmanifest");
            });
            // the engine compiled for the browser (webengine/): its own classpath root outside a packaged jar;
            // compiled as it streams only when sent as application/wasm
            javalin.staticFiles.add(files -> {
                files.hostedPath = "/engine";
                files.directory = "/web/engine";
                files.location = Location.CLASSPATH;
                files.mimeTypes.add("application/wasm", "wasm");
            });
        });
        security.register(app);
        app.beforeMatched(gate::admit);
        app.wsBeforeUpgrade(gate::admitSocket);
        this.routes = new Routes(app, gate);
        // layer by layer: each module registers its own routes, each with its rate
        PlayerModule players = new PlayerModule(stores.players(), routes);
        this.games = new GameModule(clocked, players.players(), gate.ai(), config.clockMillis(),
                config.chosenSeeds(), routes);
        this.play = new PlayModule(games.service(), gate, config.thinkMillis(), routes);
        this.ratings = new RatingModule(observed, stores.ratings(), routes);
        new ChatModule(games.service(), stores.chat(), routes);
        this.analysis = new AnalysisModule(clocked, gate, config.hintMillis(), routes);
        this.competitions = new CompetitionModule(stores.competitions(), config.clockMillis(), config.chosenSeeds(),
                routes);
        new PagesModule(observed, routes);
        new PositionModule(gate, config.hintMillis(), routes);
        this.puzzles = new PuzzleModule(stores.puzzles(), gate, config.hintMillis(), routes);
        this.companion = new CompanionModule(clocked, routes);
        this.explorer = new ExplorerModule(stores.explorer(), clocked, ratings::moverRating, routes);
        LobbyModule lobby = new LobbyModule(games.service(), players.players(), stores.players(), stores.ratings(),
                botStreams, routes);
        BotModule bots = new BotModule(observed, players.players(), botStreams, lobby.challenges(),
                games.service().presence(), routes);
        // what every stored change tells the features above the store, in this order
        observed.listen(t -> Clocks.arm(clocks, t));
        observed.listen(games.hub()::publish);
        observed.listen(play::wake);
        observed.listen(explorer::changed); // before the ratings count the game: the movers' ratings going in
        observed.listen(ratings::changed);
        observed.listen(puzzles::changed);
        observed.listen(bots::changed);
        observed.listen(lobby::gameChanged);
        app.exception(RateLimited.class, (e, ctx) -> {
            ctx.header("Retry-After", Long.toString(e.retryAfterSeconds()));
            error(ctx, 429, e.getMessage());
        });
        app.exception(SpindleException.class, (e, ctx) -> error(ctx, 400, e.getMessage()));
        app.exception(ApiException.class, (e, ctx) -> error(ctx, e.status(), e.getMessage()));
        // Javalin's own refusals (no such route, a body over MAX_REQUEST_BYTES) in the same JSON as the API's
        app.exception(HttpResponseException.class, (e, ctx) -> error(ctx, e.getStatus(), e.getMessage()));
    }

    private static List<String> concat(String first, List<String> rest) {
        List<String> all = new ArrayList<>(List.of(first));
        all.addAll(rest);
        return all;
    }

    private static void error(Context ctx, int status, String message) {
        ctx.status(status).json(Map.of("error", message));
    }

    /** Mines finished games for puzzles in the background, within the analysis queue's limits (docs/puzzles.md). */
    public WebServer minePuzzles() {
        puzzles.mineInBackground();
        return this;
    }

    /** Offers a loaded plug-in agent in AI seats (by default only the built-in agents are offered). */
    public WebServer allowAgent(String kind) {
        gate.ai().allowPlugin(kind);
        return this;
    }

    /**
     * Lets the server answer to the host and origin of {@code url} besides loopback (a public address behind a
     * reverse proxy; see {@link WebSecurity}).
     *
     * @throws IllegalArgumentException when {@code url} is not an http(s) URL with a host
     */
    public WebServer allowPublicUrl(String url) {
        security.allow(url);
        publicUrls.add(url);
        companion.publicUrl(url); // the first one is the address the table's QR code shows
        return this;
    }

    /**
     * Shares the PostgreSQL database with other servers (docs/hosting-cluster.md): hears of their changes, tells them
     * of its own, and plays an AI seat only while it holds its lease. Call before {@link #start}.
     */
    public WebServer joinCluster(Database db) {
        if (!(stores.games() instanceof JdbcGameStore jdbcGames)) {
            throw new IllegalStateException("a cluster keeps its games in the database");
        }
        cluster = new ClusterSync(db, jdbcGames, stores.competitions() instanceof JdbcCompetitionStore c ? c : null,
                games.hub(), competitions.hub(), play.ai(), store);
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
            (c == null ? Leases.LOCAL : c.leases()).guard(name, task).run();
        };
    }

    /**
     * Starts listening on localhost, and on this machine's own address where a public URL names it with this port
     * ({@link LanAddress}); port 0 picks a free port. Resumes the AI seats of stored games.
     */
    public WebServer start(int port) {
        List<String> lan = publicUrls.stream().map(u -> LanAddress.toListenOn(u, port)).flatMap(Optional::stream)
                .distinct().toList();
        if (!lan.isEmpty()) { // a laptop serving the phones at a table (docs/table.md): loopback and that address
            for (String host : concat("127.0.0.1", lan)) {
                app.unsafeConfig().jetty.addConnector((server, http) -> {
                    ServerConnector connector = new ServerConnector(server, new HttpConnectionFactory(http));
                    connector.setHost(host);
                    connector.setPort(port);
                    return connector;
                });
            }
        }
        app.start("127.0.0.1", port);
        clocks.start(); // before the AI wakes: a live clock first gets the downtime back
        store.aiToMove().forEach(id -> store.find(id).ifPresent(play::wake));
        ratings.catchUp();
        explorer.catchUp();
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

    /** The games as the server sees them (its changes observed, its clocks kept). */
    public GameStore store() {
        return store;
    }

    /** Every feature's store. */
    public Stores stores() {
        return stores;
    }

    /** Every route of the API and the pages, as {@code "POST /api/games"}. */
    List<String> routes() {
        return routes.registered();
    }

    /** How many games have a WebSocket watcher now (for tests that closed theirs). */
    int watchedGames() {
        return games.hub().watchedGames();
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
        play.close();
        analysis.close();
        puzzles.close();
        competitions.close();
        explorer.close();
        botStreams.endAll();
        app.stop();
        store.close();
    }
}
