package spindle.games.onepiecefortwo;

import java.util.Arrays;
import java.util.List;
import spindle.engine.ObservationSpec;

/**
 * {@code Game.observe}: the position as planes for learning code. The grid is M × M, M = max(width, height) of
 * the board as drawn, in the edge frame (row 0 is the game edge, pieces fall towards it; column 0 is the leftmost
 * column seen from that edge), so both edge frames fit one shape. Planes (the package documentation lists them).
 */
final class Observation {
    static final List<String> PLANES = List.of("mine", "theirs", "inside", "to-move", "choosing-colours",
            "choosing-edge", "relocating", "box", "red", "move-cap");

    private Observation() {
    }

    static ObservationSpec spec(Setup setup) {
        int m = setup.stride();
        return new ObservationSpec(PLANES.size(), m, m, PLANES);
    }

    /** Writes the planes; allocates nothing. */
    static void write(OnePiecePosition p, int player, float[] out) {
        int m = p.setup.stride();
        int area = m * m;
        Board b = p.board;
        boolean mineRed = p.redSeat == player;
        for (int y = 0; y < m; y++) {
            for (int x = 0; x < m; x++) {
                boolean occupied = b.occupied(x, y);
                boolean red = occupied && b.isRed(x, y);
                out[y * m + x] = occupied && red == mineRed && p.redSeat >= 0 ? 1f : 0f;
                out[area + y * m + x] = occupied && red != mineRed && p.redSeat >= 0 ? 1f : 0f;
                out[2 * area + y * m + x] = x < b.cols && y < b.rows ? 1f : 0f;
            }
        }
        boolean over = p.stage == OnePiecePosition.STAGE_OVER;
        flag(out, 3, area, !over && p.seat == player ? 1f : 0f);
        flag(out, 4, area, p.stage == OnePiecePosition.STAGE_COLOUR ? 1f : 0f);
        flag(out, 5, area, p.stage == OnePiecePosition.STAGE_EDGE ? 1f : 0f);
        flag(out, 6, area, p.stage == OnePiecePosition.STAGE_MOVE && p.relocating() ? 1f : 0f);
        flag(out, 7, area, p.box / (float) OnePiecePosition.PIECES);
        flag(out, 8, area, mineRed ? 1f : 0f);
        int cap = p.setup.moveCap();
        flag(out, 9, area, cap <= 0 ? 0f : Math.min(1f, p.moves / (float) cap));
    }

    /** Fills a state-flag plane with one value. */
    private static void flag(float[] out, int plane, int area, float value) {
        Arrays.fill(out, plane * area, plane * area + area, value);
    }
}
