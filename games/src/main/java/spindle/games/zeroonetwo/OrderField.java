package spindle.games.zeroonetwo;

import java.util.ArrayList;
import java.util.List;
import spindle.engine.NotationException;

/**
 * The order field of a position text: the order in which the rules list the valid holes, each player's pegs and
 * the black pegs (it decides the order of the legal moves, and so a seeded game's choices), each entry two
 * characters of {@link PositionTexts#DIGITS} indexing the holes in reading order; {@code -} for reading order.
 */
final class OrderField {
    private OrderField() {
    }

    /**
     * {@code [valid holes (null for reading order; checked once the board is built), Blue's pegs, Red's pegs, black
     * pegs]} as holes; the black pegs start with the centre's.
     */
    static int[][] read(String field, List<Integer> reading, char[] tokens, Geometry g) {
        int[][] byReading = new int[4][];
        if (field.equals("-")) {
            byReading[0] = null;
            byReading[1] = inReadingOrder(tokens, "bB");
            byReading[2] = inReadingOrder(tokens, "rR");
            byReading[3] = inReadingOrder(tokens, "kxy");
            int centre = reading.indexOf(g.hole(0, 0));
            int[] blacks = byReading[3];
            int at = 0;
            while (blacks[at] != centre) {
                at++;
            }
            System.arraycopy(blacks, 0, blacks, 1, at);
            blacks[0] = centre;
        } else {
            String[] parts = field.split("\\.", -1);
            if (parts.length != 4) {
                throw new NotationException("the order has " + parts.length + " parts, it has 4 (valid holes, Blue's "
                        + "pegs, Red's pegs, black pegs, separated by .), or is - for reading order");
            }
            String[] what = {"valid holes", "Blue's pegs", "Red's pegs", "black pegs"};
            for (int i = 0; i < 4; i++) {
                byReading[i] = decode(parts[i], reading.size(), what[i]);
            }
            String[] kinds = {"bB", "rR", "kxy"};
            for (int i = 1; i < 4; i++) {
                if (!isPermutation(byReading[i], inReadingOrder(tokens, kinds[i - 1]))) {
                    throw new NotationException("the order of the " + what[i] + " does not list each of them once");
                }
            }
            if (byReading[3][0] != reading.indexOf(g.hole(0, 0))) {
                throw new NotationException("the order of the black pegs starts with the centre's, the first put");
            }
        }
        int[][] holes = new int[4][];
        for (int i = 0; i < 4; i++) {
            if (byReading[i] == null) {
                continue;
            }
            holes[i] = new int[byReading[i].length];
            for (int j = 0; j < holes[i].length; j++) {
                holes[i][j] = reading.get(byReading[i][j]);
            }
        }
        return holes;
    }

    private static int[] decode(String part, int holes, String what) {
        if (part.length() % 2 != 0) {
            throw new NotationException("the order of the " + what + " has an odd length: each entry is two "
                    + "characters");
        }
        int[] out = new int[part.length() / 2];
        for (int i = 0; i < out.length; i++) {
            int hi = PositionTexts.DIGITS.indexOf(part.charAt(2 * i));
            int lo = PositionTexts.DIGITS.indexOf(part.charAt(2 * i + 1));
            out[i] = hi < 0 || lo < 0 ? -1 : hi * 62 + lo;
            if (out[i] < 0 || out[i] >= holes) {
                throw new NotationException("the order of the " + what + " names hole "
                        + part.substring(2 * i, 2 * i + 2) + ", the board has " + holes + " holes");
            }
        }
        return out;
    }

    private static int[] inReadingOrder(char[] tokens, String kinds) {
        List<Integer> list = new ArrayList<>();
        for (int i = 0; i < tokens.length; i++) {
            if (kinds.indexOf(tokens[i]) >= 0) {
                list.add(i);
            }
        }
        return list.stream().mapToInt(Integer::intValue).toArray();
    }

    private static boolean isPermutation(int[] order, int[] set) {
        if (order.length != set.length) {
            return false;
        }
        int[] sorted = order.clone();
        java.util.Arrays.sort(sorted);
        return java.util.Arrays.equals(sorted, set);
    }
}
