package spindle.games.justplayingaround;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import spindle.engine.GameState;
import spindle.engine.NotationException;
import spindle.engine.Position;
import spindle.engine.Variant;

/** The position text: an example of each phase, refusals that name the part and the reason, and round trips. */
class JustPlayingARoundPositionTextTest {
    private static final JustPlayingARound GAME = new JustPlayingARound();
    private static final Variant SOLO = GAME.defaultVariant();
    private static final Variant COMPETITION = Variant.parse(GAME, "mode=competition");
    private static final String START_BOARD = ".,B6,B5,B4,B3,B2,B1,./G1,.,.,.,.,.,.,Y6/G2,.,.,.,.,.,.,Y5/"
            + "G3,.,.,.,.,.,.,Y4/G4,.,.,.,.,.,.,Y3/G5,.,.,.,.,.,.,Y2/G6,.,.,.,.,.,.,Y1/.,R1,R2,R3,R4,R5,R6,.";
    /** Seed 10 of the golden playthrough: the objective in round 12 by a group move, retired with 9 in round 16. */
    private static final GameState GOLDEN = golden();

    private static GameState golden() {
        GameState s = GameState.start(GAME);
        SplittableRandom random = new SplittableRandom(10);
        int[] scratch = new int[s.view().maxActions()];
        while (!s.isOver()) {
            s = s.apply(s.view().randomAction(random, scratch));
        }
        return s;
    }

    /** The golden game after its first {@code plies} moves. */
    private static GameState goldenAt(int plies) {
        return GameState.replay(GAME, SOLO, GOLDEN.moves().subList(0, plies));
    }

    private static String[] fields(GameState s) {
        return GAME.positionText(s.view()).split(" ");
    }

    @Test
    void theStartIsTheSetUpBoardWithTheRedDieToThrow() {
        String text = GAME.positionText(GAME.newGame(SOLO));
        assertThat(text).isEqualTo(START_BOARD + " throw-R 00000 - normal 1 0");
        GameState s = GameState.from(GAME, SOLO, text);
        assertThat(s.toMove()).isEqualTo(Position.CHANCE);
        assertThat(s.legalMoves()).containsExactly("R1", "R2", "R3", "R4", "R5", "R6");
    }

    @Test
    void aRandomSetupStartsWithAnEmptyBoardAndTheRedOrderToDraw() {
        Variant random = Variant.parse(GAME, "randomSetup=on");
        String text = GAME.positionText(GAME.newGame(random));
        assertThat(text).isEqualTo(".,.,.,.,.,.,.,./".repeat(7) + ".,.,.,.,.,.,.,. setup-R 00000 - normal 0 0");
        GameState s = GameState.from(GAME, random, text).apply("setup R 654321");
        assertThat(s.positionText()).startsWith(".,.,.,.,.,.,.,./".repeat(7) + ".,R6,R5,R4,R3,R2,R1,. setup-G ");
        assertThat(s.legalMoves()).hasSize(720).startsWith("setup G 123456");
    }

    /** No preset draws its setup, so the suite's round trips do not cover the setup phase: this does. */
    @Test
    void everyPositionOfRandomGamesWithADrawnSetupRoundTrips() {
        Variant random = Variant.parse(GAME, "randomSetup=on");
        int[] a = new int[Actions.SPACE];
        int[] b = new int[Actions.SPACE];
        int positions = 0;
        for (int seed = 0; seed < 20; seed++) {
            SplittableRandom dice = new SplittableRandom(seed);
            Position p = GAME.newGame(random);
            for (int ply = 0; ply < 300 && !p.isOver(); ply++, positions++) {
                String text = GAME.positionText(p);
                Position q = GAME.parsePosition(random, text);
                assertThat(GAME.positionText(q)).as(text).isEqualTo(text);
                assertThat(q.hash()).as(text).isEqualTo(p.hash());
                int n = p.legalActions(a);
                assertThat(java.util.Arrays.copyOf(b, q.legalActions(b))).as(text)
                        .isEqualTo(java.util.Arrays.copyOf(a, n));
                p.play(p.randomAction(dice, a));
            }
        }
        assertThat(positions).isGreaterThan(2_000);
    }

    @Test
    void aThrowUnderWayShowsTheNewFacesAndTheLastRoundsOthers() {
        GameState s = goldenAt(11); // round 2 after R and G
        assertThat(fields(s)[1]).isEqualTo("throw-B");
        assertThat(fields(s)[2]).isEqualTo(String.valueOf(s.view() instanceof RoundPosition p
                ? "" + p.die(0) + p.die(1) + p.die(2) + p.die(3) + p.die(4) : ""));
        assertThat(fields(s)[3]).isEqualTo("-");
        assertThat(fields(s)[5]).isEqualTo("2");
        GameState parsed = GameState.from(GAME, SOLO, s.positionText());
        assertThat(parsed.toMove()).isEqualTo(Position.CHANCE);
        assertThat(parsed.legalMoves()).containsExactly("B1", "B2", "B3", "B4", "B5", "B6");
        assertThat(parsed.view().hash()).isEqualTo(s.view().hash());
    }

    @Test
    void aPlayNamesTheColoursPlayedAndOffersTheNextColoursMoves() {
        GameState s = goldenAt(7); // round 1, R and G have played
        assertThat(fields(s)).containsSubsequence("play", "RG", "normal", "1", "7");
        GameState parsed = GameState.from(GAME, SOLO, s.positionText());
        assertThat(parsed.toMove()).isEqualTo(0);
        assertThat(parsed.legalMoves()).isEqualTo(s.legalMoves()).allMatch(m -> m.startsWith("B"));
        assertThat(parsed.render()).isEqualTo(s.render());
        GameState on = GameState.replay(parsed, GOLDEN.moves().subList(7, 30));
        assertThat(on.positionText()).isEqualTo(goldenAt(30).positionText());
    }

    @Test
    void theObjectiveMetAsksToContinueOrStopAndTheExtendedGameKeepsItsScore() {
        int win = GOLDEN.moves().indexOf("Y1 NE group") + 1;
        GameState won = goldenAt(win);
        assertThat(fields(won)).containsSubsequence("won", "RGBY", "normal", "12");
        GameState parsed = GameState.from(GAME, SOLO, won.positionText());
        assertThat(parsed.legalMoves()).containsExactly("continue", "stop");
        assertThat(((RoundPosition) parsed.view()).objectiveMet()).isTrue();
        assertThat(parsed.apply("stop").payoffs()).containsExactly(-12.0);
        GameState roundEnd = goldenAt(win + 1);
        assertThat(fields(roundEnd)).containsSubsequence("round-end", "RGBY", "extended:3", "12");
        assertThat(GameState.from(GAME, SOLO, roundEnd.positionText()).legalMoves())
                .containsExactly("continue", "retire");
        GameState stopped = GameState.from(GAME, SOLO, won.positionText()).apply("stop");
        assertThat(stopped.positionText()).contains(" stopped ");
        assertThat(GameState.from(GAME, SOLO, stopped.positionText()).payoffs()).containsExactly(-12.0);
    }

    @Test
    void aRetiredGameDerivesItsFinalScore() {
        String text = GOLDEN.positionText();
        assertThat(text).contains(" retired ").contains(" extended:9 16 150");
        GameState parsed = GameState.from(GAME, SOLO, text);
        assertThat(parsed.isOver()).isTrue();
        assertThat(parsed.payoffs()).containsExactly(9.0);
        assertThat(parsed.render()).isEqualTo(GOLDEN.render());
    }

    @Test
    void aCompetitionTextHasTheBankAndAnyOrderOfPlays() {
        String start = GAME.positionText(GAME.newGame(COMPETITION));
        assertThat(start).isEqualTo(START_BOARD + " throw-R 00000 - - normal 1 0");
        GameState free = GameState.from(GAME, COMPETITION, start).apply("R3").apply("G3").apply("B3").apply("Y3")
                .apply("W5");
        assertThat(free.positionText()).endsWith(" play 33335 - - normal 1 5");
        assertThat(free.legalMoves()).contains("bank", "R1 W", "Y6 S"); // any piece, director 5: left
        GameState banked = GameState.from(GAME, COMPETITION, free.positionText()).apply("bank").apply("Y3 S");
        assertThat(banked.positionText()).endsWith(" play 33335 Y banked normal 1 7");
        assertThat(GameState.from(GAME, COMPETITION, banked.positionText()).legalMoves())
                .containsExactlyInAnyOrderElementsOf(banked.legalMoves()).contains("R3 W").doesNotContain("bank", "R1 W");
    }

    @Test
    void refusalsNameThePartAndTheReason() {
        String start = START_BOARD + " throw-R 00000 - normal 1 0";
        assertRefused(start.replace("G1,.,.,", "G1,.,.,.,"), "row 2 (rank 7) has 9 cells, the board has 8");
        assertRefused(start.replace("/G3,", "/"), "row 4 (rank 5) has 7 cells");
        assertRefused(start.replace("G1,.,", "G1,R1,"), "R1 is on the board twice (on b7 and b1)");
        assertRefused(start.replace("G1,.,", "G1R0,.,"), "square a7 holds 'G1R0'");
        assertRefused(start.replace("R6,.", "R6,R6"), "R6 is on the board twice");
        assertRefused(start.replace(",B1,", ",.,"), "the board lacks B1");
        assertRefused(start.replace(".,R1,R2", "R2,R1,."), "before the first play each piece stands alone");
        assertRefused(start.replace("R1,R2", "R2,R1"), "setup code 0 puts R1 on b1, the board has R2 there");
        assertRefused(start.replace("00000", "30000"), "die R shows 3, but it has not been thrown yet");
        assertRefused(start.replace(" 00000 - normal 1 0", " 31524 - normal 3 10"), "plies is 10, but reaching round 3 at throw takes at least 18");
        assertRefused(start.replace("normal", "extended:7"), "the extended score is 7");
        assertRefused(start.replace("throw-R", "throw-Q"), "next is 'throw-Q', it must be");
        assertRefused(start.replace("throw-R", "setup-R"), "this variant's setup is fixed");
        assertRefused(start + " 4", "a position text has 7 parts");
    }

    @Test
    void impossiblePhasesAndResultsThatDisagreeWithTheBoardAreRefused() {
        int win = GOLDEN.moves().indexOf("Y1 NE group") + 1;
        String won = goldenAt(win).positionText();
        assertRefused(won.replace(" normal ", " extended:3 "), "the normal objective has just been met");
        // a result that disagrees with the board: stopped at the objective with no three-colour stack on it
        String play = goldenAt(7).positionText();
        assertRefused(play.replace(" play ", " stopped "), "next is stopped, but the board has 0 stacks of three");
        assertRefused(play.replace(" play ", " won "), "next is won, but the board has 0 stacks");
        assertRefused(play.replace(" play ", " round-end "), "the round ends once all four colours have played");
        assertRefused(play.replace(" RG ", " RB "), "solo play goes in RGBY order (J7)");
        assertRefused(play.replace(" RG ", " GR "), "played is 'GR', it lists colours in the order RGBY");
        assertRefused(play.replace(" play ", " retired "), "a normal game is retired only by a contender");
        String competition = GAME.positionText(GAME.newGame(COMPETITION));
        assertRefused(COMPETITION, competition.replace(" - - ", " - banked "), "only a free-play throw may be banked");
        assertRefused(COMPETITION, won.replace(" RGBY normal ", " RGBY - normal "),
                "a contender who meets the objective goes straight on into the extended game");
        String retired = GOLDEN.positionText();
        assertRefused(retired.replace(" extended:9 ", " normal "), "next is retired with played RGBY: a normal game is "
                + "retired only by a contender");
        assertRefused(COMPETITION, retired.replace(" extended:9 ", " - normal "),
                "a3 holds G4Y1R6, but the normal game keeps stacks to two pieces");
    }

    @Test
    void theEditorEditsCommaCellsOfStacksWithAPaletteOfPieces() {
        Map<String, Object> spec = GAME.positionEditor(SOLO).orElseThrow();
        assertThat(spec.get("board")).isEqualTo(Map.of("field", 0, "cells", "comma", "runs", false, "empty", ".",
                "shape", "grid"));
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> palette = (List<Map<String, Object>>) spec.get("palette");
        assertThat(palette).hasSize(25).contains(Map.of("token", "R3", "label", "red 3 (on top of the stack)",
                "stack", true));
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> fields = (List<Map<String, Object>>) spec.get("fields");
        assertThat(fields).extracting(f -> f.get("field")).containsExactly(1, 2, 3, 4, 5, 6);
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> competitionFields =
                (List<Map<String, Object>>) GAME.positionEditor(COMPETITION).orElseThrow().get("fields");
        assertThat(competitionFields).hasSize(7);
    }

    private static void assertRefused(String text, String message) {
        assertRefused(SOLO, text, message);
    }

    private static void assertRefused(Variant variant, String text, String message) {
        var refusal = assertThatThrownBy(() -> GAME.parsePosition(variant, text)).isInstanceOf(NotationException.class);
        if (message != null) {
            refusal.hasMessageContaining(message);
        }
    }

    @Test
    void aColourThatHasNotPlayedInRoundOneIsStillOnItsHomeSquares() {
        String text = goldenAt(7).positionText(); // round 1, R and G have played
        assertThat(text).contains("Y1").contains("Y2").contains(" RG normal 1 7");
        String swapped = text.replace("Y1", "#").replace("Y2", "Y1").replace("#", "Y2");
        assertRefused(swapped, "Yellow has not played in round 1, so its pieces are still at the bottom of their "
                + "home squares (3.3, 6.1), but h2 holds Y2");
        // after Yellow's own first play its pieces may be anywhere: the same board in round 2 reads
        String later = swapped.replace(" RG normal 1 7", " RG normal 2 16");
        assertThat(GameState.from(GAME, SOLO, later).positionText()).isEqualTo(later);
    }
}
