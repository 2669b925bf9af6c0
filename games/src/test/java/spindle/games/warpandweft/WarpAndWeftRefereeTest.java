package spindle.games.warpandweft;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import spindle.engine.GameState;
import spindle.engine.Variant;

/** What the referee says at a real table (Game.refereeSays): claims, switches, the swap, the winning chain. */
class WarpAndWeftRefereeTest {
    private static final WarpAndWeft GAME = new WarpAndWeft();
    private static final Variant SIZE2 = Variant.parse(GAME, "size=2");
    /** Scenario 11's complete game, N = 2: Warp wins on move 15 with F2. */
    private static final List<String> GAME11 = List.of("A7", "A1", "C5", "C3", "E3", "E5", "G1", "A5", "switch", "G3",
            "B6", "C7", "D4", "E1");

    private static List<String> says(GameState before, String move) {
        GameState after = before.apply(move);
        return GAME.refereeSays(before.position(), before.parse(move), after.position());
    }

    @Test
    void aClaimNamesThePiece() {
        GameState start = GameState.start(GAME, SIZE2);
        assertThat(says(start, "C5")).containsExactly("Warp claims thread C5");
        assertThat(says(GameState.replay(GAME, SIZE2, GAME11.subList(0, 10)), "B6"))
                .containsExactly("Warp claims patch B6");
    }

    @Test
    void aSwitchSaysWhatTheSideClaimsFromNowOn() {
        GameState eight = GameState.replay(GAME, SIZE2, GAME11.subList(0, 8));
        assertThat(says(eight, "switch")).containsExactly("Warp switches to Patching: from now on Warp claims patches");
    }

    @Test
    void theSwapSaysWhoPlaysWhichSide() {
        GameState one = GameState.replay(GAME, SIZE2, List.of("C5"));
        assertThat(says(one, "swap")).containsExactly("Weft swaps: Player 2 now plays Warp and owns C5; Player 1 "
                + "plays Weft and moves next");
    }

    @Test
    void theWinningChainIsNamedTheMomentItCloses() {
        GameState fourteen = GameState.replay(GAME, SIZE2, GAME11);
        assertThat(says(fourteen, "F2")).containsExactly("Warp claims patch F2",
                "Warp's chain A7, B6, C5, D4, E3, F2, G1 joins top and bottom: Warp wins");
    }

    @Test
    void aThreadOfTheWrongSideIsRefusedWithTheRuleAndTheLegalMoves() {
        GameState start = GameState.start(GAME, SIZE2);
        assertThat(GAME.whyIllegal(start.position(), start.parse("A1")).orElseThrow()).isEqualTo("A1 is a Weft "
                + "thread: Warp claims only vertical threads (rule 4.3, ruling W12); legal now: C1, G1, A3 (8 in all) "
                + "or switch");
    }

    @Test
    void aPieceOfTheWrongStateIsRefusedWithTheRuleAndTheLegalMoves() {
        GameState nine = GameState.replay(GAME, SIZE2, GAME11.subList(0, 10));
        assertThat(GAME.whyIllegal(nine.position(), nine.parse("A3")).orElseThrow()).isEqualTo("Warp is Patching: "
                + "switch to Threading to claim a thread (rule 4.4); legal now: D2, F2, B4 (7 in all) or switch");
    }

    /**
     * Over seeded random games, a connection is announced with a chain that starts on the winner's first edge, ends
     * on its second, and lists only pieces the winner owns, each touching the next.
     */
    @Test
    void everyWinningChainOfRandomGamesJoinsTheWinnersEdges() {
        java.util.SplittableRandom random = new java.util.SplittableRandom(35);
        int[] scratch = new int[512];
        int chains = 0;
        for (int game = 0; game < 30; game++) {
            WarpAndWeftPosition p = (WarpAndWeftPosition) GAME.newGame(game % 2 == 0 ? SIZE2 : GAME.defaultVariant());
            while (!p.isOver()) {
                int action = p.randomAction(random, scratch);
                WarpAndWeftPosition before = (WarpAndWeftPosition) p.copy();
                p.play(action);
                List<String> says = GAME.refereeSays(before, action, p);
                if (p.isOver() && p.endReason() == WarpAndWeftPosition.BY_CONNECTION) {
                    chains++;
                    int side = p.result();
                    List<String> chain = RefereeWords.chain(p, side);
                    assertThat(says).last().asString().isEqualTo(BoardText.sideName(side) + "'s chain "
                            + String.join(", ", chain) + " joins " + (side == Geometry.WARP ? "top and bottom"
                            : "left and right") + ": " + BoardText.sideName(side) + " wins");
                    Geometry g = p.g;
                    java.util.List<Integer> codes = chain.stream().map(name -> codeOf(g, name)).toList();
                    assertThat(g.edgeBits[codes.get(0)]).isEqualTo(Geometry.FIRST_EDGE);
                    assertThat(g.edgeBits[codes.get(codes.size() - 1)]).isEqualTo(Geometry.SECOND_EDGE);
                    assertThat(codes).allSatisfy(code -> assertThat(p.claims.ownerOf(code)).isEqualTo(side));
                    for (int i = 0; i + 1 < codes.size(); i++) {
                        assertThat(g.isThread(codes.get(i))).isNotEqualTo(g.isThread(codes.get(i + 1)));
                    }
                }
            }
        }
        assertThat(chains).as("chains checked").isGreaterThan(10);
    }

    private static int codeOf(Geometry g, String name) {
        for (int code = 0; code < g.pieces; code++) {
            if (g.name(code).equals(name)) {
                return code;
            }
        }
        throw new AssertionError(name);
    }
}
