package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import spindle.server.http.WebSecurity;

/**
 * What keeps other web sites out: the {@code Host} and {@code Origin} allow-list, JSON only as
 * {@code application/json}, the WebSocket's origin check, and the security headers on every kind of response.
 */
class WebSecurityTest {
    private static final String GAME = "{\"game\":\"windy-nim\",\"seats\":[\"human\",\"invite\"]}";
    private static WebServer server;
    private static int port;
    private static String gameId;

    @BeforeAll
    static void start() {
        server = new WebServer(50).allowPublicUrl("https://games.example.org").start(0);
        port = server.port();
        RawHttp.Response created = RawHttp.postJson(port, "/api/games", Map.of(), GAME);
        assertThat(created.status()).as(created.toString()).isEqualTo(201);
        gameId = created.json().get("id").asText();
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static void assertRefused(RawHttp.Response r, int status, String inMessage) {
        assertThat(r.status()).as(r.toString()).isEqualTo(status);
        assertThat(r.json()).as(r.toString()).isNotNull();
        assertThat(r.json().path("error").asText()).as(r.toString()).contains(inMessage);
    }

    @Test
    void aForeignHostIsRefusedSoARebindingNameReadsNothing() {
        assertRefused(RawHttp.get(port, "/api/games", Map.of("Host", "evil.example:" + port)), 403, "evil.example");
        assertRefused(RawHttp.get(port, "/api/games/" + gameId, Map.of("Host", "evil.example")), 403, "host");
        assertRefused(RawHttp.get(port, "/", Map.of("Host", "127.0.0.1.evil.example:" + port)), 403, "host");
        assertRefused(RawHttp.postJson(port, "/api/games", Map.of("Host", "evil.example"), GAME), 403, "host");
    }

    @Test
    void loopbackNamesOnAnyPortAndThePublicHostAreServed() {
        for (String host : new String[] {"localhost:" + port, "127.0.0.1:" + port, "[::1]:" + port, "LOCALHOST",
            "games.example.org", "games.example.org:443"}) {
            RawHttp.Response r = RawHttp.get(port, "/api/games/" + gameId, Map.of("Host", host));
            assertThat(r.status()).as(host + ": " + r).isEqualTo(200);
        }
    }

    @Test
    void aForeignOriginCannotWriteButSameOriginAndNoOriginCan() {
        assertRefused(RawHttp.postJson(port, "/api/games", Map.of("Origin", "https://evil.example"), GAME), 403,
                "https://evil.example");
        assertRefused(RawHttp.postJson(port, "/api/games/" + gameId + "/seats/1/join",
                Map.of("Origin", "null"), "{}"), 403, "null");
        // the public URL's origin is exact: another scheme or port is another site
        assertRefused(RawHttp.postJson(port, "/api/games", Map.of("Origin", "http://games.example.org"), GAME), 403,
                "refused");
        assertRefused(RawHttp.postJson(port, "/api/games", Map.of("Origin", "https://games.example.org:8443"), GAME),
                403, "refused");
        for (String origin : new String[] {"http://localhost:" + port, "http://127.0.0.1:" + port,
            "https://games.example.org", "https://games.example.org:443"}) {
            RawHttp.Response r = RawHttp.postJson(port, "/api/games", Map.of("Origin", origin), GAME);
            assertThat(r.status()).as(origin + ": " + r).isEqualTo(201);
        }
        assertThat(RawHttp.postJson(port, "/api/games", Map.of(), GAME).status()).isEqualTo(201);
        // reading is not refused: a cross-site page cannot see the answer anyway (no CORS headers)
        assertThat(RawHttp.get(port, "/api/games/" + gameId, Map.of("Origin", "https://evil.example")).status())
                .isEqualTo(200);
    }

    @Test
    void bodiesMustBeJsonSoNoSimpleCrossSiteRequestGetsThrough() {
        for (String type : new String[] {"text/plain", "text/plain;charset=UTF-8", "application/x-www-form-urlencoded",
            "multipart/form-data; boundary=x", "application/json; charset=latin1", "application/jsonx"}) {
            RawHttp.Response r = RawHttp.send(port, "POST", "/api/games", Map.of("Content-Type", type),
                    GAME.getBytes(StandardCharsets.UTF_8));
            assertRefused(r, 415, "application/json");
        }
        assertRefused(RawHttp.send(port, "POST", "/api/records", Map.of(), "{}".getBytes(StandardCharsets.UTF_8)),
                415, "application/json");
        for (String type : new String[] {"application/json", "application/json; charset=utf-8",
            "Application/JSON;charset=UTF-8"}) {
            RawHttp.Response r = RawHttp.send(port, "POST", "/api/games", Map.of("Content-Type", type),
                    GAME.getBytes(StandardCharsets.UTF_8));
            assertThat(r.status()).as(type + ": " + r).isEqualTo(201);
        }
    }

    private static RawHttp.Response upgrade(String path, String origin) {
        return RawHttp.get(port, path, origin == null
                ? Map.of("Upgrade", "websocket", "Connection", "Upgrade", "Sec-WebSocket-Version", "13",
                        "Sec-WebSocket-Key", "dGhlIHNhbXBsZSBub25jZQ==")
                : Map.of("Upgrade", "websocket", "Connection", "Upgrade", "Sec-WebSocket-Version", "13",
                        "Sec-WebSocket-Key", "dGhlIHNhbXBsZSBub25jZQ==", "Origin", origin));
    }

    @Test
    void webSocketsOpenOnlyForOwnPages() {
        String competition = RawHttp.postJson(port, "/api/competitions", Map.of(), "{}").json().get("id").asText();
        for (String path : new String[] {"/api/games/" + gameId + "/ws", "/api/competitions/" + competition + "/ws"}) {
            assertRefused(upgrade(path, "https://evil.example"), 403, "https://evil.example");
            assertThat(upgrade(path, "http://localhost:" + port).status()).as(path).isEqualTo(101);
            assertThat(upgrade(path, "https://games.example.org").status()).as(path).isEqualTo(101);
            assertThat(upgrade(path, null).status()).as(path).isEqualTo(101);
        }
    }

    private static void assertSecurityHeaders(RawHttp.Response r) {
        assertThat(r.header("Content-Security-Policy")).as(r.toString())
                .contains("default-src 'self'", "frame-ancestors 'none'", "base-uri 'none'", "form-action 'self'")
                .doesNotContain("unsafe-inline", "unsafe-eval");
        assertThat(r.header("X-Content-Type-Options")).as(r.toString()).isEqualTo("nosniff");
        assertThat(r.header("Referrer-Policy")).as(r.toString()).isEqualTo("no-referrer");
        assertThat(r.header("X-Frame-Options")).as(r.toString()).isEqualTo("DENY");
    }

    @Test
    void everyKindOfResponseCarriesTheSecurityHeaders() {
        assertSecurityHeaders(RawHttp.get(port, "/", Map.of()));
        assertSecurityHeaders(RawHttp.get(port, "/js/lib/api.js", Map.of()));
        assertSecurityHeaders(RawHttp.get(port, "/style.css", Map.of()));
        assertSecurityHeaders(RawHttp.get(port, "/api/catalog", Map.of()));
        assertSecurityHeaders(RawHttp.get(port, "/game/x", Map.of()));
        assertSecurityHeaders(RawHttp.get(port, "/rules/windy-nim", Map.of()));
        RawHttp.Response missing = RawHttp.get(port, "/api/games/nope", Map.of());
        assertThat(missing.status()).isEqualTo(404);
        assertSecurityHeaders(missing);
        assertSecurityHeaders(RawHttp.get(port, "/no/such/file.js", Map.of()));
        RawHttp.Response refused = RawHttp.get(port, "/", Map.of("Host", "evil.example"));
        assertThat(refused.status()).isEqualTo(403);
        assertSecurityHeaders(refused);
        assertSecurityHeaders(RawHttp.postJson(port, "/api/games", Map.of(), "{"));
    }

    @Test
    void aPublicUrlMustBeAnHttpUrlWithAHost() {
        for (String bad : new String[] {"games.example.org", "ftp://games.example.org", "https://", "http://a b"}) {
            try {
                new WebSecurity().allow(bad);
                throw new AssertionError(bad + " was accepted");
            } catch (IllegalArgumentException e) {
                assertThat(e.getMessage()).contains("--public-url");
            }
        }
    }
}
