package spindle.server.limits;

import io.javalin.Javalin;
import io.javalin.http.Handler;
import io.javalin.websocket.WsConfig;
import java.util.function.Consumer;

/**
 * Where a feature registers its routes, each together with the rate it is charged besides {@link Rate#REQUEST}
 * (the {@link Gate} charges it before the handler runs): a route and its rate are written once, side by side.
 */
public final class Routes {
    private final Javalin app;
    private final Gate gate;

    public Routes(Javalin app, Gate gate) {
        this.app = app;
        this.gate = gate;
    }

    public Gate gate() {
        return gate;
    }

    public void get(String path, Handler handler) {
        app.get(path, handler);
    }

    public void get(String path, Rate rate, Handler handler) {
        gate.rate("GET", path, rate);
        app.get(path, handler);
    }

    public void post(String path, Handler handler) {
        app.post(path, handler);
    }

    public void post(String path, Rate rate, Handler handler) {
        gate.rate("POST", path, rate);
        app.post(path, handler);
    }

    public void delete(String path, Handler handler) {
        app.delete(path, handler);
    }

    /** A WebSocket: every upgrade is charged a request and a connection ({@link Gate#admitSocket}). */
    public void ws(String path, Consumer<WsConfig> socket) {
        app.ws(path, socket);
    }
}
