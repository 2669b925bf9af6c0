package spindle.match.puzzle;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import spindle.ai.Budget;
import spindle.ai.solve.Advice;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.Games;
import spindle.engine.Variant;

/**
 * Mined puzzles of each two-player game: at least one from a few self-play games, each one's first move is the best
 * move {@code spindle hint} names at a long budget, each solution replays legally, and they survive JSON lines.
 */
class PuzzleMinerTest {
    /** The hint's budget: {@code spindle hint --think-ms 4000} on two threads. */
    private static final Budget LONG_HINT = new Budget(4_000, 0, 2, 1);

    /** The quick budgets without their time limit, so that a busy machine finds the same puzzles. */
    private static final PuzzleMiner.Limits QUICK_UNTIMED = new PuzzleMiner.Limits(10, 5_000, 9, 600, 0.3, 0.85,
            600_000);

    private static List<Puzzle> mined(String gameId, String variant, int games) {
        Game game = Games.byId(gameId);
        Variant v = Variant.parse(game, variant);
        List<Puzzle> found = new ArrayList<>();
        SelfPlayMining.mine(game, v, SelfPlayMining.DEFAULT_AGENT, games, 1,
                new PuzzleMiner(game, v, QUICK_UNTIMED), found::add);
        return found;
    }

    private static void checkAgainstHint(List<Puzzle> puzzles) {
        assertThat(puzzles).isNotEmpty();
        for (Puzzle p : puzzles) {
            Game game = Games.byId(p.game());
            GameState at = GameState.from(game, Variant.parse(game, p.variant()), p.position());
            GameState.replay(at, p.solution()); // throws on an illegal move
            assertThat(Advice.best(at, LONG_HINT, 1).get(0).move()).as(p.id() + " " + p.position())
                    .isEqualTo(p.firstMove());
            List<Puzzle> back = PuzzleJson.read(new StringReader(PuzzleJson.line(p) + "\n"));
            assertThat(back).hasSize(1);
            assertThat(PuzzleJson.line(back.get(0))).isEqualTo(PuzzleJson.line(p));
        }
    }

    @Test
    void warpAndWeftPuzzlesAreWhatTheHintPlays() {
        List<Puzzle> puzzles = mined("warp-and-weft", "", 2);
        checkAgainstHint(puzzles);
        assertThat(puzzles).anySatisfy(p -> assertThat(p.themes()).anyMatch(t -> t.startsWith("connect-in-")));
    }

    @Test
    void onePieceForTwoPuzzlesAreWhatTheHintPlays() {
        checkAgainstHint(mined("one-piece-for-two", "board=7x6", 3));
    }

    @Test
    void zeroOneTwoPuzzlesAreWhatTheHintPlays() {
        checkAgainstHint(mined("zero-one-two", "n=4", 2));
    }

    @Test
    void soloPuzzlesNameTheBestPlayWithEveryAlternativesValue() {
        List<Puzzle> puzzles = mined("just-playing-a-round", "", 1);
        assertThat(puzzles).isNotEmpty().allSatisfy(p -> {
            assertThat(p.proofKind()).isEqualTo(Puzzle.EXPECTIMAX);
            assertThat(p.themes()).contains("best-play");
            List<?> alternatives = (List<?>) p.proof().get("alternatives");
            assertThat(alternatives).hasSizeGreaterThan(1);
            assertThat(((java.util.Map<?, ?>) alternatives.get(0)).get("move")).isEqualTo(p.firstMove());
        });
    }

    @Test
    void aPositionAndItsMirrorImageGiveOnePuzzle() {
        Game game = Games.byId("warp-and-weft");
        Variant v = Variant.parse(game, "");
        List<Puzzle> first = mined("warp-and-weft", "", 2);
        PuzzleMiner again = new PuzzleMiner(game, v, QUICK_UNTIMED);
        first.forEach(again::known);
        List<Puzzle> second = new ArrayList<>();
        SelfPlayMining.mine(game, v, SelfPlayMining.DEFAULT_AGENT, 2, 1, again, second::add);
        assertThat(second).isEmpty(); // the same games: every puzzle already known by its canonical key
        assertThat(first.stream().map(Puzzle::id).distinct().count()).isEqualTo(first.size());
    }
}
