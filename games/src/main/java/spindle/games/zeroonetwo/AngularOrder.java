package spindle.games.zeroonetwo;

import java.util.Arrays;

/**
 * Destinations sorted by direction around the spool, so that a thread is tested only against the Jumps that can
 * meet it ({@link SpoolScan}): those whose direction lies in the cone from the spool spanned by the thread's ends.
 * Directions fall into {@link #BUCKETS} angular buckets by an exact integer "diamond angle"; the bucket depends on
 * the direction only and never decreases as it turns counterclockwise, so the destinations in a cone are those in
 * a run of buckets (wrapping past the last).
 */
final class AngularOrder {
    /** Angular buckets per quarter turn, and in all. */
    private static final int QUARTER = 16;
    static final int BUCKETS = 4 * QUARTER;
    /** The vectors whose buckets are looked up rather than computed: both coordinates within this reach. */
    private static final int TABLE_REACH = 63;
    private static final int TABLE_WIDTH = 2 * TABLE_REACH + 1;
    private static final byte[] TABLE = new byte[TABLE_WIDTH * TABLE_WIDTH];

    static {
        for (int y = -TABLE_REACH; y <= TABLE_REACH; y++) {
            for (int x = -TABLE_REACH; x <= TABLE_REACH; x++) {
                if (x != 0 || y != 0) {
                    TABLE[(y + TABLE_REACH) * TABLE_WIDTH + x + TABLE_REACH] = (byte) diamond(x, y);
                }
            }
        }
    }

    /** The destinations in bucket order. */
    final int[] sorted = new int[SpoolScan.MAX];
    /** The index in the caller's order of each destination of {@link #sorted}. */
    final int[] callerIndex = new int[SpoolScan.MAX];
    /** Where each bucket begins in {@link #sorted}; entry {@link #BUCKETS} is the count. */
    private final int[] start = new int[BUCKETS + 1];
    private final int[] bucketOf = new int[SpoolScan.MAX];
    private final int[] cursor = new int[BUCKETS];

    /** Sorts destinations {@code cand[0..n)} by bucket of their direction from hole s (a counting sort). */
    void sort(Geometry g, int s, int[] cand, int n) {
        Arrays.fill(start, 0);
        int sq = g.pq[s], sr = g.pr[s];
        for (int i = 0; i < n; i++) {
            int k = bucket(g.pq[cand[i]] - sq, g.pr[cand[i]] - sr);
            bucketOf[i] = k;
            start[k + 1]++;
        }
        for (int k = 0; k < BUCKETS; k++) {
            start[k + 1] += start[k];
        }
        System.arraycopy(start, 0, cursor, 0, BUCKETS);
        for (int i = 0; i < n; i++) {
            int j = cursor[bucketOf[i]]++;
            sorted[j] = cand[i];
            callerIndex[j] = i;
        }
    }

    /**
     * Where the destinations from bucket {@code lo} up to {@code hi} begin in {@link #sorted} (with {@link #end},
     * the run is [begin, end), or when lo > hi it wraps: [begin, n) and [0, end)).
     */
    int begin(int lo) {
        return start[lo];
    }

    int end(int hi) {
        return start[hi + 1];
    }

    /**
     * The bucket (0 to {@link #BUCKETS} - 1) of the nonzero vector (x, y), counterclockwise in the orientation of
     * {@link Lattice#orient} starting from (1, 0).
     */
    static int bucket(int x, int y) {
        if (x >= -TABLE_REACH && x <= TABLE_REACH && y >= -TABLE_REACH && y <= TABLE_REACH) {
            return TABLE[(y + TABLE_REACH) * TABLE_WIDTH + x + TABLE_REACH];
        }
        return diamond(x, y);
    }

    /**
     * The "diamond angle": the quadrant, plus how far along the unit L1 diamond the direction is within it,
     * scaled and rounded down in exact integer arithmetic.
     */
    private static int diamond(int x, int y) {
        int a = Math.abs(x) + Math.abs(y);
        int quadrant;
        int along;
        if (x > 0 && y >= 0) {
            quadrant = 0;
            along = y;
        } else if (x <= 0 && y > 0) {
            quadrant = 1;
            along = -x;
        } else if (x < 0) {
            quadrant = 2;
            along = -y;
        } else {
            quadrant = 3;
            along = x;
        }
        return quadrant * QUARTER + QUARTER * along / a;
    }
}
