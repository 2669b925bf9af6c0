package spindle.games.justplayingaround;

/**
 * Setup codes (rules 3.4, ruling J26): each colour's numbers on its home squares, read in that colour's
 * left-to-right order, ranked among the 720 permutations of 1..6 in lexicographic order; code = rank(R) +
 * 720 rank(G) + 720<sup>2</sup> rank(B) + 720<sup>3</sup> rank(Y). Code 0 is the default setup.
 */
public final class SetupCode {
    /** Number of setups: 720<sup>4</sup> = 268,738,560,000. */
    public static final long COUNT = 720L * 720 * 720 * 720;
    private static final int[] FACTORIAL = {1, 1, 2, 6, 24, 120, 720};

    private SetupCode() {
    }

    /** Home squares of a colour in its own left-to-right order as it looks forward (rules 3.3). */
    static int homeSquare(int colour, int index) {
        return switch (colour) {
            case 0 -> 1 + index;                // R: b1..g1
            case 1 -> (6 - index) * 8;          // G: a7..a2
            case 2 -> 7 * 8 + 6 - index;        // B: g8..b8
            default -> (1 + index) * 8 + 7;     // Y: h2..h7
        };
    }

    /** The permutation of 1..6 with lexicographic rank {@code rank} (0..719). */
    public static int[] permutation(int rank) {
        int[] numbers = {1, 2, 3, 4, 5, 6};
        int[] result = new int[6];
        int used = 0;
        int r = rank;
        for (int i = 0; i < 6; i++) {
            int f = FACTORIAL[5 - i];
            int skip = r / f;
            r %= f;
            for (int n = 0; n < 6; n++) {
                if ((used & 1 << n) == 0 && skip-- == 0) {
                    result[i] = numbers[n];
                    used |= 1 << n;
                    break;
                }
            }
        }
        return result;
    }

    /** The lexicographic rank (0..719) of a permutation of 1..6. */
    public static int rank(int[] permutation) {
        int rank = 0;
        for (int i = 0; i < 6; i++) {
            int smallerLater = 0;
            for (int j = i + 1; j < 6; j++) {
                if (permutation[j] < permutation[i]) {
                    smallerLater++;
                }
            }
            rank += smallerLater * FACTORIAL[5 - i];
        }
        return rank;
    }

    /** The rank of one colour (0 R, 1 G, 2 B, 3 Y) within a setup code. */
    public static int rankOf(long code, int colour) {
        long c = code;
        for (int i = 0; i < colour; i++) {
            c /= 720;
        }
        return (int) (c % 720);
    }

    /** The code of four per-colour ranks (R, G, B, Y). */
    public static long encode(int rankR, int rankG, int rankB, int rankY) {
        return rankR + 720L * (rankG + 720L * (rankB + 720L * rankY));
    }
}
