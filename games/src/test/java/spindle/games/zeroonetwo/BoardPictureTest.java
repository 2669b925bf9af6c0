package spindle.games.zeroonetwo;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.Variant;

/** The terminal board: threads drawn between their pegs, coordinates explained, the tray as pegs with a legend. */
class BoardPictureTest {
    private static final Game GAME = new ZeroOneTwo();

    /** Both setups, one peg each placed, then Blue weaves from its spool 0,1 to its new peg 1,1 on the same row. */
    private static GameState afterAWeave() {
        GameState s = GameState.start(GAME, Variant.parse(GAME, "firstPlayer=P1"));
        for (String m : new String[] {"setup DN(0,0)", "peg 0,1", "setup DN(-2,0)", "peg 0,2", "place 1,1", "done",
            "place -1,2", "done", "weave 1,1"}) {
            s = s.apply(m);
        }
        return s;
    }

    private static String line(String board, String start) {
        return board.lines().filter(l -> l.startsWith(start)).findFirst().orElseThrow();
    }

    @Test
    void aThreadBetweenNeighboursOfARowIsDrawnBetweenTheirPegs() {
        String board = afterAWeave().render();
        assertThat(line(board, "r=  1 ")).as("Blue's weave 0,1 -> 1,1").contains("B───B");
        assertThat(line(board, "r=  2 ")).as("Red's setup thread ends at its peg 0,2 from the left").contains("───R");
        assertThat(board).contains("#3 Blue weave 0,1 -> 1,1");
    }

    @Test
    void aDiagonalThreadIsDrawnOnTheLineBetweenRows() {
        String board = afterAWeave().render();
        String[] lines = board.split("\n");
        int row1 = java.util.Arrays.asList(lines).indexOf(line(board, "r=  1 "));
        int peg = lines[row1].indexOf("B───B");
        // Blue's setup thread 0,1 <- 4,4 leaves 0,1 down-right, 22 columns across 6 lines: 4 columns on per line
        assertThat(lines[row1 + 1].charAt(peg + 4)).isEqualTo('╲');
        assertThat(lines[row1 + 1].trim()).isEqualTo("╲");
    }

    @Test
    void coordinatesAreLabelledAndExplained() {
        String board = afterAWeave().render();
        assertThat(board.lines().findFirst().orElseThrow()).as("q of the top row's holes").matches(" +q = +0 +1 +2 +3 +4");
        assertThat(board).contains("r= -4 q=  0", "Holes are written q,r", "q grows by 1 from hole to hole");
    }

    @Test
    void theTrayIsShownAsPegsWithALegend() {
        String board = afterAWeave().render();
        assertThat(board).contains("Legend: . empty hole  + empty edge hole  b/r Blue/Red peg, unused  B/R used  "
                + "@ black peg");
        assertThat(board).contains("  tray b b b @ b b b b b b @ b b b b b @  (front first; b = Blue peg: 14, "
                + "@ = black peg: 3)");
        assertThat(board).doesNotContain("CCC");
    }

    @Test
    void coloursOnlyWhenAsked() {
        GameState s = afterAWeave();
        assertThat(s.render()).doesNotContain("\u001b[");
        assertThat(s.render(false)).isEqualTo(s.render());
        String coloured = s.render(true);
        assertThat(coloured).contains(BoardPicture.BLUE + "─" + BoardPicture.RESET, BoardPicture.RED + "R"
                + BoardPicture.RESET);
        assertThat(coloured.replaceAll("\u001b\\[[0-9;]*m", "")).isEqualTo(s.render());
    }
}
