package spindle.games.warpandweft;

import java.util.Locale;
import spindle.engine.NotationException;
import spindle.engine.Notation;
import spindle.engine.Position;

/**
 * Rules section 7 (ruling W9): a thread is written as its centre cell and any of its on-board cells is accepted;
 * a patch is its cell; {@code switch} and {@code swap} are words. Input ignores case and surrounding blanks.
 */
final class WarpAndWeftNotation implements Notation {
    static final String SWITCH = "switch";
    static final String SWAP = "swap";

    private final Geometry g;

    WarpAndWeftNotation(Geometry g) {
        this.g = g;
    }

    @Override
    public String format(Position position, int action) {
        if (action == g.switchCode) {
            return SWITCH;
        }
        if (action == g.swapCode) {
            return SWAP;
        }
        if (action < 0 || action > g.swapCode) {
            throw new IllegalArgumentException("no Warp and Weft action " + action + " at size " + g.size);
        }
        return g.name(action);
    }

    @Override
    public int parse(Position position, String text) {
        String t = text.trim().toLowerCase(Locale.ROOT);
        switch (t) {
            case SWITCH:
                return g.switchCode;
            case SWAP:
                return g.swapCode;
            case "pass":
                throw new NotationException("there is no pass in Warp and Weft; you may 'switch' your state instead");
            case "":
                throw new NotationException("empty move; " + expected());
            default:
                return cell(t, text.trim());
        }
    }

    /** A cell written letter then row number; the shape is checked before the ranges so the message fits. */
    private int cell(String t, String text) {
        boolean shaped = t.length() >= 2 && t.length() <= 4 && t.charAt(0) >= 'a' && t.charAt(0) <= 'z';
        for (int i = 1; shaped && i < t.length(); i++) {
            shaped = t.charAt(i) >= '0' && t.charAt(i) <= '9';
        }
        if (!shaped) {
            throw new NotationException("'" + text + "' is not a move; " + expected());
        }
        int c = t.charAt(0) - 'a' + 1;
        int r = Integer.parseInt(t.substring(1));
        if (c > g.cells) {
            throw new NotationException("column " + Character.toUpperCase(t.charAt(0)) + " is off the board; columns are "
                    + columnRange() + " at size " + g.size);
        }
        if (r < 1 || r > g.cells) {
            throw new NotationException("row " + t.substring(1) + " is off the board; rows are 1.." + g.cells
                    + " at size " + g.size);
        }
        return g.pieceAt(c, r);
    }

    private String columnRange() {
        return "A.." + (char) ('A' + g.cells - 1);
    }

    private String expected() {
        return "write a cell such as C13 (column " + columnRange() + ", row 1.." + g.cells
                + "; any cell of a thread names it), or switch, or swap";
    }
}
