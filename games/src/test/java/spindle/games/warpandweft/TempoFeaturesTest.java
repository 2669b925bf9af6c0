package spindle.games.warpandweft;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import spindle.engine.GameState;
import spindle.engine.Variant;
import spindle.engine.learn.PatternModel;

/** The playout features: only a switch with a patch to claim has one, by the state it leaves. */
class TempoFeaturesTest {
    private static final WarpAndWeft GAME = new WarpAndWeft();
    private final Geometry g = Geometry.of(4);
    private final TempoFeatures features = new TempoFeatures(g);
    private final int[] team = new int[1];

    @Test
    void aSwitchHasTheFeatureOfTheStateItLeavesOnlyWithAPatchToClaim() {
        GameState s = GameState.start(GAME, Variant.parse(GAME, "swap=off"));
        WarpAndWeftPosition opening = (WarpAndWeftPosition) s.position();
        assertThat(features.features(opening, g.switchCode, team)).as("no thread yet: no patch to claim").isZero();
        s = s.apply("C13").apply("A1");
        WarpAndWeftPosition threading = (WarpAndWeftPosition) s.position();
        assertThat(features.features(threading, g.switchCode, team)).isEqualTo(1);
        assertThat(team[0]).isEqualTo(TempoFeatures.SWITCH_TO_PATCHING);
        int thread = 0;
        while (!threading.isLegal(thread)) {
            thread++;
        }
        assertThat(features.features(threading, thread, team)).as("a thread").isZero();
        WarpAndWeftPosition patching = (WarpAndWeftPosition) s.apply("switch").apply("A5").position();
        assertThat(features.features(patching, g.switchCode, team)).isEqualTo(1);
        assertThat(team[0]).isEqualTo(TempoFeatures.SWITCH_TO_THREADING);
        int patch = 2 * g.threads;
        while (!patching.isLegal(patch)) {
            patch++;
        }
        assertThat(features.features(patching, patch, team)).as("a patch").isZero();
        WarpAndWeftPosition swapTurn = (WarpAndWeftPosition) GameState.start(GAME).apply("C13").position();
        assertThat(features.features(swapTurn, g.switchCode, team)).as("the swap turn is the tree's").isZero();
    }

    @Test
    void theGamePlaysFittingStrengthsExactlyAndRefusesOthers() {
        Variant v = GAME.defaultVariant();
        PatternModel fits = new PatternModel(WarpAndWeft.ID, v.toString(), features.name(), TempoFeatures.VERSION,
                "test", new float[] {1, -1});
        assertThat(GAME.learnedPlayout(v, fits)).get().isInstanceOf(TempoPlayout.class);
        assertThat(GAME.learnedPlayout(Variant.parse(GAME, "size=2"), fits)).as("another size").isEmpty();
        PatternModel tree = new PatternModel(WarpAndWeft.ID, v.toString(), WarpAndWeftFeatures.NAME + "-size4",
                WarpAndWeftFeatures.VERSION, "test",
                new float[GAME.moveFeatures(v).orElseThrow().count()]);
        assertThat(GAME.learnedPlayout(v, tree)).as("the tree's patterns").isEmpty();
    }
}
