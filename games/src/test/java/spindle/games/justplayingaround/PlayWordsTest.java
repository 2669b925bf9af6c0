package spindle.games.justplayingaround;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import spindle.engine.GameState;

/** A play in the How-to's words (issue 32): where the piece goes, the stack it makes, what it pushes off. */
class PlayWordsTest {
    private static final JustPlayingARound GAME = Arrange.GAME;

    private static Optional<String> words(RoundPosition before, String move) {
        return GAME.inWords(before, GAME.notation(null).parse(before, move));
    }

    @Test
    void aStepNamesTheSquareAndThePiecesItCarries() {
        RoundPosition p = Arrange.position("", "b2:R1,G2 b3:", "R1 G3 B4 Y5 W1", 'R');
        assertThat(words(p, "R1 N")).hasValue("Red 1 steps north onto b3 carrying Green 2, making a stack of two"
                + " colours");
    }

    @Test
    void aStepOntoAStackSaysTheStackAndWhatItPushesOff() {
        RoundPosition p = Arrange.position("", "c3:R2 c4:R5,G1", "R2 G1 B1 Y1 W1", 'R');
        assertThat(words(p, "R2 N")).hasValueSatisfying(w -> assertThat(w).startsWith("Red 2 steps north onto c4")
                .contains("pushing one piece off it"));
    }

    @Test
    void anExtendedPlayTellsTheRippleAndTheScore() {
        RoundPosition p = Arrange.extended("", "d5:G2,R5,Y1 d4:R3,Y4 d3:R6 d2:", "R1 G1 B1 Y4 W3", 'Y', 3);
        assertThat(words(p, "Y4 N")).hasValueSatisfying(w -> assertThat(w).startsWith("Yellow 4")
                .contains("pushing three pieces off it (one rippling on across the board)").endsWith("and scores"));
    }

    @Test
    void aDieOrAStopIsNotAPlay() {
        RoundPosition start = (RoundPosition) GameState.start(GAME).position();
        assertThat(GAME.inWords(start, 0)).isEmpty();
    }
}
