package spindle.server.limits;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * Every limit the server enforces on its clients, in one place. A value of 0 turns that limit off. The operator sets
 * them with {@code spindle serve --limit KEY=VALUE} ({@link #with(String, String)}); the keys, defaults and their
 * meaning are in {@link #HELP} and {@code docs/hosting-limits.md}.
 *
 * <p>Rates are per client (the remote IP address, or with {@code trustProxy} the last hop of
 * {@code X-Forwarded-For}) and per minute, as token buckets: a client may spend a whole minute's allowance at once,
 * then gets one more every {@code 60 / rate} seconds.
 *
 * @param requestsPerMinute  every {@code /api/} request and WebSocket upgrade of one client, together
 * @param createsPerMinute   game and competition creations of one client
 * @param movesPerMinute     moves and undos (games and competitions) of one client
 * @param hintsPerMinute     hints one client asks for
 * @param analysesPerMinute  analyses one client starts (polling a running or finished one is free)
 * @param socketsPerMinute   WebSocket connections one client opens
 * @param importsPerMinute   records one client imports
 * @param joinsPerMinute     seats and competitions one client joins
 * @param chatsPerMinute     chat messages one client writes
 * @param searchMillisPerMinute the CPU time (milliseconds) one client's searches may use a minute: hints, the
 *                           analysis board's best moves and replies, analyses ({@link Rate#SEARCH})
 * @param aiMillis           the most time one AI move may take (specs asking for more are refused; stored games and
 *                           {@code --think-ms} are cut to it)
 * @param aiIterations       the most search iterations (or nodes) of one AI move a seat spec may ask for
 * @param aiThreads          the most threads one AI move may use
 * @param aiWorkers          how many AI moves run at once (at least 1; with 2 or more one is kept for quick moves)
 * @param hintsAtOnce        how many hint searches run at once; more get 429
 * @param hintsPerClient     how many of those one client may run at once
 * @param analysisQueue      how many analyses may be queued or running; more get 429
 * @param analysesPerClient  how many of those one client may have queued or running
 * @param analysisIterations the most MCTS iterations per position an analysis may ask for
 * @param clients            how many clients' rate buckets are kept; the longest unseen is forgotten first
 * @param streams            how many Bot API streams (NDJSON event and game streams) are open at once
 * @param trustProxy         whether the client is the last hop of {@code X-Forwarded-For} (behind a reverse proxy)
 * @param pools              the server-wide pools and each client's share of them
 */
public record Limits(int requestsPerMinute, int createsPerMinute, int movesPerMinute, int hintsPerMinute,
                     int analysesPerMinute, int socketsPerMinute, int importsPerMinute, int joinsPerMinute,
                     int chatsPerMinute, int searchMillisPerMinute,
                     long aiMillis, long aiIterations, int aiThreads, int aiWorkers, int hintsAtOnce, int hintsPerClient,
                     int analysisQueue, int analysesPerClient, long analysisIterations, int clients,
                     int streams, boolean trustProxy, Pools pools) {

    static final int REQUESTS = 600;
    static final int CREATES = 20;
    static final int MOVES = 240;
    static final int HINTS = 30;
    static final int ANALYSES = 10;
    static final int SOCKETS = 60;
    static final int IMPORTS = 10;
    static final int JOINS = 30;
    static final int CHATS = 20;
    /** A client's searches may use 15 CPU-seconds a minute: an eighth of a two-core machine. */
    static final int SEARCH_MILLIS = 15_000;
    static final long AI_MILLIS = 5_000;
    /** Ten times the {@code hard} MCTS level of most games (3,200). */
    static final long AI_ITERATIONS = 32_000;
    /**
     * Two hint searches per core: every search ends at its deadline whatever the load, so more at once only thins
     * each one's CPU, and two clients holding their share of slots leave slots for everyone else.
     */
    static final int HINTS_AT_ONCE_PER_CORE = 2;
    static final int HINTS_PER_CLIENT = 1;
    static final int ANALYSIS_QUEUE = 16;
    static final int ANALYSES_PER_CLIENT = 2;
    static final long ANALYSIS_ITERATIONS = 5_000;
    static final int CLIENTS = 10_000;
    static final int STREAMS = 500;

    /** What {@code spindle serve --help} says about {@code --limit}: every key with its default. */
    public static final String HELP = "Per client and minute: requests=" + REQUESTS + " (every /api/ request), "
            + "creates=" + CREATES + ", moves=" + MOVES + " (and undos), hints=" + HINTS + ", analyses=" + ANALYSES
            + ", sockets=" + SOCKETS + ", imports=" + IMPORTS + ", joins=" + JOINS + ", chats=" + CHATS
            + ", search-ms=" + SEARCH_MILLIS + " (CPU milliseconds of hints, best moves, replies and analyses)"
            + "; rates=off turns every per-client rate off.%n"
            + "AI caps: ai-ms=" + AI_MILLIS + " (per move), ai-iterations=" + AI_ITERATIONS + ", ai-threads=<cores>"
            + " (per move), ai-workers=<max(2, cores)> (AI moves at once).%n"
            + "hints-at-once=<2 x cores>, hints-per-client=" + HINTS_PER_CLIENT + ", analysis-queue=" + ANALYSIS_QUEUE + ", analysis-per-client="
            + ANALYSES_PER_CLIENT + ", analysis-iterations=" + ANALYSIS_ITERATIONS + ", clients=" + CLIENTS
            + " (rate buckets kept), streams=" + STREAMS + " (Bot API streams open at once).%n" + Pools.HELP
            + " 0 turns a limit off.";

    public Limits {
        if (requestsPerMinute < 0 || createsPerMinute < 0 || movesPerMinute < 0 || hintsPerMinute < 0
                || analysesPerMinute < 0 || socketsPerMinute < 0 || importsPerMinute < 0 || joinsPerMinute < 0
                || chatsPerMinute < 0 || searchMillisPerMinute < 0 || hintsPerClient < 0
                || aiMillis < 0 || aiIterations < 0 || aiThreads < 0 || hintsAtOnce < 0 || analysisQueue < 0
                || analysesPerClient < 0 || analysisIterations < 0 || clients < 0 || streams < 0) {
            throw new IllegalArgumentException("limits are 0 (off) or positive");
        }
        if (aiWorkers < 1) {
            throw new IllegalArgumentException("ai-workers must be at least 1");
        }
    }

    private static int cores() {
        return Runtime.getRuntime().availableProcessors();
    }

    /** The safe defaults of a server open to strangers. */
    public static Limits defaults() {
        return new Limits(REQUESTS, CREATES, MOVES, HINTS, ANALYSES, SOCKETS, IMPORTS, JOINS, CHATS, SEARCH_MILLIS,
                AI_MILLIS, AI_ITERATIONS, cores(), Math.max(2, cores()), HINTS_AT_ONCE_PER_CORE * cores(),
                HINTS_PER_CLIENT, ANALYSIS_QUEUE,
                ANALYSES_PER_CLIENT, ANALYSIS_ITERATIONS, CLIENTS, STREAMS, false, Pools.defaults());
    }

    /** No limit at all (load tests, benchmarks): every rate and cap off; the AI still runs on its workers. */
    public static Limits unlimited() {
        return new Limits(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, Math.max(2, cores()), 0, 0, 0, 0, 0, 0, 0, false,
                Pools.none());
    }

    /**
     * These limits with every per-client rate and share off (the caps on AI, hints and analyses and the pools'
     * totals stay).
     */
    public Limits withoutRates() {
        return new Limits(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, aiMillis, aiIterations, aiThreads, aiWorkers, hintsAtOnce,
                0, analysisQueue, analysesPerClient, analysisIterations, clients, streams, trustProxy,
                pools.withoutShares());
    }

    public Limits withTrustProxy(boolean trust) {
        return new Limits(requestsPerMinute, createsPerMinute, movesPerMinute, hintsPerMinute, analysesPerMinute,
                socketsPerMinute, importsPerMinute, joinsPerMinute, chatsPerMinute, searchMillisPerMinute, aiMillis,
                aiIterations, aiThreads, aiWorkers, hintsAtOnce, hintsPerClient, analysisQueue, analysesPerClient, analysisIterations, clients, streams, trust,
                pools);
    }

    /** The per-minute rate of one kind of request (0: off). */
    public int perMinute(Rate rate) {
        return switch (rate) {
            case REQUEST -> requestsPerMinute;
            case CREATE -> createsPerMinute;
            case MOVE -> movesPerMinute;
            case HINT -> hintsPerMinute;
            case ANALYSIS -> analysesPerMinute;
            case SOCKET -> socketsPerMinute;
            case IMPORT -> importsPerMinute;
            case JOIN -> joinsPerMinute;
            case CHAT -> chatsPerMinute;
            case SEARCH -> searchMillisPerMinute;
        };
    }

    /** Every key {@link #with} knows, with its value in these limits. */
    public Map<String, String> values() {
        Map<String, String> m = new LinkedHashMap<>();
        for (Rate r : Rate.values()) {
            m.put(r.key(), Integer.toString(perMinute(r)));
        }
        m.put("ai-ms", Long.toString(aiMillis));
        m.put("ai-iterations", Long.toString(aiIterations));
        m.put("ai-threads", Integer.toString(aiThreads));
        m.put("ai-workers", Integer.toString(aiWorkers));
        m.put("hints-at-once", Integer.toString(hintsAtOnce));
        m.put("hints-per-client", Integer.toString(hintsPerClient));
        m.put("analysis-queue", Integer.toString(analysisQueue));
        m.put("analysis-per-client", Integer.toString(analysesPerClient));
        m.put("analysis-iterations", Long.toString(analysisIterations));
        m.put("clients", Integer.toString(clients));
        m.put("streams", Integer.toString(streams));
        m.putAll(pools.values());
        return m;
    }

    /**
     * These limits with one changed, as {@code --limit KEY=VALUE} writes it ({@code rates=off} turns every rate
     * off). Throws {@link IllegalArgumentException} naming the known keys.
     */
    public Limits with(String key, String value) {
        String k = key.trim().toLowerCase(Locale.ROOT);
        String v = value.trim();
        if (k.equals("rates")) {
            if (!v.equalsIgnoreCase("off")) {
                throw new IllegalArgumentException("rates takes only 'off', not '" + value + "'");
            }
            return withoutRates();
        }
        Map<String, String> m = values();
        if (!m.containsKey(k)) {
            throw new IllegalArgumentException("unknown limit '" + key + "'; known: rates=off, "
                    + String.join(", ", m.keySet()));
        }
        long n;
        try {
            n = v.equalsIgnoreCase("off") ? 0 : Long.parseLong(v);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("limit " + k + " needs a whole number (0 or off: no limit), not '"
                    + value + "'");
        }
        if (n < 0 || (!k.equals("ai-ms") && !k.equals("ai-iterations") && !k.equals("analysis-iterations")
                && n > Integer.MAX_VALUE)) {
            throw new IllegalArgumentException("limit " + k + " must be 0.." + Integer.MAX_VALUE + ", not " + v);
        }
        m.put(k, Long.toString(n));
        return of(m, trustProxy, Pools.of(m));
    }

    /** These limits with every {@code KEY=VALUE} of {@code settings} applied in order. */
    public Limits with(Map<String, String> settings) {
        Limits l = this;
        for (Map.Entry<String, String> e : settings.entrySet()) {
            l = l.with(e.getKey(), e.getValue());
        }
        return l;
    }

    private static Limits of(Map<String, String> m, boolean trustProxy, Pools pools) {
        return new Limits(i(m, "requests"), i(m, "creates"), i(m, "moves"), i(m, "hints"), i(m, "analyses"),
                i(m, "sockets"), i(m, "imports"), i(m, "joins"), i(m, "chats"), i(m, "search-ms"),
                Long.parseLong(m.get("ai-ms")), Long.parseLong(m.get("ai-iterations")), i(m, "ai-threads"),
                i(m, "ai-workers"), i(m, "hints-at-once"), i(m, "hints-per-client"), i(m, "analysis-queue"), i(m, "analysis-per-client"),
                Long.parseLong(m.get("analysis-iterations")), i(m, "clients"), i(m, "streams"), trustProxy, pools);
    }

    private static int i(Map<String, String> m, String key) {
        return Integer.parseInt(m.get(key));
    }
}
