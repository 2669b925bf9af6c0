package spindle.games.zeroonetwo;

import static spindle.engine.PositionEditorSpec.board;
import static spindle.engine.PositionEditorSpec.choice;
import static spindle.engine.PositionEditorSpec.piece;
import static spindle.engine.PositionEditorSpec.text;

import java.util.List;
import java.util.Map;
import spindle.engine.PositionEditorSpec;

/** The position editor's description of the position text ({@link spindle.engine.Game#positionEditor}). */
final class PositionEditor {
    private PositionEditor() {
    }

    static Map<String, Object> of() {
        return PositionEditorSpec.of(board(0, false, true, ".", "-", true), List.of(
                piece(".", "empty hole", false),
                piece("b", "Blue peg, not used yet", false),
                piece("B", "Blue peg, used (Blue's thread has ended on it)", false),
                piece("r", "Red peg, not used yet", false),
                piece("R", "Red peg, used (Red's thread has ended on it)", false),
                piece("k", "black peg, not captured", false),
                piece("x", "black peg captured by Blue", false),
                piece("y", "black peg captured by Red", false)), List.of(
                text(1, "Deltas attached around the Hex, in order, e.g. d0,0.u1,-1 (- for none)"),
                text(2, "threads in the order laid: owner b/r, kind s (setup) w (weave) d (Build), from~to, "
                        + "and :sides at the pegs passed (p +, m -), joined by . (- for none)"),
                text(3, "Blue's recess:tray, front first (b peg, k black peg, - empty), e.g. 3:bbbkbbbbbbkbbbbbk"),
                text(4, "Red's recess:tray, e.g. 3:rrrkrrrrrrkrrrrrk"),
                choice(5, "whose decision it is", "blue", "Blue", "red", "Red"),
                text(6, "the next decision (" + String.join(", ", StepText.PHASES) + "), then the turn so far: "
                        + ".jumps:K .total:T .left:S .put:q,r:why .lifted:q,r .held:b|r|k .jump:q,r:kind:sides"),
                text(7, "turns in a row without a Weave"),
                text(8, "passes in a row"),
                text(9, "plies played so far")));
    }
}
