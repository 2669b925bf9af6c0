package spindle.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.Optional;
import java.util.SplittableRandom;
import spindle.engine.Game;
import spindle.engine.ObservationSpec;
import spindle.engine.Position;
import spindle.engine.Variant;

/**
 * The conformance checks of {@link Game#observe} and {@link Game#actionMask}, run by {@link ConformanceSuite} for
 * every preset over seeded random games: at every position and for every seat, the observation fills exactly the
 * declared {@link ObservationSpec#size()} (no value left unwritten, none written beyond), its values are finite,
 * it is the same when asked twice and for a {@code copy()} of the position, asking leaves the position alone, and
 * the mask marks exactly the legal actions. The spec itself is the same every time it is asked for the variant.
 */
final class ObservationChecks {
    private ObservationChecks() {
    }

    /** The shape of {@code variant}, required present. */
    static ObservationSpec spec(Game game, Variant variant) {
        Optional<ObservationSpec> spec = game.observationSpec(variant);
        assertThat(spec).as(game.id() + " offers an observation of " + variant).isPresent();
        assertThat(game.observationSpec(variant)).as("the spec of a variant does not change").isEqualTo(spec);
        return spec.get();
    }

    static void check(Game game, Variant variant, int games, int stride, long seed, int cap) {
        ObservationSpec spec = spec(game, variant);
        assertThat(spec.planeNames()).as("plane names").doesNotContainNull().doesNotHaveDuplicates();
        for (int g = 0; g < games; g++) {
            SplittableRandom random = new SplittableRandom(seed + g);
            Position p = game.newGame(variant);
            int[] scratch = new int[p.maxActions()];
            while (true) {
                String where = "game seed " + (seed + g) + " ply " + p.plies() + " " + variant;
                boolean last = p.isOver() || p.plies() >= cap;
                if (last || p.plies() % stride == 0) {
                    checkPosition(game, spec, p, where);
                }
                if (last) {
                    break;
                }
                p.play(p.randomAction(random, scratch));
            }
        }
    }

    private static void checkPosition(Game game, ObservationSpec spec, Position p, String where) {
        long hash = p.hash();
        Position copy = p.copy();
        for (int player = 0; player < p.players(); player++) {
            float[] first = observe(game, spec, p, player, where);
            float[] again = observe(game, spec, p, player, where);
            assertThat(again).as(where + ": same position, same observation (seat " + player + ")")
                    .isEqualTo(first);
            assertThat(observe(game, spec, copy, player, where))
                    .as(where + ": a copy gives the same observation (seat " + player + ")").isEqualTo(first);
        }
        assertThat(p.hash()).as(where + ": observing leaves the position alone").isEqualTo(hash);
        boolean[] mask = new boolean[p.actionSpace() + 1];
        mask[p.actionSpace()] = true;
        int[] scratch = new int[p.maxActions()];
        int n = game.actionMask(p, mask, scratch);
        int[] legal = new int[p.maxActions()];
        assertThat(n).as(where + ": the mask counts the legal actions").isEqualTo(p.legalActions(legal));
        int marked = 0;
        for (int a = 0; a < p.actionSpace(); a++) {
            if (mask[a]) {
                marked++;
            }
        }
        assertThat(marked).as(where + ": the mask marks as many actions as are legal").isEqualTo(n);
        for (int i = 0; i < n; i++) {
            assertThat(mask[legal[i]]).as(where + ": legal action " + legal[i] + " is marked").isTrue();
        }
        assertThat(mask[p.actionSpace()]).as(where + ": nothing written past the action space").isTrue();
    }

    /** One observation into a buffer one longer than declared and poisoned with NaN, to see what was written. */
    private static float[] observe(Game game, ObservationSpec spec, Position p, int player, String where) {
        float[] out = new float[spec.size() + 1];
        Arrays.fill(out, Float.NaN);
        game.observe(p, player, out);
        for (int i = 0; i < spec.size(); i++) {
            if (!Float.isFinite(out[i])) {
                throw new AssertionError(where + ": seat " + player + ", value " + i + " of " + spec.size()
                        + " is " + out[i] + " (unwritten or not finite)");
            }
        }
        assertThat(Float.isNaN(out[spec.size()])).as(where + ": nothing written past the declared size").isTrue();
        return Arrays.copyOf(out, spec.size());
    }
}
