package spindle.games.zeroonetwo;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import spindle.engine.GameState;

/**
 * What the referee says at a real table (Game.refereeSays): each Jump's crossings named thread by thread, the sides,
 * the Supply and the captures. The Weave is WeaveTest's 0-1-2 (the published Figure 4 example).
 */
class ZeroOneTwoRefereeTest {
    private static final ZeroOneTwo GAME = new ZeroOneTwo();

    private static List<String> says(GameState before, String move) {
        GameState after = before.apply(move);
        return GAME.refereeSays(before.position(), before.parse(move), after.position());
    }

    @Test
    void aFirstJumpCrossingNothingIsWhatTheFirstJumpNeeds() {
        assertThat(says(WeaveTest.opening(), "weave -1,0"))
                .containsExactly("Jump 1 from 0,1 to -1,0 crosses no thread: 0 crossings, as the first Jump needs");
    }

    @Test
    void aSecondJumpCrossingOneRedThreadNamesIt() {
        GameState one = WeaveTest.opening().apply("weave -1,0");
        assertThat(says(one, "jump -1,3"))
                .containsExactly("Jump 2 from -1,0 to -1,3 crosses red #2: 1 crossing, as the second Jump needs");
    }

    @Test
    void aThirdJumpCrossingOneThreadOfEachColourCapturesTheBlackPeg() {
        GameState two = WeaveTest.opening().apply("weave -1,0").apply("jump -1,3");
        assertThat(says(two, "jump 0,0")).containsExactly(
                "Jump 3 from -1,3 to 0,0 crosses red #2 and blue #3: 2 crossings, as the third Jump needs",
                "the Weave ends after 3 Jumps: choose Self (take 3 pegs from your tray into your reserve) or Opp (your "
                        + "opponent puts 3 pegs from its reserve back in its tray)",
                "Blue captures the black peg on 0,0: it stays on the board, captured for good",
                "captures: Blue 1, Red 0");
    }

    @Test
    void aJumpOverAPegAsksForItsSideThenNamesIt() {
        GameState two = WeaveTest.opening().apply("weave -1,0").apply("jump -1,3");
        GameState over = two.apply("jump 4,-2");
        assertThat(says(two, "jump 4,-2")).containsExactly("Jump 3 from -1,3 to 4,-2 passes exactly over the peg on "
                + "0,2: choose the side its thread passes it on (rule 4.2)");
        // Red's setup thread ends at 0,2: passed on the right, the Jump crosses it at that T-junction (rules 4.3.3)
        assertThat(says(over, "[0,2-]")).startsWith("thread #5 passes the peg on 0,2 on its right",
                "Jump 3 from -1,3 to 4,-2 crosses blue #1 and red #2: 2 crossings, as the third Jump needs");
    }

    @Test
    void supplyingSaysWhatToDoWithThePegs() {
        GameState weave = WeaveTest.opening().apply("weave -1,0").apply("stop");
        assertThat(says(weave, "self"))
                .containsExactly("Self: take one peg from the front of your tray into your reserve");
        assertThat(says(weave, "opp"))
                .containsExactly("Opp: Red puts one peg from its reserve back at the front of its tray");
    }

    @Test
    void aBuildSaysWhereTheDeltaAndItsPegGoAndTheBuildJumpCapturesABlackPeg() {
        GameState supplied = WeaveTest.opening().apply("weave -1,0").apply("jump -1,3").apply("jump 0,0").apply("self");
        assertThat(says(supplied, "build DN(0,-2)")).containsExactly("Build: attach a Delta on DN(0,-2); take the "
                + "black peg at the front of your tray and put it on a hole of the new Delta");
        assertThat(says(supplied.apply("build DN(0,-2)"), "peg 4,-8")).containsExactly(
                "put the black Build peg on 4,-8",
                "Build Jump from 0,0 to 4,-8 crosses no thread: 0 crossings (no crossing rule for a Build Jump)",
                "Blue captures the black peg on 4,-8: it stays on the board, captured for good",
                "captures: Blue 2, Red 0");
    }

    private static String why(GameState state, String move) {
        return GAME.whyIllegal(state.position(), state.parse(move)).orElseThrow();
    }

    @Test
    void aJumpWithTooFewCrossingsIsRefusedWithItsCountAndTheLegalJumps() {
        GameState one = WeaveTest.opening().apply("weave -1,0");
        assertThat(why(one, "jump 4,4")).isEqualTo("Jump 2 from -1,0 to 4,4 crosses no thread: 0 crossings, but the "
                + "second Jump must cross more than the first's 0 (rules section 6, Jump criterion 6); legal now: "
                + "jump -1,3 or stop");
    }

    @Test
    void aJumpBetweenJoinedPegsNamesTheThreadThatJoinsThem() {
        assertThat(why(WeaveTest.opening(), "weave 4,4")).isEqualTo("0,1 and 4,4 are joined by blue #1 already: the "
                + "same two pegs cannot be connected twice (rules section 6, Jump criterion 4); legal now: weave -1,0 "
                + "or weave -1,3");
    }

    /**
     * Over seeded random games, every Weave Jump the engine lays is announced with the total the engine counted
     * (its lastTotal) and as what that Jump needs: the referee's crossing count agrees with the rules' legality.
     */
    @Test
    void everyWeaveJumpOfRandomGamesIsAnnouncedWithTheEnginesTotal() {
        java.util.SplittableRandom random = new java.util.SplittableRandom(35);
        int[] scratch = new int[4096];
        int jumps = 0;
        for (int game = 0; game < 4; game++) {
            ZeroOneTwoPosition p = GAME.newGame(GAME.defaultVariant());
            while (!p.isOver()) {
                int action = p.randomAction(random, scratch);
                ZeroOneTwoPosition before = p.copy();
                p.play(action);
                List<String> says = GAME.refereeSays(before, action, p);
                assertThat(says).allSatisfy(sentence -> assertThat(sentence).isNotBlank());
                if (p.threads.count > before.threads.count && p.threads.kind[p.threads.count - 1] == Threads.WEAVE) {
                    jumps++;
                    String total = ": " + p.lastTotal + (p.lastTotal == 1 ? " crossing, " : " crossings, ");
                    assertThat(says).filteredOn(x -> x.startsWith("Jump " + p.weaveK + " from ")).singleElement()
                            .satisfies(x -> assertThat(x).contains(total).endsWith(" Jump needs"));
                }
            }
        }
        assertThat(jumps).as("Weave Jumps checked").isGreaterThan(50);
    }

    /**
     * Over seeded random games, at every third Jump of a Weave, each uncaptured black peg the rules refuse as its
     * destination is refused for a later criterion (the pairing or the crossings), never as "captured already".
     */
    @Test
    void aThirdJumpToAnUncapturedBlackPegIsRefusedForItsRealReason() {
        java.util.SplittableRandom random = new java.util.SplittableRandom(39);
        int[] scratch = new int[4096];
        int refused = 0;
        for (int game = 0; game < 12; game++) {
            ZeroOneTwoPosition p = GAME.newGame(GAME.defaultVariant());
            while (!p.isOver()) {
                if (p.phase == PositionState.P_WEAVE && p.weaveK == 2) {
                    for (int i = 0; i < p.board.holeCount; i++) {
                        int h = p.board.holeAt(i);
                        int jump = p.codes().jump + h;
                        if (p.board.isUncapturedBlack(h) && !p.isLegal(jump)) {
                            refused++;
                            String why = GAME.whyIllegal(p, jump).orElseThrow();
                            assertThat(why).doesNotContain("captured already").containsAnyOf("criterion 4",
                                    "criterion 5", "criterion 6", "criteria 5 and 6");
                        }
                    }
                }
                p.play(p.randomAction(random, scratch));
            }
        }
        assertThat(refused).as("refused third Jumps to uncaptured black pegs").isGreaterThan(0);
    }
}
