package spindle.server.limits;

import io.javalin.Javalin;
import io.javalin.http.Handler;
import io.javalin.websocket.WsConfig;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Where a feature registers its routes, each together with the rate it is charged besides {@link Rate#REQUEST}
 * (the {@link Gate} charges it before the handler runs): a route and its rate are written once, side by side.
 */
public final class Routes {
    /** The largest body most requests take: a move, a creation, a message are well under a kilobyte. */
    public static final int BODY_BYTES = 4 * 1024;

    private final Javalin app;
    private final Gate gate;
    private final List<String> registered = new ArrayList<>();

    public Routes(Javalin app, Gate gate) {
        this.app = app;
        this.gate = gate;
    }

    public Gate gate() {
        return gate;
    }

    /** Every route registered so far, as {@code "POST /api/games"} ({@code WS} for a WebSocket), in order. */
    public List<String> registered() {
        return List.copyOf(registered);
    }

    public void get(String path, Handler handler) {
        get(path, null, handler);
    }

    /** @param rate what each call is charged besides {@link Rate#REQUEST}, or null for nothing more */
    public void get(String path, Rate rate, Handler handler) {
        if (rate != null) {
            gate.rate("GET", path, rate);
        }
        registered.add("GET " + path);
        app.get(path, handler);
    }

    public void post(String path, Handler handler) {
        post(path, null, BODY_BYTES, handler);
    }

    public void post(String path, Rate rate, Handler handler) {
        post(path, rate, BODY_BYTES, handler);
    }

    /**
     * A route whose body may be larger than {@link #BODY_BYTES} (an imported record).
     *
     * @param rate what each call is charged besides {@link Rate#REQUEST}, or null for nothing more
     */
    public void post(String path, Rate rate, int bodyBytes, Handler handler) {
        if (rate != null) {
            gate.rate("POST", path, rate);
        }
        gate.body("POST", path, bodyBytes);
        registered.add("POST " + path);
        app.post(path, handler);
    }

    public void delete(String path, Handler handler) {
        gate.body("DELETE", path, BODY_BYTES);
        registered.add("DELETE " + path);
        app.delete(path, handler);
    }

    /** A WebSocket: every upgrade is charged a request and a connection ({@link Gate#admitSocket}). */
    public void ws(String path, Consumer<WsConfig> socket) {
        registered.add("WS " + path);
        app.ws(path, socket);
    }
}
