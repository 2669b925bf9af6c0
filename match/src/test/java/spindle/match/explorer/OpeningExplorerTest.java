package spindle.match.explorer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.Games;
import spindle.engine.Symmetries;
import spindle.engine.Variant;
import spindle.match.explorer.OpeningExplorer.MoveStats;
import spindle.match.explorer.OpeningExplorer.Players;

/**
 * The opening explorer: each move from a position counted with the mover's score, a line and its mirror image
 * counted as one (answered in the frame asked about), people's and computers' games apart, another game refused.
 */
class OpeningExplorerTest {
    private static final Game WARP = Games.byId("warp-and-weft");
    private static final Variant SIZE_4 = WARP.defaultVariant();

    /** Seeded random plies from the start (a player's choices only: Warp and Weft has no chance). */
    private static int[] randomLine(long seed, int plies) {
        SplittableRandom random = new SplittableRandom(seed);
        GameState s = GameState.start(WARP, SIZE_4);
        int[] line = new int[plies];
        for (int i = 0; i < plies; i++) {
            int[] legal = s.legalActions();
            line[i] = legal[random.nextInt(legal.length)];
            s = s.apply(line[i]);
        }
        return line;
    }

    private static GameState play(int[] line) {
        GameState s = GameState.start(WARP, SIZE_4);
        for (int a : line) {
            s = s.apply(a);
        }
        return s;
    }

    @Test
    void aLineAndItsMirrorImageCountAsOneAndEachIsAnsweredInItsOwnFrame() {
        Symmetries symmetries = WARP.symmetries(SIZE_4).orElseThrow();
        assertThat(symmetries.count()).isGreaterThan(1);
        int[] line = randomLine(7, 6);
        int[] mirror = new int[line.length];
        for (int i = 0; i < line.length; i++) {
            mirror[i] = symmetries.action(1, line[i]);
        }
        OpeningExplorer explorer = new OpeningExplorer(WARP, SIZE_4);
        explorer.add(play(line), new double[] {1, 0}, Players.COMPUTERS, "a");
        explorer.add(play(mirror), new double[] {1, 0}, Players.COMPUTERS, "b");

        GameState afterFirst = play(new int[] {line[0]});
        GameState afterMirrorFirst = play(new int[] {mirror[0]});
        List<MoveStats> here = explorer.moves(afterFirst, Players.COMPUTERS);
        assertThat(here).singleElement().satisfies(m -> {
            assertThat(m.games()).isEqualTo(2);
            assertThat(m.move()).isEqualTo(afterFirst.format(line[1]));
            assertThat(m.lastGame()).isEqualTo("b");
        });
        assertThat(explorer.moves(afterMirrorFirst, Players.COMPUTERS)).singleElement()
                .satisfies(m -> assertThat(m.move()).isEqualTo(afterMirrorFirst.format(mirror[1])));
    }

    @Test
    void eachMoveScoresWhatItsMoverGotAndPeopleAndComputersStayApart() {
        int[] line = randomLine(11, 4);
        OpeningExplorer explorer = new OpeningExplorer(WARP, SIZE_4);
        explorer.add(play(line), new double[] {1, -1}, Players.PEOPLE, "won");
        explorer.add(play(line), new double[] {0, 0}, Players.PEOPLE, "drawn");
        GameState start = GameState.start(WARP, SIZE_4);
        assertThat(explorer.moves(start, Players.PEOPLE)).singleElement().satisfies(m -> {
            assertThat(m.games()).isEqualTo(2);
            assertThat(m.score()).isEqualTo(0.75); // a win and a draw for the first seat
        });
        assertThat(explorer.moves(play(new int[] {line[0]}), Players.PEOPLE)).singleElement()
                .satisfies(m -> assertThat(m.score()).isEqualTo(0.25)); // a loss and a draw for the second
        assertThat(explorer.moves(start, Players.COMPUTERS)).isEmpty();
        assertThat(explorer.gamesAdded()).isEqualTo(2);
    }

    @Test
    void aGameOfAnotherGameOrVariantIsRefused() {
        OpeningExplorer explorer = new OpeningExplorer(WARP, SIZE_4);
        GameState other = GameState.start(Games.byId("one-piece-for-two"));
        assertThatThrownBy(() -> explorer.add(other, new double[] {1, 0}, Players.PEOPLE, "x"))
                .hasMessageContaining("does not belong");
    }

    @Test
    void agentsAreComputersAndSeatsOfPeopleArePeople() {
        assertThat(Players.of(WARP, List.of("mcts:hard", "random"))).isEqualTo(Players.COMPUTERS);
        assertThat(Players.of(WARP, List.of("ai:mcts:easy", "ai:random"))).isEqualTo(Players.COMPUTERS);
        assertThat(Players.of(WARP, List.of("human", "ai:mcts:easy"))).isEqualTo(Players.PEOPLE);
        assertThat(Players.of(WARP, List.of("invite", "human"))).isEqualTo(Players.PEOPLE);
    }
}
