package spindle.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

/** A small JSON client for tests of the API. */
public final class Http {
    public static final ObjectMapper JSON = new ObjectMapper();

    private final HttpClient client = HttpClient.newHttpClient();
    private final String base;

    public Http(String base) {
        this.base = base;
    }

    /** A response: status and parsed body (null when the body is not JSON). */
    public record Reply(int status, JsonNode json, String body) {
        public String error() {
            return json == null || !json.has("error") ? null : json.get("error").asText();
        }
    }

    public Reply get(String path) {
        return send(HttpRequest.newBuilder(URI.create(base + path)).GET().build());
    }

    /** A GET carrying a game's token as {@code Authorization: Bearer <token>} (hints and analysis need one). */
    public Reply get(String path, String token) {
        return send(HttpRequest.newBuilder(URI.create(base + path)).header("Authorization", "Bearer " + token)
                .GET().build());
    }

    public Reply post(String path, String body) {
        return send(HttpRequest.newBuilder(URI.create(base + path))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body)).build());
    }

    private Reply send(HttpRequest request) {
        try {
            HttpResponse<String> r = client.send(request, HttpResponse.BodyHandlers.ofString());
            JsonNode json;
            try {
                json = JSON.readTree(r.body());
            } catch (IOException e) {
                json = null;
            }
            return new Reply(r.statusCode(), json, r.body());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }


    /** The token of a seat from the creator's reply. */
    public static String token(JsonNode created, int seat) {
        for (JsonNode t : created.get("tokens")) {
            if (t.get("seat").asInt() == seat) {
                return t.get("token").asText();
            }
        }
        throw new AssertionError("no token for seat " + seat + " in " + created);
    }
}
