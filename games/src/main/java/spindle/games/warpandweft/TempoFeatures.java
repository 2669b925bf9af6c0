package spindle.games.warpandweft;

import static spindle.games.warpandweft.WarpAndWeftPosition.PATCHING;
import static spindle.games.warpandweft.WarpAndWeftPosition.THREADING;

import spindle.engine.Position;
import spindle.engine.learn.MoveFeatures;

/**
 * Warp and Weft's playout features: when to switch states, the tempo that decides this game (see {@link
 * TempoPlayout}). Only a switch has a feature, and only when the side has a patch to claim (now, or after switching):
 * {@link #SWITCH_TO_PATCHING} for a Threading side, {@link #SWITCH_TO_THREADING} for a Patching side that leaves its
 * patches. Every other move has none, so its strength is 1 and a learned switch strength {@code w} makes the switch's
 * chance {@code w / (n + w)} among {@code n} placements: {@link TempoPlayout#learned} draws exactly that.
 *
 * <p>These strengths are fitted by self-play ({@code spindle train --patterns --playout --tune}), not by imitating
 * the tree's moves: the tree switches rarely, and playouts that learned its rare switches lost every game (0 of 30
 * against the game's own playouts, seed 500). Patch classes were tried as playout features before and bought nothing
 * even at equal iterations (52.5% of 40 games, docs/ai-strength.md). Stateless: one object serves any position.
 */
final class TempoFeatures implements MoveFeatures {
    static final String NAME = "warp-and-weft-tempo";
    static final int VERSION = 1;
    /** A Threading side with a patch it could claim after switching switches. */
    static final int SWITCH_TO_PATCHING = 0;
    /** A Patching side with a patch it could claim switches back. */
    static final int SWITCH_TO_THREADING = 1;
    static final int COUNT = 2;

    private final Geometry g;

    TempoFeatures(Geometry g) {
        this.g = g;
    }

    @Override
    public String name() {
        return NAME + "-size" + g.size;
    }

    @Override
    public int version() {
        return VERSION;
    }

    @Override
    public int count() {
        return COUNT;
    }

    @Override
    public int maxPerMove() {
        return 1;
    }

    @Override
    public void reset(Position position) {
        // nothing kept
    }

    @Override
    public void played(Position after, int action) {
        // nothing kept
    }

    @Override
    public int features(Position position, int action, int[] out) {
        WarpAndWeftPosition p = (WarpAndWeftPosition) position;
        int f = switchFeature(p);
        if (action != g.switchCode || f < 0) {
            return 0;
        }
        out[0] = f;
        return 1;
    }

    /** The feature of a switch by the side to move here, or -1 where a switch has none. */
    static int switchFeature(WarpAndWeftPosition p) {
        int s = p.sideToMove();
        if (p.swapAvailable() || p.claims.placements(s, PATCHING) == 0) {
            return -1;
        }
        return p.stateOf(s) == THREADING ? SWITCH_TO_PATCHING : SWITCH_TO_THREADING;
    }
}
