package spindle.games.zeroonetwo;

import java.util.ArrayList;
import java.util.List;

/**
 * The order in which a position read from text puts its pegs on the board: each player's pegs and the black pegs
 * in reading order, the centre's black peg first (the first put). The rules list holes and pegs in the order they
 * came, so a position read from text may list its legal moves in another order than the game it was written from;
 * the moves are the same, and the text stays free of that history.
 */
final class OrderField {
    private OrderField() {
    }

    /** {@code [null (the valid holes in the rules' own order), Blue's pegs, Red's pegs, black pegs]} as holes. */
    static int[][] readingOrder(List<Integer> reading, char[] tokens, Geometry g) {
        int[][] holes = new int[4][];
        holes[1] = inReadingOrder(reading, tokens, "bB");
        holes[2] = inReadingOrder(reading, tokens, "rR");
        int[] blacks = inReadingOrder(reading, tokens, "kxy");
        int centre = g.hole(0, 0);
        int at = 0;
        while (at < blacks.length && blacks[at] != centre) {
            at++;
        }
        if (at < blacks.length) {
            System.arraycopy(blacks, 0, blacks, 1, at);
            blacks[0] = centre;
        }
        holes[3] = blacks;
        return holes;
    }

    private static int[] inReadingOrder(List<Integer> reading, char[] tokens, String kinds) {
        List<Integer> list = new ArrayList<>();
        for (int i = 0; i < tokens.length; i++) {
            if (kinds.indexOf(tokens[i]) >= 0) {
                list.add(reading.get(i));
            }
        }
        return list.stream().mapToInt(Integer::intValue).toArray();
    }
}
