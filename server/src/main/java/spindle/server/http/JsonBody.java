package spindle.server.http;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import io.javalin.http.Context;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import spindle.engine.Game;
import spindle.engine.Variant;
import spindle.engine.VariantException;

/**
 * How every JSON route reads its request: a body that must be an object with known fields only, and typed fields
 * whose refusals all read alike (a 400 that names the field and what it must be).
 */
public final class JsonBody {
    private static final ObjectMapper JSON = Json.MAPPER;

    private JsonBody() {
    }

    /** The body as a JSON object with only the {@code known} fields (none given: any fields). */
    public static JsonNode body(Context ctx, String... known) {
        try {
            JsonNode node = JSON.readTree(ctx.body());
            if (node == null || !node.isObject()) {
                throw new ApiException(400, "the request body must be a JSON object");
            }
            List<String> fields = List.of(known);
            for (Iterator<String> names = node.fieldNames(); names.hasNext() && !fields.isEmpty(); ) {
                String name = names.next();
                if (!fields.contains(name)) {
                    // the same words as the competition API's, whose bodies Jackson checks
                    throw new ApiException(400, "unknown field \"" + name + "\"; known: " + fields);
                }
            }
            return node;
        } catch (JsonProcessingException e) {
            throw new ApiException(400, "the request body is not valid JSON: " + e.getOriginalMessage());
        }
    }

    public static Variant variant(Game game, JsonNode node) {
        if (node == null || node.isNull()) {
            return game.defaultVariant();
        }
        if (node.isTextual()) {
            return Variant.parse(game, node.asText());
        }
        if (!node.isObject()) {
            throw new VariantException("variant must be an object of name: value, or text name=value,...");
        }
        Map<String, String> values = new LinkedHashMap<>();
        node.fields().forEachRemaining(e -> values.put(e.getKey(), e.getValue().asText()));
        return Variant.of(game, values);
    }

    public static String optionalText(JsonNode body, String field) {
        JsonNode n = body.get(field);
        return n == null || n.isNull() ? null : text(body, field, null);
    }

    public static String text(JsonNode body, String field, String fallback) {
        JsonNode n = body.get(field);
        if (n == null || n.isNull()) {
            if (fallback == null) {
                throw new ApiException(400, "the request needs \"" + field + "\"");
            }
            return fallback;
        }
        if (!n.isTextual()) {
            throw new ApiException(400, "\"" + field + "\" must be text");
        }
        return n.asText();
    }

    public static long longValue(JsonNode body, String field, long min, long max) {
        JsonNode n = body.get(field);
        String message = "\"" + field + "\" must be a whole number"
                + (min == Long.MIN_VALUE ? "" : " in " + min + ".." + max);
        long value;
        if (n != null && n.isIntegralNumber() && n.canConvertToLong()) {
            value = n.asLong();
        } else if (n != null && n.isTextual()) {
            // text too, because a browser's numbers cannot hold every 64-bit seed
            try {
                value = Long.parseLong(n.asText().trim());
            } catch (NumberFormatException e) {
                throw new ApiException(400, message);
            }
        } else {
            throw new ApiException(400, message);
        }
        if (value < min || value > max) {
            throw new ApiException(400, message);
        }
        return value;
    }

    public static int parseInt(String name, String text) {
        try {
            return Integer.parseInt(text.trim());
        } catch (NumberFormatException e) {
            throw new ApiException(400, name + " must be a whole number, not '" + text + "'");
        }
    }

    /**
     * The body read into the record {@code type} with strict types ({@link Json#STRICT}): 400 for anything else, with
     * the field named. An empty body reads as {@code {}}.
     */
    public static <T> T as(Context ctx, Class<T> type) {
        String text = ctx.body();
        try {
            T value = Json.STRICT.readValue(text.isBlank() ? "{}" : text, type);
            if (value == null) {
                throw new ApiException(400, "the request body must be a JSON object");
            }
            return value;
        } catch (UnrecognizedPropertyException e) {
            throw new ApiException(400, "unknown field \"" + e.getPropertyName() + "\"; known: "
                    + e.getKnownPropertyIds());
        } catch (MismatchedInputException e) {
            String field = e.getPath().isEmpty() ? "the body" : "\"" + e.getPath().get(0).getFieldName() + "\"";
            throw new ApiException(400, field + " is not of the type this request takes: " + e.getOriginalMessage());
        } catch (JsonProcessingException e) {
            throw new ApiException(400, "the request body is not what this request takes: " + e.getOriginalMessage());
        }
    }
}
