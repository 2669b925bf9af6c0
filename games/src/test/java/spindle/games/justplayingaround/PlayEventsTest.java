package spindle.games.justplayingaround;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code Game.events} of 3Will on the acceptance scenarios: ejections, ripples and scoring plays are counted. */
class PlayEventsTest {
    private static final JustPlayingARound GAME = Arrange.GAME;

    private static List<String> events(RoundPosition before, String move) {
        int action = GAME.notation(null).parse(before, move);
        RoundPosition after = before.copy();
        Arrange.play(after, move);
        return GAME.events(before, action, after);
    }

    @Test
    void normalStackLimitEjectsWithoutRipple() {
        RoundPosition p = Arrange.position("", "c3:R2 c4:R5,G1", "R2 G1 B1 Y1 W1", 'R');
        assertThat(events(p, "R2 N")).containsExactly("ejection");
    }

    @Test
    void extendedMultipleEjectionWithOneRippleAndAScore() {
        RoundPosition p = Arrange.extended("", "d5:G2,R5,Y1 d4:R3,Y4 d3:R6 d2:", "R1 G1 B1 Y4 W3", 'Y', 3);
        assertThat(events(p, "Y4 N")).containsExactlyInAnyOrder("ejection", "ejection", "ejection", "ripple",
                "score");
    }

    @Test
    void aMoveToAnEmptySquareCausesNothing() {
        RoundPosition p = Arrange.position("", "b2:R1,G2 b3:", "R1 G3 B4 Y5 W1", 'R');
        assertThat(events(p, "R1 N")).isEmpty();
    }
}
