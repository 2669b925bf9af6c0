package spindle.games.onepiecefortwo;

import static spindle.engine.PositionEditorSpec.choice;
import static spindle.engine.PositionEditorSpec.text;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import spindle.engine.NotationException;
import spindle.engine.PositionEditorSpec;
import spindle.engine.PositionText;

/**
 * The board field of a position text ({@link PositionTexts}): the edge frame, top row first, one character per
 * element. A half is the letter of the direction its partner lies in ({@code R} right, {@code L} left, {@code U} up,
 * {@code D} down), upper case for red and lower case for blue (as FEN writes white and black), so {@code Rl} is a
 * piece lying flat with red on the left and {@code d} over {@code U} a piece standing with red below. Runs of empty
 * elements are digits, as in FEN.
 */
final class BoardField {
    /** The letter of each partner direction, indexed by {@link Codes#RIGHT} .. {@link Codes#DOWN}. */
    static final String DIRECTIONS = "RLUD";
    static final char EMPTY = '.';
    private static final String[] WORDS = {"right", "left", "up", "down"};

    private BoardField() {
    }

    /** The field of {@code b}; before the game edge frames the board, the empty board as drawn. */
    static String write(OnePiecePosition p) {
        Board b = p.board;
        if (p.edge < 0) {
            String row = Integer.toString(p.setup.width());
            return String.join("/", Collections.nCopies(p.setup.height(), row));
        }
        StringBuilder s = new StringBuilder();
        for (int y = b.rows - 1; y >= 0; y--) {
            StringBuilder row = new StringBuilder();
            for (int x = 0; x < b.cols; x++) {
                if (!b.occupied(x, y)) {
                    row.append(EMPTY);
                } else {
                    char c = DIRECTIONS.charAt(partner(b, x, y));
                    row.append(b.isRed(x, y) ? c : Character.toLowerCase(c));
                }
            }
            s.append(PositionText.compressRuns(row, EMPTY)).append(y > 0 ? "/" : "");
        }
        return s.toString();
    }

    /** The direction from occupied element (x, y) to the other half of its piece. */
    static int partner(Board b, int x, int y) {
        if (((b.horizontal[x] >>> y) & 1) != 0) {
            return Codes.RIGHT;
        }
        if (x > 0 && ((b.horizontal[x - 1] >>> y) & 1) != 0) {
            return Codes.LEFT;
        }
        return ((b.vertical[x] >>> y) & 1) != 0 ? Codes.UP : Codes.DOWN;
    }

    /** The placement codes of the pieces on {@code b} (red element and direction of the blue one). */
    static List<Integer> pieces(Board b) {
        List<Integer> pieces = new ArrayList<>();
        for (int x = 0; x < b.cols; x++) {
            for (int y = 0; y < b.height[x]; y++) {
                if (b.isRed(x, y)) {
                    pieces.add(Codes.placement(x, y, partner(b, x, y)));
                }
            }
        }
        return pieces;
    }

    /** The removal code that names the piece of a placement code. */
    static int removal(int placement) {
        int x = Math.min(Codes.placementX(placement), Codes.blueX(placement));
        int y = Math.min(Codes.placementY(placement), Codes.blueY(placement));
        return Codes.removal(x, y, Codes.placementX(placement) == Codes.blueX(placement));
    }

    /**
     * The pieces of a board field of {@code cols} x {@code rows}, lowest first, so that placing them in this order
     * keeps every piece supported; {@code shape} says where the frame comes from, for the row-count message.
     */
    static int[] read(String field, int cols, int rows, String shape) {
        String[] lines = field.split("/", -1);
        if (lines.length != rows) {
            throw new NotationException("the board has " + lines.length + " rows, " + shape + " gives " + rows);
        }
        char[][] grid = new char[cols][rows];
        for (int i = 0; i < rows; i++) {
            int y = rows - 1 - i;
            String row = PositionText.expandRuns(lines[i], EMPTY);
            if (row.length() != cols) {
                throw new NotationException("board row " + (y + 1) + " has " + row.length() + " cells, the board has "
                        + cols);
            }
            for (int x = 0; x < cols; x++) {
                char c = row.charAt(x);
                if (c != EMPTY && DIRECTIONS.indexOf(Character.toUpperCase(c)) < 0) {
                    throw new NotationException("board row " + (y + 1) + ": '" + c + "' is not a half (R, L, U, D "
                            + "red, r, l, u, d blue: the letter points at its other half) or " + EMPTY + " (empty)");
                }
                grid[x][y] = c;
            }
        }
        List<Integer> pieces = new ArrayList<>();
        for (int x = 0; x < cols; x++) {
            for (int y = 0; y < rows; y++) {
                char c = grid[x][y];
                if (c == EMPTY) {
                    continue;
                }
                if (y > 0 && grid[x][y - 1] == EMPTY) {
                    throw new NotationException(OnePieceNotation.element(x, y) + " is occupied above the empty "
                            + OnePieceNotation.element(x, y - 1) + ": pieces rest on the game edge (rule 4.2)");
                }
                checkPartner(grid, x, y);
                if (Character.isUpperCase(c)) {
                    pieces.add(Codes.placement(x, y, DIRECTIONS.indexOf(c)));
                }
            }
        }
        if (pieces.size() > OnePiecePosition.PIECES) {
            throw new NotationException("the board holds " + pieces.size() + " pieces, there are only "
                    + OnePiecePosition.PIECES + " (ruling P19)");
        }
        pieces.sort(Comparator.comparingInt(p -> Math.min(Codes.placementY(p), Codes.blueY(p))));
        return pieces.stream().mapToInt(Integer::intValue).toArray();
    }

    private static void checkPartner(char[][] grid, int x, int y) {
        char c = grid[x][y];
        boolean red = Character.isUpperCase(c);
        int dir = DIRECTIONS.indexOf(Character.toUpperCase(c));
        int px = x + Codes.DX[dir];
        int py = y + Codes.DY[dir];
        char expected = DIRECTIONS.charAt(dir ^ 1);
        expected = red ? Character.toLowerCase(expected) : expected;
        String half = "the " + (red ? "red" : "blue") + " half at " + OnePieceNotation.element(x, y) + " points "
                + WORDS[dir] + ", but ";
        if (px < 0 || py < 0 || px >= grid.length || py >= grid[0].length) {
            throw new NotationException(half + "that is off the board");
        }
        char there = grid[px][py];
        if (there != expected) {
            throw new NotationException(half + OnePieceNotation.element(px, py) + " holds "
                    + (there == EMPTY ? "nothing" : String.valueOf(there)) + ", not a " + (red ? "blue" : "red")
                    + " half pointing " + WORDS[dir ^ 1] + " (" + expected + ")");
        }
    }

    /** The analysis board's editor ({@code Game.positionEditor}) for these fields. */
    static Map<String, Object> editor() {
        List<Map<String, Object>> palette = new ArrayList<>();
        String[] where = {"to the right", "to the left", "above", "below"};
        for (int colour = 0; colour < 2; colour++) {
            for (int dir = 0; dir < 4; dir++) {
                char c = DIRECTIONS.charAt(dir);
                palette.add(PositionEditorSpec.piece(String.valueOf(colour == 0 ? c : Character.toLowerCase(c)),
                        (colour == 0 ? "red half, its blue half " : "blue half, its red half ") + where[dir], false));
            }
        }
        return PositionEditorSpec.of(PositionEditorSpec.board(0, false, true, String.valueOf(EMPTY), null, false),
                palette, List.of(
                choice(1, "Colours", "starter-red", "the starter plays red, the second player blue",
                        "starter-blue", "the starter plays blue, the second player red", "-", "not chosen yet"),
                choice(2, "Game edge (the board field is drawn with it at the bottom)", "bottom", "bottom", "top",
                        "top", "left", "left", "right", "right", "-", "not chosen yet"),
                choice(3, "Turn (once over: who moved last if it was won, else who would move)", "starter",
                        "the starter", "second", "the second player"),
                choice(4, "Phase", "colour", "the starter takes a colour", "edge",
                        "the second player chooses the game edge", "place", "place a piece from the box",
                        "relocate", "move a piece on the board", "red-won", "red has won", "blue-won",
                        "blue has won", "draw", "drawn"),
                text(5, "Pieces left in the box (0 to 20)"),
                text(6, "Relocations since the last placement, oldest first, separated by , (- for none), "
                        + "e.g. h5-h6:f5/f6"),
                text(7, "Plies played so far")));
    }
}
