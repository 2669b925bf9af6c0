package spindle.games.justplayingaround;

import static org.assertj.core.api.Assertions.assertThat;
import static spindle.games.justplayingaround.Arrange.legalMoves;
import static spindle.games.justplayingaround.Arrange.play;
import static spindle.games.justplayingaround.Arrange.stack;

import org.junit.jupiter.api.Test;
import spindle.engine.GameState;
import spindle.engine.Variant;
import spindle.testkit.ConformanceSuite;

/** Rulings beyond the numbered scenarios: extended group moves (J15), ripples across the wrap, competition (J7). */
class ExtendedAndCompetitionTest {
    private static final JustPlayingARound GAME = Arrange.GAME;

    @Test
    void extendedGroupMoveIsAChoiceWhenTheResultIsStableAndScores() {
        RoundPosition p = Arrange.extended("", "b2:R1,G2 b3:Y5", "R1 G3 B4 Y5 W1", 'R', 3);
        assertThat(legalMoves(p)).containsExactlyInAnyOrder("R1 N", "R1 N group");
        play(p, "R1 N group");
        assertThat(stack(p, "b3")).isEqualTo("[Y5, R1, G2]");
        assertThat(p.score()).isEqualTo(6);
        RoundPosition unstable = Arrange.extended("", "b2:R1,G2 b3:G5", "R1 G3 B4 Y5 W1", 'R', 3);
        assertThat(legalMoves(unstable)).containsExactly("R1 N");
        play(unstable, "R1 N");
        assertThat(stack(unstable, "b3")).isEqualTo("[G5, R1]");
        assertThat(stack(unstable, "b2")).isEqualTo("[G2]");
    }

    @Test
    void alwaysGroupMovesTheWholeStackThenEjects() {
        RoundPosition p = Arrange.extended("extendedGroup=always-group", "b2:R1,G2 b3:G5", "R1 G3 B4 Y5 W1", 'R', 3);
        assertThat(legalMoves(p)).containsExactly("R1 N group");
        play(p, "R1 N"); // the plain text means the forced group move
        assertThat(stack(p, "b3")).isEqualTo("[R1, G2]");
        assertThat(stack(p, "b2")).isEqualTo("[G5]");
    }

    @Test
    void rippleRejectionFollowsTheRayAcrossTheWrap() {
        RoundPosition p = Arrange.extended("", "d2:R5,Y1 d1:R3,Y4 d8:R6 d7:", "R1 G3 B4 Y4 W3", 'Y', 3);
        play(p, "Y4 N");
        assertThat(stack(p, "d2")).isEqualTo("[Y4]");
        assertThat(stack(p, "d1")).isEqualTo("[Y1, R3]");
        assertThat(stack(p, "d8")).isEqualTo("[R6]");
        assertThat(stack(p, "d7")).isEqualTo("[R5]");
        assertThat(p.score()).isEqualTo(3);
    }

    @Test
    void sameColourStackOfTheNormalGameIsUnstableInTheExtendedGame() {
        RoundPosition q = Arrange.extended("", "c5:B2 c4:R5,R1", "R1 G3 B2 Y5 W1", 'B', 3); // B 1: S onto c4
        play(q, "B2 S");
        assertThat(stack(q, "c4")).isEqualTo("[R1, B2]");
        assertThat(stack(q, "c5")).isEqualTo("[R5]");
        assertThat(q.score()).isEqualTo(3);
        RoundPosition whole = Arrange.extended("", "c4:R5,R1 c5:", "R1 G3 B2 Y5 W1", 'R', 3); // R 1: N to empty c5
        play(whole, "R1 N");
        assertThat(stack(whole, "c5")).isEqualTo("[R5, R1]");
        assertThat(stack(whole, "c4")).isEqualTo("[]");
    }

    @Test
    void competitorChoosesTheOrderAndMayRetireEveryRound() {
        Variant competition = Variant.parse(GAME, "mode=competition");
        GameState s = ConformanceSuite.play(GAME, competition, "R3", "G2", "B5", "Y4", "W1");
        assertThat(s.legalMoves()).containsExactlyInAnyOrder("R3 N", "G2 E", "B5 S", "Y4 W");
        s = s.apply("Y4 W").apply("B5 S");
        assertThat(s.legalMoves()).containsExactlyInAnyOrder("R3 N", "G2 E");
        s = s.apply("G2 E").apply("R3 N");
        assertThat(s.legalMoves()).containsExactly("continue", "retire");
        GameState retired = s.apply("retire");
        assertThat(retired.isOver()).isTrue();
        assertThat(retired.payoffs()).containsExactly(0.0);
        assertThat(s.apply("continue").isChance()).isTrue();
    }

    @Test
    void competitorWhoMeetsTheObjectiveContinuesWithoutAsking() {
        RoundPosition p = Arrange.position("mode=competition", "b4:G3 c4:R1,B2", "R5 G3 B4 Y2 W1", 'G');
        play(p, "G3 E");
        assertThat(p.objectiveMet()).isTrue();
        assertThat(p.extended()).isTrue();
        assertThat(p.score()).isEqualTo(3);
        assertThat(legalMoves(p)).allMatch(m -> m.startsWith("B4") || m.startsWith("Y2"));
    }
}
