package spindle.server.limits;

import io.javalin.http.Context;
import io.javalin.websocket.WsContext;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import spindle.server.http.ApiException;

/**
 * What every request path asks before it spends anything: the per-client rates of each route ({@link #admit},
 * registered as one before-handler), WebSocket upgrades ({@link #admitSocket}), the AI caps ({@link #ai()}),
 * the searches running at once and each client's CPU time for them ({@link #search}) and the analysis line
 * ({@link #analyses()}). Nothing else counts requests.
 */
public final class Gate {
    /** The rate each route is charged besides {@link Rate#REQUEST}, keyed by method and route ({@link Routes}). */
    private final Map<String, Rate> routes = new ConcurrentHashMap<>();
    /** The largest body each route takes, keyed by method and route ({@link Routes}). */
    private final Map<String, Integer> bodies = new ConcurrentHashMap<>();

    private final Limits limits;
    private final RateLimiter rates;
    private final AiCaps ai;
    private final AnalysisQueue analyses;
    /** The hint searches running now (hints, the analysis board's best moves and replies), and each client's. */
    private final Shares searches;

    public Gate(Limits limits) {
        this.limits = limits;
        this.rates = new RateLimiter(limits);
        this.ai = new AiCaps(limits);
        this.analyses = new AnalysisQueue(limits, rates);
        this.searches = new Shares("hint searches running", limits.hintsAtOnce(), limits.hintsPerClient(), 1);
    }

    public Limits limits() {
        return limits;
    }

    public AiCaps ai() {
        return ai;
    }

    public AnalysisQueue analyses() {
        return analyses;
    }

    public RateLimiter rates() {
        return rates;
    }

    /**
     * The before-handler of every matched route: the client's request rate, then the route's own rate, then the
     * size of its body (413 over what the route takes).
     */
    public void admit(Context ctx) {
        String route = ctx.endpointHandlerPath();
        if (!route.startsWith("/api/")) {
            return;
        }
        String client = client(ctx);
        rates.charge(client, Rate.REQUEST);
        String key = ctx.method().name() + " " + route;
        Rate rate = routes.get(key);
        if (rate != null) {
            rates.charge(client, rate);
        }
        Integer most = bodies.get(key);
        if (most != null && (ctx.contentLength() > most || ctx.contentLength() < 0 && ctx.bodyAsBytes().length > most)) {
            throw new ApiException(413, "the request body is over " + most + " bytes, the most this request takes");
        }
    }

    /** Charges {@code rate} to every call of the route {@code method path}. */
    void rate(String method, String path, Rate rate) {
        if (routes.putIfAbsent(method + " " + path, rate) != null) {
            throw new IllegalStateException("the route " + method + " " + path + " is registered twice");
        }
    }

    /** Refuses a body over {@code bytes} to the route {@code method path}. */
    void body(String method, String path, int bytes) {
        bodies.put(method + " " + path, bytes);
    }

    /** The before-upgrade handler of every WebSocket: a request and a connection of the client. */
    public void admitSocket(Context ctx) {
        String client = client(ctx);
        rates.charge(client, Rate.REQUEST);
        rates.charge(client, Rate.SOCKET);
    }

    /** Spends one of the client's {@code rate} (for what only the handler can tell, such as a new analysis). */
    public void charge(Context ctx, Rate rate) {
        rates.charge(client(ctx), rate);
    }

    /**
     * Who is asking: the remote address, or behind a trusted proxy the last address of {@code X-Forwarded-For} (the
     * one the proxy itself added; earlier ones are whatever the client wrote).
     */
    public String client(Context ctx) {
        return client(ctx.header("X-Forwarded-For"), ctx.req().getRemoteAddr());
    }

    /** Who holds a WebSocket, told apart as {@link #client(Context)} tells requests apart. */
    public String client(WsContext ctx) {
        SocketAddress remote = ctx.session.getRemoteAddress();
        return client(ctx.header("X-Forwarded-For"), remote instanceof InetSocketAddress a
                ? a.getAddress().getHostAddress() : String.valueOf(remote));
    }

    private String client(String forwarded, String remoteAddress) {
        if (limits.trustProxy() && forwarded != null && !forwarded.isBlank()) {
            String last = forwarded.substring(forwarded.lastIndexOf(',') + 1).trim();
            if (!last.isEmpty()) {
                return last;
            }
        }
        return remoteAddress;
    }

    /**
     * A place for one search of the client asking (a hint, the analysis board's best moves or reply), to be closed
     * when the search ends; refused with 429 while the client's searches have used their CPU time of the minute
     * ({@link Rate#SEARCH}), while the client runs its share of searches ({@link Limits#hintsPerClient()}) or while
     * all are taken ({@link Limits#hintsAtOnce()}). Closing it charges the client the CPU time the search used.
     */
    public Slot search(Context ctx) {
        return search(client(ctx));
    }

    /** A place for one search of {@code client}, as {@link #search(Context)} gives. */
    public Slot search(String client) {
        rates.requireLeft(client, Rate.SEARCH);
        searches.take(client);
        CpuTime used = new CpuTime();
        return () -> {
            searches.give(client);
            rates.spend(client, Rate.SEARCH, used.millisSinceLast());
        };
    }

    /** Something held until closed, such as a hint search's place. */
    public interface Slot extends AutoCloseable {
        @Override
        void close();
    }

    /** The token of {@code Authorization: Bearer <token>}, or null. */
    public static String bearer(Context ctx) {
        String header = ctx.header("Authorization");
        if (header == null || !header.regionMatches(true, 0, "Bearer ", 0, 7)) {
            return null;
        }
        String token = header.substring(7).trim();
        return token.isEmpty() ? null : token;
    }
}
