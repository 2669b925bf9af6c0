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
    /** Per piece code: the code of the piece a half turn puts there (switch and swap map to themselves). */
    private final int[] image;
    /** At {@code side * pieces + code}: the key of the piece owned by that side, times that of its image. */
    private final long[] keyChange;

    HalfTurn(Geometry g) {
        this.g = g;
        this.image = new int[g.pieces + 2];
        this.keyChange = new long[2 * g.pieces];
        int far = g.cells + 1;
        for (int code = 0; code < g.pieces; code++) {
            image[code] = g.pieceAt(far - g.column(code), far - g.row(code));
        }
        image[g.switchCode] = g.switchCode;
        image[g.swapCode] = g.swapCode;
        for (int s = 0; s < 2; s++) {
            for (int code = 0; code < g.pieces; code++) {
                keyChange[s * g.pieces + code] = g.zPiece[s * g.pieces + code] ^ g.zPiece[s * g.pieces + image[code]];
            }
        }
    }

    @Override
    public int count() {
        return 2;
    }

    @Override
    public long hash(Position position, int symmetry) {
        WarpAndWeftPosition p = (WarpAndWeftPosition) position;
        long h = p.hash();
        if (symmetry == 0) {
            return h;
        }
        int patchBase = 2 * g.threads;
        for (int s = 0; s < 2; s++) {
            int at = s * g.pieces;
            for (int w = 0; w < 2; w++) {
                for (long m = p.ownThreadWord(s, w); m != 0; m &= m - 1) {
                    h ^= keyChange[at + s * g.threads + 64 * w + Long.numberOfTrailingZeros(m)];
                }
                for (long m = p.ownPatchWord(s, w); m != 0; m &= m - 1) {
                    h ^= keyChange[at + patchBase + 64 * w + Long.numberOfTrailingZeros(m)];
                }
            }
        }
        return h;
    }

    @Override
    public int action(int symmetry, int action) {
        return symmetry == 0 ? action : image[action];
    }

    @Override
    public int inverse(int symmetry) {
        return symmetry;
    }
}
