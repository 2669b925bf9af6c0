package spindle.games.onepiecefortwo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static spindle.games.onepiecefortwo.Scenarios.GAME;
import static spindle.games.onepiecefortwo.Scenarios.Q;
import static spindle.games.onepiecefortwo.Scenarios.grid;
import static spindle.games.onepiecefortwo.Scenarios.lastRuns;
import static spindle.games.onepiecefortwo.Scenarios.play;
import static spindle.games.onepiecefortwo.Scenarios.position;
import static spindle.games.onepiecefortwo.Scenarios.variant;
import static spindle.testkit.ConformanceSuite.assertRefused;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import spindle.engine.GameState;
import spindle.engine.NotationException;
import spindle.engine.Variant;

/** The acceptance scenarios of docs/rules/one-piece-for-two.md, one test each, in order. */
class OnePieceForTwoScenarioTest {
    /** The placements of scenario 11, which leave b6 and e6 free on 7x6. */
    private static final String[] BLOCKED = ("d2/d1 c1/b1 e2/e1 e3/d3 g1/g2 g3/g4 g5/g6 d4/e4 e5/d5 a2/a1 a3/a4 "
            + "f1/f2 c2/c3 a6/a5 c4/c5 c6/d6 b3/b2 b5/b4 f4/f3 f5/f6").split(" ");

    private static void assertNoWinAlongTheWay(Variant variant, String colour, String edge, String... moves) {
        for (int i = 1; i <= moves.length; i++) {
            GameState state = play(variant, colour, edge, Arrays.copyOf(moves, i));
            assertThat(state.isOver()).as("after move %d (%s)", i, moves[i - 1]).isFalse();
        }
    }

    @Test
    void scenario01EmptyBoardHasFourTimesColumnsMinusTwoPlacements() {
        assertThat(play().legalActions()).hasSize(30);
        assertThat(play(GAME.defaultVariant(), "red", "left").legalActions()).hasSize(26);
        assertThat(play(GAME.defaultVariant(), "red", "right").legalActions()).hasSize(26);
        assertThat(play(variant("board=7x6"), "red", "bottom").legalActions()).hasSize(26);
        assertThat(play(variant("board=8x8"), "red", "top").legalActions()).hasSize(30);
    }

    @Test
    void scenario02SupportFromTheGameEdge() {
        GameState state = play("a1/b1");
        for (String ok : List.of("a2/b2", "a2/a3", "b2/b3", "c1/c2", "c1/d1")) {
            assertThat(state.apply(ok).ply()).as(ok).isEqualTo(4);
        }
        for (String bad : List.of("b2/c2", "c2/b2", "a3/a4")) {
            assertRefused(state, bad);
        }
        assertThatThrownBy(() -> state.apply("b2/c2")).hasMessageContaining("c1 below it is empty");
        assertThatThrownBy(() -> state.apply("a3/a4")).hasMessageContaining("a2 below it is empty");
        assertThatThrownBy(() -> state.apply("b1/b2")).hasMessageContaining("b1 is taken");
    }

    @Test
    void scenario03BothColoursReachFourSoNobodyWins() {
        GameState state = play("a1/a2", "b1/b2", "c1/c2", "d1/d2");
        assertThat(lastRuns(state)).containsExactly(true, true);
        assertThat(state.isOver()).isFalse();
        assertThat(state.toMove()).isEqualTo(0);
    }

    @Test
    void scenario04RedWins() {
        GameState state = play("a1/a2", "b1/b2", "c1/c2", "d1/e1");
        assertThat(lastRuns(state)).containsExactly(true, false);
        assertThat(state.isOver()).isTrue();
        assertThat(state.payoffs()).containsExactly(1.0, 0.0);
        assertThat(state.render()).contains("red wins: Starter");
        assertThat(GAME.endReason(state.view())).isEqualTo("four-in-a-row");
    }

    @Test
    void scenario05TheColourDecidesNotTheMover() {
        GameState state = play(GAME.defaultVariant(), "blue", "bottom", "a1/a2", "b1/b2", "c1/c2", "h1/h2");
        assertThat(state.isOver()).isFalse();
        assertThat(state.toMove()).as("the blue starter moves").isEqualTo(0);
        state = state.apply("d1/e1");
        assertThat(state.isOver()).isTrue();
        assertThat(state.payoffs()).as("the red player, seat 1, wins").containsExactly(0.0, 1.0);
    }

    @Test
    void scenario06FiveAgainstThree() {
        String[] moves = {"a2/a1", "b2/b1", "d1/e1", "d2/d3", "e2/e3", "c2/c1"};
        assertNoWinAlongTheWay(GAME.defaultVariant(), "red", "bottom", Arrays.copyOf(moves, 5));
        GameState state = play(moves);
        assertThat(grid(state)).contains("2  R R R R R . . .\n1  B B B R B . . .");
        assertThat(state.isOver()).isTrue();
        assertThat(state.payoffs()).containsExactly(1.0, 0.0);
    }

    @Test
    void scenario07Diagonal() {
        String[] moves = {"a1/b1", "c1/c2", "d2/d1", "b2/a2", "c3/c4", "d4/d3"};
        assertNoWinAlongTheWay(GAME.defaultVariant(), "red", "bottom", Arrays.copyOf(moves, 5));
        GameState state = play(moves);
        assertThat(lastRuns(state)).containsExactly(true, false);
        assertThat(state.payoffs()).containsExactly(1.0, 0.0);
    }

    @Test
    void scenario08RelocationFromPositionQ() {
        assertNoWinAlongTheWay(GAME.defaultVariant(), "red", "bottom", Q);
        GameState q = play(Q);
        assertThat(grid(q)).isEqualTo(String.join("\n",
                "7  . . . . . . . .",
                "6  B . R B . . . B",
                "5  R . B R . . . R",
                "4  B R R B B R R B",
                "3  R B B R R B B R",
                "2  B R R B B R R B",
                "1  R B B R R B B R",
                "   a b c d e f g h", ""));
        assertThat(position(q).box).isZero();
        assertThat(position(q).moves).isEqualTo(20);
        assertThat(q.toMove()).isEqualTo(0);
        List<String> moves = q.legalMoves();
        assertThat(moves).hasSize(46);
        Map<String, Integer> byPiece = new TreeMap<>();
        for (String m : moves) {
            byPiece.merge(m.substring(0, m.indexOf('>')), 1, Integer::sum);
            assertThat(q.apply(m).isOver()).as(m + " does not win").isFalse();
        }
        assertThat(byPiece).containsExactlyInAnyOrderEntriesOf(
                Map.of("a5-a6", 14, "h5-h6", 14, "c6-d6", 12, "f4-e4", 6));
        for (String ok : List.of("a5-a6>b5/b6", "a5-a6>e5/f5", "c6-d6>b5/b6", "h5-h6>f5/f6", "f4-e4>b5/b6",
                "f4-e4>c7/d7", "f4-e4>g5/g6", "a6-a5>b5/b6", "E4 - F4 > G5 / G6")) {
            assertThat(q.isLegal(q.parse(ok))).as(ok).isTrue();
        }
        Map<String, String> refusals = Map.of(
                "a5-a6>a6/a7", "the piece must move to elements it does not cover now",
                "a5-a6>a6/a5", "the piece must move to elements it does not cover now",
                "d5-c5>b5/b6", "another piece lies on top of it",
                "c6-d6>c7/d7", "it would rest on or above an element the piece leaves empty",
                "f4-e4>e5/e6", "it would rest on or above an element the piece leaves empty",
                "h5-h6>b5/c5", "c5 is taken");
        refusals.forEach((bad, why) -> {
            assertRefused(q, bad);
            assertThatThrownBy(() -> q.apply(bad)).hasMessageContaining(bad + " is not legal now: " + why);
        });
    }

    @Test
    void scenario09ThreefoldRepetition() {
        GameState q = play(Q);
        GameState ply21 = q.apply("h5-h6>f5/f6");
        GameState ply22 = ply21.apply("f5-f6>h5/h6");
        GameState ply23 = ply22.apply("h5-h6>f5/f6");
        assertThat(ply21.isOver()).isFalse();
        assertThat(ply22.isOver()).as("Q with the starter to move for the second time").isFalse();
        assertThat(ply22.view().hash()).isEqualTo(q.view().hash());
        assertThat(ply23.isOver()).isFalse();
        GameState ply24 = ply23.apply("f5-f6>h5/h6");
        assertThat(ply24.isOver()).as("Q for the third time").isTrue();
        assertThat(position(ply24).result).isEqualTo(OnePiecePosition.RESULT_REPETITION);
        assertThat(ply24.payoffs()).containsExactly(0.5, 0.5);
        assertThat(GAME.endReason(ply24.view())).isEqualTo("repetition");
        assertThat(ply24.render()).contains("Draw: the same position occurred three times");
    }

    @Test
    void scenario10MoveCap() {
        GameState capped = play(variant("moveCap=21"), "red", "bottom", Q).apply("h5-h6>f5/f6");
        assertThat(capped.isOver()).isTrue();
        assertThat(position(capped).result).isEqualTo(OnePiecePosition.RESULT_CAP);
        assertThat(capped.payoffs()).containsExactly(0.5, 0.5);
        assertThat(GAME.endReason(capped.view())).isEqualTo("move-cap");
        assertThat(play(Q).apply("h5-h6>f5/f6").isOver()).isFalse();
        assertThat(GAME.plyBound(variant("moveCap=21")).getAsInt()).isEqualTo(23);
        assertThat(GAME.plyBound(variant("moveCap=off"))).isEmpty();
    }

    @Test
    void scenario11NoLegalMoveOnSevenBySix() {
        String[] moves = BLOCKED;
        Variant small = variant("board=7x6");
        assertNoWinAlongTheWay(small, "red", "bottom", Arrays.copyOf(moves, 19));
        GameState state = play(small, "red", "bottom", moves);
        assertThat(grid(state)).isEqualTo(String.join("\n",
                "6  R . R B . B B",
                "5  B R B B R R R",
                "4  B B R R B R B",
                "3  R R B B R B R",
                "2  R B R R R B B",
                "1  B B R B B R R",
                "   a b c d e f g", ""));
        assertThat(position(state).board.height).startsWith(6, 5, 6, 6, 5, 6, 6);
        assertThat(state.isOver()).isTrue();
        assertThat(position(state).result).isEqualTo(OnePiecePosition.RESULT_NO_MOVE);
        assertThat(GAME.endReason(state.view())).isEqualTo("no-legal-move");
        assertThat(state.render()).contains("Draw: Starter has no legal move");
        assertThat(state.payoffs()).containsExactly(0.5, 0.5);
    }

    @Test
    void scenario12FreeElementsOnceAllPiecesArePlaced() {
        assertThat(position(play(Q)).board.freeElements()).isEqualTo(16);
        assertThat(position(play(variant("board=7x6"), "red", "bottom", BLOCKED)).board.freeElements()).isEqualTo(2);
        OnePiecePosition square = fillInRowsOfPairs();
        assertThat(square.box).isZero();
        assertThat(square.isOver()).isFalse();
        assertThat(square.board.freeElements()).isEqualTo(24);
    }

    /** 20 placements on 8x8, four pairs per row, colours alternating so that no line of one colour exceeds two. */
    private static OnePiecePosition fillInRowsOfPairs() {
        OnePiecePosition p = (OnePiecePosition) GAME.newGame(variant("board=8x8,starterColour=red,gameEdge=bottom"));
        Codes codes = p.codes;
        for (int y = 0; y < 5; y++) {
            for (int x = 0; x < 8; x += 2) {
                boolean redLeft = ((x / 2 + y) & 1) == 0;
                p.play(Codes.PLACE_BASE + (redLeft ? Codes.placement(x, y, Codes.RIGHT)
                        : Codes.placement(x + 1, y, Codes.LEFT)));
            }
        }
        return p;
    }

    @Test
    void scenario13ReachableEndShapesOnSevenBySix() {
        assertThat(EndShapes.explore(7, 6)).containsExactly(19, 6);
        assertThat(EndShapes.explore(6, 7)).containsExactly(15, 4);
    }

    @Test
    void scenario14GameEdgeOnTheLeft() {
        GameState state = play(GAME.defaultVariant(), "red", "left");
        assertThat(position(state).board.cols).isEqualTo(7);
        assertThat(position(state).board.rows).isEqualTo(8);
        assertThat(state.apply("a1/a2").ply()).isEqualTo(3);
        assertThatThrownBy(() -> state.parse("h1/h2")).isInstanceOf(NotationException.class)
                .hasMessageContaining("h1 is off the board: columns a-g, rows 1-8");
        assertThat(state.render()).contains("8  . . . . . . .").contains("   a b c d e f g");
    }
}
