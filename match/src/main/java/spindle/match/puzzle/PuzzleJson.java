package spindle.match.puzzle;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Puzzles as JSON lines, one object per line (docs/puzzles.md), written and read back. */
public final class PuzzleJson {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final List<String> FIELDS = List.of("id", "game", "variant", "position", "solution", "themes",
            "proof");

    private PuzzleJson() {
    }

    /** One line of JSON, without its line break. */
    public static String line(Puzzle p) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("id", p.id());
        m.put("game", p.game());
        m.put("variant", p.variant());
        m.put("position", p.position());
        m.put("solution", p.solution());
        m.put("themes", p.themes());
        m.put("proof", p.proof());
        try {
            return JSON.writeValueAsString(m);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A puzzle from one line; a line missing a field or of the wrong shape is refused, naming the field. */
    public static Puzzle parse(String line) {
        JsonNode n;
        try {
            n = JSON.readTree(line);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("not a puzzle line (broken JSON): " + e.getOriginalMessage());
        }
        for (String f : FIELDS) {
            if (n == null || !n.has(f)) {
                throw new IllegalArgumentException("a puzzle line needs the field '" + f + "'");
            }
        }
        if (!n.get("solution").isArray() || !n.get("themes").isArray() || !n.get("proof").isObject()) {
            throw new IllegalArgumentException("a puzzle's solution and themes are lists, its proof an object");
        }
        Map<String, Object> proof = JSON.convertValue(n.get("proof"), new TypeReference<LinkedHashMap<String, Object>>() {
        });
        return new Puzzle(n.get("id").asText(), n.get("game").asText(), n.get("variant").asText(),
                n.get("position").asText(), texts(n.get("solution")), texts(n.get("themes")), proof);
    }

    /** Every puzzle of a JSON-lines text; blank lines are skipped. */
    public static List<Puzzle> read(Reader in) {
        List<Puzzle> out = new ArrayList<>();
        try {
            BufferedReader r = new BufferedReader(in);
            int number = 0;
            for (String l = r.readLine(); l != null; l = r.readLine()) {
                number++;
                if (l.isBlank()) {
                    continue;
                }
                try {
                    out.add(parse(l));
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException("line " + number + ": " + e.getMessage(), e);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    private static List<String> texts(JsonNode list) {
        List<String> out = new ArrayList<>();
        list.forEach(e -> out.add(e.asText()));
        return out;
    }
}
