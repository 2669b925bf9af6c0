package spindle.games.zeroonetwo;

import static spindle.games.zeroonetwo.ZeroOneTwoPosition.*;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The position as plain data for a browser board: holes with drawing coordinates (x2 = 2q + r, y = r; the drawn
 * point is x = x2/2, y = r*sqrt(3)/2), pegs, threads with their side entries, placed super-cells, both players'
 * trays and state, whose decision it is, and the result.
 */
final class Description {
    private static final String[] PEG_NAMES = {null, "blue", "red", "black"};
    private static final String[] PHASES = {"first-player", "setup-delta", "setup-black", "setup-peg", "turn-start",
        "place", "reposition", "weave", "supply", "supply-black", "build-delta", "build-source", "build-peg",
        "thread-sides", "jump-sides", "over"};

    private Description() {
    }

    static Map<String, Object> of(ZeroOneTwoPosition p) {
        Board b = p.board;
        Geometry g = b.geo;
        Map<String, Object> d = new LinkedHashMap<>();
        d.put("game", "zero-one-two");
        d.put("n", p.rules.n());
        List<Object> holes = new ArrayList<>();
        for (int h = 0; h < g.holes; h++) {
            if (!b.present(h)) {
                continue;
            }
            Map<String, Object> hole = new LinkedHashMap<>();
            hole.put("q", g.pq[h]);
            hole.put("r", g.pr[h]);
            hole.put("x2", 2 * g.pq[h] + g.pr[h]);
            hole.put("interior", b.interior(h));
            hole.put("valid", b.isValid(h));
            if (b.peg(h) != Board.NONE) {
                hole.put("peg", PEG_NAMES[b.peg(h)]);
                if (b.peg(h) == Board.BLACK) {
                    hole.put("capturedBy", b.mark(h) == 0 ? "" : ZeroOneTwoNotation.SEAT_NAMES[b.mark(h) - 1]);
                } else {
                    hole.put("used", b.mark(h) != 0);
                }
            }
            hole.put("symbol", String.valueOf(BoardText.symbol(b, h)));
            holes.add(hole);
        }
        d.put("holes", holes);
        List<Object> cells = new ArrayList<>();
        for (int i = 0; i < b.placedCount; i++) {
            cells.add(g.cellName(b.placedCells[i]));
        }
        d.put("cells", cells);
        d.put("threads", threads(p));
        List<Object> players = new ArrayList<>();
        for (int s = 0; s < 2; s++) {
            Map<String, Object> pl = new LinkedHashMap<>();
            pl.put("name", ZeroOneTwoNotation.SEAT_NAMES[s]);
            pl.put("captured", p.captures[s]);
            pl.put("used", b.usedCount[s]);
            pl.put("onBoard", b.ownCount[s]);
            pl.put("recess", p.recess[s]);
            pl.put("tray", Tray.queue(p.front[s], p.gone[s]));
            pl.put("spool", p.spool[s] < 0 ? "" : g.holeName(p.spool[s]));
            players.add(pl);
        }
        d.put("players", players);
        d.put("deltasLeft", p.deltasLeft);
        d.put("phase", PHASES[p.phase]);
        d.put("toMove", p.phase == P_OVER || p.phase == P_FIRST ? "" : ZeroOneTwoNotation.SEAT_NAMES[p.seat]);
        d.put("weaveJumps", p.weaveK);
        d.put("lastJumpTotal", p.lastTotal);
        d.put("quietTurns", p.quietTurns);
        d.put("status", BoardText.status(p));
        d.put("lastAction", p.lastAction);
        if (p.phase == P_OVER) {
            d.put("result", List.of(p.payoff(0), p.payoff(1)));
        }
        d.put("winning", winning(p));
        Map<String, Object> side = pendingSide(p);
        if (side != null) {
            d.put("pendingSide", side);
        }
        return d;
    }

    /**
     * The holes that decided a won game (section 7.2): the black pegs the winner captured, or, when captures are
     * tied, the winner's used colour pegs. Empty while playing and after a draw.
     */
    private static List<Object> winning(ZeroOneTwoPosition p) {
        List<Object> holes = new ArrayList<>();
        if (p.phase != P_OVER || p.payoff(0) == p.payoff(1)) {
            return holes;
        }
        int winner = p.payoff(0) > p.payoff(1) ? 0 : 1;
        boolean byCaptures = p.captures[0] != p.captures[1];
        Board b = p.board;
        Geometry g = b.geo;
        for (int h = 0; h < g.holes; h++) {
            boolean counts = byCaptures ? b.peg(h) == Board.BLACK && b.mark(h) == winner + 1
                    : b.peg(h) == winner + 1 && b.mark(h) != 0;
            if (b.present(h) && counts) {
                holes.add(g.holeName(h));
            }
        }
        return holes;
    }

    /**
     * The side choice asked for now, for the board to draw both ways around the peg: the peg's hole, and the
     * thread (its number, 0 for the Jump being laid) from hole to hole; null when no side is asked.
     */
    private static Map<String, Object> pendingSide(ZeroOneTwoPosition p) {
        Geometry g = p.rules.geo();
        Map<String, Object> side = new LinkedHashMap<>();
        if (p.phase == P_PEG_SIDES) {
            int t = p.pendThreads[p.pendIndex];
            side.put("peg", g.holeName(p.placeHole));
            side.put("thread", t + 1);
            side.put("from", List.of(g.pq[p.threads.from[t]], g.pr[p.threads.from[t]]));
            side.put("to", List.of(g.pq[p.threads.to[t]], g.pr[p.threads.to[t]]));
        } else if (p.phase == P_JUMP_SIDES) {
            side.put("peg", g.holeName(p.jumpPegs[p.jumpIndex]));
            side.put("thread", 0);
            side.put("from", List.of(g.pq[p.jumpFrom], g.pr[p.jumpFrom]));
            side.put("to", List.of(g.pq[p.jumpTo], g.pr[p.jumpTo]));
        } else {
            return null;
        }
        return side;
    }

    private static List<Object> threads(ZeroOneTwoPosition p) {
        Threads t = p.threads;
        Geometry g = p.rules.geo();
        List<Object> out = new ArrayList<>();
        for (int i = 0; i < t.count; i++) {
            Map<String, Object> th = new LinkedHashMap<>();
            th.put("number", i + 1);
            th.put("owner", ZeroOneTwoNotation.SEAT_NAMES[t.owner[i]]);
            th.put("kind", Threads.KIND_NAMES[t.kind[i]]);
            th.put("from", List.of(g.pq[t.from[i]], g.pr[t.from[i]]));
            th.put("to", List.of(g.pq[t.to[i]], g.pr[t.to[i]]));
            th.put("sides", BoardText.sides(p, i));
            out.add(th);
        }
        return out;
    }
}
