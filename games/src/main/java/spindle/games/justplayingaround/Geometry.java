package spindle.games.justplayingaround;

/**
 * The torus board, the eight directions and the names of squares, colours and pieces.
 *
 * <p>Squares are {@code y * 8 + x} (a1 = 0, h8 = 63). Directions are numbered clockwise from north (N = 0, NE = 1,
 * ..., NW = 7), so turning right by 45 degrees is {@code +1 mod 8} and the reverse of a direction is {@code +4}.
 * Pieces are {@code colour * 6 + number - 1} with colours R = 0, G = 1, B = 2, Y = 3.
 */
final class Geometry {
    static final int SQUARES = 64;
    static final int PIECES = 24;
    static final int COLOURS = 4;

    static final String[] DIRECTION_NAMES = {"N", "NE", "E", "SE", "S", "SW", "W", "NW"};
    static final char[] COLOUR_LETTERS = {'R', 'G', 'B', 'Y'};
    static final String[] COLOUR_NAMES = {"red", "green", "blue", "yellow"};
    private static final int[] DX = {0, 1, 1, 1, 0, -1, -1, -1};
    private static final int[] DY = {1, 1, 0, -1, -1, -1, 0, 1};

    /** {@code STEP[square * 8 + direction]}: the neighbour across the torus (both coordinates wrap, rule 2.2). */
    static final byte[] STEP = new byte[SQUARES * 8];

    static {
        for (int sq = 0; sq < SQUARES; sq++) {
            for (int d = 0; d < 8; d++) {
                int x = (sq & 7) + DX[d] & 7;
                int y = (sq >> 3) + DY[d] & 7;
                STEP[sq * 8 + d] = (byte) (y * 8 + x);
            }
        }
    }

    private Geometry() {
    }

    static int step(int square, int direction) {
        return STEP[square * 8 + direction];
    }

    /** Forward direction of a colour: R north, G east, B south, Y west (rulings J4, J5). */
    static int forward(int colour) {
        return 2 * colour;
    }

    static int colourOf(int piece) {
        return piece / 6;
    }

    static int numberOf(int piece) {
        return piece % 6 + 1;
    }

    static String pieceName(int piece) {
        return "" + COLOUR_LETTERS[colourOf(piece)] + numberOf(piece);
    }

    static String squareName(int square) {
        return "" + (char) ('a' + (square & 7)) + (char) ('1' + (square >> 3));
    }

    /** The direction that steps from {@code from} to {@code to}, or -1 when they are not neighbours. */
    static int directionBetween(int from, int to) {
        for (int d = 0; d < 8; d++) {
            if (step(from, d) == to) {
                return d;
            }
        }
        return -1;
    }
}
