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
        int capacity = 32;
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
        sides = new byte[256];
    }

    private Threads(Threads o) {
        count = o.count;
        from = o.from.clone();
        to = o.to.clone();
        owner = o.owner.clone();
        kind = o.kind.clone();
        sideStart = o.sideStart.clone();
        inner = o.inner.clone();
        aq = o.aq.clone();
        ar = o.ar.clone();
        bq = o.bq.clone();
        br = o.br.clone();
        sq = o.sq.clone();
        sr = o.sr.clone();
        sides = Arrays.copyOf(o.sides, Math.max(o.sidesUsed, 16));
        sidesUsed = o.sidesUsed;
        version = o.version;
    }

    Threads copy() {
        return new Threads(this);
    }

    /** Appends a thread with no side entries yet and returns its index. */
    int add(Geometry geo, int fromHole, int toHole, int seat, byte threadKind) {
        int innerPoints = Lattice.pointsInside(geo.pq[fromHole], geo.pr[fromHole], geo.pq[toHole], geo.pr[toHole]);
        if (count == from.length) {
            int c = count * 2;
            from = Arrays.copyOf(from, c);
            to = Arrays.copyOf(to, c);
            owner = Arrays.copyOf(owner, c);
            kind = Arrays.copyOf(kind, c);
            sideStart = Arrays.copyOf(sideStart, c);
            inner = Arrays.copyOf(inner, c);
            aq = Arrays.copyOf(aq, c);
            ar = Arrays.copyOf(ar, c);
            bq = Arrays.copyOf(bq, c);
            br = Arrays.copyOf(br, c);
            sq = Arrays.copyOf(sq, c);
            sr = Arrays.copyOf(sr, c);
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
