package spindle.games;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.Games;

/**
 * The board data names how a game was won ({@code winning}), for the browser to mark: 1♣42's four in a row, Warp
 * and Weft's connecting chain, the 3Will stack that met the objective, 0-1-2's captured black pegs. Seeded random
 * games, checked against the rest of the same board data.
 */
class WinningElementsTest {
    private static Game game(String id) {
        return Games.all().stream().filter(g -> g.id().equals(id)).findFirst().orElseThrow();
    }

    /** A seeded random game to its end (chance outcomes random too). */
    private static GameState randomGame(String id, long seed) {
        Random random = new Random(seed);
        GameState state = GameState.start(game(id));
        for (int i = 0; i < 20_000 && !state.isOver(); i++) {
            if (id.equals("just-playing-a-round") && state.legalMoves().contains("stop")) {
                state = state.apply("stop"); // 3Will: end the normal game once its objective is met
                continue;
            }
            int[] legal = state.legalActions();
            state = state.apply(legal[random.nextInt(legal.length)]);
        }
        assertThat(state.isOver()).isTrue();
        return state;
    }

    @SuppressWarnings("unchecked")
    private static List<Object> winning(GameState state) {
        return (List<Object>) state.game().describe(state.view()).get("winning");
    }

    @Test
    void onePieceForTwoNamesTheFourInARow() {
        GameState state = GameState.start(game("one-piece-for-two"));
        for (String move : "blue bottom h1/h2 c1/b1 c3/c2 h4/h3 d2/d1 f1/g1 e1/e2 e3/e4 d3/d4 d5/e5".split(" ")) {
            state = state.apply(move);
            assertThat(winning(state)).isEmpty();
        }
        state = state.apply("b3/b2");
        assertThat(state.isOver()).isTrue();
        assertThat(winning(state)).containsExactlyInAnyOrder("b3", "c3", "d3", "e3");
    }

    @Test
    @SuppressWarnings("unchecked")
    void warpAndWeftNamesTheWinnersConnectingChain() {
        int connected = 0;
        for (long seed = 1; seed <= 5; seed++) {
            GameState state = randomGame("warp-and-weft", seed);
            Map<String, Object> board = state.game().describe(state.view());
            List<Object> chain = winning(state);
            if (!"connection".equals(board.get("endReason"))) {
                continue;
            }
            connected++;
            String winner = (String) board.get("winner");
            assertThat(chain).as("seed %d", seed).isNotEmpty();
            List<Integer> lines = new ArrayList<>();
            for (Map<String, Object> piece : (List<Map<String, Object>>) board.get("pieces")) {
                if (chain.contains(piece.get("name"))) {
                    assertThat(piece.get("owner")).isEqualTo(winner);
                    // the chain reaches both of the winner's edges (row 1 and the top row, or columns)
                    for (Object cell : (List<Object>) piece.get("cells")) {
                        List<Integer> c = (List<Integer>) cell;
                        lines.add(winner.equals("warp") ? c.get(1) : c.get(0));
                    }
                }
            }
            int size = (Integer) board.get("columns");
            assertThat(lines).contains(1, size);
        }
        assertThat(connected).as("games won by a connection").isPositive();
    }

    @Test
    @SuppressWarnings("unchecked")
    void justPlayingARoundNamesTheStackThatMetTheObjective() {
        GameState state = randomGame("just-playing-a-round", 2);
        Map<String, Object> board = state.game().describe(state.view());
        assertThat(board.get("objectiveMet")).isEqualTo(true);
        List<Object> squares = winning(state);
        assertThat(squares).hasSize(1);
        for (Map<String, Object> stack : (List<Map<String, Object>>) board.get("stacks")) {
            if (squares.contains(stack.get("square"))) {
                List<Map<String, Object>> pieces = (List<Map<String, Object>>) stack.get("pieces");
                assertThat(pieces.size()).isGreaterThanOrEqualTo(3);
                assertThat(pieces.stream().map(p -> p.get("colour")).distinct().count()).isEqualTo(pieces.size());
            }
        }
    }

    @Test
    @SuppressWarnings("unchecked")
    void zeroOneTwoNamesTheWinnersCapturedBlackPegs() {
        GameState state = randomGame("zero-one-two", 1);
        Map<String, Object> board = state.game().describe(state.view());
        double[] payoffs = state.payoffs();
        assertThat(payoffs[0]).isNotEqualTo(payoffs[1]);
        String winner = payoffs[0] > payoffs[1] ? "Blue" : "Red";
        List<Object> holes = winning(state);
        List<Object> captured = new ArrayList<>();
        for (Map<String, Object> hole : (List<Map<String, Object>>) board.get("holes")) {
            if (winner.equals(hole.get("capturedBy"))) {
                captured.add(hole.get("q") + "," + hole.get("r"));
            }
        }
        assertThat(captured).isNotEmpty();
        assertThat(holes).containsExactlyInAnyOrderElementsOf(captured);
    }
}
