package spindle.server.http;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.HandlerType;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArraySet;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.handler.ErrorHandler;

/**
 * What keeps other web sites out of a Spindle server. A browser lets any page send requests to
 * {@code localhost}, and a DNS name the attacker controls can be rebound to 127.0.0.1, so the server itself must
 * refuse what a person at this server's own pages would never send:
 * <ul>
 * <li>a {@code Host} that is not one of its own names (DNS rebinding): 403;</li>
 * <li>an {@code Origin} of another site on anything that changes state and on WebSocket upgrades (which no
 * same-origin policy protects): 403. No {@code Origin} at all (curl, scripts) is fine: only browsers send one, and
 * they always do on cross-site writes;</li>
 * <li>a POST or PUT body that is not {@code application/json}: 415. Forms and {@code text/plain} fetches are the
 * "simple requests" a browser sends cross-site without asking first;</li>
 * </ul>
 * and every response forbids framing, sniffing, referrers and any script that is not a file of this server.
 *
 * <p>The own names are the loopback ones (any port) plus the hosts of the public URLs an operator adds for a
 * deployment behind a reverse proxy ({@code spindle serve --public-url}).
 */
public final class WebSecurity {
    /** The pages load only their own scripts, styles and sockets; nothing inline, nothing framed. */
    static final String CONTENT_SECURITY_POLICY = String.join("; ",
            "default-src 'self'",
            "script-src 'self'",
            "style-src 'self'",
            "img-src 'self'",
            "connect-src 'self'",
            "object-src 'none'",
            "base-uri 'none'",
            "form-action 'self'",
            "frame-ancestors 'none'");

    /**
     * The engine's Web Worker (js/local/worker.js) gets its own policy, since a worker keeps the one its script came
     * with: TeaVM's loader of the WebAssembly engine builds its imports with {@code new Function}, and compiling
     * WebAssembly needs {@code 'wasm-unsafe-eval'}. Still nothing from another site.
     */
    static final String WORKER_POLICY = String.join("; ",
            "default-src 'self'",
            "script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'",
            "connect-src 'self'",
            "object-src 'none'",
            "base-uri 'none'");
    static final String ENGINE_WORKER = "/js/local/worker.js";

    private static final Map<String, String> HEADERS = Map.of(
            "Content-Security-Policy", CONTENT_SECURITY_POLICY,
            "X-Content-Type-Options", "nosniff",
            "Referrer-Policy", "no-referrer",
            "X-Frame-Options", "DENY");
    private static final ObjectMapper JSON = Json.MAPPER;

    private static final Set<String> LOOPBACK = Set.of("localhost", "127.0.0.1", "[::1]");

    /** Host names (lower case, IPv6 in brackets) this server answers to, whatever the port. */
    private final Set<String> hosts = new CopyOnWriteArraySet<>(LOOPBACK);
    /** Origins of the public URLs, as {@code scheme://host[:port]} without a default port. */
    private final Set<String> publicOrigins = new CopyOnWriteArraySet<>();

    /** Checks every request (WebSocket upgrades included) before its handler, and sets the headers first. */
    public void register(Javalin app) {
        app.before(this::check);
        app.wsBeforeUpgrade(this::checkUpgrade);
    }

    /**
     * The same checks for a WebSocket handshake. Javalin maps an exception here to a status but writes no body,
     * so a refusal's JSON is written first; the exception then stops the upgrade.
     */
    private void checkUpgrade(Context ctx) throws IOException {
        try {
            check(ctx);
        } catch (ApiException e) {
            ctx.res().setStatus(e.status());
            // a refused handshake leaves nothing to keep the connection open for (the client asked for an upgrade)
            ctx.res().setHeader("Connection", "close");
            ctx.res().setContentType("application/json");
            ctx.res().getOutputStream().write(ctx.jsonMapper().toJsonString(Map.of("error", e.getMessage()),
                    Map.class).getBytes(StandardCharsets.UTF_8));
            ctx.res().flushBuffer();
            throw e;
        }
    }

    /**
     * Adds the origin and host of a public URL such as {@code https://games.example.org}.
     *
     * @throws IllegalArgumentException naming what is wrong with {@code url}
     */
    public void allow(String url) {
        URI uri;
        try {
            uri = new URI(url.strip());
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException("--public-url must be a URL such as https://games.example.org, not '"
                    + url + "'");
        }
        String origin = origin(uri);
        if (origin == null) {
            throw new IllegalArgumentException("--public-url must be an http or https URL with a host, such as "
                    + "https://games.example.org, not '" + url + "'");
        }
        publicOrigins.add(origin);
        hosts.add(hostName(uri.getHost()));
    }

    /** Has Jetty answer the requests it refuses before Javalin sees them in JSON too, with the same headers. */
    public static void useJsonErrors(Server server) {
        server.setErrorHandler(new JsonErrors());
    }

    private void check(Context ctx) {
        HEADERS.forEach(ctx::header);
        if (ENGINE_WORKER.equals(ctx.path())) {
            ctx.header("Content-Security-Policy", WORKER_POLICY);
        }
        String host = ctx.header("Host");
        if (host != null && !hosts.contains(hostName(host))) {
            throw new ApiException(403, "this server does not answer to the host '" + host + "'; its names are "
                    + hosts + " (an operator adds a public name with spindle serve --public-url)");
        }
        HandlerType method = ctx.method();
        boolean upgrade = ctx.header("Sec-WebSocket-Key") != null;
        String origin = ctx.header("Origin");
        if (origin != null && (upgrade || (method != HandlerType.GET && method != HandlerType.HEAD))
                && !originAllowed(origin)) {
            throw new ApiException(403, "requests from pages of " + origin + " are refused: only this server's own"
                    + " pages may change games or open its sockets");
        }
        if ((method == HandlerType.POST || method == HandlerType.PUT) && hasBody(ctx)) {
            String type = ctx.header("Content-Type");
            if (!isJson(type)) {
                throw new ApiException(415, "the request body must be sent as Content-Type: application/json, not "
                        + (type == null ? "without a type" : "'" + type + "'"));
            }
        }
    }

    /** Jetty's refusals: a malformed request, an ambiguous path such as {@code %00}, a missing socket route. */
    private static final class JsonErrors extends ErrorHandler {
        @Override
        public ByteBuffer badMessageError(int status, String reason, HttpFields.Mutable fields) {
            HEADERS.forEach(fields::put);
            fields.put(HttpHeader.CONTENT_TYPE, "application/json");
            return ByteBuffer.wrap(body(status, reason));
        }

        @Override
        protected void generateAcceptableResponse(Request baseRequest, HttpServletRequest request,
                                                  HttpServletResponse response, int code, String message)
                throws IOException {
            HEADERS.forEach(response::setHeader);
            response.setContentType("application/json");
            response.getOutputStream().write(body(code, message));
            baseRequest.setHandled(true);
        }

        private static byte[] body(int status, String reason) {
            String message = reason == null || reason.isBlank() ? HttpStatus.getMessage(status) : reason;
            try {
                return JSON.writeValueAsBytes(Map.of("error", "the request was refused: " + message));
            } catch (JsonProcessingException e) {
                throw new IllegalStateException("a map of strings always serialises", e);
            }
        }
    }

    private boolean originAllowed(String origin) {
        URI uri;
        try {
            uri = new URI(origin.strip());
        } catch (URISyntaxException e) {
            return false;
        }
        String normal = origin(uri);
        if (normal == null || uri.getRawPath() != null && !uri.getRawPath().isEmpty()) {
            return false;
        }
        return LOOPBACK.contains(hostName(uri.getHost())) || publicOrigins.contains(normal);
    }

    /** {@code scheme://host[:port]} of an http(s) URI, without its scheme's default port; null for other URIs. */
    private static String origin(URI uri) {
        String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
        if (!scheme.equals("http") && !scheme.equals("https") || uri.getHost() == null) {
            return null;
        }
        int port = uri.getPort();
        boolean defaultPort = port == -1 || port == (scheme.equals("http") ? 80 : 443);
        return scheme + "://" + hostName(uri.getHost()) + (defaultPort ? "" : ":" + port);
    }

    /** The host of a {@code Host} header or URI without its port, lower case; IPv6 keeps its brackets. */
    static String hostName(String host) {
        String h = host.strip().toLowerCase(Locale.ROOT);
        if (h.startsWith("[")) {
            int end = h.indexOf(']');
            return end < 0 ? h : h.substring(0, end + 1);
        }
        int colon = h.indexOf(':');
        if (colon >= 0 && h.indexOf(':', colon + 1) < 0) {
            return h.substring(0, colon);
        }
        return h.contains(":") ? "[" + h + "]" : h;
    }

    private static boolean hasBody(Context ctx) {
        long length = ctx.req().getContentLengthLong();
        return length > 0 || length < 0 && ctx.header("Transfer-Encoding") != null;
    }

    /** {@code application/json}, with at most a UTF-8 charset: JSON is UTF-8 (RFC 8259). */
    private static boolean isJson(String type) {
        if (type == null) {
            return false;
        }
        String[] parts = type.split(";");
        if (!parts[0].strip().equalsIgnoreCase("application/json")) {
            return false;
        }
        for (int i = 1; i < parts.length; i++) {
            String[] param = parts[i].split("=", 2);
            String name = param[0].strip();
            String value = param.length < 2 ? "" : param[1].strip();
            if (!name.equalsIgnoreCase("charset") || !value.equalsIgnoreCase("utf-8")) {
                return false;
            }
        }
        return true;
    }
}
