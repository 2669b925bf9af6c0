package spindle.games.zeroonetwo;

import static spindle.games.zeroonetwo.ZeroOneTwoPosition.*;

/**
 * The text board: one line per lattice row r, hole (q, r) in column 2q + r so the triangular lattice keeps its
 * shape; then every thread, each player's tray and state, and whose decision it is.
 *
 * <pre>
 * .  interior hole (a valid location when empty)     +  edge hole
 * B  Blue peg, used    b  Blue peg, unused           R / r  the same for Red
 * @  black peg         *  captured black peg
 * </pre>
 */
final class BoardText {
    private BoardText() {
    }

    static char symbol(Board b, int h) {
        return switch (b.peg(h)) {
            case 1 -> b.mark(h) != 0 ? 'B' : 'b';
            case 2 -> b.mark(h) != 0 ? 'R' : 'r';
            case Board.BLACK -> b.mark(h) != 0 ? '*' : '@';
            default -> b.interior(h) ? '.' : '+';
        };
    }

    static String render(ZeroOneTwoPosition p) {
        Board b = p.board;
        Geometry g = b.geo;
        int rMin = Integer.MAX_VALUE, rMax = Integer.MIN_VALUE, colMin = Integer.MAX_VALUE;
        for (int h = 0; h < g.holes; h++) {
            if (b.present(h)) {
                rMin = Math.min(rMin, g.pr[h]);
                rMax = Math.max(rMax, g.pr[h]);
                colMin = Math.min(colMin, 2 * g.pq[h] + g.pr[h]);
            }
        }
        StringBuilder s = new StringBuilder();
        for (int r = rMin; r <= rMax; r++) {
            StringBuilder line = new StringBuilder();
            int firstQ = Integer.MIN_VALUE;
            for (int h = 0; h < g.holes; h++) {
                if (g.pr[h] != r || !b.present(h)) {
                    continue;
                }
                if (firstQ == Integer.MIN_VALUE) {
                    firstQ = g.pq[h];
                }
                int col = 2 * g.pq[h] + r - colMin;
                while (line.length() < col) {
                    line.append(' ');
                }
                line.append(symbol(b, h));
            }
            s.append(String.format("r=%3d q=%3d  ", r, firstQ)).append(line).append('\n');
        }
        s.append("(row r lists holes q, q+1, ... from the q shown; . interior  + edge  B/R used  b/r unused  "
                + "@ black  * captured)\n");
        threads(p, s);
        for (int seat = 0; seat < 2; seat++) {
            player(p, seat, s);
        }
        s.append("Deltas left: ").append(p.deltasLeft).append('\n');
        s.append(status(p)).append('\n');
        return s.toString();
    }

    private static void threads(ZeroOneTwoPosition p, StringBuilder s) {
        Threads t = p.threads;
        Geometry g = p.rules.geo();
        for (int i = 0; i < t.count; i++) {
            s.append('#').append(i + 1).append(' ').append(ZeroOneTwoNotation.SEAT_NAMES[t.owner[i]]).append(' ')
                    .append(Threads.KIND_NAMES[t.kind[i]]).append(' ').append(g.holeName(t.from[i])).append(" -> ")
                    .append(g.holeName(t.to[i]));
            String sides = sides(p, i);
            if (!sides.isEmpty()) {
                s.append(" [").append(sides).append(']');
            }
            s.append('\n');
        }
    }

    /** The side entries of thread i as {@code q,r+ q,r-}. */
    static String sides(ZeroOneTwoPosition p, int i) {
        Threads t = p.threads;
        Geometry g = p.rules.geo();
        StringBuilder s = new StringBuilder();
        int aq = g.pq[t.from[i]], ar = g.pr[t.from[i]];
        int steps = t.inner[i] + 1;
        int sq = (g.pq[t.to[i]] - aq) / steps, sr = (g.pr[t.to[i]] - ar) / steps;
        for (int k = 1; k <= t.inner[i]; k++) {
            int sigma = t.sides[t.sideStart[i] + k - 1];
            if (sigma != 0) {
                s.append(s.length() == 0 ? "" : " ").append(aq + k * sq).append(',').append(ar + k * sr)
                        .append(sigma > 0 ? '+' : '-');
            }
        }
        return s.toString();
    }

    private static void player(ZeroOneTwoPosition p, int seat, StringBuilder s) {
        Board b = p.board;
        s.append(ZeroOneTwoNotation.SEAT_NAMES[seat]).append(": captured ").append(p.captures[seat])
                .append(", used ").append(b.usedCount[seat]).append('/').append(Board.COLOUR_PEGS)
                .append(", on board ").append(b.ownCount[seat]).append(", recess ").append(p.recess[seat])
                .append(", tray ").append(Tray.queue(p.front[seat], p.gone[seat]))
                .append(", spool ").append(p.spool[seat] < 0 ? "-" : p.rules.geo().holeName(p.spool[seat]))
                .append('\n');
    }

    static String status(ZeroOneTwoPosition p) {
        if (p.phase == P_OVER) {
            double blue = p.payoff(0);
            String result = blue == 1.0 ? "Blue wins" : blue == 0.0 ? "Red wins" : "draw";
            return "Game over: " + result + " (captured " + p.captures[0] + "-" + p.captures[1] + ", used "
                    + p.board.usedCount[0] + "-" + p.board.usedCount[1] + ")";
        }
        if (p.phase == P_FIRST) {
            return "Drawing the first player";
        }
        String who = ZeroOneTwoNotation.SEAT_NAMES[p.seat];
        String weave = p.phase == P_WEAVE ? " (Weave: " + p.weaveK + " Jump(s) made, last total " + p.lastTotal + ")"
                : "";
        return who + " to move" + weave + ": " + ZeroOneTwoNotation.expected(p);
    }
}
