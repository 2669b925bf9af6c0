package spindle.match;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * Reads a {@link GameRecord} from JSON, checking each field by name before anything is built, so that a bad record
 * is refused with what is wrong and where (line and column of broken JSON, the missing or mistyped field) rather
 * than with a data-binding library's words.
 */
final class RecordJson {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final List<String> REQUIRED = List.of("version", "game", "variant", "players", "seed", "moves");
    private static final List<String> FIELDS = List.of("version", "game", "variant", "from", "players", "seed", "chance",
            "moves", "payoffs", "endReason", "started", "finished");
    private static final String WHAT = " (a record is the JSON written by 'spindle tournament' or downloaded from"
            + " the server's game page)";

    private record Kind(String words, Predicate<JsonNode> accepts) {
    }

    private static final Kind INT = new Kind("a whole number", n -> n.isIntegralNumber() && n.canConvertToInt());
    private static final Kind LONG = new Kind("a whole number", n -> n.isIntegralNumber() && n.canConvertToLong());
    private static final Kind TEXT = new Kind("a string", JsonNode::isTextual);
    private static final Kind TEXTS = new Kind("a list of strings", n -> all(n, JsonNode::isTextual));
    private static final Kind NUMBERS = new Kind("a list of numbers", n -> all(n, JsonNode::isNumber));
    private static final Map<String, Kind> KINDS = Map.ofEntries(Map.entry("version", INT), Map.entry("game", TEXT),
            Map.entry("variant", TEXT), Map.entry("players", TEXTS), Map.entry("seed", LONG),
            Map.entry("chance", TEXT), Map.entry("moves", TEXTS), Map.entry("payoffs", NUMBERS),
            Map.entry("endReason", TEXT), Map.entry("started", TEXT), Map.entry("finished", TEXT),
            Map.entry("from", TEXT));

    private RecordJson() {
    }

    static GameRecord parse(String json) {
        JsonNode root;
        try {
            root = JSON.readTree(json);
        } catch (JsonProcessingException e) {
            JsonLocation at = e.getLocation();
            String where = at == null ? "" : " at line " + at.getLineNr() + ", column " + at.getColumnNr();
            throw new RecordException("not valid JSON" + where + ": " + e.getOriginalMessage() + WHAT);
        }
        if (root == null || root.isMissingNode()) {
            throw new RecordException("the record is empty" + WHAT);
        }
        if (!root.isObject()) {
            throw new RecordException("a record is a JSON object {...}, not " + root.getNodeType().name().toLowerCase()
                    + WHAT);
        }
        check(root);
        return new GameRecord(root.get("version").asInt(), root.get("game").asText(), root.get("variant").asText(),
                texts(root.get("players")), root.get("seed").asLong(), texts(root.get("moves")), numbers(root),
                text(root, "endReason"), text(root, "started"), text(root, "finished"), text(root, "chance"),
                text(root, "from"));
    }

    private static void check(JsonNode root) {
        for (Iterator<String> names = root.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!KINDS.containsKey(name)) {
                throw new RecordException("unknown field \"" + name + "\"; a record has the fields "
                        + String.join(", ", FIELDS));
            }
        }
        List<String> missing = new ArrayList<>();
        for (String name : REQUIRED) {
            if (root.get(name) == null || root.get(name).isNull()) {
                missing.add("\"" + name + "\"");
            }
        }
        if (!missing.isEmpty()) {
            throw new RecordException("the record has no " + String.join(", ", missing) + "; every record needs "
                    + String.join(", ", REQUIRED) + " (version is " + GameRecord.VERSION + ", or 1 for records"
                    + " written before the chance field)");
        }
        for (Map.Entry<String, Kind> field : KINDS.entrySet()) {
            JsonNode value = root.get(field.getKey());
            if (value != null && !value.isNull() && !field.getValue().accepts().test(value)) {
                String shown = value.toString();
                throw new RecordException("field \"" + field.getKey() + "\" must be " + field.getValue().words()
                        + ", not " + (shown.length() > 40 ? shown.substring(0, 40) + "..." : shown));
            }
        }
    }

    private static boolean all(JsonNode list, Predicate<JsonNode> element) {
        if (!list.isArray()) {
            return false;
        }
        for (JsonNode e : list) {
            if (!element.test(e)) {
                return false;
            }
        }
        return true;
    }

    private static List<String> texts(JsonNode list) {
        List<String> out = new ArrayList<>();
        list.forEach(e -> out.add(e.asText()));
        return out;
    }

    private static List<Double> numbers(JsonNode root) {
        List<Double> out = new ArrayList<>();
        JsonNode list = root.get("payoffs");
        if (list != null && !list.isNull()) {
            list.forEach(e -> out.add(e.asDouble()));
        }
        return out;
    }

    private static String text(JsonNode root, String name) {
        JsonNode value = root.get(name);
        return value == null || value.isNull() ? null : value.asText();
    }
}
