package spindle.cli;

import java.io.PrintWriter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import spindle.server.ServerConfig;
import spindle.server.WebServer;
import spindle.server.cluster.SqliteServing;
import spindle.server.db.Database;
import spindle.server.http.WebSecurity;
import spindle.server.limits.Limits;

/** {@code spindle serve}: the browser UI and JSON API on localhost, until stopped with Ctrl-C. */
@Command(name = "serve", mixinStandardHelpOptions = true,
        description = {"Starts the web server on localhost: play every game in the browser, hot-seat, against the AI"
                + " or online by invitation; games are kept in a database and survive a restart.",
            "The JSON API is described in docs/api.md. Stop it with Ctrl-C."})
final class ServeCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--port", defaultValue = "8080", paramLabel = "PORT",
            description = "Port to listen on (default ${DEFAULT-VALUE}; 0 picks a free one).")
    int port;

    @Option(names = "--think-ms", paramLabel = "MS",
            description = "AI thinking time per decision in milliseconds (default: the budget of the AI level "
                    + "chosen for the seat).")
    Long thinkMillis;

    @Option(names = "--db", defaultValue = Database.DEFAULT_URL, paramLabel = "JDBC-URL",
            description = {"Where games are kept (default ${DEFAULT-VALUE}, a SQLite file created as needed); "
                + "jdbc:postgresql://host:port/db?user=...&password=... for a shared PostgreSQL database."})
    String db;

    @Option(names = "--limit", paramLabel = "KEY=VALUE",
            description = {"Sets a limit on clients (repeatable; 0 or off turns one off). Defaults:", Limits.HELP})
    Map<String, String> limits = new LinkedHashMap<>();

    @Option(names = "--trust-proxy", description = "The client is the last address of X-Forwarded-For (only behind"
            + " a reverse proxy that sets it; otherwise clients could pick their own address).")
    boolean trustProxy;

    @Option(names = "--public-url", paramLabel = "URL",
            description = {"An address people reach this server at through a reverse proxy, such as"
                    + " https://games.example.org (repeatable).",
                "Its host and origin are accepted besides localhost's; other hosts get 403, and so do writes and"
                    + " WebSockets from pages of other origins."})
    List<String> publicUrls = new ArrayList<>();

    @Option(names = "--cached-games", defaultValue = "1000", paramLabel = "N",
            description = {"Games kept in memory (default ${DEFAULT-VALUE}); others stay in the database and are read"
                    + " back on their next request. About 1-350 KB each, depending on the game and its length."})
    int cachedGames;

    @Option(names = "--cache-minutes", defaultValue = "10", paramLabel = "MINUTES",
            description = "A game nobody touched for this long leaves memory (default ${DEFAULT-VALUE}).")
    int cacheMinutes;

    @Option(names = "--accept-data-loss",
            description = "Start even though the SQLite database lost commits after a crash (its -wal file was"
                    + " deleted or damaged); without it such a start is refused. See docs/hosting-durability.md.")
    boolean acceptDataLoss;

    @CommandLine.Mixin
    AgentPathOption agentPath;

    @Option(names = "--allow-agent", paramLabel = "NAME", description = "Offer this plug-in agent (from --agent-path"
            + " or the class path) in AI seats; by default only the built-in agents are (never ext: programs).")
    List<String> allowedAgents = new ArrayList<>();

    /** Released to stop the server (by Ctrl-C, or by a test). */
    final CountDownLatch stop = new CountDownLatch(1);

    @Override
    public void run() {
        if (port < 0 || port > 65_535) {
            throw new IllegalArgumentException("--port must be 0..65535, not " + port);
        }
        if (thinkMillis != null && thinkMillis < 1) {
            throw new IllegalArgumentException("--think-ms must be at least 1");
        }
        if (cachedGames < 1 || cacheMinutes < 1) {
            throw new IllegalArgumentException("--cached-games and --cache-minutes must be at least 1");
        }
        agentPath.load();
        for (String name : allowedAgents) { // before the database is opened
            if (!spindle.ai.Agents.plugins().contains(name)) {
                throw new IllegalArgumentException("--allow-agent " + name + ": no such plug-in agent is loaded;"
                        + " give the folder of its jar with --agent-path");
            }
        }
        Limits serverLimits = Limits.defaults().with(limits).withTrustProxy(trustProxy);
        publicUrls.forEach(new WebSecurity()::allow); // a bad URL is refused before the database is opened
        PrintWriter out = spec.commandLine().getOut();
        SqliteServing claim = SqliteServing.claim(db);
        Database database;
        try {
            database = Database.open(db, acceptDataLoss);
        } catch (RuntimeException e) {
            if (claim != null) {
                claim.close();
            }
            throw e;
        }
        ServerConfig config = ServerConfig.of(thinkMillis == null ? 0 : thinkMillis).withLimits(serverLimits)
                .withCache(cachedGames, Duration.ofMinutes(cacheMinutes));
        WebServer server = new WebServer(config, database);
        publicUrls.forEach(server::allowPublicUrl);
        allowedAgents.forEach(server::allowAgent);
        server.minePuzzles(); // its own finished games, within the analysis queue's limits (docs/puzzles.md)
        if (db.startsWith("jdbc:postgresql:")) {
            server.joinCluster(database); // other servers may share it: docs/hosting-cluster.md
        }
        try {
            server.start(port);
        } catch (RuntimeException e) {
            server.close();
            if (claim != null) {
                claim.close();
            }
            throw new IllegalArgumentException("cannot listen on port " + port + " (" + e.getMessage()
                    + "); try another --port");
        }
        // the JVM halts as soon as its shutdown hooks return, so on SIGTERM or Ctrl-C the hook waits for the close
        // below: otherwise the database would be left unclosed, its WAL not checkpointed. 20 s is longer than the
        // server's own bounded waits (a transaction in flight, stopping the web server)
        CountDownLatch closed = new CountDownLatch(1);
        Thread hook = new Thread(() -> {
            stop.countDown();
            try {
                closed.await(20, java.util.concurrent.TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "spindle-serve-stop");
        Runtime.getRuntime().addShutdownHook(hook);
        out.println("Spindle is serving at " + server.url() + "  (games and competitions in " + db + "; Ctrl-C stops it)");
        out.flush();
        try {
            stop.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            try {
                server.close();
            } finally {
                if (claim != null) {
                    claim.close();
                }
                closed.countDown();
            }
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException shuttingDown) {
                // the JVM is already stopping: nothing to remove
            }
        }
    }
}
