package spindle.games.justplayingaround;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import spindle.engine.GameState;
import spindle.engine.IllegalActionException;
import spindle.engine.NotationException;
import spindle.engine.Variant;
import spindle.testkit.ConformanceSuite;

class NotationTest {
    private static final JustPlayingARound GAME = new JustPlayingARound();

    private static GameState afterThrow(String... dice) {
        return ConformanceSuite.play(GAME, GAME.defaultVariant(), dice);
    }

    @Test
    void diceAreWrittenWithTheirLetterAndTheBareNumberIsAccepted() {
        GameState s = GameState.start(GAME);
        assertThat(s.legalMoves()).containsExactly("R1", "R2", "R3", "R4", "R5", "R6");
        assertThat(s.format(s.parse("r4"))).isEqualTo("R4");
        assertThat(s.format(s.parse("4"))).isEqualTo("R4");
        assertThatThrownBy(() -> s.parse("G4")).isInstanceOf(NotationException.class)
                .hasMessageContaining("R1 to R6");
        GameState director = afterThrow("R1", "G2", "B3", "Y4");
        assertThat(director.legalMoves()).contains("W6");
    }

    @Test
    void playsTakeAbsoluteRelativeOrTargetSquareAndIgnoreCase() {
        GameState s = afterThrow("R3", "G2", "B3", "Y4", "W2"); // R3 on d1, forward-right is NE
        assertThat(s.legalMoves()).containsExactly("R3 NE");
        for (String text : new String[] {"R3 NE", "r3 ne", "  R3   forward-right ", "R3 Forward Right", "R3 e2"}) {
            assertThat(s.format(s.parse(text))).as(text).isEqualTo("R3 NE");
        }
        assertThat(s.apply("r3 e2").render()).contains("1    .   R1  R2  .   R4");
    }

    @Test
    void badPlaysAreRefusedWithHelpfulMessages() {
        GameState s = afterThrow("R3", "G2", "B3", "Y4", "W2");
        assertThatThrownBy(() -> s.parse("R7 N")).isInstanceOf(NotationException.class)
                .hasMessageContaining("not a piece");
        assertThatThrownBy(() -> s.parse("R3 up")).isInstanceOf(NotationException.class)
                .hasMessageContaining("not a direction");
        assertThatThrownBy(() -> s.parse("R3 h5")).isInstanceOf(NotationException.class)
                .hasMessageContaining("not next to R3 on d1");
        assertThatThrownBy(() -> s.parse("R3 N E S")).isInstanceOf(NotationException.class)
                .hasMessageContaining("a piece and a direction");
        assertThatThrownBy(() -> s.parse("R3")).isInstanceOf(NotationException.class)
                .hasMessageContaining("a piece and a direction");
        assertThatThrownBy(() -> s.apply("R3 N")).isInstanceOf(IllegalActionException.class)
                .hasMessage("R3 N is not legal now: the director W2 sends red NE (rule 4.3): play R3 NE");
        assertThatThrownBy(() -> s.apply("R4 NE")).hasMessageEndingWith("the R die names R3 (rule 5.2): play R3 NE");
        assertThatThrownBy(() -> s.apply("G2 E")).hasMessageEndingWith("plays go R, G, B, Y (rule 5.1): now red plays: R3 NE");
        assertThatThrownBy(() -> s.apply("continue")).hasMessageContaining("right after meeting the normal");
        assertThatThrownBy(() -> s.apply("bank")).hasMessageEndingWith("banking time is for competition play");
        assertThatThrownBy(() -> s.apply("R3 NE group")).hasMessageEndingWith("e2 is empty: the whole stack moves "
                + "there without 'group' (rule 6.1)");
        RoundPosition red = Arrange.position("", "b2:R1,G2 b3:R4", "R1 G3 B4 Y5 W1", 'R');
        assertThat(IllegalReasons.why(red, Actions.play(Arrange.piece("R1"), 0, true)))
                .contains("only as a two-stack");
    }

    @Test
    void decisionsAndDrawnSetupsRoundTrip() {
        Variant random = Variant.parse(GAME, "randomSetup=on");
        GameState s = GameState.start(GAME, random);
        assertThat(s.format(0)).isEqualTo("setup R 123456");
        assertThat(s.format(719)).isEqualTo("setup R 654321");
        assertThat(s.parse("setup r 213456")).isEqualTo(120);
        assertThat(s.parse("R 213456")).isEqualTo(120);
        assertThatThrownBy(() -> s.parse("setup R 113456")).isInstanceOf(NotationException.class)
                .hasMessageContaining("each appear once");
        assertThatThrownBy(() -> s.parse("setup G 123456")).isInstanceOf(NotationException.class)
                .hasMessageContaining("setup of red");
        GameState drawn = ConformanceSuite.play(GAME, random, "setup R 213456", "setup G 123456",
                "setup B 123456", "setup Y 654321");
        assertThat(drawn.render()).contains("1    .   R2  R1  R3").contains("7    G1").contains("Y1\n");
        RoundPosition won = Arrange.position("", "b2:R1,G2 b3:Y5", "R1 G3 B4 Y5 W1", 'R');
        Arrange.play(won, "R1 N GROUP");
        assertThat(Arrange.legalMoves(won)).containsExactly("continue", "stop");
        assertThatThrownBy(() -> GAME.notation(random).parse(won, "R1 N")).isInstanceOf(NotationException.class)
                .hasMessageContaining("continue or stop");
    }
}
