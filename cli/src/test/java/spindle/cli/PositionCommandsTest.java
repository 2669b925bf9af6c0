package spindle.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.Games;
import spindle.engine.Variant;

/** {@code play --from} and {@code hint}: the terminal speaks position texts. */
class PositionCommandsTest {
    private static final Game WARP = Games.byId("warp-and-weft");

    private static GameState midGame(Variant variant, int plies) {
        GameState s = GameState.start(WARP, variant);
        for (int i = 0; i < plies; i++) {
            List<String> legal = s.legalMoves();
            s = s.apply(legal.get((i * 7) % legal.size()));
        }
        return s;
    }

    @Test
    void playFromAPositionShowsItsBoardAndPrintsItsText() {
        Variant v = Variant.parse(WARP, "size=4");
        GameState mid = midGame(v, 5);
        String text = mid.positionText();
        CliTest.Run r = CliTest.run("position\nquit\n", "play", "warp-and-weft", "--size", "4", "--from",
                text.replace(' ', '_'));
        assertThat(r.exit()).as(r.err()).isZero();
        // the board as set up from the text (the original also marks its last move, which a position has no memory of)
        assertThat(r.out()).contains(GameState.from(WARP, v, text).render(false)).contains(text);
        assertThat(GameState.from(WARP, v, text).legalMoves()).isEqualTo(mid.legalMoves());
        assertThat(r.out()).contains("Game abandoned after 0 plies");
    }

    @Test
    void aBadPositionIsOneLineNamingThePart() {
        CliTest.Run r = CliTest.run("", "play", "warp-and-weft", "--from", "nonsense");
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err().strip()).startsWith("spindle: ").doesNotContain("Exception").contains("position text");
        assertThat(r.err().strip().lines()).hasSize(1);
    }

    @Test
    void hintPrintsTheBestMovesWithTheSolvedResult() {
        Variant tiny = Variant.parse(WARP, "size=2,swap=off");
        String start = GameState.start(WARP, tiny).positionText();
        CliTest.Run r = CliTest.run("", "hint", "warp-and-weft", start, "--size", "2", "--swap", "off",
                "--think-ms", "300");
        assertThat(r.exit()).as(r.err()).isZero();
        String first = WARP.playerNames(tiny).get(0);
        assertThat(r.out()).contains("Best moves for " + first + " (value for " + first + "):");
        assertThat(r.out()).containsPattern("\\n  1\\. [A-Z]\\d+ +Warp \\(you, " + first + "\\) wins in 19\\n");
        assertThat(r.out()).containsPattern("\\n  2\\. \\S+ +\\S");
        assertThat(r.out()).containsPattern("\\n  3\\. \\S+ +\\S");
    }

    @Test
    void hintGivesAnEstimateWhereNothingIsSolvedAndAsksAnAgent() {
        Variant v = Variant.parse(WARP, "size=5");
        GameState mid = midGame(v, 4);
        CliTest.Run r = CliTest.run("", "hint", "warp-and-weft", mid.positionText(), "--size", "5", "--best", "2",
                "--think-ms", "300", "--agent", "random");
        assertThat(r.exit()).as(r.err()).isZero();
        String mover = WARP.playerNames(v).get(mid.toMove());
        assertThat(r.out()).contains("Best moves for " + mover);
        assertThat(r.out()).containsPattern("\\n  1\\. (\\S+) +(estimated|proven) value \\d\\.\\d\\d|a forced");
        assertThat(r.out()).doesNotContain("  3. ");
        assertThat(r.out()).containsPattern("\\nrandom plays \\S+");
    }

    @Test
    void hintAtTheEndSaysTheGameIsOver() {
        Variant v = Variant.parse(WARP, "size=4");
        GameState s = GameState.start(WARP, v);
        while (!s.isOver()) {
            s = s.apply(s.legalMoves().get(0));
        }
        CliTest.Run r = CliTest.run("", "hint", "warp-and-weft", s.positionText(), "--size", "4");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("The game is over:");
    }

    /** 0-1-2's texts start with "--" (rows of empty places), as the start in docs/positions.md does. */
    @Test
    void hintTakesAPositionTextThatStartsWithDashes() {
        Game zot = Games.byId("zero-one-two");
        String start = GameState.start(zot, Variant.parse(zot, "firstPlayer=P1")).positionText();
        assertThat(start).startsWith("--");
        for (String[] args : List.of(
                new String[] {"hint", "zero-one-two", start, "--firstPlayer", "P1", "--think-ms", "200", "--best", "1"},
                new String[] {"hint", "zero-one-two", "--firstPlayer", "P1", "--think-ms", "200", "--best", "1", "--",
                    start})) {
            CliTest.Run r = CliTest.run("", args);
            assertThat(r.exit()).as(r.err()).isZero();
            assertThat(r.out()).contains("Best moves for ");
        }
    }

    /** The heaviest variant of each game at its first decision: {@code --think-ms M} ends within 1.2 M + 0.5 s. */
    @Test
    void hintEndsWithinItsThinkTimeOnTheHeaviestVariantOfEachGame() {
        String[][] heaviest = {{"warp-and-weft", "size=6"}, {"zero-one-two", "n=12"},
            {"one-piece-for-two", "board=26x26"}, {"just-playing-a-round", "objective=strict"}};
        long millis = 500;
        for (String[] g : heaviest) {
            Game game = Games.byId(g[0]);
            Variant variant = Variant.parse(game, g[1]);
            GameState s = GameState.start(game, variant);
            while (s.isChance()) {
                s = s.apply(s.legalMoves().get(0));
            }
            String[] option = g[1].split("=");
            long began = System.nanoTime();
            CliTest.Run r = CliTest.run("", "hint", g[0], s.positionText(), "--" + option[0], option[1],
                    "--think-ms", Long.toString(millis));
            long took = (System.nanoTime() - began) / 1_000_000;
            assertThat(r.exit()).as(g[0] + ": " + r.err()).isZero();
            assertThat(r.out()).as(g[0]).contains("Best moves for ");
            assertThat(took).as("%s %s: --think-ms %d took %d ms", g[0], g[1], millis, took)
                    .isLessThan(millis * 12 / 10 + 500);
        }
    }
}
