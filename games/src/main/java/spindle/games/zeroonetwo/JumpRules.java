package spindle.games.zeroonetwo;

/**
 * Legality of Weave Jumps (rules section 6): destination, the no-repeat rule, and the crossing criteria (own and
 * opponent counts each 0 or odd; strictly more in total than the previous Jump of the Weave). A Jump over pegs
 * is legal when some choice of sides for those pegs makes it legal; the sides are then chosen one decision at a
 * time, each keeping a legal completion. Only threads with an endpoint on the Jump's line can depend on the sides
 * (T-junctions and collinear overlaps), so the others are counted once and only those few are re-counted per
 * choice of sides.
 */
final class JumpRules {
    /** Per-thread scratch, so that the query methods of a shared position stay free of shared mutable state. */
    private static final ThreadLocal<Scratch> SCRATCH = ThreadLocal.withInitial(Scratch::new);

    private JumpRules() {
    }

    static final class Scratch {
        final Candidate candidate = new Candidate();
        final StoredSegment stored = new StoredSegment();
        final int[] sensitive = new int[64];
        final int[] bits = new int[64];
        int[] sensitiveBig = new int[0];
        int baseOwn;
        int baseOpp;
        int sensitiveCount;
        int[] sensitiveList;
        long relevant;
    }

    /**
     * Counts the crossings of the candidate in the scratch against every thread whose count does not depend on
     * the candidate's sides (into {@code baseOwn}, {@code baseOpp}), and lists the others as sensitive with the
     * candidate pegs they depend on. Most threads lie wholly on one side of the candidate's line and are rejected
     * with two orientation tests.
     */
    private static void scan(Scratch sc, Threads th, int seat) {
        Candidate c = sc.candidate;
        StoredSegment u = sc.stored;
        u.threads = th;
        long aq = c.aq, ar = c.ar, bq = c.bq, br = c.br;
        long dq = bq - aq, dr = br - ar;
        int own = 0, opp = 0, sensitiveCount = 0;
        long relevant = 0;
        int[] sensitive = th.count <= sc.sensitive.length ? sc.sensitive : big(sc, th.count);
        int[] uaq = th.aq, uar = th.ar, ubq = th.bq, ubr = th.br;
        for (int t = 0, n = th.count; t < n; t++) {
            long cq = uaq[t], cr = uar[t], eq = ubq[t], er = ubr[t];
            long d3 = dq * (cr - ar) - dr * (cq - aq);
            long d4 = dq * (er - ar) - dr * (eq - aq);
            if ((d3 > 0 && d4 > 0) || (d3 < 0 && d4 < 0)) {
                continue;
            }
            int x;
            if (d3 != 0 && d4 != 0) {
                long uq = eq - cq, ur = er - cr;
                long d1 = uq * (ar - cr) - ur * (aq - cq);
                long d2 = uq * (br - cr) - ur * (bq - cq);
                if ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) {
                    x = 1;
                } else if (d1 == 0 || d2 == 0) {
                    u.set(t);
                    x = Crossings.cr(c, u);
                } else {
                    continue;
                }
            } else {
                u.set(t);
                long pegs = c.pegCount == 0 ? 0 : c.dependsOn(u);
                if (pegs != 0) {
                    sensitive[sensitiveCount++] = t;
                    relevant |= pegs;
                    continue;
                }
                x = Crossings.cr(c, u);
            }
            if (th.owner[t] == seat) {
                own += x;
            } else {
                opp += x;
            }
        }
        sc.baseOwn = own;
        sc.baseOpp = opp;
        sc.sensitiveCount = sensitiveCount;
        sc.sensitiveList = sensitive;
        sc.relevant = relevant;
    }

    /**
     * Whether a Weave Jump number {@code k} from spool {@code s} to {@code d} can be completed legally, given the
     * sides already chosen for the first {@code fixed} pegs over the segment (bits of {@code mask}, set = +1).
     */
    static boolean feasible(Board board, Threads threads, int seat, int s, int d, int k, int previousTotal,
                            int fixed, long mask) {
        Scratch sc = SCRATCH.get();
        Candidate c = sc.candidate;
        c.set(board, s, d);
        if (board.strict && c.pegCount > 0) {
            return false;
        }
        scan(sc, threads, seat);
        if (sc.sensitiveCount == 0) {
            return meetsCriteria(sc.baseOwn, sc.baseOpp, k, previousTotal);
        }
        long relevant = sc.relevant & (-1L << fixed);
        int[] bits = sc.bits;
        int free = 0;
        for (int j = 0; j < c.pegCount; j++) {
            if ((relevant >>> j & 1) != 0) {
                bits[free++] = j;
            }
        }
        long combos = 1L << free;
        for (long combo = 0; combo < combos; combo++) {
            long m = mask;
            for (int i = 0; i < free; i++) {
                if ((combo >>> i & 1) != 0) {
                    m |= 1L << bits[i];
                }
            }
            c.mask = m;
            int own = sc.baseOwn, opp = sc.baseOpp;
            for (int i = 0; i < sc.sensitiveCount; i++) {
                int t = sc.sensitiveList[i];
                sc.stored.set(t);
                int x = Crossings.cr(c, sc.stored);
                if (threads.owner[t] == seat) {
                    own += x;
                } else {
                    opp += x;
                }
            }
            if (meetsCriteria(own, opp, k, previousTotal)) {
                return true;
            }
        }
        return false;
    }

    private static int[] big(Scratch sc, int n) {
        if (sc.sensitiveBig.length < n) {
            sc.sensitiveBig = new int[Math.max(n, 2 * sc.sensitiveBig.length)];
        }
        return sc.sensitiveBig;
    }

    static boolean meetsCriteria(int own, int opp, int k, int previousTotal) {
        boolean parity = (own == 0 || (own & 1) == 1) && (opp == 0 || (opp & 1) == 1);
        return parity && (k == 1 || own + opp > previousTotal);
    }

    /** The total crossings (own + opp) of a Jump with fully chosen sides. */
    static int total(Board board, Threads threads, int s, int d, long mask) {
        Scratch sc = SCRATCH.get();
        Candidate c = sc.candidate;
        c.set(board, s, d);
        scan(sc, threads, 0);
        c.mask = mask;
        int total = sc.baseOwn + sc.baseOpp;
        for (int i = 0; i < sc.sensitiveCount; i++) {
            sc.stored.set(sc.sensitiveList[i]);
            total += Crossings.cr(c, sc.stored);
        }
        return total;
    }

    /** Whether the destination and pairing rules allow a Weave Jump number k from s to d. */
    static boolean destinationOk(Board board, Threads threads, int seat, int s, int d, int k) {
        if (d == s) {
            return false;
        }
        boolean ok = board.isColourOf(d, seat) || (k == 3 && board.isUncapturedBlack(d));
        return ok && !threads.joins(s, d);
    }

    /** Whether a full legal Weave Jump number k from s to d exists. */
    static boolean legal(Board board, Threads threads, int seat, int s, int d, int k, int previousTotal) {
        return destinationOk(board, threads, seat, s, d, k)
                && feasible(board, threads, seat, s, d, k, previousTotal, 0, 0L);
    }

    /**
     * The legal Weave Jumps number k from s as a bit mask over the candidates: bit i for the i-th own colour peg
     * on the board, then (for k = 3) bit ownCount + i for the i-th black peg.
     */
    static long legalMask(Board board, Threads threads, int seat, int s, int k, int previousTotal) {
        long mask = 0;
        int own = board.ownCount[seat];
        for (int i = 0; i < own; i++) {
            if (legal(board, threads, seat, s, board.own[seat][i], k, previousTotal)) {
                mask |= 1L << i;
            }
        }
        if (k == 3) {
            for (int i = 0; i < board.blackCount; i++) {
                if (legal(board, threads, seat, s, board.black[i], k, previousTotal)) {
                    mask |= 1L << (own + i);
                }
            }
        }
        return mask;
    }

    /**
     * The Jump being considered, s to d: its endpoints, the pegs strictly inside it in order from s, and a mask of
     * sides for them.
     */
    static final class Candidate implements Segment {
        int aq;
        int ar;
        int bq;
        int br;
        final int[] pegs = new int[64];
        int pegCount;
        long mask;
        private Geometry geo;

        void set(Board board, int s, int d) {
            geo = board.geo;
            aq = geo.pq[s];
            ar = geo.pr[s];
            bq = geo.pq[d];
            br = geo.pr[d];
            pegCount = pegsInside(board, aq, ar, bq, br, pegs);
        }

        /**
         * The pegs of this Jump (as a bit mask over {@link #pegs}) whose sides can change the crossing count with
         * u: the peg at an endpoint of u lying strictly inside this Jump (a T-junction), or the pegs inside a
         * collinear overlap. Zero when the count does not depend on this Jump's sides.
         */
        long dependsOn(StoredSegment u) {
            if ((u.aq == aq && u.ar == ar) || (u.aq == bq && u.ar == br) || (u.bq == aq && u.br == ar)
                    || (u.bq == bq && u.br == br)) {
                return 0;
            }
            long d3 = Lattice.orient(aq, ar, bq, br, u.aq, u.ar);
            long d4 = Lattice.orient(aq, ar, bq, br, u.bq, u.br);
            if (d3 != 0 && d4 != 0) {
                return 0;
            }
            if (d3 != 0 || d4 != 0) {
                int q = d3 == 0 ? u.aq : u.bq, r = d3 == 0 ? u.ar : u.br;
                return Lattice.strictlyBetween(aq, ar, bq, br, q, r) ? bitOf(geo.hole(q, r)) : 0;
            }
            long out = 0;
            for (int j = 0; j < pegCount; j++) {
                int q = geo.pq[pegs[j]], r = geo.pr[pegs[j]];
                if (onClosed(u.aq, u.ar, u.bq, u.br, q, r)) {
                    out |= 1L << j;
                }
            }
            return out;
        }

        private long bitOf(int h) {
            for (int j = 0; j < pegCount; j++) {
                if (pegs[j] == h) {
                    return 1L << j;
                }
            }
            return 0;
        }

        private static boolean onClosed(int aq, int ar, int bq, int br, int q, int r) {
            return Math.min(aq, bq) <= q && q <= Math.max(aq, bq) && Math.min(ar, br) <= r && r <= Math.max(ar, br);
        }

        @Override
        public int aq() {
            return aq;
        }

        @Override
        public int ar() {
            return ar;
        }

        @Override
        public int bq() {
            return bq;
        }

        @Override
        public int br() {
            return br;
        }

        @Override
        public int side(int q, int r) {
            int h = geo.hole(q, r);
            for (int j = 0; j < pegCount; j++) {
                if (pegs[j] == h) {
                    return (mask >>> j & 1) != 0 ? 1 : -1;
                }
            }
            return 0;
        }
    }

    /** Writes the holes of the pegs strictly inside segment a-b, in order from a, and returns how many. */
    static int pegsInside(Board board, int aq, int ar, int bq, int br, int[] out) {
        int dq = bq - aq, dr = br - ar;
        int g = Lattice.gcd(Math.abs(dq), Math.abs(dr));
        if (g <= 1) {
            return 0;
        }
        int sq = dq / g, sr = dr / g;
        int count = 0;
        for (int k = 1; k < g; k++) {
            int h = board.geo.hole(aq + k * sq, ar + k * sr);
            if (h >= 0 && board.peg[h] != Board.NONE) {
                out[count++] = h;
            }
        }
        return count;
    }

    /** A stored thread seen as a segment. */
    static final class StoredSegment implements Segment {
        Threads threads;
        int aq;
        int ar;
        int bq;
        int br;
        private int t;

        void set(int thread) {
            t = thread;
            aq = threads.aq[t];
            ar = threads.ar[t];
            bq = threads.bq[t];
            br = threads.br[t];
        }

        @Override
        public int aq() {
            return aq;
        }

        @Override
        public int ar() {
            return ar;
        }

        @Override
        public int bq() {
            return bq;
        }

        @Override
        public int br() {
            return br;
        }

        @Override
        public int side(int q, int r) {
            int sq = threads.sq[t], sr = threads.sr[t];
            int k = sq != 0 ? (q - aq) / sq : (r - ar) / sr;
            return k <= 0 || k > threads.inner[t] ? 0 : threads.sides[threads.sideStart[t] + k - 1];
        }
    }
}
