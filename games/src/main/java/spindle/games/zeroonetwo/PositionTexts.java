package spindle.games.zeroonetwo;

import static spindle.games.zeroonetwo.PositionState.*;

import java.util.ArrayList;
import java.util.List;
import spindle.engine.PositionText;

/**
 * The position text of 0-1-2 ({@code docs/positions.md}), ten fields:
 * {@code board deltas threads blue red side step quiet passes plies}.
 *
 * <ul>
 * <li>board: the holes in axial rows r from the top, each row from the board's least q, each drawn half a hole right
 * of the row above; {@code -} where no hole is (trailing ones left out), {@code .} an empty hole (runs of them as a
 * number), {@code b}/{@code r} an unused Blue/Red peg, {@code B}/{@code R} a used one, {@code k} a black peg,
 * {@code x}/{@code y} a black peg captured by Blue/Red;
 * <li>deltas: the Deltas attached around the Hex, in order ({@code d0,0} is DN(0,0), {@code u1,-1} UP(1,-1));
 * <li>threads: every thread in the order laid: owner ({@code b}, {@code r}), kind ({@code s} setup, {@code w}
 * weave, {@code d} Build), the holes it joins ({@code 0,2~1,1}) and, after {@code :}, its side at each peg it
 * passes over ({@code p} +, {@code m} -, {@code o} not chosen yet);
 * <li>blue, red: pegs in the recess, {@code :}, the tray front first ({@code b}/{@code r} a colour peg, {@code k}
 * a black peg, {@code -} empty);
 * <li>side: {@code blue} or {@code red}, the seat whose decision it is (or who ended the game);
 * <li>step: the decision that comes next, then the turn so far as {@code .}-separated items (see {@link StepText});
 * <li>quiet, passes: turns in a row without a Weave (the anti-stall count) and passes in a row;
 * <li>plies.
 * </ul>
 */
final class PositionTexts {
    static final String NAMES = "board deltas threads blue red side step quiet passes plies";
    static final String KINDS = "swd";
    static final String SEATS = "br";

    private PositionTexts() {
    }

    static String text(ZeroOneTwoPosition p) {
        Board b = p.board;
        Geometry g = p.rules.geo();
        List<Integer> reading = reading(b);
        StringBuilder s = new StringBuilder();
        board(p, reading, s);
        s.append(' ');
        for (int i = g.hexCells.length; i < b.placedCount; i++) {
            s.append(i == g.hexCells.length ? "" : ".").append(cellText(g, b.placedCells[i]));
        }
        s.append(b.placedCount == g.hexCells.length ? "- " : " ");
        threads(p, s);
        for (int seat = 0; seat < 2; seat++) {
            String tray = Tray.queue(p.front[seat], p.gone[seat]).replace('C', SEATS.charAt(seat)).replace('B', 'k');
            s.append(' ').append(p.recess[seat]).append(':').append(tray.isEmpty() ? "-" : tray);
        }
        s.append(' ').append(p.seat == 0 ? "blue" : "red").append(' ').append(StepText.text(p)).append(' ')
                .append(p.quietTurns).append(' ').append(p.passes).append(' ');
        return s.append(p.plies).toString();
    }

    /** The holes on the board in reading order: rows r from the top, q from the left. */
    static List<Integer> reading(Board b) {
        Geometry g = b.geo;
        List<Integer> holes = new ArrayList<>();
        for (int i = 0; i < b.holeCount; i++) {
            holes.add(b.holeAt(i));
        }
        holes.sort((x, y) -> g.pr[x] != g.pr[y] ? Integer.compare(g.pr[x], g.pr[y]) : Integer.compare(g.pq[x], g.pq[y]));
        return holes;
    }

    static char token(Board b, int h) {
        return switch (b.peg(h)) {
            case 1 -> b.mark(h) != 0 ? 'B' : 'b';
            case 2 -> b.mark(h) != 0 ? 'R' : 'r';
            case Board.BLACK -> b.mark(h) == 0 ? 'k' : b.mark(h) == 1 ? 'x' : 'y';
            default -> '.';
        };
    }

    private static void board(ZeroOneTwoPosition p, List<Integer> reading, StringBuilder s) {
        Geometry g = p.rules.geo();
        int qMin = Integer.MAX_VALUE;
        for (int h : reading) {
            qMin = Math.min(qMin, g.pq[h]);
        }
        StringBuilder row = new StringBuilder();
        int r = g.pr[reading.get(0)];
        for (int h : reading) {
            if (g.pr[h] != r) {
                s.append(PositionText.compressRuns(row, '.')).append('/');
                row.setLength(0);
                r = g.pr[h];
            }
            while (row.length() < g.pq[h] - qMin) {
                row.append('-');
            }
            row.append(token(p.board, h));
        }
        s.append(PositionText.compressRuns(row, '.'));
    }

    static String cellText(Geometry g, int c) {
        return (g.cellUp[c] ? "u" : "d") + g.cellA[c] + "," + g.cellB[c];
    }

    private static void threads(ZeroOneTwoPosition p, StringBuilder s) {
        Threads t = p.threads;
        Geometry g = p.rules.geo();
        if (t.count == 0) {
            s.append('-');
        }
        for (int i = 0; i < t.count; i++) {
            s.append(i == 0 ? "" : ".").append(SEATS.charAt(t.owner[i])).append(KINDS.charAt(t.kind[i]))
                    .append(g.holeName(t.from[i])).append('~').append(g.holeName(t.to[i]));
            StringBuilder sides = new StringBuilder();
            for (int k = 1; k <= t.inner[i]; k++) {
                int h = g.hole(t.aq[i] + k * t.sq[i], t.ar[i] + k * t.sr[i]);
                if (h >= 0 && p.board.peg(h) != Board.NONE) {
                    int sigma = t.sides[t.sideStart[i] + k - 1];
                    sides.append(sigma > 0 ? 'p' : sigma < 0 ? 'm' : 'o');
                }
            }
            if (sides.length() > 0) {
                s.append(':').append(sides);
            }
        }
    }
}
