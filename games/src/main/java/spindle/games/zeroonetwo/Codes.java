package spindle.games.zeroonetwo;

/**
 * The action codes of one variant: a fixed finite space over the holes and super-cells of the largest board the
 * variant can grow to ({@link Geometry}), plus a few words. One code is one decision of a turn.
 *
 * <pre>
 * [0, H)          put a peg on hole h (Place, setup, Reposition target, surfaced black peg, Build peg)
 * [H, 2H)         Jump to the peg on hole h
 * [2H, 3H)        lift the own unused colour peg on hole h (Reposition, or Build from the board)
 * [3H, 3H + C)    attach a Delta on super-cell c (setup or Build)
 * then DONE, STOP, SELF, OPP, RECESS, NOPEG, PASS, PLUS, MINUS, FIRST + seat
 * </pre>
 */
final class Codes {
    static final int DONE = 0;
    static final int STOP = 1;
    static final int SELF = 2;
    static final int OPP = 3;
    static final int RECESS = 4;
    static final int NOPEG = 5;
    static final int PASS = 6;
    static final int PLUS = 7;
    static final int MINUS = 8;
    static final int FIRST = 9;
    static final int WORDS = 11;

    final int holes;
    final int cells;
    final int jump;
    final int lift;
    final int cell;
    final int word;
    final int space;

    Codes(Geometry geo) {
        holes = geo.holes;
        cells = geo.cells;
        jump = holes;
        lift = 2 * holes;
        cell = 3 * holes;
        word = 3 * holes + cells;
        space = word + WORDS;
    }

    int word(int w) {
        return word + w;
    }
}
