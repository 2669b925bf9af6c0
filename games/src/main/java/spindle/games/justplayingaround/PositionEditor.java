package spindle.games.justplayingaround;

import static spindle.engine.PositionEditorSpec.board;
import static spindle.engine.PositionEditorSpec.choice;
import static spindle.engine.PositionEditorSpec.piece;
import static spindle.engine.PositionEditorSpec.text;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import spindle.engine.PositionEditorSpec;

/** The position editor's description of the position text ({@link spindle.engine.Game#positionEditor}). */
final class PositionEditor {
    private PositionEditor() {
    }

    static Map<String, Object> of(Rules rules) {
        List<Map<String, Object>> palette = new ArrayList<>();
        for (int piece = 0; piece < Geometry.PIECES; piece++) {
            palette.add(piece(Geometry.pieceName(piece), Geometry.COLOUR_NAMES[Geometry.colourOf(piece)] + " "
                    + Geometry.numberOf(piece) + " (on top of the stack)", true));
        }
        palette.add(piece(".", "empty square (takes the whole stack away)", false));
        List<Map<String, Object>> fields = new ArrayList<>();
        fields.add(choice(1, "what comes next", next(rules)));
        fields.add(text(2, "the dice as they lie, red green blue yellow white: five faces 1-6, 0 for a die not "
                + "thrown yet in the game (e.g. 31524)"));
        fields.add(text(3, "colours that have played this round, in RGBY order (e.g. RG), - for none"));
        int at = 4;
        if (rules.competition()) {
            fields.add(choice(at++, "free play banked this round", "-", "not banked",
                    "banked", "banked: the identified pieces play as on a normal throw"));
        }
        fields.add(text(at++, "normal game, or extended:N for the extended game with score N (3, 6, 9, ...)"));
        fields.add(text(at++, "round (from 1)"));
        fields.add(text(at, "plies played so far"));
        return PositionEditorSpec.of(board(0, true, false, ".", null, false), palette, fields);
    }

    private static List<String> next(Rules rules) {
        List<String> choices = new ArrayList<>();
        if (rules.randomSetup()) {
            for (int c = 0; c < Geometry.COLOURS; c++) {
                choices.addAll(List.of("setup-" + Geometry.COLOUR_LETTERS[c], "draw the order of the "
                        + Geometry.COLOUR_NAMES[c] + " pieces (chance)"));
            }
        }
        String[] dice = {"red", "green", "blue", "yellow", "white (director)"};
        for (int i = 0; i < 5; i++) {
            choices.addAll(List.of("throw-" + "RGBYW".charAt(i), "throw the " + dice[i] + " die (chance)"));
        }
        choices.addAll(List.of("play", "play the next colour"));
        if (!rules.competition()) {
            choices.addAll(List.of("won", "objective just met: continue into the extended game or stop"));
        }
        choices.addAll(List.of("round-end", "end of round: continue or retire"));
        if (!rules.competition()) {
            choices.addAll(List.of("stopped", "game over: stopped at the objective"));
        }
        choices.addAll(List.of("retired", "game over: retired"));
        return choices;
    }
}
