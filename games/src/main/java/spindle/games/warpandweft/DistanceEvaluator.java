package spindle.games.warpandweft;

import spindle.engine.Evaluator;
import spindle.engine.Position;

/**
 * The playout cut-off's estimate of a Warp and Weft position: the difference of the two sides' connection
 * distances ({@link ConnectionDistance}), the side to move counted one thread ahead, through a logistic curve. One
 * object per search thread; the search asks for both seats of one position in a row, so the second answer reuses the
 * first.
 */
final class DistanceEvaluator implements Evaluator {
    /** Slope of the logistic curve per distance unit (a free patch is 2 units). */
    static final double SLOPE = 0.5;
    /** What moving next is worth, in distance units. */
    static final int TEMPO = 1;

    private final ConnectionDistance distance;
    private long lastKey;
    private int lastPlies = -1;
    /** Warp's value in the last position evaluated. */
    private double lastWarp;

    DistanceEvaluator(Geometry g) {
        this.distance = new ConnectionDistance(g);
    }

    @Override
    public double evaluate(Position position, int player) {
        WarpAndWeftPosition p = (WarpAndWeftPosition) position;
        if (p.isOver()) {
            return p.payoff(player);
        }
        long key = p.hash();
        if (p.plies() != lastPlies || key != lastKey) {
            lastPlies = p.plies();
            lastKey = key;
            lastWarp = warpValue(p);
        }
        int side = p.seatOf(Geometry.WARP) == player ? Geometry.WARP : Geometry.WEFT;
        return side == Geometry.WARP ? lastWarp : 1 - lastWarp;
    }

    private double warpValue(WarpAndWeftPosition p) {
        int warp = distance.distance(p, Geometry.WARP, false);
        int weft = distance.distance(p, Geometry.WEFT, false);
        if (warp >= ConnectionDistance.INFINITE || weft >= ConnectionDistance.INFINITE) {
            return warp < weft ? 1 : warp > weft ? 0 : 0.5;
        }
        int lead = weft - warp + (p.sideToMove() == Geometry.WARP ? TEMPO : -TEMPO);
        return 1 / (1 + Math.exp(-SLOPE * lead));
    }
}
