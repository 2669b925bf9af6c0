package spindle.games.warpandweft;

import static spindle.games.warpandweft.Geometry.WARP;
import static spindle.games.warpandweft.Geometry.WEFT;
import static spindle.games.warpandweft.WarpAndWeftPosition.PATCHING;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code Game.describe}: the position as plain data. Every piece is listed with its kind, canonical name, on-board
 * cells (column and row, 1-based, row 1 at the bottom), the tab cells outside the board it sticks out into, and
 * its owner; the two sides with their controlling seat and state; whose turn, the result and the last move.
 */
final class BoardData {
    private BoardData() {
    }

    static Map<String, Object> describe(WarpAndWeftPosition p) {
        Geometry g = p.g;
        Rules rules = p.rules;
        Map<String, Object> d = new LinkedHashMap<>();
        d.put("game", WarpAndWeft.ID);
        d.put("size", g.size);
        d.put("columns", g.cells);
        d.put("rows", g.cells);
        d.put("primary", rules.patchPrimary() ? "patch" : "thread");
        d.put("swap", rules.swap());
        d.put("switchLimit", rules.switchLimit());
        d.put("compact", rules.compact());
        d.put("pieces", pieces(p));
        d.put("sides", List.of(side(p, WARP), side(p, WEFT)));
        int result = p.result();
        boolean over = result != WarpAndWeftPosition.ONGOING;
        d.put("turn", p.plies() + 1);
        d.put("toMove", over ? -1 : p.seatOf(p.sideToMove()));
        d.put("sideToMove", over ? "none" : sideKey(p.sideToMove()));
        d.put("swapAvailable", p.swapAvailable());
        d.put("over", over);
        d.put("winner", !over || result == WarpAndWeftPosition.DRAW ? "none" : sideKey(result));
        d.put("winnerSeat", !over || result == WarpAndWeftPosition.DRAW ? -1 : p.seatOf(result));
        d.put("endReason", endReason(p));
        d.put("status", BoardText.result(p));
        d.put("winning", winningChain(p));
        WarpAndWeftNotation notation = new WarpAndWeftNotation(g);
        d.put("lastMove", p.lastAction() < 0 ? "none" : notation.format(p, p.lastAction()));
        int[] legal = new int[p.maxActions()];
        int n = p.legalActions(legal);
        List<String> moves = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            moves.add(notation.format(p, legal[i]));
        }
        d.put("legalMoves", moves);
        return d;
    }

    /** Whether a side's pieces connect its two edges (read-only, for queries and tests). */
    static boolean connected(WarpAndWeftPosition p, int s) {
        Geometry g = p.g;
        for (int code = s * g.threads; code < (s + 1) * g.threads; code++) {
            if (g.edgeBits[code] == Geometry.FIRST_EDGE && inConnectedGroup(p, code) && p.claims.ownerOf(code) == s) {
                return true;
            }
        }
        return false;
    }

    /** Whether a claimed piece's group touches both edges of its owner's side: it is part of a winning chain. */
    static boolean inConnectedGroup(WarpAndWeftPosition p, int code) {
        Claims claims = p.claims;
        return claims.ownerOf(code) >= 0
                && claims.edgesAt(claims.groupRoot(code)) == (Geometry.FIRST_EDGE | Geometry.SECOND_EDGE);
    }

    /** The names of the winner's pieces in the group that connects its two edges; empty unless won so. */
    private static List<Object> winningChain(WarpAndWeftPosition p) {
        List<Object> chain = new ArrayList<>();
        int result = p.result();
        if (result == WarpAndWeftPosition.ONGOING || result == WarpAndWeftPosition.DRAW) {
            return chain;
        }
        for (int code = 0; code < p.g.pieces; code++) {
            if (p.claims.ownerOf(code) == result && inConnectedGroup(p, code)) {
                chain.add(p.g.name(code));
            }
        }
        return chain;
    }

    private static List<Object> pieces(WarpAndWeftPosition p) {
        Geometry g = p.g;
        List<Object> pieces = new ArrayList<>(g.pieces);
        for (int code = 0; code < g.pieces; code++) {
            Map<String, Object> piece = new LinkedHashMap<>();
            piece.put("name", g.name(code));
            piece.put("kind", g.isThread(code) ? sideKey(g.sideOf(code)) : "patch");
            piece.put("column", g.column(code));
            piece.put("row", g.row(code));
            piece.put("cells", cellList(g.cellsOf(code)));
            piece.put("tabs", cellList(tabsOf(g, code)));
            int owner = p.claims.ownerOf(code);
            piece.put("owner", owner < 0 ? "none" : sideKey(owner));
            pieces.add(piece);
        }
        return pieces;
    }

    private static int[][] tabsOf(Geometry g, int code) {
        int c = g.column(code);
        int r = g.row(code);
        int[][] around = {{c, r - 1}, {c, r + 1}, {c - 1, r}, {c + 1, r}};
        List<int[]> tabs = new ArrayList<>();
        for (int[] cell : around) {
            if (!g.onBoard(cell[0], cell[1]) && g.pieceOrTabAt(cell[0], cell[1]) == code) {
                tabs.add(cell);
            }
        }
        return tabs.toArray(new int[0][]);
    }

    private static List<Object> cellList(int[][] cells) {
        List<Object> list = new ArrayList<>(cells.length);
        for (int[] cell : cells) {
            list.add(List.of(cell[0], cell[1]));
        }
        return list;
    }

    private static Map<String, Object> side(WarpAndWeftPosition p, int side) {
        Map<String, Object> s = new LinkedHashMap<>();
        s.put("side", sideKey(side));
        s.put("name", BoardText.sideName(side));
        s.put("seat", p.seatOf(side));
        s.put("state", p.stateOf(side) == PATCHING ? "patching" : "threading");
        s.put("connects", side == WARP ? "top-bottom" : "left-right");
        s.put("mark", String.valueOf(side == WARP ? BoardText.WARP_MARK : BoardText.WEFT_MARK));
        s.put("threadPlacements", p.claims.placements(side, WarpAndWeftPosition.THREADING));
        s.put("patchPlacements", p.claims.placements(side, PATCHING));
        s.put("connected", connected(p, side));
        return s;
    }

    /** The end of the game in a stable word: connection, no-valid-play, switch-limit, or none while it goes on. */
    static String endReason(WarpAndWeftPosition p) {
        if (p.result() == WarpAndWeftPosition.ONGOING) {
            return "none";
        }
        switch (p.endReason()) {
            case WarpAndWeftPosition.BY_CONNECTION:
                return "connection";
            case WarpAndWeftPosition.BY_NO_VALID_PLAY:
                return "no-valid-play";
            default:
                return "switch-limit";
        }
    }

    private static String sideKey(int side) {
        return side == WARP ? "warp" : "weft";
    }
}
