package spindle.engine;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Builds the plain data of {@link Game#positionEditor}, so every game writes its editor spec with the same keys: the
 * board field, the palette of pieces and the other fields with their choices.
 */
public final class PositionEditorSpec {
    private PositionEditorSpec() {
    }

    /** The whole spec: the board, the palette ({@link #piece}s) and the other fields ({@link #text}, {@link #choice}). */
    public static Map<String, Object> of(Map<String, Object> board, List<Map<String, Object>> palette,
                                         List<Map<String, Object>> fields) {
        Map<String, Object> spec = new LinkedHashMap<>();
        spec.put("board", board);
        spec.put("palette", List.copyOf(palette));
        spec.put("fields", List.copyOf(fields));
        return spec;
    }

    /**
     * The board field: its index, whether cells are separated by {@code ,} (else one character each), whether digit
     * runs stand for empty cells, the empty token, the token of a place that is no cell (null: none), and whether
     * rows are drawn as a hex (each half a cell right of the one above).
     */
    public static Map<String, Object> board(int field, boolean commaCells, boolean runs, String empty, String hole,
                                            boolean hex) {
        Map<String, Object> board = new LinkedHashMap<>();
        board.put("field", field);
        board.put("cells", commaCells ? "comma" : "char");
        board.put("runs", runs);
        board.put("empty", empty);
        if (hole != null) {
            board.put("hole", hole);
        }
        board.put("shape", hex ? "hex" : "grid");
        return board;
    }

    /** A palette entry: tapping a cell puts {@code token} there ({@code stack}: on top of what the cell holds). */
    public static Map<String, Object> piece(String token, String label, boolean stack) {
        return Map.of("token", token, "label", label, "stack", stack);
    }

    /** A field edited as free text. */
    public static Map<String, Object> text(int field, String label) {
        Map<String, Object> f = new LinkedHashMap<>();
        f.put("field", field);
        f.put("label", label);
        return f;
    }

    /** A field chosen among values, given as pairs: value, label, value, label, ... */
    public static Map<String, Object> choice(int field, String label, String... valuesAndLabels) {
        return choice(field, label, List.of(valuesAndLabels));
    }

    /** A field chosen among values, given as a list of pairs: value, label, value, label, ... */
    public static Map<String, Object> choice(int field, String label, List<String> valuesAndLabels) {
        if (valuesAndLabels.size() % 2 != 0) {
            throw new IllegalArgumentException("values and labels come in pairs");
        }
        List<Map<String, Object>> choices = new ArrayList<>();
        for (int i = 0; i < valuesAndLabels.size(); i += 2) {
            choices.add(Map.of("value", valuesAndLabels.get(i), "label", valuesAndLabels.get(i + 1)));
        }
        Map<String, Object> f = text(field, label);
        f.put("choices", List.copyOf(choices));
        return f;
    }
}
