package spindle.games.warpandweft;

import static spindle.games.warpandweft.Geometry.WARP;
import static spindle.games.warpandweft.Geometry.WEFT;
import static spindle.games.warpandweft.WarpAndWeftPosition.PATCHING;

import java.util.Arrays;
import java.util.List;
import spindle.engine.ObservationSpec;

/**
 * {@code Game.observe}: the position as planes for learning code, on the S × S cells of the board (row 0 is the
 * bottom row 1, column 0 the left column A), seen by the side the observing seat controls (a swap changes it).
 * The package documentation lists the planes.
 */
final class Observation {
    static final List<String> PLANES = List.of("mine", "theirs", "my-threads", "patches", "to-move", "warp",
            "patching", "their-patching", "swap-available");

    private Observation() {
    }

    static ObservationSpec spec(Geometry g) {
        return new ObservationSpec(PLANES.size(), g.cells, g.cells, PLANES);
    }

    /** Writes the planes; allocates nothing. */
    static void write(WarpAndWeftPosition p, int player, float[] out) {
        Geometry g = p.g;
        int s = g.cells;
        int area = s * s;
        int mine = p.seatOf(WARP) == player ? WARP : WEFT;
        int theirs = 1 - mine;
        for (int y = 0; y < s; y++) {
            for (int x = 0; x < s; x++) {
                int code = g.pieceAt(x + 1, y + 1);
                int owner = p.claims.ownerOf(code);
                boolean thread = g.isThread(code);
                int at = y * s + x;
                out[at] = owner == mine ? 1f : 0f;
                out[area + at] = owner == theirs ? 1f : 0f;
                out[2 * area + at] = thread && g.sideOf(code) == mine ? 1f : 0f;
                out[3 * area + at] = thread ? 0f : 1f;
            }
        }
        boolean over = p.result() != WarpAndWeftPosition.ONGOING;
        flag(out, 4, area, !over && p.sideToMove() == mine ? 1f : 0f);
        flag(out, 5, area, mine == WARP ? 1f : 0f);
        flag(out, 6, area, p.stateOf(mine) == PATCHING ? 1f : 0f);
        flag(out, 7, area, p.stateOf(theirs) == PATCHING ? 1f : 0f);
        flag(out, 8, area, p.swapAvailable() ? 1f : 0f);
    }

    private static void flag(float[] out, int plane, int area, float value) {
        Arrays.fill(out, plane * area, plane * area + area, value);
    }
}
