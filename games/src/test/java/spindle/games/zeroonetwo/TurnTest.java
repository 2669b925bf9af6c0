package spindle.games.zeroonetwo;

import static org.assertj.core.api.Assertions.assertThat;
import static spindle.games.zeroonetwo.WeaveTest.GAME;
import static spindle.games.zeroonetwo.WeaveTest.opening;
import static spindle.games.zeroonetwo.WeaveTest.play;
import static spindle.games.zeroonetwo.WeaveTest.pos;
import static spindle.games.zeroonetwo.WeaveTest.variant;

import org.junit.jupiter.api.Test;
import spindle.engine.GameState;
import spindle.engine.Notation;
import spindle.engine.Variant;
import spindle.testkit.ConformanceSuite;

/** Acceptance scenarios 11 to 17 of docs/rules/zero-one-two.md: setup, tray order, Supplying, Building, the end. */
class TurnTest {
    static final String[] SETUP = {"setup DN(0,0)", "peg 0,1", "setup DN(-2,0)", "peg 0,2"};

    /** Plays text moves straight on a position (for positions prepared by hand). */
    static void apply(ZeroOneTwoPosition p, String... moves) {
        Notation notation = GAME.notation(GAME.defaultVariant());
        for (String m : moves) {
            int a = notation.parse(p, m);
            assertThat(p.isLegal(a)).as(m + " is legal").isTrue();
            p.play(a);
        }
    }

    @Test
    void scenario11SetupState() {
        GameState s = ConformanceSuite.play(GAME, variant("P1"), SETUP);
        ZeroOneTwoPosition p = pos(s);
        for (int seat = 0; seat < 2; seat++) {
            assertThat(p.board.ownCount[seat]).isEqualTo(2);
            assertThat(p.board.usedCount[seat]).isEqualTo(2);
            assertThat(p.recess[seat]).isEqualTo(2);
            assertThat(Tray.colourCount(p.front[seat])).isEqualTo(14);
            assertThat(Tray.blackCount(p.front[seat], p.gone[seat])).isEqualTo(3);
        }
        assertThat(p.board.blackCount).isEqualTo(3);
        assertThat(p.board.blackCaptured).isZero();
        assertThat(p.deltasLeft).isEqualTo(16);
        assertThat(s.toMove()).isZero();
        assertThat(s.render()).contains("Blue: captured 0, used 2/18, on board 2, recess 2, spool 0,1",
                "  tray b b b @ b b b b b b @ b b b b b @  (front first; b = Blue peg: 14, @ = black peg: 3)");
    }

    @Test
    void theFirstPlayerIsDrawnAtRandomByDefault() {
        GameState s = GameState.start(GAME);
        assertThat(s.isChance()).isTrue();
        assertThat(s.legalMoves()).containsExactly("first=Blue", "first=Red");
        assertThat(s.apply("first=Red").toMove()).isEqualTo(1);
        assertThat(s.view().chance().probabilityOf(s.parse("first=Blue"))).isEqualTo(0.5);
    }

    @Test
    void secondSetupChoosesAnotherBlackHoleWhenTheMidpointIsTaken() {
        // Blue's setup peg on 2,2 (a middle point of the edge its Delta DN(0,0) joins); Red's Delta UP(-1,-1) is
        // opposite, so Red's black peg would go on 2,2.
        GameState s = ConformanceSuite.play(GAME, variant("P1"), "setup DN(0,0)", "peg 2,2", "setup UP(-1,-1)");
        assertThat(s.legalMoves()).containsExactly("black=3,1", "black=1,3");
        s = play(s, "black=1,3", "peg -1,-1");
        assertThat(pos(s).board.peg(pos(s).rules.geo().hole(1, 3))).isEqualTo(Board.BLACK);
    }

    @Test
    void scenario12TrayOrderSelfSupplyThenBlackBuildPeg() {
        GameState s = play(opening(), "weave -1,0", "jump -1,3", "jump 0,0");
        assertThat(Tray.queue(pos(s).front[0], pos(s).gone[0])).startsWith("CCCB");
        s = s.apply("self");
        ZeroOneTwoPosition p = pos(s);
        assertThat(p.recess[0]).isEqualTo(3);
        assertThat(Tray.peek(p.front[0], p.gone[0])).isEqualTo(Tray.BLACK);
        s = s.apply("build UP(1,0)");
        assertThat(pos(s).held).as("the Build peg is the black tray front").isEqualTo(Board.BLACK);
        assertThat(s.legalMoves()).hasSize(10).contains("peg 6,2", "peg 8,0");
        s = s.apply("peg 6,2");
        p = pos(s);
        assertThat(p.board.peg(p.rules.geo().hole(6, 2))).isEqualTo(Board.BLACK);
        assertThat(p.captures[0]).isEqualTo(2);
        assertThat(Tray.blackCount(p.front[0], p.gone[0])).isEqualTo(2);
    }

    @Test
    void scenario12PlaceWithAnEmptyRecessTakesTheTrayFrontEvenABlackPeg() {
        GameState s = play(opening(), "place 1,-1", "place -2,0", "place 1,-2", "place -2,-1", "place 2,-1",
                "place -3,1");
        assertThat(pos(s).recess[0]).isZero();
        assertThat(pos(s).board.blackCount).isEqualTo(3);
        s = s.apply("place 1,0");
        ZeroOneTwoPosition p = pos(s);
        assertThat(p.board.peg(p.rules.geo().hole(1, 0))).as("the fourth peg made available is black")
                .isEqualTo(Board.BLACK);
        assertThat(p.board.blackCount).isEqualTo(4);
        assertThat(s.toMove()).isEqualTo(1);
    }

    @Test
    void scenario13ReturnOrder() {
        int front = 3;
        int gone = 0;
        for (int i = 0; i < 4; i++) {
            int goneAfter = Tray.goneAfterTake(front, gone);
            front = Tray.frontAfterTake(front, gone);
            gone = goneAfter;
        }
        assertThat(Tray.colourCount(front)).isEqualTo(11);
        assertThat(Tray.blackCount(front, gone)).isEqualTo(2);
        front = Tray.frontAfterReturn(front);
        assertThat(Tray.colourCount(front)).isEqualTo(12);
        assertThat(Tray.blackCount(front, gone)).isEqualTo(2);
        StringBuilder next = new StringBuilder();
        for (int i = 0; i < 8; i++) {
            next.append(Tray.peek(front, gone) == Tray.BLACK ? 'B' : 'C');
            int goneAfter = Tray.goneAfterTake(front, gone);
            front = Tray.frontAfterTake(front, gone);
            gone = goneAfter;
        }
        assertThat(next.toString()).isEqualTo("CCCCCCCB");
    }

    @Test
    void scenario14OppSupplyShortfall() {
        GameState s = play(opening(), "weave -1,0", "jump -1,3", "jump 0,0");
        assertThat(pos(s).recess[1]).isEqualTo(1);
        s = s.apply("opp");
        ZeroOneTwoPosition p = pos(s);
        assertThat(p.recess[1]).as("N = 3 but Red had only 1 in the recess").isZero();
        assertThat(Tray.colourCount(p.front[1])).isEqualTo(15);
    }

    @Test
    void scenario15BlackBuildPegEndsTheGameWithBlackPegsStillInTrays() {
        ZeroOneTwoPosition p = pos(opening()).copy();
        Geometry g = p.rules.geo();
        p.front[0] = 6; // Blue's tray front is now its first black peg
        for (int[] h : new int[][] {{0, 0}, {-2, -2}, {4, -2}}) {
            p.board.jumpedTo(g.hole(h[0], h[1]), 1);
            p.captures[1]++;
        }
        apply(p, "weave -1,0", "jump -1,3");
        assertThat(p.phase).as("no third Jump: every black peg is captured").isEqualTo(ZeroOneTwoPosition.P_SUPPLY);
        apply(p, "opp", "build UP(1,0)");
        assertThat(p.held).isEqualTo(Board.BLACK);
        apply(p, "peg 6,2");
        assertThat(p.captures[0]).isEqualTo(1);
        assertThat(p.isOver()).isTrue();
        assertThat(Tray.blackCount(p.front[1], p.gone[1])).as("Red's black pegs stay in its tray").isEqualTo(3);
        assertThat(p.payoffs()).containsExactly(0.0, 1.0);
    }

    @Test
    void scenario16Ranking() {
        ZeroOneTwoPosition p = pos(opening()).copy();
        p.captures[0] = 3;
        p.captures[1] = 2;
        assertThat(p.payoffs()).containsExactly(1.0, 0.0);
        p.captures[1] = 3;
        p.board.usedCount[0] = 12;
        p.board.usedCount[1] = 10;
        assertThat(p.payoffs()).containsExactly(1.0, 0.0);
        p.board.usedCount[1] = 12;
        assertThat(p.payoffs()).containsExactly(0.5, 0.5);
        p.board.usedCount[0] = 11;
        assertThat(p.payoffs()).containsExactly(0.0, 1.0);
    }

    @Test
    void scenario17PassOnlyWhenNothingElseIsLegalAndTwoPassesEnd() {
        for (boolean twoPassEnd : new boolean[] {true, false}) {
            Variant v = Variant.parse(GAME, "firstPlayer=P1,twoPassEnd=" + (twoPassEnd ? "on" : "off"));
            ZeroOneTwoPosition p = pos(ConformanceSuite.play(GAME, v, SETUP)).copy();
            for (int seat = 0; seat < 2; seat++) {
                p.recess[seat] = 0;
                p.front[seat] = Tray.SLOTS;
            }
            GameState s = GameState.start(GAME, v);
            assertThat(legalMoves(p)).as("no peg to place, none unused, the only Jump repeats a thread")
                    .containsExactly("pass");
            apply(p, "pass");
            assertThat(legalMoves(p)).containsExactly("pass");
            apply(p, "pass");
            assertThat(p.isOver()).isEqualTo(twoPassEnd);
            assertThat(s.isOver()).isFalse();
        }
    }

    private static java.util.List<String> legalMoves(ZeroOneTwoPosition p) {
        Notation notation = GAME.notation(GAME.defaultVariant());
        int[] buffer = new int[p.maxActions()];
        int n = p.legalActions(buffer);
        java.util.List<String> out = new java.util.ArrayList<>();
        for (int i = 0; i < n; i++) {
            out.add(notation.format(p, buffer[i]));
        }
        return out;
    }

    @Test
    void scenario17AntiStallAfter40TurnsWithoutAWeave() {
        GameState s = ConformanceSuite.play(GAME, variant("P1"), SETUP);
        s = play(s, "place 2,-2", "done", "place -2,-1", "done");
        String[][] blue = {{"repo 2,-2", "to 2,-3"}, {"repo 2,-3", "to 2,-2"}};
        String[][] red = {{"repo -2,-1", "to -3,0"}, {"repo -3,0", "to -2,-1"}};
        for (int turn = 3; turn <= 40; turn++) {
            assertThat(s.isOver()).as("over before turn " + turn).isFalse();
            String[] move = turn % 2 == 1 ? blue[(turn - 3) / 2 % 2] : red[(turn - 4) / 2 % 2];
            s = play(s, move);
        }
        assertThat(s.isOver()).isTrue();
        assertThat(s.payoffs()).containsExactly(0.5, 0.5);
        assertThat(s.render()).contains("Game over: draw");
    }
}
