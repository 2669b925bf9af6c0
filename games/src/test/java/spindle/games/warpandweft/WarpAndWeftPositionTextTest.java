package spindle.games.warpandweft;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import spindle.engine.GameState;
import spindle.engine.NotationException;
import spindle.engine.Position;
import spindle.engine.Variant;

/** The position text of Warp and Weft (docs/positions.md): examples of each phase, refusals, round trips. */
class WarpAndWeftPositionTextTest {
    private static final WarpAndWeft GAME = new WarpAndWeft();
    private static final Variant SIZE2 = Variant.parse(GAME, "size=2");
    private static final String EMPTY_BOARD = "-.-.-.-/.-.-.-./-.-.-.-/.-.-.-./-.-.-.-/.-.-.-./-.-.-.-";
    /** Scenario 11 of the rules after its first nine moves: Warp has just switched to Patching. */
    private static final String MID_GAME = "X.-.-.-/.-.-.-./O.X.O.-/.-.-.-./-.O.X.-/.-.-.-./O.-.-.X "
            + "weft patching threading no-swap 1 ongoing switch 9";
    /** Scenario 11 at its end: Warp's chain A7-B6-C5-D4-E3-F2-G1 joins top and bottom. */
    private static final String CONNECTED = "X.O.-.-/.X.-.-./O.X.O.-/.-.X.-./-.O.X.O/.-.-.X./O.-.O.X "
            + "warp patching threading no-swap 0 warp-won F2 15";
    /** Scenario 12: Weft has no placement in either state at the start of its turn. */
    private static final String NO_VALID_PLAY = "X.O.-.O/.X.O.O./O.X.O.-/.O.X.O./-.O.X.O/.O.O.X./O.-.O.- "
            + "weft patching threading no-swap 1 warp-won switch 33";

    @Test
    void theStartShowsAnEmptyBoardWithTheSwapAhead() {
        assertThat(GameState.start(GAME, SIZE2).positionText())
                .isEqualTo(EMPTY_BOARD + " warp threading threading swap-ahead 0 ongoing - 0");
        assertThat(GameState.start(GAME, Variant.parse(GAME, "size=2,primary=patch,swap=off")).positionText())
                .isEqualTo(EMPTY_BOARD + " warp patching patching no-swap 0 ongoing - 0");
    }

    @Test
    void aMidGameTextGivesItsSideStatesAndMoves() {
        GameState s = GameState.from(GAME, SIZE2, MID_GAME);
        WarpAndWeftPosition p = (WarpAndWeftPosition) s.view();
        assertThat(s.toMove()).as("Weft, player 2, moves").isEqualTo(1);
        assertThat(p.stateOf(Geometry.WARP)).isEqualTo(WarpAndWeftPosition.PATCHING);
        assertThat(p.stateOf(Geometry.WEFT)).isEqualTo(WarpAndWeftPosition.THREADING);
        assertThat(s.legalMoves()).containsExactlyInAnyOrder("C7", "G7", "G3", "E1", "switch");
        assertThat(p.claims.ownerOf(s.parse("C5"))).isEqualTo(Geometry.WARP);
        assertThat(p.claims.ownerOf(s.parse("A5"))).isEqualTo(Geometry.WEFT);
        assertThat(s.view().plies()).isEqualTo(9);
        assertThat(s.positionText()).isEqualTo(MID_GAME);
        assertThat(GameState.from(GAME, SIZE2, MID_GAME.replace(' ', '_')).positionText()).isEqualTo(MID_GAME);
    }

    @Test
    void theSwapIsOpenAtTheSecondTurnAndSwappedAfterIt() {
        String open = "-.-.-.-/.-.-.-./-.X.-.-/.-.-.-./-.-.-.-/.-.-.-./-.-.-.- weft threading threading swap-open 0 "
                + "ongoing C5 1";
        GameState s = GameState.from(GAME, SIZE2, open);
        assertThat(s.legalMoves()).hasSize(10).contains("swap", "switch", "A1", "G7");
        GameState swapped = s.apply("swap");
        assertThat(swapped.positionText()).isEqualTo(open.replace("swap-open 0 ongoing C5 1", "swapped 1 ongoing swap 2"));
        GameState again = GameState.from(GAME, SIZE2, swapped.positionText());
        assertThat(again.toMove()).as("Weft is now player 1 and moves").isEqualTo(0);
        assertThat(again.legalMoves()).doesNotContain("swap").contains("switch");
        assertThat(((WarpAndWeftPosition) again.view()).seatOf(Geometry.WARP)).isEqualTo(1);
    }

    @Test
    void finishedGamesDeriveHowTheyEnded() {
        Position connected = GAME.parsePosition(SIZE2, CONNECTED);
        assertThat(connected.isOver()).isTrue();
        assertThat(connected.payoffs()).containsExactly(1.0, 0.0);
        assertThat(GAME.endReason(connected)).isEqualTo("connection");
        Position stuck = GAME.parsePosition(SIZE2, NO_VALID_PLAY);
        assertThat(stuck.payoffs()).containsExactly(1.0, 0.0);
        assertThat(GAME.endReason(stuck)).isEqualTo("no-valid-play");
        Variant limited = Variant.parse(GAME, "size=2,switchLimit=2");
        String draw = EMPTY_BOARD + " warp patching patching no-swap 2 draw switch 2";
        assertThat(GameState.replay(GAME, limited, List.of("switch", "switch")).positionText()).isEqualTo(draw);
        Position drawn = GAME.parsePosition(limited, draw);
        assertThat(drawn.payoffs()).containsExactly(0.5, 0.5);
        assertThat(GAME.endReason(drawn)).isEqualTo("switch-limit");
    }

    @Test
    void realGamesReachTheExampleTexts() {
        List<String> scenario11 = List.of("A7", "A1", "C5", "C3", "E3", "E5", "G1", "A5", "switch", "G3", "B6",
                "C7", "D4", "E1", "F2");
        assertThat(GameState.replay(GAME, SIZE2, scenario11.subList(0, 9)).positionText()).isEqualTo(MID_GAME);
        assertThat(GameState.replay(GAME, SIZE2, scenario11).positionText()).isEqualTo(CONNECTED);
        List<String> warp = List.of("A7", "C5", "E3", "switch", "B6", "D4", "F2");
        List<String> weft = List.of("A1", "A5", "C3", "C7", "E1", "E5", "G3", "switch",
                "B2", "B4", "D2", "D6", "F4", "F6", "switch", "G7");
        List<String> moves = new ArrayList<>();
        for (int turn = 0; turn < weft.size(); turn++) {
            moves.add(turn < warp.size() ? warp.get(turn) : "switch");
            moves.add(weft.get(turn));
        }
        moves.add("switch");
        assertThat(GameState.replay(GAME, SIZE2, moves).positionText()).isEqualTo(NO_VALID_PLAY);
    }

    @Test
    void aGameInProgressRoundTripsAndPlaysOn() {
        Variant variant = GAME.defaultVariant();
        GameState played = GameState.replay(GAME, variant, List.of("G9", "swap", "G7", "switch", "switch",
                "H8", "F8", "switch", "H6", "E11"));
        String text = played.positionText();
        GameState restored = GameState.from(GAME, variant, text);
        assertThat(restored.positionText()).isEqualTo(text);
        assertThat(restored.legalMoves()).isEqualTo(played.legalMoves());
        assertThat(restored.view().hash()).isEqualTo(played.view().hash());
        assertThat(restored.toMove()).isEqualTo(played.toMove());
        // The text keeps the last move too, which the board shows: the text board is the same.
        assertThat(GAME.render(restored.view())).isEqualTo(played.render());
        List<String> more = List.of("switch", "switch", "I9", "F10", "I5");
        assertThat(GameState.replay(restored, more).positionText())
                .isEqualTo(GameState.replay(played, more).positionText());
    }

    /** No preset has a switch limit, so its counter and draws round-trip here (the suite checks the presets). */
    @Test
    void switchLimitGamesRoundTripAtEveryPly() {
        Variant limited = Variant.parse(GAME, "size=2,switchLimit=3");
        int draws = 0;
        for (int seed = 0; seed < 40; seed++) {
            java.util.SplittableRandom random = new java.util.SplittableRandom(seed);
            Position p = GAME.newGame(limited);
            int[] buffer = new int[p.maxActions()];
            while (true) {
                String text = GAME.positionText(p);
                Position q = GAME.parsePosition(limited, text);
                assertThat(GAME.positionText(q)).as(text).isEqualTo(text);
                assertThat(q.hash()).as(text).isEqualTo(p.hash());
                assertThat(q.payoffs()).as(text).isEqualTo(p.payoffs());
                if (p.isOver()) {
                    draws += text.contains(" draw ") ? 1 : 0;
                    break;
                }
                p.play(p.randomAction(random, buffer));
            }
        }
        assertThat(draws).as("some random games end in the switch-limit draw").isPositive();
    }

    @Test
    void refusalsNameThePartAndTheReason() {
        assertRefused(EMPTY_BOARD + "/-.-.-.- warp threading threading swap-ahead 0 ongoing - 0",
                "the board has 8 rows, a size 2 board has 7");
        assertRefused(MID_GAME.replace("O.-.-.X ", "O.-.-.X- "), "row 1 has 8 cells, the board has 7");
        assertRefused(MID_GAME.replace("X.-.-.-/", "X.-.-.X/"), "Weft thread G7 is marked X");
        assertRefused(MID_GAME.replace("X.-.-.-/", "X-.-.-./"), "row 7 column B is part of a thread, write .");
        assertRefused(MID_GAME.replace("X.-.-.-/", "X.-.-.Q/"), "row 7 column G: 'Q' is not");
        assertRefused(MID_GAME.replace(".-.-.-./O.X", ".O.O.O./O.X"),
                "Weft has 7 pieces on the board, but has had only 4 turns");
        assertRefused(MID_GAME.replace(" weft ", " warp "), "Warp is to move, but after 9 plies without a swap "
                + "it is Weft's turn");
        assertRefused(MID_GAME.replace("patching threading", "threading threading"),
                "Warp is Threading, but it has made 5 turns and 4 placements, so it switched an odd number of times");
        assertRefused(MID_GAME.replace("no-swap", "swap-open"), "the swap is open only at the second turn");
        assertRefused(CONNECTED.replace("warp-won", "ongoing"), "the result says ongoing, but Warp has connected");
        assertRefused(NO_VALID_PLAY.replace("warp-won", "ongoing"),
                "the result says ongoing, but Weft has no valid play");
        assertRefused(MID_GAME.replace("ongoing", "weft-won"), "the result says weft-won, but the game goes on");
        assertRefused(MID_GAME.replace(" 1 ongoing", " 2 ongoing"),
                "2 turns without a placement, but only 1 of the 9 turns placed nothing");
        assertRefused(MID_GAME.replace("switch 9", "switch 9x"), "plies '9x' is not a whole number");
        assertRefused(MID_GAME.replace("switch 9", "C5 9"), "the text counts 1 turns without a placement, so the "
                + "last turn placed nothing: write switch");
        assertRefused(CONNECTED.replace("F2 15", "A1 15"), "A1 holds a piece of Weft, but Warp made the last move "
                + "(ply 15), so it placed a piece of Warp");
        assertRefused(CONNECTED.replace("F2 15", "E7 15"), "E7 is empty on the board");
        assertRefused(CONNECTED.replace("F2 15", "switch 15"), "the last turn placed nothing");
        assertRefused(MID_GAME.replace("switch 9", "Z99 9"), "last move 'Z99': column Z is off the board");
        assertRefused(MID_GAME.replace(" weft ", " wefts "), "side to move 'wefts' is not one of warp, weft");
        assertRefused(MID_GAME.replace(" 9", ""), "the plies is missing");
    }

    /** Scenario 11 without A7: Warp placed 3 times in 5 turns, switching twice, the last time at ply 9. */
    private static final String WARP_SWITCHED_TWICE = "-.-.-.-/.-.-.-./O.X.O.-/.-.-.-./-.O.X.-/.-.-.-./O.-.-.X "
            + "weft threading threading no-swap 1 ongoing switch 9";

    @Test
    void theTurnsWithoutAPlacementAreCountedPerSide() {
        assertThat(GameState.from(GAME, SIZE2, WARP_SWITCHED_TWICE).positionText()).isEqualTo(WARP_SWITCHED_TWICE);
        // Two in a row would take Weft's turn at ply 8 too, but all 4 of Weft's turns placed a piece
        assertRefused(WARP_SWITCHED_TWICE.replace(" 1 ongoing", " 2 ongoing"), "2 turns without a placement in a "
                + "row, 1 of them Weft's, but only 0 of Weft's 4 turns placed nothing");
    }

    @Test
    void aSwapInAVariantWithoutTheSwapIsRefusedForTheVariant() {
        Variant noSwap = Variant.parse(GAME, "size=2,swap=off");
        String swapped = "-.-.-.-/.-.-.-./O.X.-.-/.-.-.-./-.-.-.-/.-.-.-./-.-.-.- warp threading threading swapped 0 "
                + "ongoing A5 3";
        assertThat(GameState.from(GAME, SIZE2, swapped).positionText()).isEqualTo(swapped);
        assertThatThrownBy(() -> GAME.parsePosition(noSwap, swapped)).isInstanceOf(NotationException.class)
                .hasMessage("swap: swapped, but this variant is played without the swap (swap=off): write no-swap");
        assertRefused(swapped.replace("A5 3", "switch 2").replace(" 0 ongoing", " 1 ongoing").replace("O.X", "-.X")
                .replace(" warp ", " weft "), "the move at ply 2, after which the swap is made, is the swap");
    }

    @Test
    void patchesNeedAThreadInThreadPrimary() {
        String lonePatch = "-.-.-.-/.X.-.-./-.-.-.-/.-.-.-./-.-.-.-/.-.-.-./-.-.-.- weft threading threading "
                + "swap-open 0 ongoing B6 1";
        assertRefused(lonePatch, "Warp's patch B6 touches no Warp thread");
    }

    private static void assertRefused(String text, String reason) {
        assertThatThrownBy(() -> GAME.parsePosition(SIZE2, text)).as(text).isInstanceOf(NotationException.class)
                .hasMessageContaining(reason);
    }

    @Test
    void theEditorEditsTheBoardAsAGridWithHoles() {
        Map<String, Object> editor = GAME.positionEditor(SIZE2).orElseThrow();
        @SuppressWarnings("unchecked")
        Map<String, Object> board = (Map<String, Object>) editor.get("board");
        assertThat(board).containsEntry("field", 0).containsEntry("cells", "char").containsEntry("runs", false)
                .containsEntry("empty", "-").containsEntry("hole", ".").containsEntry("shape", "grid");
        assertThat((List<?>) editor.get("palette")).hasSize(2);
        assertThat((List<?>) editor.get("fields")).hasSize(8);
        assertThat(editor.toString()).contains("Warp's piece").contains("swap-open");
    }
}
