package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import spindle.server.limits.Limits;

/**
 * A server with limits on, for the limits' HTTP tests: requests from clients told apart by {@code X-Forwarded-For}
 * (the server trusts it, as behind a proxy), and what those tests ask of a reply.
 */
abstract class LimitsRig {
    static final HttpClient CLIENT = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
    final List<WebServer> servers = new ArrayList<>();
    int port;

    @AfterEach
    void stop() {
        servers.forEach(WebServer::close);
    }

    void serve(Limits limits, long thinkMillis) {
        WebServer server = new WebServer(Stores.inMemory(), ServerConfig.of(thinkMillis).withLimits(limits.withTrustProxy(true))).start(0);
        servers.add(server);
        port = server.port();
    }

    record Reply(int status, JsonNode json, String body, String retryAfter) {
    }

    /** A request from {@code client} (its X-Forwarded-For), with an optional game token. */
    Reply send(String client, String method, String path, String body, String token) {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
                .timeout(Duration.ofSeconds(30)).header("X-Forwarded-For", "192.0.2.99, " + client);
        if (token != null) {
            b.header("Authorization", "Bearer " + token);
        }
        b.method(method, body == null ? HttpRequest.BodyPublishers.noBody()
                : HttpRequest.BodyPublishers.ofString(body));
        if (body != null) {
            b.header("Content-Type", "application/json");
        }
        try {
            HttpResponse<String> r = CLIENT.send(b.build(), HttpResponse.BodyHandlers.ofString());
            JsonNode json;
            try {
                json = Http.JSON.readTree(r.body());
            } catch (IOException e) {
                json = null;
            }
            return new Reply(r.statusCode(), json, r.body(), r.headers().firstValue("Retry-After").orElse(null));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    Reply get(String client, String path, String token) {
        return send(client, "GET", path, null, token);
    }

    Reply post(String client, String path, String body) {
        return send(client, "POST", path, body, null);
    }

    JsonNode create(String client, String seats) {
        Reply r = post(client, "/api/games", "{\"game\":\"windy-nim\",\"variant\":\"wind=off\",\"seats\":" + seats
                + ",\"seed\":1}");
        assertThat(r.status()).as(r.body()).isEqualTo(201);
        return r.json();
    }

    JsonNode awaitOver(String client, String id) throws InterruptedException {
        for (int i = 0; i < 600; i++) {
            JsonNode s = get(client, "/api/games/" + id, null).json();
            if (s.get("over").asBoolean()) {
                return s;
            }
            Thread.sleep(50);
        }
        throw new AssertionError("game " + id + " never finished");
    }

    static void assertRefused(Reply r, String mentions) {
        assertThat(r.status()).as(r.body()).isEqualTo(429);
        assertThat(r.json().get("error").asText()).contains(mentions);
        assertThat(r.retryAfter()).as("Retry-After").isNotNull();
        assertThat(Long.parseLong(r.retryAfter())).isBetween(1L, 60L);
    }

}
