package spindle.server.http;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.type.LogicalType;

/**
 * The server's one JSON mapper (Jackson's defaults; an {@link ObjectMapper} is thread-safe once configured), and
 * the one way to write a message that is pushed rather than answered (a WebSocket frame, an NDJSON line).
 */
public final class Json {
    public static final ObjectMapper MAPPER = new ObjectMapper();
    /**
     * Reads a request into a typed record, taking every value as the type it is: no unknown field, no number
     * written as text or text as a number, no 1.5 for a whole number, no null for a primitive.
     */
    static final ObjectMapper STRICT = strict();

    private Json() {
    }

    private static ObjectMapper strict() {
        ObjectMapper strict = MAPPER.copy()
                .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
                .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT);
        fail(strict, LogicalType.Integer, CoercionInputShape.String, CoercionInputShape.EmptyString,
                CoercionInputShape.Float, CoercionInputShape.Boolean);
        fail(strict, LogicalType.Float, CoercionInputShape.String, CoercionInputShape.EmptyString,
                CoercionInputShape.Boolean);
        fail(strict, LogicalType.Boolean, CoercionInputShape.String, CoercionInputShape.EmptyString,
                CoercionInputShape.Integer, CoercionInputShape.Float);
        fail(strict, LogicalType.Textual, CoercionInputShape.Integer, CoercionInputShape.Float,
                CoercionInputShape.Boolean);
        return strict;
    }

    private static void fail(ObjectMapper mapper, LogicalType type, CoercionInputShape... shapes) {
        for (CoercionInputShape shape : shapes) {
            mapper.coercionConfigFor(type).setCoercion(shape, CoercionAction.Fail);
        }
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
