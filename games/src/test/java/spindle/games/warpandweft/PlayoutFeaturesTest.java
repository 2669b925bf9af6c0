package spindle.games.warpandweft;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import spindle.engine.Games;
import spindle.engine.Variant;

/** The playout features' classes: a link for the side that owns both ends, a cut for the other, threads unweighed. */
class PlayoutFeaturesTest {
    private final Geometry g = Geometry.of(2);
    private final PlayoutFeatures features = new PlayoutFeatures(g);

    /** The threads of side {@code s} at the ends of a patch, as piece codes. */
    private int[] ends(int s, int patch) {
        int at = 2 * (s * g.patches + patch);
        int[] out = new int[2];
        int n = 0;
        for (int w = 0; w < 2; w++) {
            for (long m = g.patchThreadMask[at + w]; m != 0; m &= m - 1) {
                out[n++] = s * g.threads + 64 * w + Long.numberOfTrailingZeros(m);
            }
        }
        return out;
    }

    /** A Weft thread that touches none of the given patches. */
    private int weftAwayFrom(WarpAndWeftPosition p, int... patches) {
        for (int code = g.threads; code < 2 * g.threads; code++) {
            boolean away = p.ownerOf(code) < 0;
            for (int patch : patches) {
                away &= (g.threadPatchMask[2 * code + (patch >> 6)] & (1L << patch)) == 0;
            }
            if (away) {
                return code;
            }
        }
        throw new AssertionError("no such thread");
    }

    @Test
    void aPatchBetweenTwoOfTheMoversGroupsIsALinkAndTheOpponentsCut() {
        var game = Games.byId(WarpAndWeft.ID);
        WarpAndWeftPosition p = (WarpAndWeftPosition) game.newGame(Variant.parse(game, "size=2,swap=off"));
        int centre = g.patches / 2;
        int[] warp = ends(Geometry.WARP, centre);
        p.play(warp[0]);
        p.play(weftAwayFrom(p, centre));
        p.play(warp[1]);
        p.play(weftAwayFrom(p, centre));
        p.play(g.switchCode);
        int last = weftAwayFrom(p, centre);
        p.play(last);
        int[] team = new int[1];
        assertThat(features.features(p, 2 * g.threads + centre, team)).isEqualTo(1);
        boolean near = (g.threadPatchMask[2 * last + (centre >> 6)] & (1L << centre)) != 0;
        // Warp to move: its two ends in two groups (3), none of Weft's (0).
        assertThat(team[0]).isEqualTo((3 * 4 + 0) * 2 + (near ? 1 : 0));
        assertThat(features.features(p, g.switchCode, team)).as("the switch is the game's policy's").isZero();

        p.play(g.switchCode);
        // Weft to move, still Threading: its threads have no features; the patch is Warp's link, so Weft's cut.
        assertThat(features.features(p, weftAwayFrom(p), team)).isZero();
        assertThat(features.features(p, 2 * g.threads + centre, team)).isEqualTo(1);
        assertThat(team[0] / 2 % 4).as("the opponent's ends: two groups").isEqualTo(3);
        assertThat(team[0] % 2).as("the last move, a switch, placed nothing next to it").isZero();
    }
}
