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
        final int[] bits = new int[64];
        final int[] candidates = new int[SpoolScan.MAX];
        final int[] candidateIndex = new int[SpoolScan.MAX];
        final int[] candidateTotals = new int[SpoolScan.MAX];
        /** Totals asked for by no one (see the legalMask without totals). */
        final int[] unusedTotals = new int[SpoolScan.MAX];
        private int[] junctionPeg = new int[16];

        int[] junctionPeg(int size) {
            if (junctionPeg.length < size) {
                junctionPeg = new int[Math.max(size, 2 * junctionPeg.length)];
            }
            return junctionPeg;
        }
    }

    /**
     * Whether some sides for the Jump's pegs not yet decided (after the first {@code fixed}, whose sides are bits of
     * {@code mask}) make Jump number k from s to d legal, given the counts of every thread that does not depend on
     * the sides ({@code baseOwn}, {@code baseOpp}) and the threads that do ({@code aside}, with the junction codes
     * of {@link SpoolScan}: a thread meeting the Jump at a T-junction adds 1 iff the Jump passes that peg on the
     * code's side; a collinear one, code -1, is re-counted). Only the pegs those threads depend on are tried both
     * ways.
     */
    static boolean completes(Board board, Threads threads, int seat, int s, int d, int k, int previousTotal,
                             int baseOwn, int baseOpp, int[] aside, int[] junction, int asideCount, int fixed,
                             long mask) {
        Scratch sc = SCRATCH.get();
        Candidate c = sc.candidate;
        c.set(board, s, d);
        if (board.strict && c.pegCount > 0) {
            return false;
        }
        StoredSegment u = sc.stored;
        u.threads = threads;
        int[] peg = sc.junctionPeg(asideCount);
        long relevant = 0;
        for (int i = 0; i < asideCount; i++) {
            if (junction[i] >= 0) {
                peg[i] = c.pegAlong(Junctions.along(junction[i]));
                relevant |= 1L << peg[i];
            } else {
                peg[i] = -1;
                u.set(aside[i]);
                relevant |= c.dependsOn(u);
            }
        }
        relevant &= -1L << fixed;
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
            int own = baseOwn, opp = baseOpp;
            for (int i = 0; i < asideCount; i++) {
                int t = aside[i];
                int x = crossing(c, u, t, junction[i], peg[i]);
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

    /**
     * The crossing count of set-aside thread t with the candidate Jump (its sides in {@code c.mask}): from its
     * junction code at the Jump's peg number {@code peg}, or counted when it is collinear (code -1).
     */
    private static int crossing(Candidate c, StoredSegment u, int t, int code, int peg) {
        if (code >= 0) {
            return ((c.mask >>> peg & 1) != 0) == Junctions.plus(code) ? 1 : 0;
        }
        u.set(t);
        return Crossings.cr(c, u);
    }

    /** The crossings with the set-aside threads of the Jump s to d with fully chosen sides. */
    static int asideTotal(Board board, Threads threads, int s, int d, int[] aside, int[] junction, int asideCount,
                          long mask) {
        if (asideCount == 0) {
            return 0;
        }
        Scratch sc = SCRATCH.get();
        Candidate c = sc.candidate;
        c.set(board, s, d);
        c.mask = mask;
        StoredSegment u = sc.stored;
        u.threads = threads;
        int total = 0;
        for (int i = 0; i < asideCount; i++) {
            int code = junction[i];
            total += crossing(c, u, aside[i], code, code >= 0 ? c.pegAlong(Junctions.along(code)) : -1);
        }
        return total;
    }

    static boolean meetsCriteria(int own, int opp, int k, int previousTotal) {
        boolean parity = (own == 0 || (own & 1) == 1) && (opp == 0 || (opp & 1) == 1);
        return parity && (k == 1 || own + opp > previousTotal);
    }

    /** Whether the destination rules allow a Weave Jump number k from s to d (the no-repeat rule aside). */
    static boolean destinationOk(Board board, int seat, int s, int d, int k) {
        return d != s && (board.isColourOf(d, seat) || (k == 3 && board.isUncapturedBlack(d)));
    }

    /** Whether a full legal Weave Jump number k from s to d exists. */
    static boolean legal(Board board, Threads threads, int seat, int s, int d, int k, int previousTotal) {
        return destinationOk(board, seat, s, d, k) && SpoolScan.legal(board, threads, seat, s, d, k, previousTotal);
    }

    /** {@link #legalMask(Board, Threads, int, int, int, int, int[])} without the totals. */
    static long legalMask(Board board, Threads threads, int seat, int s, int k, int previousTotal) {
        return legalMask(board, threads, seat, s, k, previousTotal, SCRATCH.get().unusedTotals);
    }

    /**
     * The legal Weave Jumps number k from s as a bit mask over the candidates: bit i for the i-th own colour peg
     * on the board, then (for k = 3) bit ownCount + i for the i-th black peg. Writes the total crossings of each
     * legal Jump to {@code totals} at its bit (-1 where they depend on the Jump's sides).
     */
    static long legalMask(Board board, Threads threads, int seat, int s, int k, int previousTotal, int[] totals) {
        int own = board.ownCount[seat];
        int total = own + (k == 3 ? board.blackCount : 0);
        int[] candidates = SCRATCH.get().candidates;
        int[] index = SCRATCH.get().candidateIndex;
        int n = 0;
        for (int i = 0; i < total; i++) {
            int d = i < own ? board.own[seat][i] : board.black[i - own];
            // the own list holds only the mover's colour pegs, so of those only the spool is no destination
            if (i < own ? d != s : destinationOk(board, seat, s, d, k)) {
                index[n] = i;
                candidates[n++] = d;
            }
        }
        int[] candidateTotals = SCRATCH.get().candidateTotals;
        long found = SpoolScan.legalAmong(board, threads, seat, s, candidates, n, k, previousTotal, candidateTotals);
        long mask = 0;
        for (; found != 0; found &= found - 1) {
            int j = Long.numberOfTrailingZeros(found);
            mask |= 1L << index[j];
            totals[index[j]] = candidateTotals[j];
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

        /**
         * The index of the peg whose position along the Jump is {@code along}: the dot product of its offset from
         * the start with the Jump's vector (a junction code's key, {@link SpoolScan}).
         */
        int pegAlong(int along) {
            int dq = bq - aq, dr = br - ar;
            for (int j = 0; j < pegCount; j++) {
                if ((geo.pq[pegs[j]] - aq) * dq + (geo.pr[pegs[j]] - ar) * dr == along) {
                    return j;
                }
            }
            throw new IllegalStateException("no peg at " + along + " along the Jump");
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

    /**
     * Writes the holes of the pegs strictly inside segment a-b, in order from a, and returns how many; with a null
     * {@code out}, only counts them.
     */
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
            if (h >= 0 && board.peg(h) != Board.NONE) {
                if (out != null) {
                    out[count] = h;
                }
                count++;
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
