package spindle.games.warpandweft;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static spindle.games.warpandweft.Geometry.WARP;
import static spindle.games.warpandweft.Geometry.WEFT;
import static spindle.testkit.ConformanceSuite.assertRefused;
import static spindle.testkit.ConformanceSuite.play;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import spindle.engine.GameState;
import spindle.engine.IllegalActionException;
import spindle.engine.NotationException;
import spindle.engine.Position;
import spindle.engine.Variant;

/** Acceptance scenarios 6 to 12 of docs/rules/warp-and-weft.md, played through the public API where possible. */
class WarpAndWeftScenarioTest {
    private static final WarpAndWeft GAME = new WarpAndWeft();
    private static final Variant DEFAULT = GAME.defaultVariant();
    private static final Variant SIZE2 = Variant.parse(GAME, "size=2");

    private static final List<String> WARP_CHAIN = List.of("A15", "B14", "C13", "D12", "E11", "F10", "G9", "H8",
            "I7", "J6", "K5", "L4", "M3", "N2", "O1");
    private static final List<String> WEFT_CHAIN = List.of("A1", "B2", "C3", "D4", "E5", "F6", "G7", "H8", "I9",
            "J10", "K11", "L12", "M13", "N14", "O15");

    @Test
    void scenario6Chains() {
        assertThat(WARP_CHAIN).contains("H8");
        assertThat(WEFT_CHAIN).contains("H8");
        assertChain(WARP, WARP_CHAIN);
        assertChain(WEFT, WEFT_CHAIN);
    }

    private static void assertChain(int side, List<String> chain) {
        assertThat(connectedWith(side, chain, -1)).as("whole chain").isTrue();
        for (int missing = 0; missing < chain.size(); missing++) {
            assertThat(connectedWith(side, chain, missing)).as("chain without %s", chain.get(missing)).isFalse();
        }
    }

    private static boolean connectedWith(int side, List<String> chain, int missing) {
        WarpAndWeftPosition p = (WarpAndWeftPosition) GAME.newGame(DEFAULT);
        WarpAndWeftNotation notation = new WarpAndWeftNotation(p.g);
        for (int i = 0; i < chain.size(); i++) {
            if (i != missing) {
                p.place(side, notation.parse(p, chain.get(i)));
            }
        }
        return BoardData.connected(p, side);
    }

    @Test
    void scenario7Notation() {
        GameState start = GameState.start(GAME);
        assertThat(start.format(start.parse("A14"))).isEqualTo("A15");
        assertThat(start.format(start.parse("c12"))).isEqualTo("C13");
        assertThat(start.format(start.parse("B13"))).isEqualTo("A13");
        assertThat(start.format(start.parse("D15"))).isEqualTo("C15");
        int d14 = start.parse("D14");
        assertThat(start.format(d14)).isEqualTo("D14");
        assertThat(((WarpAndWeftPosition) start.view()).g.isThread(d14)).as("D14 is a patch").isFalse();
        for (String bad : List.of("A16", "P1", "A0")) {
            assertThatThrownBy(() -> start.parse(bad)).as(bad).isInstanceOf(NotationException.class);
        }
        GameState small = GameState.start(GAME, SIZE2);
        assertThatThrownBy(() -> small.parse("H1")).isInstanceOf(NotationException.class)
                .hasMessageContaining("column H is off the board");
    }

    @Test
    void scenario8OpeningMoves() {
        GameState thread = GameState.start(GAME);
        assertThat(thread.legalMoves()).hasSize(33).contains("switch", "A15", "C13", "O1").doesNotContain("swap");
        assertThat(thread.legalMoves().subList(0, 32)).allSatisfy(m -> assertWarpThread(thread, m));
        GameState patch = GameState.start(GAME, Variant.parse(GAME, "primary=patch"));
        assertThat(patch.legalMoves()).hasSize(50).contains("switch", "B2", "H8", "N14");
        assertThat(patch.legalMoves().subList(0, 49)).allSatisfy(m -> assertThat(
                ((WarpAndWeftPosition) patch.view()).g.isThread(patch.parse(m))).isFalse());
        GameState c13 = play(GAME, DEFAULT, "C13", "E13", "switch", "A13");
        assertThat(c13.legalMoves()).containsExactlyInAnyOrder("B12", "B14", "D12", "D14", "switch");
    }

    private static void assertWarpThread(GameState state, String move) {
        WarpAndWeftPosition p = (WarpAndWeftPosition) state.view();
        int code = state.parse(move);
        assertThat(p.g.isThread(code) && p.g.sideOf(code) == WARP).as(move + " is a Warp thread").isTrue();
    }

    @Test
    void scenario9ForcedSwitch() {
        GameState s = play(GAME, DEFAULT, "switch", "C15");
        assertThat(s.isOver()).as("Warp does not lose: Threading has placements").isFalse();
        assertThat(s.toMove()).isEqualTo(0);
        assertThat(s.legalMoves()).containsExactly("switch");
        assertRefused(s, "C13");
        assertRefused(s, "B14");
    }

    @Test
    void scenario10Swap() {
        GameState one = play(GAME, DEFAULT, "C13");
        List<String> legal = one.legalMoves();
        assertThat(legal).hasSize(34).contains("switch", "swap", "C15", "A13");
        assertThat(legal.stream().filter(m -> !m.equals("switch") && !m.equals("swap")))
                .allSatisfy(m -> assertThat(((WarpAndWeftPosition) one.view()).g.sideOf(one.parse(m))).isEqualTo(WEFT));
        GameState swapped = one.apply("swap");
        WarpAndWeftPosition p = (WarpAndWeftPosition) swapped.view();
        assertThat(p.seatOf(WARP)).as("player 2 controls Warp").isEqualTo(1);
        assertThat(p.seatOf(WEFT)).as("player 1 controls Weft").isEqualTo(0);
        assertThat(p.claims.ownerOf(swapped.parse("C13"))).isEqualTo(WARP);
        assertThat(p.stateOf(WARP)).isEqualTo(WarpAndWeftPosition.THREADING);
        assertThat(p.sideToMove()).isEqualTo(WEFT);
        assertThat(swapped.toMove()).as("Weft, now player 1, moves").isEqualTo(0);
        assertThat(GAME.render(p)).contains("Warp (X, top-bottom): Player 2, Threading")
                .contains("Weft (O, left-right): Player 1, Threading  <- to move");
        assertRefused(swapped, "swap");
        GameState three = swapped.apply("E13");
        assertThat(three.toMove()).as("Warp, now player 2, moves").isEqualTo(1);
        assertRefused(three, "swap");
        assertRefused(play(GAME, DEFAULT, "C13", "E13"), "swap");
        GameState noSwap = play(GAME, Variant.parse(GAME, "swap=off"), "C13");
        assertThat(noSwap.legalMoves()).hasSize(33).doesNotContain("swap");
        assertThatThrownBy(() -> noSwap.apply("swap")).isInstanceOf(IllegalActionException.class);
    }

    @Test
    void swapAfterASwitchInheritsTheSwitchedState() {
        GameState s = play(GAME, DEFAULT, "switch", "swap");
        WarpAndWeftPosition p = (WarpAndWeftPosition) s.view();
        assertThat(p.stateOf(WARP)).isEqualTo(WarpAndWeftPosition.PATCHING);
        assertThat(p.seatOf(WARP)).isEqualTo(1);
        assertThat(s.toMove()).isEqualTo(0);
    }

    @Test
    void scenario11CompleteGameN2() {
        String[] moves = {"A7", "A1", "C5", "C3", "E3", "E5", "G1", "A5", "switch", "G3", "B6", "C7", "D4", "E1", "F2"};
        GameState s = GameState.start(GAME, SIZE2);
        for (int i = 0; i < moves.length; i++) {
            assertThat(s.isOver()).as("no one has won before turn %d", i + 1).isFalse();
            assertThat(s.legalMoves()).as("turn %d", i + 1).contains(moves[i]);
            s = s.apply(moves[i]);
        }
        assertThat(s.isOver()).isTrue();
        assertThat(s.payoffs()).containsExactly(1.0, 0.0);
        WarpAndWeftPosition p = (WarpAndWeftPosition) s.view();
        assertThat(p.result()).isEqualTo(WARP);
        assertThat(p.endReason()).isEqualTo(WarpAndWeftPosition.BY_CONNECTION);
        assertThat(GAME.endReason(p)).isEqualTo("connection");
        assertThat(GAME.decisionType(GameState.start(GAME, SIZE2).view(), s.parse("A7"))).isEqualTo("thread");
        assertThat(s.render()).contains("Warp (Player 1) wins by connecting top and bottom");
        for (String piece : List.of("A7", "B6", "C5", "D4", "E3", "F2", "G1")) {
            assertThat(p.claims.ownerOf(s.parse(piece))).as(piece).isEqualTo(WARP);
        }
    }

    @Test
    void scenario12NoValidPlayN2() {
        List<String> warp = List.of("A7", "C5", "E3", "switch", "B6", "D4", "F2");
        // Weft ends on a thread so that Warp has switched an even number of times and is Threading at the end.
        List<String> weft = List.of("A1", "A5", "C3", "C7", "E1", "E5", "G3", "switch",
                "B2", "B4", "D2", "D6", "F4", "F6", "switch", "G7");
        List<String> moves = new ArrayList<>();
        for (int turn = 0; turn < weft.size(); turn++) {
            moves.add(turn < warp.size() ? warp.get(turn) : "switch");
            moves.add(weft.get(turn));
        }
        GameState beforeLast = play(GAME, SIZE2, moves.toArray(new String[0]));
        assertThat(beforeLast.isOver()).isFalse();
        assertThat(beforeLast.legalMoves()).as("Warp G1 would have completed Warp's connection").contains("G1");
        assertThat(beforeLast.apply("G1").payoffs()).containsExactly(1.0, 0.0);
        GameState s = beforeLast.apply("switch");
        WarpAndWeftPosition p = (WarpAndWeftPosition) s.view();
        assertThat(p.claims.ownerOf(s.parse("B6"))).isEqualTo(WARP);
        assertThat(Arrays.asList("B2", "B4", "D2", "D6", "F4", "F6", "A1", "G7"))
                .allSatisfy(m -> assertThat(p.claims.ownerOf(s.parse(m))).isEqualTo(WEFT));
        assertThat(BoardData.connected(p, WARP)).isFalse();
        assertThat(BoardData.connected(p, WEFT)).isFalse();
        assertThat(p.sideToMove()).isEqualTo(WEFT);
        assertThat(s.isOver()).as("Weft loses at the start of its turn").isTrue();
        assertThat(s.toMove()).isEqualTo(Position.OVER);
        assertThat(s.payoffs()).containsExactly(1.0, 0.0);
        assertThat(p.endReason()).isEqualTo(WarpAndWeftPosition.BY_NO_VALID_PLAY);
        assertThat(GAME.endReason(p)).isEqualTo("no-valid-play");
        assertThat(s.render()).contains("Warp (Player 1) wins: Weft has no valid play");
        assertThat(s.legalMoves()).isEmpty();
    }
}
