package spindle.games.onepiecefortwo;

import java.util.ArrayList;
import java.util.List;

/**
 * The elements of a won game's four (or more) in a row, for the board to mark: the runs of the winner's colour
 * through the winning half of the last placement, along the four lines (section 6 counts only those).
 */
final class WinningLine {
    private static final int[][] LINES = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};

    private WinningLine() {
    }

    /** Element names (e.g. {@code c3}) of every run of four or more through the winning half; empty if not won. */
    static List<Object> of(OnePiecePosition p) {
        List<Object> line = new ArrayList<>();
        if (p.result != OnePiecePosition.RESULT_WIN || p.lastAction < 0) {
            return line;
        }
        int placement = p.codes.isPlacement(p.lastAction) ? p.lastAction - Codes.PLACE_BASE
                : p.codes.relocationPlacement(p.lastAction);
        boolean red = p.winner == p.redSeat;
        int x = red ? Codes.placementX(placement) : Codes.blueX(placement);
        int y = red ? Codes.placementY(placement) : Codes.blueY(placement);
        Board b = p.board;
        for (int[] d : LINES) {
            List<Object> run = new ArrayList<>();
            run.add(OnePieceNotation.element(x, y));
            for (int sign = -1; sign <= 1; sign += 2) {
                int cx = x + sign * d[0];
                int cy = y + sign * d[1];
                // bounded by the board: at most one step per element
                while (b.occupied(cx, cy) && b.isRed(cx, cy) == red) {
                    run.add(OnePieceNotation.element(cx, cy));
                    cx += sign * d[0];
                    cy += sign * d[1];
                }
            }
            if (run.size() >= 4) {
                line.addAll(run);
            }
        }
        return line;
    }
}
