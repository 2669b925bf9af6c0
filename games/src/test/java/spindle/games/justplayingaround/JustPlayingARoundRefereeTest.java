package spindle.games.justplayingaround;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import spindle.engine.GameState;

/** What the referee says at a real table (Game.refereeSays): what a throw allows, a play step by step. */
class JustPlayingARoundRefereeTest {
    private static final JustPlayingARound GAME = new JustPlayingARound();
    /** Extended game, score 3, yellow to play on R1 G1 B1 Y4 W3: Y4 on d1 (on R3) steps north onto d2 (G2 R5 Y1). */
    private static final String EJECTIONS = ".,.,.,R6,.,.,Y3,G6/.,.,.,.,.,.,Y2,G5/.,.,.,.,.,.,B6,G4/"
            + ".,.,.,.,.,.,B5,G3/.,.,.,.,.,.,B4,G1/.,.,.,.,.,.,B3,R4/.,.,.,G2R5Y1,.,Y6,B2,R2/.,.,.,R3Y4,.,Y5,B1,R1 "
            + "play 11143 RGB extended:3 1 8";
    /** Normal game, red to play on R2 G1 B1 Y1 W1: R2 on c3 steps north onto c4 (R5 G1). */
    private static final String STACK_LIMIT = ".,.,.,.,.,.,Y1,G5/.,.,.,.,.,.,B6,G4/.,.,.,.,.,.,B5,G3/"
            + ".,.,.,.,.,Y6,B4,G2/.,.,R5G1,.,.,Y5,B3,R6/.,.,R2,.,.,Y4,B2,R4/.,.,.,.,.,Y3,B1,R3/.,.,.,.,.,Y2,G6,R1 "
            + "play 21111 - normal 2 14";

    /** STACK_LIMIT with B5 and R5 swapped: R2 stepping north onto c4 (B5 G1) makes three colours. */
    private static final String OBJECTIVE = STACK_LIMIT.replace("B5,G3", "R5,G3").replace("R5G1", "B5G1");

    private static List<String> says(GameState before, String move) {
        GameState after = before.apply(move);
        return GAME.refereeSays(before.position(), before.parse(move), after.position());
    }

    private static GameState thrown(String... dice) {
        GameState s = GameState.start(GAME, GAME.defaultVariant());
        for (String die : dice) {
            s = s.apply(die);
        }
        return s;
    }

    @Test
    void aNormalThrowSaysWhichPieceGoesWhereForEachColour() {
        assertThat(says(thrown("R3", "G5", "B1", "Y6"), "W4")).containsExactly(
                "throw R3 G5 B1 Y6 W4, a normal throw: each colour moves the piece its die names, as the director "
                        + "sends it (rule 5.2)",
                "red: R3 steps SW, S or SE (your choice)", "green: G5 steps NW, W or SW (your choice)",
                "blue: B1 steps NE, N or NW (your choice)", "yellow: Y6 steps SE, E or NE (your choice)");
    }

    @Test
    void aDirectedFreeThrowLetsAnyPieceOfEachColourGo() {
        assertThat(says(thrown("R2", "G2", "B2", "Y2"), "W1")).containsExactly(
                "throw R2 G2 B2 Y2 W1, a directed free throw: each colour may move any of its pieces, as the "
                        + "director sends it (rule 5.4)",
                "red: any red piece steps N", "green: any green piece steps E", "blue: any blue piece steps S",
                "yellow: any yellow piece steps W");
    }

    @Test
    void anUndirectedFreeThrowLetsAnyPieceGoAnyWay() {
        assertThat(says(thrown("R5", "G5", "B5", "Y5"), "W5")).containsExactly("throw R5 G5 B5 Y5 W5, an "
                + "undirected free throw: each colour may move any of its pieces one step in any of the 8 directions "
                + "(rule 5.3)");
    }

    @Test
    void bankingAFreeThrowSaysTheRoundPlaysAsANormalThrow() {
        GameState s = GameState.start(GAME, spindle.engine.Variant.parse(GAME, "mode=competition"));
        for (String die : new String[] {"R2", "G2", "B2", "Y2", "W1"}) {
            s = s.apply(die);
        }
        assertThat(says(s, "bank")).containsExactly("banked the free play's time: this round plays as a normal "
                + "throw, the identified pieces as the director sends them (rule 9.4.3)");
    }

    @Test
    void theNormalObjectiveNamesTheStackThatMeetsIt() {
        assertThat(says(GameState.from(GAME, GAME.defaultVariant(), OBJECTIVE), "R2 N")).containsExactly(
                "R2 steps north from c3 onto c4, on top of G1",
                "the stack on c4 (B5, G1, R2) has three colours: the normal objective is met (rule 7.1)",
                "continue into the extended game with a score of 3, or stop (rule 8.1)");
    }

    @Test
    void aStepAcrossTheSeamSaysSo() {
        GameState thrown = thrown("R3", "G1", "B1", "Y1", "W4");
        assertThat(says(thrown, "R3 S")).containsExactly("R3 steps south from d1 across the seam onto d8, on top of B4");
    }

    @Test
    void theNormalStackLimitEjectsTheLowestPieceToTheSourceSquare() {
        assertThat(says(GameState.from(GAME, GAME.defaultVariant(), STACK_LIMIT), "R2 N")).containsExactly(
                "R2 steps north from c3 onto c4, on top of G1",
                "R5 is ejected from c4 to c3 (rule 6.2.5)");
    }

    @Test
    void ejectionsAndARippleAcrossTheSeamAreToldInTheOrderTheyHappen() {
        assertThat(says(GameState.from(GAME, GAME.defaultVariant(), EJECTIONS), "Y4 N")).containsExactly(
                "Y4 steps north from d1 onto d2, on top of Y1",
                "G2 is ejected from d2 to the bottom of d1",
                "R5 is ejected from d2 to d1, which holds red already, and ripples south across the seam to d7 "
                        + "(rule 8.3.5)",
                "Y1 is ejected from d2 to the bottom of d1",
                "the play scores 3 (rule 8.5): the score is now 6",
                "round 1 ends: continue or retire (rule 8.6)");
    }

    @Test
    void aColourAlreadyPlayedIsRefusedWithTheColourToPlay() {
        GameState s = GameState.from(GAME, GAME.defaultVariant(), EJECTIONS);
        assertThat(GAME.whyIllegal(s.position(), s.parse("R1 N")).orElseThrow()).isEqualTo("red has played this "
                + "round already: each colour plays once a round (rule 5.1); now yellow plays: Y4 N");
    }

    @Test
    void aDirectionTheThrowDoesNotAllowIsRefusedWithTheOneItDoes() {
        GameState s = GameState.from(GAME, GAME.defaultVariant(), STACK_LIMIT);
        assertThat(GAME.whyIllegal(s.position(), s.parse("R2 E")).orElseThrow()).isEqualTo("the director W1 sends "
                + "red N (rule 4.3): play R2 N");
    }

    /** Over seeded random extended games, one sentence per ejection and per ripple that Game.events counts. */
    @Test
    void everyEjectionAndRippleOfRandomGamesIsTold() {
        java.util.SplittableRandom random = new java.util.SplittableRandom(35);
        int[] scratch = new int[512];
        int ejections = 0;
        int ripples = 0;
        for (int game = 0; game < 20; game++) {
            RoundPosition p = GAME.newGame(GAME.defaultVariant());
            while (!p.isOver() && p.round() < 60) {
                int action = p.phase == RoundPosition.WON || p.phase == RoundPosition.ROUND_END
                        ? (p.round() < 40 ? Actions.CONTINUE : Actions.RETIRE) : p.randomAction(random, scratch);
                RoundPosition before = p.copy();
                p.play(action);
                List<String> says = GAME.refereeSays(before, action, p);
                List<String> events = GAME.events(before, action, p);
                assertThat(says.stream().filter(x -> x.contains(" is ejected from ")).count())
                        .isEqualTo(events.stream().filter("ejection"::equals).count());
                assertThat(says.stream().filter(x -> x.contains(" ripples ")).count())
                        .isEqualTo(events.stream().filter("ripple"::equals).count());
                ejections += (int) events.stream().filter("ejection"::equals).count();
                ripples += (int) events.stream().filter("ripple"::equals).count();
            }
        }
        assertThat(ejections).as("ejections checked").isGreaterThan(20);
        assertThat(ripples).as("ripples checked").isGreaterThan(5);
    }
}
