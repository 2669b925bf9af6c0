package spindle.games.warpandweft;

import spindle.engine.Position;
import spindle.engine.Symmetries;

/**
 * The one symmetry of a Warp and Weft board that keeps each side's pieces its own: the half turn. It keeps thread
 * directions and swaps each side's two edges, which a connection needs both of (rules 1 and 3). Quarter turns and
 * mirrors turn Warp threads into Weft places, so they are no symmetry of a side; the half turn keeps the states,
 * the mover and the swap, so only the pieces' keys change.
 */
final class HalfTurn implements Symmetries {
    private final Geometry g;

    HalfTurn(Geometry g) {
        this.g = g;
    }

    @Override
    public int count() {
        return 2;
    }

    /** The position keeps the image's key as it plays ({@link WarpAndWeftPosition#zTurn}). */
    @Override
    public long hash(Position position, int symmetry) {
        WarpAndWeftPosition p = (WarpAndWeftPosition) position;
        return symmetry == 0 ? p.hash() : p.hash() ^ p.zTurn;
    }

    /** The role is the side the seat plays: after a swap the board plays on with the seats' roles exchanged. */
    @Override
    public int role(Position position, int seat) {
        return swapped((WarpAndWeftPosition) position) ? 1 - seat : seat;
    }

    /** Leaves out whether the swap was made: a position reached with and without it is one entry for each side. */
    @Override
    public long key(Position position, int symmetry) {
        WarpAndWeftPosition p = (WarpAndWeftPosition) position;
        return hash(p, symmetry) ^ (swapped(p) ? g.zSwapped : 0);
    }

    private static boolean swapped(WarpAndWeftPosition p) {
        return p.seatOf(Geometry.WARP) != Geometry.WARP;
    }

    @Override
    public int action(int symmetry, int action) {
        return symmetry == 0 ? action : g.halfTurn[action];
    }

    @Override
    public int inverse(int symmetry) {
        return symmetry;
    }
}
