package spindle.games.zeroonetwo;

/**
 * Threads meeting a Jump at a T-junction (rules 4.3.3): a thread u ending at a peg P strictly inside the Jump,
 * its other end off the Jump's line, crosses the Jump iff the Jump passes P on the side of that other end. Such a
 * thread is kept as a code: P's position along the Jump (the dot product of P - s with D - s for the Jump s-D,
 * positive and below |D - s|^2 < 2^23), the side sigma(P) that makes it cross, and whether it is the mover's.
 * With the codes alone, whether some sides make the Jump legal needs no re-counting.
 */
final class Junctions {
    /** Per peg the Jump passes: its position and the crossings each side adds, own and opponent's. */
    private final int[] key = new int[SpoolScan.MAX];
    private final int[] plusOwn = new int[SpoolScan.MAX];
    private final int[] minusOwn = new int[SpoolScan.MAX];
    private final int[] plusOpp = new int[SpoolScan.MAX];
    private final int[] minusOpp = new int[SpoolScan.MAX];

    static int code(long along, long sign, boolean mine) {
        return (int) along << 2 | (sign > 0 ? 2 : 0) | (mine ? 1 : 0);
    }

    /** P's position along the Jump. */
    static int along(int code) {
        return code >>> 2;
    }

    /** Whether the thread crosses when the Jump passes P on its left (sigma = +1), rather than on its right. */
    static boolean plus(int code) {
        return (code & 2) != 0;
    }

    static boolean mine(int code) {
        return (code & 1) != 0;
    }

    /**
     * Whether some sides make Jump number k legal, given the crossings that do not depend on them ({@code own},
     * {@code opp}) and the junction codes {@code codes[0..count)} of the threads that do: each peg's side adds
     * the threads crossing on that side.
     */
    boolean complete(int[] codes, int count, int own, int opp, int k, int previousTotal) {
        int pegs = 0;
        for (int j = 0; j < count; j++) {
            int c = codes[j];
            int p = 0;
            while (p < pegs && key[p] != along(c)) {
                p++;
            }
            if (p == pegs) {
                key[p] = along(c);
                plusOwn[p] = 0;
                minusOwn[p] = 0;
                plusOpp[p] = 0;
                minusOpp[p] = 0;
                pegs++;
            }
            if (mine(c)) {
                if (plus(c)) {
                    plusOwn[p]++;
                } else {
                    minusOwn[p]++;
                }
            } else if (plus(c)) {
                plusOpp[p]++;
            } else {
                minusOpp[p]++;
            }
        }
        for (long combo = 0, combos = 1L << pegs; combo < combos; combo++) {
            int o = own, x = opp;
            for (int p = 0; p < pegs; p++) {
                boolean plus = (combo >>> p & 1) != 0;
                o += plus ? plusOwn[p] : minusOwn[p];
                x += plus ? plusOpp[p] : minusOpp[p];
            }
            if (JumpRules.meetsCriteria(o, x, k, previousTotal)) {
                return true;
            }
        }
        return false;
    }
}
