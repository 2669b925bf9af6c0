package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Every route the server registers is documented in docs/api.md, so the API page cannot fall behind the code. */
class ApiDocsTest {
    @Test
    void everyApiRouteIsInTheApiPage() throws IOException {
        String doc = Files.readString(Path.of("../docs/api.md"));
        try (WebServer server = new WebServer(0).start(0)) {
            List<String> routes = server.routes();
            assertThat(routes).contains("POST /api/games", "WS /api/games/{id}/ws");
            // the page names path parameters as it likes ({seat} or {n}): compare the paths without them
            String docPaths = doc.replaceAll("\\{[a-z]+}", "{}");
            assertThat(routes.stream().map(r -> r.substring(r.indexOf(' ') + 1)).filter(p -> p.startsWith("/api/"))
                    .filter(p -> !docPaths.contains(p.replaceAll("\\{[a-z]+}", "{}"))).toList())
                    .as("routes missing from docs/api.md").isEmpty();
        }
    }
}
