package spindle.match;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import spindle.ai.Agent;
import spindle.ai.Agents;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.Games;

/**
 * The easy level shows a newcomer the whole game: against random moves, {@code mcts:easy} switches to Patching in
 * Warp and Weft and weaves in 0-1-2 in at least 9 of 10 seeded games (sides alternated). How strong it is against
 * medium is measured with {@code spindle tournament} (figures in {@code Levels}), not here.
 */
class EasyLevelTest {
    private static final int GAMES = 10;

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource({"warp-and-weft, switch", "zero-one-two, weave"})
    void theEasyLevelUsesEveryKindOfMoveOfItsGame(String id, String kind) {
        Game game = Games.byId(id);
        int used = 0;
        for (int seed = 1; seed <= GAMES; seed++) {
            int easySeat = seed % 2;
            Agent easy = Agents.create("mcts:easy", game);
            Agent random = Agents.create("random", game);
            GameRecord r = Referee.play(game, game.defaultVariant(), easySeat == 0 ? List.of(easy, random)
                    : List.of(random, easy), seed);
            if (played(game, r, easySeat, kind)) {
                used++;
            }
        }
        assertThat(used).as("games of %d where easy played '%s'", GAMES, kind).isGreaterThanOrEqualTo(GAMES - 1);
    }

    /** Whether the seat played a move starting with {@code kind} in the record. */
    private static boolean played(Game game, GameRecord r, int seat, String kind) {
        GameState s = GameState.start(game, spindle.engine.Variant.parse(game, r.variant()));
        for (String move : r.moves()) {
            if (!s.isChance() && s.toMove() == seat && move.startsWith(kind)) {
                return true;
            }
            s = s.apply(move);
        }
        return false;
    }
}
