package spindle.engine;

import java.util.SplittableRandom;

/**
 * How Spindle draws a game's chance outcomes from its seed, the one place that knows it: the outcome of the chance
 * node at ply {@code p} (0 = the first action) is {@code chance().sample(new SplittableRandom(seed ^ (G * (p + 1))))}
 * with {@code G = 0x9E3779B97F4A7C15} (the 64-bit golden ratio, which spreads neighbouring plies apart). One
 * generator per node rather than one stream per game, so an outcome depends only on (seed, ply): undoing and
 * replaying a move on the server gives the same dice (undo cannot reroll), and a replay can check any outcome on
 * its own. The referee (tournaments) and the server's tables both draw through here, and records they write say
 * so with {@code "chance": "seed-per-ply"}, which spindle.match.GameRecords#replay then verifies.
 *
 * <p>A 3Will competition (spindle.match.compete) is different on purpose: one throw is shared by every
 * contender of a round, so it is drawn per round from the competition's seed, not per ply of one contender's game.
 */
public final class ChanceDraws {
    /** The value of a record's {@code chance} field when every outcome was drawn here from its {@code seed}. */
    public static final String SEED_PER_PLY = "seed-per-ply";

    private static final long GOLDEN = 0x9E3779B97F4A7C15L;

    private ChanceDraws() {
    }

    /** The outcome drawn at {@code state}, which must be a chance node, in a game seeded with {@code seed}. */
    public static int draw(GameState state, long seed) {
        return state.view().chance().sample(new SplittableRandom(seed ^ (GOLDEN * (state.ply() + 1))));
    }

    /** Plays drawn outcomes from {@code state} until a player is to move or the game is over. */
    public static GameState settle(GameState state, long seed) {
        GameState s = state;
        while (s.isChance()) {
            s = s.apply(draw(s, seed));
        }
        return s;
    }

    /** Whether every chance outcome in {@code end}'s history is the one drawn from {@code seed}. */
    public static boolean allDrawn(GameState end, long seed) {
        for (GameState s = end; s.previous() != null; s = s.previous()) {
            GameState before = s.previous();
            if (before.isChance() && draw(before, seed) != s.lastAction()) {
                return false;
            }
        }
        return true;
    }
}
