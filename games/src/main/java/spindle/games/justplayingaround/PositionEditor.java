package spindle.games.justplayingaround;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The position editor's description of the position text ({@link spindle.engine.Game#positionEditor}). */
final class PositionEditor {
    private PositionEditor() {
    }

    static Map<String, Object> of(Rules rules) {
        Map<String, Object> board = new LinkedHashMap<>();
        board.put("field", 0);
        board.put("cells", "comma");
        board.put("runs", false);
        board.put("empty", ".");
        board.put("shape", "grid");
        List<Object> palette = new ArrayList<>();
        for (int piece = 0; piece < Geometry.PIECES; piece++) {
            palette.add(Map.of("token", Geometry.pieceName(piece), "label", Geometry.COLOUR_NAMES[
                    Geometry.colourOf(piece)] + " " + Geometry.numberOf(piece) + " (on top of the stack)",
                    "stack", true));
        }
        palette.add(Map.of("token", ".", "label", "empty square (takes the whole stack away)", "stack", false));
        List<Object> fields = new ArrayList<>();
        fields.add(field(1, "what comes next", next(rules)));
        fields.add(field(2, "the dice as they lie, red green blue yellow white: five faces 1-6, 0 for a die not "
                + "thrown yet in the game (e.g. 31524)", null));
        fields.add(field(3, "colours that have played this round, in RGBY order (e.g. RG), - for none", null));
        int at = 4;
        if (rules.competition()) {
            fields.add(field(at++, "free play banked this round", List.of(choice("-", "not banked"),
                    choice("banked", "banked: the identified pieces play as on a normal throw"))));
        }
        fields.add(field(at++, "normal game, or extended:N for the extended game with score N (3, 6, 9, ...)",
                null));
        fields.add(field(at++, "round (from 1)", null));
        fields.add(field(at, "plies played so far", null));
        Map<String, Object> spec = new LinkedHashMap<>();
        spec.put("board", board);
        spec.put("palette", palette);
        spec.put("fields", fields);
        return spec;
    }

    private static List<Object> next(Rules rules) {
        List<Object> choices = new ArrayList<>();
        if (rules.randomSetup()) {
            for (int c = 0; c < Geometry.COLOURS; c++) {
                choices.add(choice("setup-" + Geometry.COLOUR_LETTERS[c], "draw the order of the "
                        + Geometry.COLOUR_NAMES[c] + " pieces (chance)"));
            }
        }
        String[] dice = {"red", "green", "blue", "yellow", "white (director)"};
        for (int i = 0; i < 5; i++) {
            choices.add(choice("throw-" + "RGBYW".charAt(i), "throw the " + dice[i] + " die (chance)"));
        }
        choices.add(choice("play", "play the next colour"));
        if (!rules.competition()) {
            choices.add(choice("won", "objective just met: continue into the extended game or stop"));
        }
        choices.add(choice("round-end", "end of round: continue or retire"));
        if (!rules.competition()) {
            choices.add(choice("stopped", "game over: stopped at the objective"));
        }
        choices.add(choice("retired", "game over: retired"));
        return choices;
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
