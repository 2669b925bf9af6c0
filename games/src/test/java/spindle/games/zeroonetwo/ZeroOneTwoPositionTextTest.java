package spindle.games.zeroonetwo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import spindle.engine.GameState;
import spindle.engine.NotationException;
import spindle.engine.Position;
import spindle.engine.Variant;

/** The position text: an example of each step, refusals that name the part and the reason, and round trips. */
class ZeroOneTwoPositionTextTest {
    private static final ZeroOneTwo GAME = new ZeroOneTwo();
    private static final Variant V = GAME.defaultVariant();
    private static final String HEX = "----5/---6/--7/-8/4k4/8/7/6/5";
    private static final String TRAYS = "3:bbbkbbbbbbkbbbbbk 3:rrrkrrrrrrkrrrrrk";
    /** The golden playthrough's game (seed 2026): 200 plies, every step of a turn on the way. */
    private static final List<GameState> GOLDEN = golden();

    private static List<GameState> golden() {
        List<GameState> states = new ArrayList<>();
        GameState s = GameState.start(GAME);
        SplittableRandom random = new SplittableRandom(2026);
        int[] scratch = new int[s.view().maxActions()];
        states.add(s);
        while (!s.isOver()) {
            s = s.apply(s.view().randomAction(random, scratch));
            states.add(s);
        }
        return states;
    }

    private static String step(String text) {
        return text.split(" ")[6];
    }

    /** The first position of the golden game whose step is {@code step}. */
    private static GameState first(String step) {
        return GOLDEN.stream().filter(s -> step(s.positionText()).split("\\.")[0].equals(step)).findFirst()
                .orElseThrow();
    }

    @Test
    void theStartIsTheHexWithItsBlackPegAndTheFirstPlayerToDraw() {
        String text = GAME.positionText(GAME.newGame(V));
        assertThat(text).startsWith(HEX + " - - " + TRAYS + " blue first 0 0 ").endsWith(" 0");
        GameState s = GameState.from(GAME, V, text);
        assertThat(s.toMove()).isEqualTo(Position.CHANCE);
        assertThat(s.legalMoves()).containsExactly("first=Blue", "first=Red");
        String fixed = GAME.positionText(GAME.newGame(Variant.parse(GAME, "firstPlayer=P2")));
        assertThat(fixed).startsWith(HEX + " - - " + TRAYS + " red setup-delta 0 0 ");
    }

    @Test
    void everyStepOfTheGoldenGameReadsBackWithItsMovesAndBoard() {
        List<String> steps = new ArrayList<>();
        for (GameState s : GOLDEN) {
            String text = s.positionText();
            GameState parsed = GameState.from(GAME, V, text);
            assertThat(parsed.positionText()).isEqualTo(text);
            assertThat(parsed.toMove()).as(text).isEqualTo(s.toMove());
            assertThat(parsed.legalMoves()).as(text).isEqualTo(s.legalMoves());
            assertThat(parsed.render()).as(text).isEqualTo(s.render());
            assertThat(parsed.view().hash()).as(text).isEqualTo(s.view().hash());
            String name = step(text).split("\\.")[0];
            if (!steps.contains(name)) {
                steps.add(name);
            }
        }
        assertThat(steps).containsExactlyInAnyOrder("first", "setup-delta", "setup-peg", "start", "place-more",
                "repo", "weave", "jump-sides", "supply", "supply-black", "build-delta", "build-peg", "peg-sides",
                "build-source", "over");
    }

    @Test
    void examplesOfTheTurnsStepsSayWhatTheTurnHolds() {
        assertThat(step(first("setup-peg").positionText())).isEqualTo("setup-peg.put:2,-4:setup-black");
        assertThat(first("setup-peg").positionText().split(" ")[1]).isEqualTo("u-1,1");
        GameState weave = first("weave");
        assertThat(step(weave.positionText())).isEqualTo("weave.jumps:1");
        assertThat(GameState.from(GAME, V, weave.positionText()).legalMoves()).containsExactlyInAnyOrder("jump -2,1", "stop");
        GameState sides = first("jump-sides");
        assertThat(step(sides.positionText())).isEqualTo("jump-sides.jumps:1.jump:-2,1:w:");
        assertThat(GameState.from(GAME, V, sides.positionText()).legalMoves()).containsExactly("[-1,1+]");
        GameState supply = first("supply");
        assertThat(supply.positionText()).contains(".rw1,1~-2,1:p ").contains(" supply.jumps:2.total:1 ");
        assertThat(GameState.from(GAME, V, supply.positionText()).legalMoves()).containsExactlyInAnyOrder("self", "opp");
        GameState pegSides = first("peg-sides");
        assertThat(pegSides.positionText()).contains(".rw3,-1~1,1:o.").contains(" peg-sides.put:2,0:tray ");
        assertThat(GameState.from(GAME, V, pegSides.positionText()).legalMoves()).containsExactlyInAnyOrder("{#3+}", "{#3-}");
        assertThat(step(first("build-peg").positionText()))
                .isEqualTo("build-peg.jumps:2.total:1.put:2,1:supply-black.held:r");
        GameState over = GOLDEN.get(GOLDEN.size() - 1);
        GameState parsedOver = GameState.from(GAME, V, over.positionText());
        assertThat(parsedOver.isOver()).isTrue();
        assertThat(parsedOver.payoffs()).containsExactly(0.0, 1.0);
    }

    @Test
    void aGameInProgressRoundTripsAndPlaysOnWithNotationMoves() {
        GameState played = GOLDEN.get(GOLDEN.size() - 1);
        List<String> moves = played.moves();
        GameState replayed = GameState.replay(GAME, V, moves.subList(0, 40));
        GameState from = GameState.from(GAME, V, replayed.positionText());
        assertThat(from.legalMoves()).isEqualTo(replayed.legalMoves());
        assertThat(from.render()).isEqualTo(replayed.render());
        GameState on = GameState.replay(from, moves.subList(40, 120));
        assertThat(on.positionText()).isEqualTo(GOLDEN.get(120).positionText());
        assertThat(on.render()).isEqualTo(GOLDEN.get(120).render());
    }

    @Test
    void refusalsNameThePartAndTheReason() {
        String start = GAME.positionText(GAME.newGame(V));
        String reordered = start;
        assertThat(GAME.parsePosition(V, start).hash()).isEqualTo(GAME.newGame(V).hash());
        assertRefused(reordered.replace("/4k4/", "/4k5/"), "row 5 has 10 cells, the board has 9 there");
        assertRefused(reordered.replace("/4k4/", "/-3k4/"), "row 5 cell 1 (-4,0) is '-': a hole is . (empty)");
        assertRefused(reordered.replace("----5/", "---6/"), "row 1 cell 4 (-1,-4) is '.', but it is not a hole");
        assertRefused(reordered.replace("-8/4k4", "-b7/4k4"), "Blue has 1 pegs on the board, 3 in the recess and 14 "
                + "in the tray: 18, but the box holds 17 besides the starting peg");
        assertRefused(reordered.replace("/8/7/6/5", "/bbbbbbbb/bbbbbbb/bbbbbb/b4"),
                "Blue has 22 pegs on the board, the box holds 18");
        assertRefused(reordered.replace("4k4", "9"), "the centre 0,0 holds '.'");
        assertRefused(reordered.replace("3:bbbk", "3:bbbkk"), "blue's tray 'bbbkkbbbbbbkbbbbbk' is not what is left");
        assertRefused(reordered.replace("3:bbbk", "3:bbk"), "Blue has 0 pegs on the board, 3 in the recess and 13 in "
                + "the tray: 16, but the box holds 17 besides the starting peg");
        assertRefused(reordered.replace(" - - ", " d5,5 - "), "Delta 1 'd5,5' is not a Delta");
        assertRefused(reordered.replace(" first ", " weave.jumps:1 "), "the step weave comes after the setup");
        assertRefused(reordered.replace(" first ", " start.held:k "), "the step start has no held item");
        assertRefused(start.replace(" 0 0 ", " 0 3 "), "passes is 3, it must be from 0 to 2");
    }

    @Test
    void impossibleSidesAndResultsThatDisagreeWithTheBoardAreRefused() {
        String redSetsUp = first("setup-peg").positionText();
        assertThat(redSetsUp).contains(" red setup-peg.");
        assertRefused(redSetsUp.replace(" red setup-peg.", " blue setup-peg."), "the side setting up is red");
        assertRefused(redSetsUp.replace(" red setup-peg.put:2,-4:setup-black ", " red start "),
                "the step start comes after the setup, but 0 player(s) have made their setup Jump");
        String over = GOLDEN.get(GOLDEN.size() - 1).positionText();
        assertRefused(over.replace(" blue over ", " red start "), "the board ends the game (every black peg "
                + "captured, or a player's 18 pegs on it and used), but the step is start, not over");
        String midGame = first("start").positionText();
        assertRefused(midGame.replace(" red start ", " red over "), "the step is over, but");
        String weave = first("weave").positionText();
        assertRefused(weave.replace(".rw3,-1~1,1 ", ".rw3,-1~0,2 "), "thread 3 'rw3,-1~0,2' ends on 0,2");
        assertRefused(weave.replace("rw3,-1~1,1", "rw3,-1~1,1.rw1,1~-2,1:p"), "the peg on -2,1 is written 'r', but "
                + "the threads make it 'R'");
    }

    @Test
    void theEditorEditsAHexBoardOfCharactersWithHolesAndRuns() {
        Map<String, Object> spec = GAME.positionEditor(V).orElseThrow();
        assertThat(spec.get("board")).isEqualTo(Map.of("field", 0, "cells", "char", "runs", true, "empty", ".",
                "hole", "-", "shape", "hex"));
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> palette = (List<Map<String, Object>>) spec.get("palette");
        assertThat(palette).extracting(t -> t.get("token")).containsExactly(".", "b", "B", "r", "R", "k", "x", "y");
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> fields = (List<Map<String, Object>>) spec.get("fields");
        assertThat(fields).extracting(f -> f.get("field")).containsExactly(1, 2, 3, 4, 5, 6, 7, 8, 9);
    }

    private static void assertRefused(String text, String message) {
        assertThatThrownBy(() -> GAME.parsePosition(V, text)).isInstanceOf(NotationException.class)
                .hasMessageContaining(message);
    }

    /** The board field of {@code text} with the tokens of holes {@code a} and {@code b} exchanged. */
    private static String swapHoles(String text, int a, int b) {
        ZeroOneTwoPosition p = GAME.parsePosition(V, text);
        Geometry g = p.rules.geo();
        List<Integer> reading = PositionTexts.reading(p.board);
        int qMin = reading.stream().mapToInt(h -> g.pq[h]).min().orElseThrow();
        int rMin = g.pr[reading.get(0)];
        String[] fields = text.split(" ");
        String[] rows = fields[0].split("/", -1);
        char[][] cells = new char[rows.length][];
        for (int i = 0; i < rows.length; i++) {
            cells[i] = spindle.engine.PositionText.expandRuns(rows[i], '.').toCharArray();
        }
        char at = cells[g.pr[a] - rMin][g.pq[a] - qMin];
        cells[g.pr[a] - rMin][g.pq[a] - qMin] = cells[g.pr[b] - rMin][g.pq[b] - qMin];
        cells[g.pr[b] - rMin][g.pq[b] - qMin] = at;
        List<String> written = new ArrayList<>();
        for (char[] row : cells) {
            StringBuilder out = new StringBuilder();
            int empties = 0;
            for (char c : row) {
                if (c == '.') {
                    empties++;
                    continue;
                }
                out.append(empties > 0 ? Integer.toString(empties) : "").append(c);
                empties = 0;
            }
            written.add(out.append(empties > 0 ? Integer.toString(empties) : "").toString());
        }
        fields[0] = String.join("/", written);
        return String.join(" ", fields);
    }

    @Test
    void aSetupBlackPegNeverMoves() {
        GameState start = first("start");
        ZeroOneTwoPosition p = (ZeroOneTwoPosition) start.view();
        Geometry g = p.rules.geo();
        int setupBlack = Moves.slotOf(g, p.board.placedCells[g.hexCells.length]).oppositeMid();
        assertThat(p.board.peg(setupBlack)).isEqualTo(Board.BLACK);
        int empty = -1;
        for (int i = 0; i < p.board.holeCount && empty < 0; i++) {
            int h = p.board.holeAt(i);
            boolean otherSetupMid = java.util.Arrays.stream(Moves.slotOf(g, p.board.placedCells[g.hexCells.length + 1])
                    .oppositeMiddlePoints()).anyMatch(m -> m == h);
            empty = p.board.isValid(h) && !otherSetupMid ? h : -1;
        }
        String moved = swapHoles(start.positionText(), setupBlack, empty);
        assertThat(moved).isNotEqualTo(start.positionText());
        assertThatThrownBy(() -> GAME.parsePosition(V, moved)).isInstanceOf(NotationException.class)
                .hasMessageContaining("setup Delta 1 put its player's black peg on the middle of the opposite Hex "
                        + "edge (" + g.holeName(setupBlack) + "), and black pegs never move");
    }

    @Test
    void aRecessAboveItsStartNeedsASelfSupplyAfterAWeave() {
        String start = first("start").positionText();
        assertThat(start.split(" ")[3]).isEqualTo("2:bbbkbbbbbbkbbbbbk");
        String more = start.replace(" 2:bbbkbbbbbbkbbbbbk ", " 3:bbkbbbbbbkbbbbbk ");
        assertThatThrownBy(() -> GAME.parsePosition(V, more)).isInstanceOf(NotationException.class)
                .hasMessageContaining("Blue has 3 pegs in the recess and 1 placed on the board, more than the 3 the "
                        + "recess held after setup; only a Self Supply adds to the recess, after a Weave, and Blue has "
                        + "never woven");
    }

    /** The golden game's first position with a Build Jump among its threads, as the reader made it. */
    private static ZeroOneTwoPosition afterABuildJump() {
        GameState built = GOLDEN.stream().filter(s -> s.positionText().split(" ")[2].matches(".*[br]d.*"))
                .findFirst().orElseThrow();
        return GAME.parsePosition(V, built.positionText());
    }

    @Test
    void aBuildJumpFollowsAWeaveOfTwoJumpsOrMore() {
        ZeroOneTwoPosition p = afterABuildJump();
        EventChecks.check(p, 2);
        Threads th = p.threads;
        int build = 0;
        while (th.kind[build] != Threads.BUILD) {
            build++;
        }
        th.kind[build - 1] = Threads.SETUP;
        int thread = build + 1;
        assertThatThrownBy(() -> EventChecks.check(p, 2)).isInstanceOf(NotationException.class)
                .hasMessage("thread " + thread + " is a Build Jump, but a Build follows its player's Weave of two or "
                        + "more Jumps, and the threads before it are not (rules 6, BUILD)");
    }

    @Test
    void eachDeltaBuiltNeedsAWeaveOfTwoJumpsOrMore() {
        ZeroOneTwoPosition p = afterABuildJump();
        int built = p.board.placedCount - p.rules.geo().hexCells.length - 2;
        assertThat(built).isPositive();
        java.util.Arrays.fill(p.threads.kind, 0, p.threads.count, Threads.SETUP);
        assertThatThrownBy(() -> EventChecks.check(p, 2)).isInstanceOf(NotationException.class)
                .hasMessage(built + " Deltas were built, but each Build follows a Weave of two or more Jumps, and the "
                        + "threads show at most 0 such Weaves (rules 6, BUILD)");
    }
}
