package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * What the server hands the browser for play with no network (docs/offline.md): the engine compiled for the browser
 * as {@code application/wasm}, its Web Worker under a policy of its own that lets WebAssembly compile while every
 * page keeps the strict one, the list of files the service worker keeps, and the pages of a game kept in the
 * browser and of the bench.
 */
class OfflineAssetsTest {
    private static WebServer server;
    private static int port;

    @BeforeAll
    static void start() {
        server = new WebServer(50).start(0);
        port = server.port();
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @Test
    void theEngineIsServedAsWebAssembly() {
        RawHttp.Response r = RawHttp.get(port, "/engine/spindle-engine.wasm", Map.of());
        assertThat(r.status()).isEqualTo(200);
        assertThat(r.header("Content-Type")).startsWith("application/wasm");
        assertThat(RawHttp.get(port, "/manifest.webmanifest", Map.of()).header("Content-Type"))
                .startsWith("application/manifest+json");
    }

    @Test
    void onlyTheEngineWorkerMayCompileWebAssembly() {
        String worker = RawHttp.get(port, "/js/local/worker.js", Map.of()).header("Content-Security-Policy");
        assertThat(worker).contains("'wasm-unsafe-eval'").doesNotContain("*").contains("default-src 'self'");
        for (String path : List.of("/", "/game?id=local-x", "/js/local/engine.js", "/engine/spindle-engine.wasm")) {
            assertThat(RawHttp.get(port, path, Map.of()).header("Content-Security-Policy")).as(path)
                    .doesNotContain("eval");
        }
    }

    @Test
    void theServiceWorkerKeepsTheEngineThePagesAndTheirScripts() {
        RawHttp.Response r = RawHttp.get(port, "/offline-files.json", Map.of());
        assertThat(r.status()).isEqualTo(200);
        List<String> files = new ArrayList<>();
        r.json().forEach((JsonNode f) -> files.add(f.asText()));
        assertThat(files).contains("/engine/spindle-engine.wasm", "/engine/wasm-gc-module-runtime.min.js",
                "/js/local/worker.js", "/js/game/game.js", "/game", "/table/zero-one-two", "/analysis/warp-and-weft",
                "/howto/one-piece-for-two", "/rules/just-playing-a-round", "/manifest.webmanifest")
                .doesNotContain("/sw.js");
        for (String f : files) {
            assertThat(RawHttp.get(port, f, Map.of()).status()).as(f).isEqualTo(200);
        }
    }

    @Test
    void aGameKeptInTheBrowserHasTheGamePageAndTheBenchHasItsOwn() {
        RawHttp.Response game = RawHttp.get(port, "/game?id=local-abc", Map.of());
        assertThat(game.status()).isEqualTo(200);
        assertThat(game.body()).contains("/js/game/game.js");
        assertThat(RawHttp.get(port, "/bench", Map.of()).body()).contains("/js/bench/bench.js");
    }
}
