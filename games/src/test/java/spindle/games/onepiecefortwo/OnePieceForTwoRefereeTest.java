package spindle.games.onepiecefortwo;

import static org.assertj.core.api.Assertions.assertThat;
import static spindle.games.onepiecefortwo.Scenarios.GAME;

import java.util.List;
import org.junit.jupiter.api.Test;
import spindle.engine.GameState;

/** What the referee says at a real table after a placement or relocation (Game.refereeSays), on the rules' scenarios. */
class OnePieceForTwoRefereeTest {

    private static List<String> says(GameState before, String move) {
        GameState after = before.apply(move);
        return GAME.refereeSays(before.position(), before.parse(move), after.position());
    }

    @Test
    void aPlacementThatMakesNoLineSaysThePiecesLeftInTheBox() {
        assertThat(says(Scenarios.play(), "a1/b1")).containsExactly("19 pieces left in the box");
    }

    @Test
    void bothColoursMakingFourPlayOn() {
        GameState three = Scenarios.play("a1/a2", "b1/b2", "c1/c2");
        assertThat(says(three, "d1/d2")).containsExactly("both colours made four in a row (red a1 to d1, blue a2 to "
                + "d2): no one wins, play on", "16 pieces left in the box");
    }

    @Test
    void aFourForTheOpponentsColourWinsForTheOpponent() {
        // scenario 5: the starter is blue; its d1/e1 completes red's a1 to d1
        GameState four = Scenarios.play(GAME.defaultVariant(), "blue", "bottom", "a1/a2", "b1/b2", "c1/c2", "h1/h2");
        assertThat(says(four, "d1/e1"))
                .containsExactly("red four in a row (a1 to d1): red wins, though blue placed it");
    }

    @Test
    void aFourForTheMoversColourWins() {
        // the starter is blue, so the fourth move is the red player's
        GameState three = Scenarios.play(GAME.defaultVariant(), "blue", "bottom", "a1/a2", "b1/b2", "c1/c2");
        assertThat(says(three, "d1/e1")).containsExactly("red four in a row (a1 to d1): red wins");
    }

    @Test
    void theRelocationPhaseWarnsOfARepeatedPosition() {
        GameState q = Scenarios.play(Scenarios.Q);
        assertThat(says(q, "h5-h6>f5/f6")).isEmpty();
        GameState back = q.apply("h5-h6>f5/f6");
        assertThat(says(back, "f5-f6>h5/h6")).containsExactly("this position has now occurred twice with the "
                + "starter to move: a third time draws (rule 7.2)");
        GameState twice = back.apply("f5-f6>h5/h6").apply("h5-h6>f5/f6");
        assertThat(says(twice, "f5-f6>h5/h6")).containsExactly("this position has now occurred three times with the "
                + "starter to move: the game is drawn (rule 7.2)");
    }

    @Test
    void theLastPieceFromTheBoxStartsTheRelocationPhase() {
        String[] nineteen = java.util.Arrays.copyOf(Scenarios.Q, 19);
        assertThat(says(Scenarios.play(nineteen), "h5/h6")).containsExactly("the box is empty: from now on a move "
                + "relocates a piece (section 5)");
    }

    @Test
    void aFloatingPieceIsRefusedWithTheRuleAndWhereItCouldGo() {
        GameState one = Scenarios.play("a1/b1");
        assertThat(GAME.whyIllegal(one.position(), one.parse("c2/c3")).orElseThrow()).isEqualTo("c2/c3 would float: c1 "
                + "below it is empty, and no empty element may lie between the game edge and a piece (section 4 (b), "
                + "ruling P4); column c is filled from c1");
    }

    /** Over seeded random games, a move that wins is announced with the winner's colour, and only such a move. */
    @Test
    void everyWinOfRandomGamesIsAnnouncedForTheWinnersColour() {
        java.util.SplittableRandom random = new java.util.SplittableRandom(35);
        int[] scratch = new int[4096];
        int wins = 0;
        for (int game = 0; game < 60; game++) {
            OnePiecePosition p = OnePiecePosition.of(GAME.newGame(GAME.defaultVariant()));
            while (!p.isOver()) {
                int action = p.randomAction(random, scratch);
                OnePiecePosition before = OnePiecePosition.of(p.copy());
                p.play(action);
                List<String> says = GAME.refereeSays(before, action, p);
                boolean announced = says.stream().anyMatch(x -> x.matches(".*: (red|blue) wins.*"));
                assertThat(announced).isEqualTo(p.result == OnePiecePosition.RESULT_WIN);
                if (announced) {
                    wins++;
                    String colour = p.winner == p.redSeat ? "red" : "blue";
                    assertThat(says).singleElement().satisfies(x -> assertThat(x).startsWith(colour + " ")
                            .contains(": " + colour + " wins"));
                }
            }
        }
        assertThat(wins).as("wins checked").isGreaterThan(10);
    }
}
