package spindle.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import spindle.engine.Game;
import spindle.engine.Position;
import spindle.engine.Variant;
import spindle.engine.learn.MoveFeatures;

/**
 * The conformance checks of a game's move features ({@link Game#moveFeatures}, {@link Game#playoutFeatures}), run by {@link ConformanceSuite} for
 * every preset that has them, over seeded random games: at every position, every legal move's features are the same
 * whether the feature object followed the game move by move ({@link MoveFeatures#played}, the incremental path) or
 * read the position from scratch ({@link MoveFeatures#reset}); each feature is in range, a move has at most
 * {@link MoveFeatures#maxPerMove()}, no feature twice; asking leaves the position alone.
 */
final class FeatureChecks {
    private FeatureChecks() {
    }

    /** Checks the features {@code set} makes (a new object each call: the tree's or the playouts' set). */
    static void check(Game game, Variant variant, Supplier<MoveFeatures> set, int games, long seed, int cap) {
        for (int g = 0; g < games; g++) {
            SplittableRandom random = new SplittableRandom(seed + g);
            Position p = game.newGame(variant);
            MoveFeatures followed = set.get();
            MoveFeatures fresh = set.get();
            int[] legal = new int[Math.max(1, p.maxActions())];
            int[] a = new int[followed.maxPerMove()];
            int[] b = new int[fresh.maxPerMove()];
            followed.reset(p);
            while (!p.isOver() && p.plies() < cap) {
                String where = "game seed " + (seed + g) + " ply " + p.plies() + " " + variant;
                if (p.toMove() >= 0) {
                    fresh.reset(p);
                    long hash = p.hash();
                    int n = p.legalActions(legal);
                    for (int i = 0; i < n; i++) {
                        int na = followed.features(p, legal[i], a);
                        int nb = fresh.features(p, legal[i], b);
                        String move = where + " action " + legal[i];
                        assertThat(Arrays.copyOf(a, na)).as("features followed move by move = from scratch, " + move)
                                .isEqualTo(Arrays.copyOf(b, nb));
                        assertThat(na).as("feature count, " + move).isBetween(0, followed.maxPerMove());
                        assertThat(Arrays.stream(a, 0, na).boxed().toList()).as("features in range, " + move)
                                .allMatch(f -> f >= 0 && f < followed.count()).doesNotHaveDuplicates();
                    }
                    assertThat(p.hash()).as("features leave the position alone, " + where).isEqualTo(hash);
                }
                int action = p.randomAction(random, legal);
                p.play(action);
                followed.played(p, action);
            }
        }
    }
}
