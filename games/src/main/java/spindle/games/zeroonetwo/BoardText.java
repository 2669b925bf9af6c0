package spindle.games.zeroonetwo;

import static spindle.games.zeroonetwo.ZeroOneTwoPosition.*;

/**
 * The text board: the picture of holes, pegs and threads ({@link BoardPicture}) with how to read its coordinates and
 * a legend; then every thread by number, each player's state and tray, and whose decision it is.
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
        return render(p, false);
    }

    /** The text board; with {@code colour}, ANSI colours for each player's pegs and threads. */
    static String render(ZeroOneTwoPosition p, boolean colour) {
        StringBuilder s = new StringBuilder();
        BoardPicture.draw(p, colour, s);
        s.append(COORDINATES).append('\n').append(LEGEND).append('\n');
        threads(p, s);
        for (int seat = 0; seat < 2; seat++) {
            player(p, seat, colour, s);
        }
        s.append("Deltas left: ").append(p.deltasLeft).append('\n');
        s.append(status(p)).append('\n');
        return s.toString();
    }

    static final String COORDINATES = "Holes are written q,r (e.g. place 1,-2): r is the row, printed at its left "
            + "with the q of its first hole; q grows by 1 from hole to hole to the right and stays the same going "
            + "down-right (\u2572); above and below: the q of each hole of the top and bottom rows.";
    static final String LEGEND = "Legend: . empty hole  + empty edge hole  b/r Blue/Red peg, unused  B/R used  "
            + "@ black peg  * captured black peg  \u2500\u2502\u2571\u2572 threads (\u253c\u2573 where two cross), "
            + "listed below by number with the sides taken at pegs they pass over (+ left, - right).";

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

    private static void player(ZeroOneTwoPosition p, int seat, boolean colour, StringBuilder s) {
        Board b = p.board;
        s.append(ZeroOneTwoNotation.SEAT_NAMES[seat]).append(": captured ").append(p.captures[seat])
                .append(", used ").append(b.usedCount[seat]).append('/').append(Board.COLOUR_PEGS)
                .append(", on board ").append(b.ownCount[seat]).append(", recess ").append(p.recess[seat])
                .append(", spool ").append(p.spool[seat] < 0 ? "-" : p.rules.geo().holeName(p.spool[seat]))
                .append('\n');
        s.append("  tray ").append(tray(seat, p.front[seat], p.gone[seat], colour)).append('\n');
    }

    /** The tray as pegs, front (the next peg taken) first, with its legend. */
    static String tray(int seat, int front, int gone, boolean colour) {
        String queue = Tray.queue(front, gone);
        if (queue.isEmpty()) {
            return "empty";
        }
        char own = seat == 0 ? 'b' : 'r';
        String code = seat == 0 ? BoardPicture.BLUE : BoardPicture.RED;
        StringBuilder s = new StringBuilder();
        int colours = 0;
        for (int i = 0; i < queue.length(); i++) {
            boolean black = queue.charAt(i) == 'B';
            colours += black ? 0 : 1;
            s.append(i == 0 ? "" : " ");
            if (colour) {
                s.append(black ? BoardPicture.BOLD : code).append(black ? '@' : own).append(BoardPicture.RESET);
            } else {
                s.append(black ? '@' : own);
            }
        }
        return s.append("  (front first; ").append(own).append(" = ").append(ZeroOneTwoNotation.SEAT_NAMES[seat])
                .append(" peg: ").append(colours).append(", @ = black peg: ").append(queue.length() - colours)
                .append(')').toString();
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
