package spindle.match.analysis;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The reports (and comparison) as JSON. */
public final class JsonReport {
    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private JsonReport() {
    }

    public static String of(List<VariantReport> reports, Comparison comparison, String command) {
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("command", command);
        root.put("reports", reports);
        if (comparison != null) {
            root.put("comparison", comparison);
        }
        try {
            return MAPPER.writeValueAsString(root);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("report is not serialisable", e);
        }
    }
}
