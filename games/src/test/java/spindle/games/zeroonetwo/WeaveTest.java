package spindle.games.zeroonetwo;

import static org.assertj.core.api.Assertions.assertThat;
import static spindle.testkit.ConformanceSuite.assertRefused;

import org.junit.jupiter.api.Test;
import spindle.engine.GameState;
import spindle.engine.Variant;
import spindle.testkit.ConformanceSuite;

/**
 * Acceptance scenario 10 of docs/rules/zero-one-two.md and the worked example of the published text (Figure 4: a 0-1-2
 * Weave whose third Jump crosses one thread of each colour and ends on a black peg).
 *
 * <p>The opening used here: Blue's Delta DN(0,0) (starting peg 4,4, black peg -2,-2), setup peg 0,1; Red's Delta
 * DN(-2,0) (starting peg -8,4, black peg 4,-2), setup peg 0,2; Blue places -1,0 and -1,3; Red places 2,-2.
 */
class WeaveTest {
    static final ZeroOneTwo GAME = new ZeroOneTwo();
    static final String[] OPENING = {"setup DN(0,0)", "peg 0,1", "setup DN(-2,0)", "peg 0,2", "place -1,0",
        "place -1,3", "place 2,-2", "done"};

    static Variant variant(String first) {
        return Variant.parse(GAME, "firstPlayer=" + first);
    }

    static GameState play(GameState state, String... moves) {
        for (String m : moves) {
            state = state.apply(m);
        }
        return state;
    }

    static GameState opening() {
        return ConformanceSuite.play(GAME, variant("P1"), OPENING);
    }

    static ZeroOneTwoPosition pos(GameState s) {
        return (ZeroOneTwoPosition) s.view();
    }

    @Test
    void scenario10LegalWeave012EndingOnABlackPeg() {
        GameState s = opening();
        assertThat(s.toMove()).isZero();
        s = s.apply("weave -1,0");
        assertThat(pos(s).lastTotal).as("Jump 1 crosses nothing").isZero();
        s = s.apply("jump -1,3");
        assertThat(pos(s).lastTotal).as("Jump 2 crosses Red's setup thread").isEqualTo(1);
        s = s.apply("jump 0,0");
        ZeroOneTwoPosition p = pos(s);
        assertThat(p.captures[0]).isEqualTo(1);
        assertThat(p.board.mark(p.rules.geo().hole(0, 0))).as("captured by Blue").isEqualTo((byte) 1);
        assertThat(p.phase).as("three Jumps end the Weave").isEqualTo(ZeroOneTwoPosition.P_SUPPLY);
        assertThat(s.legalMoves()).containsExactly("self", "opp");
        assertThat(p.threads.count).isEqualTo(5);
    }

    @Test
    void scenario10IllegalJumps() {
        GameState start = opening();
        assertRefused(start, "weave 0,0");      // black peg on Jump 1
        assertRefused(start, "weave -2,-2");    // black peg on Jump 1
        assertRefused(start, "weave 0,2");      // Red's peg is never a destination
        assertRefused(start, "weave 4,4");      // 0,1 and 4,4 are already joined by Blue's setup thread
        assertRefused(start, "weave 0,1");      // the spool's own peg
        GameState one = start.apply("weave -1,0");
        assertRefused(one, "jump 4,4");         // total 0 after total 0: not strictly increasing
        assertRefused(one, "jump 0,1");         // joined by Jump 1
        assertRefused(one, "jump 0,0");         // black peg on Jump 2
        GameState two = one.apply("jump -1,3");
        assertRefused(two, "jump 0,1");         // total 1 after total 1
        assertRefused(two, "jump -2,-2");       // total 1 after total 1, black peg
        assertRefused(two, "jump 4,4");         // total 0
        assertThat(two.legalMoves()).containsExactlyInAnyOrder("jump 0,0", "jump 4,-2", "stop");
        // -1,3 -> 4,-2 passes Red's peg 0,2, where Red's setup thread ends (a T-junction): only the side that
        // makes the Jump cross that thread (own 1 + opp 1 = 2 > 1) keeps it legal.
        GameState over = two.apply("jump 4,-2");
        assertThat(over.legalMoves()).containsExactly("[0,2-]");
        assertThat(pos(over.apply("[0,2-]")).captures[0]).isEqualTo(1);
    }

    @Test
    void crossingCriteria() {
        assertThat(JumpRules.meetsCriteria(0, 0, 1, 0)).isTrue();
        assertThat(JumpRules.meetsCriteria(1, 0, 2, 0)).isTrue();
        assertThat(JumpRules.meetsCriteria(1, 1, 3, 1)).isTrue();
        assertThat(JumpRules.meetsCriteria(2, 0, 1, 0)).as("own = 2").isFalse();
        assertThat(JumpRules.meetsCriteria(0, 2, 1, 0)).as("opp = 2").isFalse();
        assertThat(JumpRules.meetsCriteria(0, 0, 2, 0)).as("0 after 0").isFalse();
        assertThat(JumpRules.meetsCriteria(1, 0, 3, 1)).as("1 after 1").isFalse();
        assertThat(JumpRules.meetsCriteria(3, 3, 3, 5)).as("6 after 5 (6-10-17 pattern)").isTrue();
    }

    @Test
    void publishedWorkedExampleFigure4RedWeaves012OntoABlackPeg() {
        // Red plays Blue's part of the opening above (Red sets up first), then Weaves as in Figure 4.
        GameState s = ConformanceSuite.play(GAME, variant("P2"), OPENING);
        assertThat(s.toMove()).as("Red, who set up first, moves first").isEqualTo(1);
        s = s.apply("weave -1,0");
        assertThat(pos(s).lastTotal).as("Jump 1: zero threads").isZero();
        s = s.apply("jump -1,3");
        assertThat(pos(s).lastTotal).as("Jump 2: a single blue thread").isEqualTo(1);
        s = s.apply("jump 0,0");
        ZeroOneTwoPosition p = pos(s);
        assertThat(p.captures[1]).as("Jump 3 ends on the centre black peg").isEqualTo(1);
        assertThat(p.threads.count).isEqualTo(5);
        assertThat(BoardText.render(p)).contains("#5 Red weave -1,3 -> 0,0");
        s = play(s, "self", "build UP(1,0)", "peg 6,2");
        assertThat(pos(s).captures[1]).as("the tray front after three C was black: the Build peg is captured")
                .isEqualTo(2);
        assertThat(s.toMove()).isZero();
    }

    @Test
    void aJumpOverAPegAsksForItsSide() {
        // Blue's spool 0,1; a Blue peg on 0,-3 lies beyond the Blue-placed peg 0,-1... built by placing.
        GameState s = ConformanceSuite.play(GAME, variant("P1"), "setup DN(0,0)", "peg 0,1", "setup DN(-2,0)",
                "peg 0,2", "place 0,-1", "place 0,-3", "place 2,-2", "done");
        assertThat(s.legalMoves()).contains("weave 0,-3");
        s = s.apply("weave 0,-3");
        assertThat(s.legalMoves()).as("the centre black peg and 0,-1 are passed; sides are asked in order")
                .containsExactlyInAnyOrder("[0,0+]", "[0,0-]");
        assertRefused(s, "[0,-1+]");
        s = play(s, "[0,0-]", "[0,-1+]");
        ZeroOneTwoPosition p = pos(s);
        assertThat(BoardText.sides(p, p.threads.count - 1)).isEqualTo("0,0- 0,-1+");
    }

    @Test
    void aPegPlacedUnderAThreadAsksForItsSide() {
        // Red's setup thread -8,4 -> 0,2 passes over -4,3, which becomes interior once DN(-2,0) is on the board.
        GameState s = ConformanceSuite.play(GAME, variant("P1"), "setup DN(0,0)", "peg 0,1", "setup DN(-2,0)",
                "peg 0,2", "place -4,3");
        assertThat(s.legalMoves()).containsExactly("{#2+}", "{#2-}");
        assertRefused(s, "{#1+}");
        s = s.apply("{#2-}");
        ZeroOneTwoPosition p = pos(s);
        assertThat(BoardText.sides(p, 1)).isEqualTo("-4,3-");
        assertThat(p.phase).isEqualTo(ZeroOneTwoPosition.P_PLACE_MORE);
        s = play(s, "done", "place 2,-2", "done", "repo -4,3");
        assertThat(BoardText.sides(pos(s), 1)).as("lifting the peg drops its side entries").isEmpty();
    }

    @Test
    void strictSidesForbidsJumpsOverPegsAndPegsUnderThreads() {
        Variant strict = Variant.parse(GAME, "firstPlayer=P1,strictSides=on");
        GameState s = ConformanceSuite.play(GAME, strict, "setup DN(0,0)", "peg 0,1", "setup DN(-2,0)", "peg 0,2");
        assertRefused(s, "place -4,3"); // under Red's setup thread
        s = play(s, "place 0,-1", "place 0,-3", "place 2,-2", "done");
        assertRefused(s, "weave 0,-3"); // passes the pegs on 0,0 and 0,-1
        assertRefused(s, "weave 0,-1"); // passes the centre black peg
        assertThat(s.legalMoves()).as("4,4 is joined already: no Weave at all").noneMatch(m -> m.startsWith("weave"));
    }
}
