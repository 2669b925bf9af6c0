package spindle.games.zeroonetwo;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import spindle.engine.ObservationSpec;

/**
 * {@code Game.observe}: the position as planes for learning code. Holes sit on a triangular lattice with axial
 * coordinates (q, r) (the notation's coordinates; the six neighbours of a hole are (q ± 1, r), (q, r ± 1),
 * (q + 1, r - 1) and (q - 1, r + 1)). The grid embeds them as column x = q - minQ, row y = r - minR, where the
 * minima run over every hole any game of this board size can reach (the Hex and all Deltas it may grow), so the
 * shape depends on n only; grid points that are no hole stay 0 in every board plane. The package documentation
 * lists the planes.
 */
final class Observation {
    private static final String[] BOARD_PLANES = {"mine", "theirs", "my-used", "their-used", "black",
        "black-captured-by-me", "black-captured-by-them", "present", "interior", "valid", "threads-over",
        "my-spool", "their-spool"};
    private static final String[] FLAG_PLANES = {"to-move", "i-started", "my-captures", "their-captures",
        "my-pegs-on-board", "their-pegs-on-board", "my-used-count", "their-used-count", "my-recess",
        "their-recess", "my-tray-front", "their-tray-front", "deltas-left", "weave-jumps", "quiet-turns"};
    private static final String[] PHASES = {"first-player", "setup-delta", "setup-black", "setup-peg",
        "turn-start", "place", "reposition", "weave", "supply", "supply-black", "build-delta", "build-source",
        "build-peg", "thread-sides", "jump-sides", "over"};
    static final List<String> PLANES = planeNames();
    private static final int FLAGS = BOARD_PLANES.length;
    private static final int PHASE_PLANES = FLAGS + FLAG_PLANES.length;

    private Observation() {
    }

    private static List<String> planeNames() {
        List<String> names = new ArrayList<>(List.of(BOARD_PLANES));
        names.addAll(List.of(FLAG_PLANES));
        for (String phase : PHASES) {
            names.add("phase-" + phase);
        }
        return List.copyOf(names);
    }

    static ObservationSpec spec(Geometry g) {
        return new ObservationSpec(PLANES.size(), span(g.pr, g.holes), span(g.pq, g.holes), PLANES);
    }

    private static int span(int[] coordinate, int holes) {
        return max(coordinate, holes) - min(coordinate, holes) + 1;
    }

    private static int min(int[] values, int count) {
        int m = Integer.MAX_VALUE;
        for (int i = 0; i < count; i++) {
            m = Math.min(m, values[i]);
        }
        return m;
    }

    private static int max(int[] values, int count) {
        int m = Integer.MIN_VALUE;
        for (int i = 0; i < count; i++) {
            m = Math.max(m, values[i]);
        }
        return m;
    }

    /** Writes the planes; allocates nothing (the bounds are found again by a loop over the holes). */
    static void write(ZeroOneTwoPosition p, int player, float[] out) {
        Geometry g = p.rules.geo();
        int minQ = min(g.pq, g.holes);
        int minR = min(g.pr, g.holes);
        int width = max(g.pq, g.holes) - minQ + 1;
        int area = width * (max(g.pr, g.holes) - minR + 1);
        Arrays.fill(out, 0, FLAGS * area, 0f);
        Board b = p.board;
        int other = 1 - player;
        for (int h = 0; h < g.holes; h++) {
            if (!b.present(h)) {
                continue;
            }
            int at = (g.pr[h] - minR) * width + (g.pq[h] - minQ);
            int peg = b.peg(h);
            int mark = b.mark(h);
            if (peg == 1 + player) {
                out[at] = 1f;
                out[2 * area + at] = mark != 0 ? 1f : 0f;
            } else if (peg == 1 + other) {
                out[area + at] = 1f;
                out[3 * area + at] = mark != 0 ? 1f : 0f;
            } else if (peg == Board.BLACK) {
                out[(mark == 0 ? 4 : mark == 1 + player ? 5 : 6) * area + at] = 1f;
            }
            out[7 * area + at] = 1f;
            out[8 * area + at] = b.interior(h) ? 1f : 0f;
            out[9 * area + at] = b.isValid(h) ? 1f : 0f;
            out[10 * area + at] = Math.min(b.over(h), 8) / 8f;
        }
        if (p.spool[player] >= 0) {
            int s = p.spool[player];
            out[11 * area + (g.pr[s] - minR) * width + (g.pq[s] - minQ)] = 1f;
        }
        if (p.spool[other] >= 0) {
            int s = p.spool[other];
            out[12 * area + (g.pr[s] - minR) * width + (g.pq[s] - minQ)] = 1f;
        }
        writeFlags(p, player, out, area);
    }

    private static void writeFlags(ZeroOneTwoPosition p, int player, float[] out, int area) {
        int other = 1 - player;
        Board b = p.board;
        float pegs = Board.COLOUR_PEGS;
        int k = FLAGS;
        flag(out, k++, area, p.toMove() == player ? 1f : 0f);
        flag(out, k++, area, p.firstSeat == player ? 1f : 0f);
        flag(out, k++, area, p.captures[player] / (float) Board.MAX_BLACK);
        flag(out, k++, area, p.captures[other] / (float) Board.MAX_BLACK);
        flag(out, k++, area, b.ownCount[player] / pegs);
        flag(out, k++, area, b.ownCount[other] / pegs);
        flag(out, k++, area, b.usedCount[player] / pegs);
        flag(out, k++, area, b.usedCount[other] / pegs);
        flag(out, k++, area, Math.min(p.recess[player], Board.COLOUR_PEGS) / pegs);
        flag(out, k++, area, Math.min(p.recess[other], Board.COLOUR_PEGS) / pegs);
        flag(out, k++, area, Tray.normalize(p.front[player], p.gone[player]) / (float) Tray.SLOTS);
        flag(out, k++, area, Tray.normalize(p.front[other], p.gone[other]) / (float) Tray.SLOTS);
        flag(out, k++, area, p.deltasLeft / (float) Geometry.DELTAS);
        flag(out, k++, area, Math.min(p.weaveK, 3) / 3f);
        flag(out, k, area, Math.min(p.quietTurns, 100) / 100f);
        for (int i = 0; i < PHASES.length; i++) {
            flag(out, PHASE_PLANES + i, area, p.phase == i ? 1f : 0f);
        }
    }

    private static void flag(float[] out, int plane, int area, float value) {
        Arrays.fill(out, plane * area, plane * area + area, value);
    }
}
