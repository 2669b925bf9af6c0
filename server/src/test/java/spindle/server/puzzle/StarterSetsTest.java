package spindle.server.puzzle;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.Games;
import spindle.engine.Variant;
import spindle.match.explorer.CanonicalPositions;
import spindle.match.puzzle.Puzzle;

/**
 * The starter sets the server ships (docs/puzzles.md): each game has puzzles of its default variant, each one's id is
 * the canonical key of its position, no position is there twice (under the game's symmetries), every solution
 * replays, and the first move is the mover's choice among at least two.
 */
class StarterSetsTest {
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"warp-and-weft", "one-piece-for-two", "zero-one-two", "just-playing-a-round"})
    void eachGameShipsSoundPuzzles(String gameId) {
        Game game = Games.byId(gameId);
        List<Puzzle> set = PuzzleSets.starter(gameId);
        assertThat(set).as("a starter set of at least two puzzles (the daily one and a next one)").hasSizeGreaterThan(1);
        assertThat(set.stream().map(Puzzle::id).distinct().count()).isEqualTo(set.size());
        for (Puzzle p : set) {
            assertThat(Variant.parse(game, p.variant())).isEqualTo(game.defaultVariant());
            GameState at = GameState.from(game, game.defaultVariant(), p.position());
            assertThat(Long.toHexString(new CanonicalPositions(game, game.defaultVariant()).frame(at.view()).key()))
                    .isEqualTo(p.id());
            assertThat(at.legalMoves()).hasSizeGreaterThan(1).contains(p.firstMove());
            GameState.replay(at, p.solution());
            assertThat(p.themes()).isNotNull();
        }
    }
}
