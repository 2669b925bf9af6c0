package spindle.games.onepiecefortwo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static spindle.games.onepiecefortwo.Scenarios.GAME;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import spindle.engine.GameState;
import spindle.engine.NotationException;
import spindle.engine.Position;
import spindle.engine.Variant;

/** The position text of One Piece for Two (docs/positions.md): each phase, refusals, history, round trips. */
class OnePieceForTwoPositionTextTest {
    private static final Variant DEFAULT = GAME.defaultVariant();
    /** Position Q of scenario 8: the box is empty and the starter relocates. */
    private static final String Q_BOARD = "8/d1Rl3d/U1rL3U/rLRlrLRl/RlrLRlrL/rLRlrLRl/RlrLRlrL";
    private static final String Q = Q_BOARD + " starter-red bottom starter relocate 0 - 22";
    /** Scenario 4 at its end: d1/e1 gives red a1-d1, and red (the starter) wins on the second player's move. */
    private static final String RED_WON = "8/8/8/8/8/ddd5/UUURl3 starter-red bottom second red-won 16 - 6";

    @Test
    void theSetupChoicesAreTheirOwnPhases() {
        GameState start = GameState.start(GAME);
        assertThat(start.positionText()).isEqualTo("8/8/8/8/8/8/8 - - starter colour 20 - 0");
        GameState edge = start.apply("blue");
        assertThat(edge.positionText()).isEqualTo("8/8/8/8/8/8/8 starter-blue - second edge 20 - 1");
        assertThat(GameState.from(GAME, DEFAULT, edge.positionText()).legalMoves())
                .containsExactly("bottom", "top", "left", "right");
        GameState left = edge.apply("left");
        assertThat(left.positionText()).as("the edge frame of 8x7 seen from the left is 7 columns of 8")
                .isEqualTo("7/7/7/7/7/7/7/7 starter-blue left starter place 20 - 2");
        Variant fixed = Variant.parse(GAME, "starterColour=red,gameEdge=top");
        assertThat(GameState.start(GAME, fixed).positionText())
                .isEqualTo("8/8/8/8/8/8/8 starter-red top starter place 20 - 0");
    }

    @Test
    void aPlacementPhaseTextShowsEachDominoByItsHalves() {
        String text = "8/8/8/8/8/8/RlrL4 starter-red bottom starter place 18 - 4";
        assertThat(Scenarios.play("a1/b1", "d1/c1").positionText()).isEqualTo(text);
        GameState s = GameState.from(GAME, DEFAULT, text);
        OnePiecePosition p = OnePiecePosition.of(s.view());
        assertThat(p.box).isEqualTo(18);
        assertThat(p.moves).isEqualTo(2);
        assertThat(s.toMove()).isEqualTo(0);
        assertThat(s.legalMoves()).contains("a2/b2", "c2/d2", "e1/e2", "h1/g1").doesNotContain("e2/f2", "a3/a4")
                .hasSize(28);
        assertThat(s.render()).contains("1  R-B B-R").contains("In the box: 18   Moves: 2");
    }

    @Test
    void theRelocationPhaseKeepsTheRelocationsThatDecideARepetition() {
        assertThat(Scenarios.play(Scenarios.Q).positionText()).isEqualTo(Q);
        GameState q = GameState.from(GAME, DEFAULT, Q);
        assertThat(q.legalMoves()).hasSize(46).contains("a5-a6>b5/b6", "f4-e4>c7/d7");
        GameState twice = Scenarios.play(concat(Scenarios.Q, "h5-h6>f5/f6", "f5-f6>h5/h6"));
        String text = Q_BOARD + " starter-red bottom starter relocate 0 h5-h6:f5/f6,f5-f6:h5/h6 24";
        assertThat(twice.positionText()).isEqualTo(text);
        GameState again = GameState.from(GAME, DEFAULT, text);
        assertThat(again.apply("h5-h6>f5/f6").isOver()).isFalse();
        GameState third = again.apply("h5-h6>f5/f6").apply("f5-f6>h5/h6");
        assertThat(third.isOver()).as("Q a third time with the starter to move: the history decides it").isTrue();
        assertThat(third.payoffs()).containsExactly(0.5, 0.5);
        assertThat(GAME.endReason(third.view())).isEqualTo("repetition");
        String drawn = Q_BOARD + " starter-red bottom starter draw 0 h5-h6:f5/f6,f5-f6:h5/h6,h5-h6:f5/f6,"
                + "f5-f6:h5/h6 26";
        assertThat(third.positionText()).isEqualTo(drawn);
        assertThat(GAME.endReason(GAME.parsePosition(DEFAULT, drawn))).isEqualTo("repetition");
        // Without its history the same board goes on: the text is what the rules remember.
        assertThat(GameState.from(GAME, DEFAULT, Q.replace(" 22", " 26")).isOver()).isFalse();
    }

    @Test
    void finishedGamesAreCheckedAgainstTheBoard() {
        assertThat(Scenarios.play("a1/a2", "b1/b2", "c1/c2", "d1/e1").positionText()).isEqualTo(RED_WON);
        Position won = GAME.parsePosition(DEFAULT, RED_WON);
        assertThat(won.payoffs()).containsExactly(1.0, 0.0);
        assertThat(GAME.describe(won).toString()).contains("a1").contains("d1");
        Variant small = Variant.parse(GAME, "board=7x6");
        List<String> stuck = List.of("d2/d1", "c1/b1", "e2/e1", "e3/d3", "g1/g2", "g3/g4", "g5/g6", "d4/e4",
                "e5/d5", "a2/a1", "a3/a4", "f1/f2", "c2/c3", "a6/a5", "c4/c5", "c6/d6", "b3/b2", "b5/b4",
                "f4/f3", "f5/f6");
        GameState blocked = Scenarios.play(small, "red", "bottom", stuck.toArray(String[]::new));
        String text = blocked.positionText();
        assertThat(text).isEqualTo("D1Rl1dd/uDdrLUU/duURlDd/UDdrLuU/DuUDDdd/urLuuUU starter-red bottom starter draw "
                + "0 - 22");
        Position draw = GAME.parsePosition(small, text);
        assertThat(GAME.endReason(draw)).isEqualTo("no-legal-move");
        Variant capped = Variant.parse(GAME, "moveCap=2");
        assertThat(GameState.replay(GAME, capped, List.of("red", "bottom", "a1/b1", "d1/c1")).positionText())
                .isEqualTo("8/8/8/8/8/8/RlrL4 starter-red bottom starter draw 18 - 4");
        assertThatThrownBy(() -> GAME.parsePosition(capped, "8/8/8/8/8/8/RlrL4 starter-red bottom starter place 18 - 4"))
                .isInstanceOf(NotationException.class)
                .hasMessage("phase place, but the game is drawn: the move cap of 2 was reached");
    }

    @Test
    void aGameInProgressRoundTripsAndPlaysOn() {
        List<String> moves = new ArrayList<>(List.of("blue", "right"));
        moves.addAll(List.of("a1/b1", "c1/c2", "d1/e1", "b2/a2", "g1/g2", "f1/f2", "e2/e3"));
        GameState played = GameState.replay(GAME, DEFAULT, moves);
        String text = played.positionText();
        GameState restored = GameState.from(GAME, DEFAULT, text);
        assertThat(restored.positionText()).isEqualTo(text);
        assertThat(restored.legalMoves()).isEqualTo(played.legalMoves());
        assertThat(restored.view().hash()).isEqualTo(played.view().hash());
        assertThat(restored.render()).isEqualTo(played.render());
        List<String> more = List.of("a3/b3", "d2/d3");
        assertThat(GameState.replay(restored, more).positionText())
                .isEqualTo(GameState.replay(played, more).positionText());
        assertThat(GameState.from(GAME, DEFAULT, text.replace(' ', '_')).positionText()).isEqualTo(text);
    }

    @Test
    void refusalsNameThePartAndTheReason() {
        String four = "8/8/8/8/8/8/RlrL4 starter-red bottom starter place 18 - 4";
        assertRefused(four.replace("RlrL4", "RlrL5"), "board row 1 has 9 cells, the board has 8");
        assertRefused(four.replace("8/8/8/8/8/8/", "8/8/8/8/8/"), "the board has 6 rows, the game edge bottom "
                + "gives 7");
        assertRefused(four.replace("RlrL4", "RRrL4"), "the red half at a1 points right, but b1 holds R");
        assertRefused(four.replace("RlrL4", "RlrX4"), "board row 1: 'X' is not");
        assertRefused("8/8/8/8/8/Rl6/8 starter-red bottom starter place 19 - 3", "a2 is occupied above the empty a1");
        assertRefused(four.replace(" 18 ", " 17 "), "the board holds 2 pieces, so 18 are left in the box, not 17");
        assertRefused("8/dddddddd/UUUUUUUU/dddddddd/UUUUUUUU/dddddddd/UUUUUUUU starter-red bottom starter "
                + "relocate 0 - 26", "the board holds 24 pieces, there are only 20");
        assertRefused(four.replace(" starter place", " second place"),
                "the second player is to move, but after 2 moves it is the starter's turn");
        assertRefused(four.replace(" place ", " relocate "), "phase relocate, but pieces are left in the box and "
                + "one can be placed");
        assertRefused(four.replace(" place ", " colour "), "the colours are chosen");
        assertRefused(four.replace("starter-red", "-"), "the colours are not chosen, so the phase is colour");
        assertRefused(RED_WON.replace("red-won", "blue-won"), "no piece with nothing on top gives blue four");
        assertRefused(RED_WON.replace("red-won", "place"), "the game is over: red has four in a row through a1");
        assertRefused(Q.replace(" - 22", " h5-h6:f5/f6 23").replace(" starter relocate", " second relocate"),
                "history move 1 'h5-h6:f5/f6'");
        assertRefused(Q.replace(" - 22", " a5-a6:a6/a7 23").replace(" starter relocate", " second relocate"),
                "history move 1 'a5-a6:a6/a7'");
        assertRefused(four.replace(" 4", " 4x"), "plies '4x' is not a whole number");
        assertRefused(four.replace(" - 4", " 4"), "the plies is missing");
    }

    @Test
    void theVariantDecidesFixedChoices() {
        Variant fixed = Variant.parse(GAME, "starterColour=red,gameEdge=top");
        assertThatThrownBy(() -> GAME.parsePosition(fixed, "8/8/8/8/8/8/8 starter-blue top starter place 20 - 0"))
                .isInstanceOf(NotationException.class).hasMessageContaining("the variant gives the starter red");
        assertThatThrownBy(() -> GAME.parsePosition(fixed, "8/8/8/8/8/8/8 starter-red top starter place 20 - 2"))
                .isInstanceOf(NotationException.class).hasMessageContaining("plies");
    }

    private static void assertRefused(String text, String reason) {
        assertThatThrownBy(() -> GAME.parsePosition(DEFAULT, text)).as(text).isInstanceOf(NotationException.class)
                .hasMessageContaining(reason);
    }

    @Test
    void theEditorSaysHowEachHalfPointsAtItsPartner() {
        Map<String, Object> editor = GAME.positionEditor(DEFAULT).orElseThrow();
        @SuppressWarnings("unchecked")
        Map<String, Object> board = (Map<String, Object>) editor.get("board");
        assertThat(board).containsEntry("field", 0).containsEntry("cells", "char").containsEntry("runs", true)
                .containsEntry("empty", ".").containsEntry("shape", "grid").doesNotContainKey("hole");
        assertThat((List<?>) editor.get("palette")).hasSize(8);
        assertThat(editor.toString()).contains("red half, its blue half to the right");
        assertThat((List<?>) editor.get("fields")).hasSize(7);
    }

    private static String[] concat(String[] a, String... b) {
        String[] all = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, all, a.length, b.length);
        return all;
    }
}
