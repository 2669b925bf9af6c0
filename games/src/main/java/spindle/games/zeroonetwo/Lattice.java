package spindle.games.zeroonetwo;

/**
 * Exact integer geometry of the triangular lattice in axial coordinates (q, r) (rules section 2.1): distance,
 * orientation, betweenness, lattice points inside a segment, and which super-cell holds a unit triangle
 * (section 2.5). The map to the drawn plane, x = q + r/2, y = r*sqrt(3)/2, is linear with positive determinant,
 * so every sign computed here in (q, r) is the sign on the drawn board; no floating point is needed anywhere.
 */
public final class Lattice {
    private Lattice() {
    }

    /** Distance from the origin: max(|q|, |r|, |q + r|). */
    public static int distance(int q, int r) {
        return Math.max(Math.max(Math.abs(q), Math.abs(r)), Math.abs(q + r));
    }

    /** orient(P, Q, X): positive when X lies left of the directed line P to Q, zero when collinear. */
    public static long orient(int pq, int pr, int qq, int qr, int xq, int xr) {
        return (long) (qq - pq) * (xr - pr) - (long) (qr - pr) * (xq - pq);
    }

    /** Whether X, known to be collinear with P and Q, lies strictly between them. */
    public static boolean strictlyBetween(int pq, int pr, int qq, int qr, int xq, int xr) {
        long dot1 = (long) (xq - pq) * (qq - pq) + (long) (xr - pr) * (qr - pr);
        long len = (long) (qq - pq) * (qq - pq) + (long) (qr - pr) * (qr - pr);
        return dot1 > 0 && dot1 < len;
    }

    /** Below this, both arguments of {@link #gcd} are looked up (segments on the board are short). */
    private static final int GCD_TABLE_SIZE = 64;
    private static final byte[] GCD_TABLE = new byte[GCD_TABLE_SIZE * GCD_TABLE_SIZE];

    static {
        for (int a = 0; a < GCD_TABLE_SIZE; a++) {
            for (int b = 0; b < GCD_TABLE_SIZE; b++) {
                GCD_TABLE[a * GCD_TABLE_SIZE + b] = (byte) euclid(a, b);
            }
        }
    }

    /** Greatest common divisor of two non-negative ints (gcd(0, 0) = 0). */
    public static int gcd(int a, int b) {
        if ((a | b) >= 0 && a < GCD_TABLE_SIZE && b < GCD_TABLE_SIZE) {
            return GCD_TABLE[a * GCD_TABLE_SIZE + b];
        }
        return euclid(a, b);
    }

    private static int euclid(int a, int b) {
        while (b != 0) {
            int t = a % b;
            a = b;
            b = t;
        }
        return a;
    }

    /** Number of lattice points strictly inside segment a-b: gcd(|dq|, |dr|) - 1. */
    public static int pointsInside(int aq, int ar, int bq, int br) {
        return gcd(Math.abs(bq - aq), Math.abs(br - ar)) - 1;
    }

    /** The lattice points strictly inside segment a-b, in order from a: a + k*(dq/g, dr/g) for k = 1..g-1. */
    public static int[][] insidePoints(int aq, int ar, int bq, int br) {
        int g = gcd(Math.abs(bq - aq), Math.abs(br - ar));
        int[][] out = new int[Math.max(0, g - 1)][];
        for (int k = 1; k < g; k++) {
            out[k - 1] = new int[] {aq + k * (bq - aq) / g, ar + k * (br - ar) / g};
        }
        return out;
    }

    /**
     * The super-cell of unit triangle {@code up(x,y)} (up = true) or {@code dn(x,y)}, as {A, B, 1 for UP or 0 for
     * DN}.
     */
    public static int[] cellOfTriangle(int n, int x, int y, boolean up) {
        int a = Math.floorDiv(x, n);
        int b = Math.floorDiv(y, n);
        int s = x - n * a + y - n * b;
        boolean inUp = up ? s <= n - 1 : s <= n - 2;
        return new int[] {a, b, inUp ? 1 : 0};
    }

    /** Whether point (q, r) belongs to super-cell UP(A,B) (up = true) or DN(A,B). */
    public static boolean inCell(int n, int a, int b, boolean up, int q, int r) {
        int u = q - n * a;
        int v = r - n * b;
        return up ? u >= 0 && v >= 0 && u + v <= n : u <= n && v <= n && u + v >= n;
    }

    /** Text of a super-cell: {@code UP(A,B)} or {@code DN(A,B)}. */
    public static String cellName(int a, int b, boolean up) {
        return (up ? "UP(" : "DN(") + a + "," + b + ")";
    }
}
