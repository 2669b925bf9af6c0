package spindle.games.zeroonetwo;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The position editor's description of the position text ({@link spindle.engine.Game#positionEditor}). */
final class PositionEditor {
    private PositionEditor() {
    }

    static Map<String, Object> of() {
        Map<String, Object> board = new LinkedHashMap<>();
        board.put("field", 0);
        board.put("cells", "char");
        board.put("runs", true);
        board.put("empty", ".");
        board.put("hole", "-");
        board.put("shape", "hex");
        List<Object> palette = List.of(
                token(".", "empty hole"),
                token("b", "Blue peg, not used yet"),
                token("B", "Blue peg, used (Blue's thread has ended on it)"),
                token("r", "Red peg, not used yet"),
                token("R", "Red peg, used (Red's thread has ended on it)"),
                token("k", "black peg, not captured"),
                token("x", "black peg captured by Blue"),
                token("y", "black peg captured by Red"));
        List<Object> fields = new ArrayList<>();
        fields.add(field(1, "Deltas attached around the Hex, in order, e.g. d0,0.u1,-1 (- for none)", null));
        fields.add(field(2, "threads in the order laid: owner b/r, kind s (setup) w (weave) d (Build), from~to, "
                + "and :sides at the pegs passed (p +, m -), joined by . (- for none)", null));
        fields.add(field(3, "Blue's recess:tray, front first (b peg, k black peg, - empty), e.g. 3:bbbkbbbbbbkbbbbbk",
                null));
        fields.add(field(4, "Red's recess:tray, e.g. 3:rrrkrrrrrrkrrrrrk", null));
        fields.add(field(5, "whose decision it is", List.of(choice("blue", "Blue"), choice("red", "Red"))));
        fields.add(field(6, "the next decision (" + String.join(", ", StepText.PHASES) + "), then the turn so far: "
                + ".jumps:K .total:T .left:S .put:q,r:why .lifted:q,r .held:b|r|k .jump:q,r:kind:sides", null));
        fields.add(field(7, "turns in a row without a Weave", null));
        fields.add(field(8, "passes in a row", null));
        fields.add(field(9, "plies played so far", null));
        Map<String, Object> spec = new LinkedHashMap<>();
        spec.put("board", board);
        spec.put("palette", palette);
        spec.put("fields", fields);
        return spec;
    }

    private static Map<String, Object> token(String token, String label) {
        return Map.of("token", token, "label", label, "stack", false);
    }

    private static Map<String, Object> field(int index, String label, List<Object> choices) {
        Map<String, Object> f = new LinkedHashMap<>();
        f.put("field", index);
        f.put("label", label);
        if (choices != null) {
            f.put("choices", choices);
        }
        return f;
    }

    private static Map<String, Object> choice(String value, String label) {
        return Map.of("value", value, "label", label);
    }
}
