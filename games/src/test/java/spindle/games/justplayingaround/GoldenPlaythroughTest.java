package spindle.games.justplayingaround;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import spindle.engine.GameState;

/** A fixed seeded random game of the default variant, replayed from its record, with its final position. */
class GoldenPlaythroughTest {
    private static final String FINAL_BOARD = String.join("\n",
            "     a       b       c       d       e       f       g       h",
            "8    .       .       G3      .       .       .       .       .",
            "7    G2      .       .       .       .       .       B2      .",
            "6    .       .       .       .       .       .       .       Y4",
            "5    R2      .       .       .       .       .       B3      .",
            "4    .       .       Y2Y5    .       Y6      .       Y3B4    .",
            "3    G4Y1R6  G6G5    .       B6G1    .       .       .       .",
            "2    R1      .       .       .       .       R4R5    .       .",
            "1    R3B1    .       .       B5      .       .       .       .",
            "stacks are written bottom to top; the board wraps at every edge",
            "Round 16, extended game, score 9",
            "Retired with final score 9",
            "");

    @Test
    void seedTenMeetsTheObjectiveInRoundTwelveByAGroupMoveAndRetiresWithNine() {
        JustPlayingARound game = new JustPlayingARound();
        GameState s = GameState.start(game);
        SplittableRandom random = new SplittableRandom(10);
        int[] scratch = new int[s.view().maxActions()];
        while (!s.isOver()) {
            s = s.apply(s.view().randomAction(random, scratch));
        }
        assertThat(s.ply()).isEqualTo(150);
        assertThat(s.payoffs()).containsExactly(9.0);
        assertThat(s.moves()).containsSubsequence("R2", "G2", "B5", "Y1", "W4", "R2 SW", "G2 SW", "B5 NE",
                "Y1 NE group", "continue", "continue");
        assertThat(s.moves().get(s.moves().size() - 1)).isEqualTo("retire");
        int win = s.moves().indexOf("Y1 NE group");
        RoundPosition won = (RoundPosition) GameState.replay(game, game.defaultVariant(),
                s.moves().subList(0, win + 1)).view();
        assertThat(won.objectiveMet()).isTrue();
        assertThat(won.round()).isEqualTo(12);
        assertThat(s.render()).isEqualTo(FINAL_BOARD);
        GameState replayed = GameState.replay(game, game.defaultVariant(), s.moves());
        assertThat(replayed.render()).isEqualTo(FINAL_BOARD);
    }
}
