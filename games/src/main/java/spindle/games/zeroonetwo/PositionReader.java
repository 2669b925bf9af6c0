package spindle.games.zeroonetwo;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import spindle.engine.NotationException;
import spindle.engine.PositionText;

/**
 * Reads a position text ({@link PositionTexts}) by rebuilding the position with the rules' own steps: the Deltas
 * attached in order, the pegs put in the order the rules list them, each thread laid in order (so the hash, the
 * threads over each hole and the used and captured pegs come out as in play), then the turn. {@link StepChecks}
 * then refuses what the rules cannot reach.
 */
final class PositionReader {
    private static final Pattern HOLE = Pattern.compile("(-?\\d{1,4}),(-?\\d{1,4})");
    private static final Pattern DELTA = Pattern.compile("([ud])(-?\\d{1,4}),(-?\\d{1,4})");
    private static final Pattern THREAD = Pattern.compile("([br])([swd])(-?\\d{1,4},-?\\d{1,4})~(-?\\d{1,4},-?\\d{1,4})"
            + "(?::([pmo]{1,60}))?");

    private PositionReader() {
    }

    static ZeroOneTwoPosition parse(Rules rules, String text) {
        String[] f = PositionText.fields(text, PositionTexts.NAMES.split(" "));
        ZeroOneTwoPosition p = new ZeroOneTwoPosition(rules);
        attachDeltas(p, f[1]);
        List<Integer> reading = PositionTexts.reading(p.board);
        char[] tokens = BoardField.read(p, reading, f[0]);
        int[][] order = OrderField.readingOrder(reading, tokens, p.rules.geo());
        for (int i = 1; i < order[3].length; i++) {
            p.board.put(order[3][i], Board.BLACK);
        }
        for (int seat = 0; seat < 2; seat++) {
            for (int h : order[seat + 1]) {
                p.board.put(h, (byte) (1 + seat));
            }
        }
        int setups = layThreads(p, f[2]);
        BoardField.checkMarks(p, reading, tokens);
        for (int seat = 0; seat < 2; seat++) {
            readPlayer(p, seat, f[3 + seat]);
            for (int i = 0; i < p.board.blackCount; i++) {
                p.captures[seat] += p.board.mark(p.board.black[i]) == 1 + seat ? 1 : 0;
            }
        }
        if (!f[5].equals("blue") && !f[5].equals("red")) {
            throw new NotationException("the side is '" + f[5] + "', it must be blue or red");
        }
        p.seat = f[5].equals("blue") ? 0 : 1;
        StepText.read(p, f[6]);
        p.quietTurns = PositionText.number(f[7], "quiet", 0, 100);
        p.passes = PositionText.number(f[8], "passes", 0, 2);
        p.plies = PositionText.number(f[9], "plies", 0, 999_999_999);
        p.setupsDone = setups;
        StepChecks.check(p, order[0]);
        return p;
    }

    /** The hole q,r of {@code text}, which must be on the board. */
    static int hole(ZeroOneTwoPosition p, String text, String what) {
        Matcher m = HOLE.matcher(text);
        int h = m.matches() ? p.rules.geo().hole(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2))) : -1;
        if (h < 0 || !p.board.present(h)) {
            throw new NotationException(what + " '" + text + "' is not a hole q,r of the board");
        }
        return h;
    }

    private static void attachDeltas(ZeroOneTwoPosition p, String field) {
        if (field.equals("-")) {
            return;
        }
        Geometry g = p.rules.geo();
        String[] deltas = field.split("\\.", -1);
        if (deltas.length > Geometry.DELTAS) {
            throw new NotationException("the deltas list " + deltas.length + ", the game has " + Geometry.DELTAS);
        }
        for (int i = 0; i < deltas.length; i++) {
            Matcher m = DELTA.matcher(deltas[i]);
            int cell = m.matches() ? g.cell(Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3)),
                    m.group(1).equals("u")) : -1;
            if (cell < 0) {
                throw new NotationException("Delta " + (i + 1) + " '" + deltas[i] + "' is not a Delta (u or d, then "
                        + "A,B) that a board of this size can reach");
            }
            boolean slot = false;
            for (Geometry.Slot s : g.slots) {
                slot |= s.cell() == cell;
            }
            if (i < 2 ? !slot || p.board.cellPlaced[cell] : !p.board.attachable(cell)) {
                throw new NotationException("Delta " + (i + 1) + " " + deltas[i] + (i < 2
                        ? " is not a free setup slot: the first two Deltas are the setup Deltas (2.4)"
                        : " does not share a side with the board before it (2.3.5)"));
            }
            p.deltasLeft--;
            p.addedCount = p.board.attach(cell, p.added);
        }
    }

    /** Lays the threads in order and marks the pegs they end on; returns the number of setup threads. */
    private static int layThreads(ZeroOneTwoPosition p, String field) {
        Geometry g = p.rules.geo();
        Board b = p.board;
        int[] apex = {-1, -1};
        for (int i = g.hexCells.length; i < Math.min(b.placedCount, g.hexCells.length + 2); i++) {
            int h = Moves.slotOf(g, b.placedCells[i]).apex();
            int seat = b.peg(h) - 1;
            if (seat < 0 || seat > 1 || apex[seat] >= 0) {
                throw new NotationException("the apex " + g.holeName(h) + " of setup Delta " + (i - 5) + " holds no "
                        + "peg of its own player (each player's setup Delta has their starting peg at its apex)");
            }
            apex[seat] = h;
            b.jumpedTo(h, seat);
            p.spool[seat] = h;
        }
        if (field.equals("-")) {
            return 0;
        }
        String[] threads = field.split("\\.", -1);
        if (threads.length > Rules.MAX_THREADS) {
            throw new NotationException("there are " + threads.length + " threads, at most " + Rules.MAX_THREADS);
        }
        int setups = 0;
        boolean[] started = new boolean[2];
        for (int i = 0; i < threads.length; i++) {
            String name = "thread " + (i + 1) + " '" + threads[i] + "'";
            Matcher m = THREAD.matcher(threads[i]);
            if (!m.matches()) {
                throw new NotationException(name + " is not owner b|r, kind s|w|d, q,r~q,r and :sides");
            }
            int seat = PositionTexts.SEATS.indexOf(m.group(1));
            byte kind = (byte) PositionTexts.KINDS.indexOf(m.group(2));
            int from = hole(p, m.group(3), name + ": its start");
            int to = hole(p, m.group(4), name + ": its end");
            boolean first = !started[seat];
            started[seat] = true;
            if (apex[seat] < 0 || from != p.spool[seat] || (kind == Threads.SETUP) != first) {
                throw new NotationException(name + ": a player's thread runs on from their spool ("
                        + (p.spool[seat] < 0 ? "none before their setup Delta" : g.holeName(p.spool[seat]))
                        + "), and only their first Jump is the setup one");
            }
            if (to == from || (b.peg(to) != 1 + seat && b.peg(to) != Board.BLACK)) {
                throw new NotationException(name + " ends on " + g.holeName(to) + ", which holds no peg of "
                        + "its owner and no black peg");
            }
            setups += kind == Threads.SETUP ? 1 : 0;
            int t = p.layThread(from, to, seat, kind);
            sides(p, t, m.group(5) == null ? "" : m.group(5), name);
            b.jumpedTo(to, seat);
            p.spool[seat] = to;
        }
        return setups;
    }

    /** The sides of thread t at the pegs it passes, in order from its start: p +1, m -1, o not chosen yet. */
    private static void sides(ZeroOneTwoPosition p, int t, String sides, String name) {
        Geometry g = p.rules.geo();
        Threads th = p.threads;
        int next = 0;
        for (int k = 1; k <= th.inner[t]; k++) {
            int h = g.hole(th.aq[t] + k * th.sq[t], th.ar[t] + k * th.sr[t]);
            if (h >= 0 && p.board.peg(h) != Board.NONE) {
                if (next == sides.length()) {
                    throw new NotationException(name + " passes over more pegs than it has sides for");
                }
                char c = sides.charAt(next++);
                if (c != 'o') {
                    p.setSide(th.sideStart[t] + k - 1, c == 'p' ? 1 : -1);
                }
            }
        }
        if (next != sides.length()) {
            throw new NotationException(name + " has " + sides.length() + " sides, it passes over " + next
                    + " pegs");
        }
        if (next > 0 && p.rules.strictSides()) {
            throw new NotationException(name + " passes over a peg, which strict sides forbid");
        }
    }

    private static void readPlayer(ZeroOneTwoPosition p, int seat, String field) {
        String who = seat == 0 ? "blue" : "red";
        int colon = field.indexOf(':');
        if (colon < 0) {
            throw new NotationException(who + " is '" + field + "', it is recess:tray, e.g. 3:" + (seat == 0
                    ? "bbbkbbbbbbkbbbbbk" : "rrrkrrrrrrkrrrrrk"));
        }
        p.recess[seat] = PositionText.number(field.substring(0, colon), who + "'s recess", 0, Board.COLOUR_PEGS);
        String tray = field.substring(colon + 1);
        String queue = tray.equals("-") ? "" : tray.replace(PositionTexts.SEATS.charAt(seat), 'C').replace('k', 'B');
        for (int front = 0; front <= Tray.SLOTS; front++) {
            for (int gone = 0; gone < 8; gone++) {
                if (Tray.normalize(front, gone) == front && blacksBeforeGone(front, gone)
                        && Tray.queue(front, gone).equals(queue)) {
                    p.front[seat] = front;
                    p.gone[seat] = gone;
                    return;
                }
            }
        }
        throw new NotationException(who + "'s tray '" + tray + "' is not what is left of the tray " + (seat == 0
                ? "bbbbbbkbbbbbbkbbbbbk" : "rrrrrrkrrrrrrkrrrrrk") + " taken from the front (3.2, Z9)");
    }

    private static boolean blacksBeforeGone(int front, int gone) {
        for (int slot = 0; slot < front; slot++) {
            int b = Tray.blackIndex(slot);
            if (b >= 0 && (gone & 1 << b) == 0) {
                return false;
            }
        }
        return true;
    }
}
