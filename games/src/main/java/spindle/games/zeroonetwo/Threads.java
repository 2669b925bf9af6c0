package spindle.games.zeroonetwo;

import java.util.Arrays;

/**
 * Every thread laid so far (rules 4.1), in the order laid: endpoints, owner, kind, and a side map holding one
 * entry per lattice point strictly inside the segment (0 where no peg stands). Flat growable arrays so that a copy
 * is a handful of array copies.
 */
final class Threads {
    static final byte SETUP = 0;
    static final byte WEAVE = 1;
    static final byte BUILD = 2;
    static final String[] KIND_NAMES = {"setup", "weave", "build"};

    int count;
    int[] from;
    int[] to;
    byte[] owner;
    byte[] kind;
    /** Start of each thread's side entries in {@link #sides}; entry k-1 is the point a + k*step. */
    int[] sideStart;
    int[] inner;
    /** Endpoint coordinates and the primitive lattice step from a to b, kept flat for the crossing scans. */
    int[] aq;
    int[] ar;
    int[] bq;
    int[] br;
    int[] sq;
    int[] sr;
    byte[] sides;
    int sidesUsed;
    /** Changes with every thread added and every side set, so that a scan of these threads can be reused. */
    int version;

    Threads() {
        this(32, 256);
    }

    private Threads(int capacity, int sideCapacity) {
        from = new int[capacity];
        to = new int[capacity];
        owner = new byte[capacity];
        kind = new byte[capacity];
        sideStart = new int[capacity];
        inner = new int[capacity];
        aq = new int[capacity];
        ar = new int[capacity];
        bq = new int[capacity];
        br = new int[capacity];
        sq = new int[capacity];
        sr = new int[capacity];
        sides = new byte[sideCapacity];
    }

    Threads copy() {
        Threads t = new Threads(from.length, Math.max(sidesUsed, 16));
        t.copyFrom(this);
        return t;
    }

    /**
     * Writes o's threads over these, reusing the arrays when they are large enough. The version moves past both
     * o's and this one's, so that no scan remembered for this object's old threads is taken for the new ones.
     */
    void copyFrom(Threads o) {
        if (from.length < o.count) {
            grow(o.from.length);
        }
        if (sides.length < o.sidesUsed) {
            sides = new byte[o.sides.length];
        }
        int n = o.count;
        System.arraycopy(o.from, 0, from, 0, n);
        System.arraycopy(o.to, 0, to, 0, n);
        System.arraycopy(o.owner, 0, owner, 0, n);
        System.arraycopy(o.kind, 0, kind, 0, n);
        System.arraycopy(o.sideStart, 0, sideStart, 0, n);
        System.arraycopy(o.inner, 0, inner, 0, n);
        System.arraycopy(o.aq, 0, aq, 0, n);
        System.arraycopy(o.ar, 0, ar, 0, n);
        System.arraycopy(o.bq, 0, bq, 0, n);
        System.arraycopy(o.br, 0, br, 0, n);
        System.arraycopy(o.sq, 0, sq, 0, n);
        System.arraycopy(o.sr, 0, sr, 0, n);
        System.arraycopy(o.sides, 0, sides, 0, o.sidesUsed);
        count = n;
        sidesUsed = o.sidesUsed;
        version = Math.max(version, o.version) + 1;
    }

    private void grow(int capacity) {
        from = Arrays.copyOf(from, capacity);
        to = Arrays.copyOf(to, capacity);
        owner = Arrays.copyOf(owner, capacity);
        kind = Arrays.copyOf(kind, capacity);
        sideStart = Arrays.copyOf(sideStart, capacity);
        inner = Arrays.copyOf(inner, capacity);
        aq = Arrays.copyOf(aq, capacity);
        ar = Arrays.copyOf(ar, capacity);
        bq = Arrays.copyOf(bq, capacity);
        br = Arrays.copyOf(br, capacity);
        sq = Arrays.copyOf(sq, capacity);
        sr = Arrays.copyOf(sr, capacity);
    }

    /** Appends a thread with no side entries yet and returns its index. */
    int add(Geometry geo, int fromHole, int toHole, int seat, byte threadKind) {
        int innerPoints = Lattice.pointsInside(geo.pq[fromHole], geo.pr[fromHole], geo.pq[toHole], geo.pr[toHole]);
        if (count == from.length) {
            grow(count * 2);
        }
        if (sidesUsed + innerPoints > sides.length) {
            sides = Arrays.copyOf(sides, Math.max(sides.length * 2, sidesUsed + innerPoints));
        }
        int t = count++;
        version++;
        from[t] = fromHole;
        to[t] = toHole;
        owner[t] = (byte) seat;
        kind[t] = threadKind;
        sideStart[t] = sidesUsed;
        inner[t] = innerPoints;
        aq[t] = geo.pq[fromHole];
        ar[t] = geo.pr[fromHole];
        bq[t] = geo.pq[toHole];
        br[t] = geo.pr[toHole];
        sq[t] = (bq[t] - aq[t]) / (innerPoints + 1);
        sr[t] = (br[t] - ar[t]) / (innerPoints + 1);
        java.util.Arrays.fill(sides, sidesUsed, sidesUsed + innerPoints, (byte) 0);
        sidesUsed += innerPoints;
        return t;
    }
}
