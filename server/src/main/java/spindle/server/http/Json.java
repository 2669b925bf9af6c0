package spindle.server.http;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * The server's one JSON mapper (Jackson's defaults; an {@link ObjectMapper} is thread-safe once configured), and
 * the one way to write a message that is pushed rather than answered (a WebSocket frame, an NDJSON line).
 */
public final class Json {
    public static final ObjectMapper MAPPER = new ObjectMapper();

    private Json() {
    }

    /** {@code value} as JSON text; the server's own views always serialise, so a failure is a bug. */
    public static String write(Object value) {
        try {
            return MAPPER.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a view always serialises", e);
        }
    }
}
