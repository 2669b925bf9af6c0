package spindle.games.zeroonetwo;

/**
 * Exact legality and crossing totals of Weave Jumps from one spool s, for many destinations at once (the hot path
 * of move generation). For each thread u the vectors from s to its ends are computed once. With several
 * destinations, taken in {@link AngularOrder} around s, u is tested only against those whose direction can lie in
 * the cone it spans from s, by a branch-free pass: two orientation tests for a proper crossing and one more for
 * the far side of u's line. With one destination, a branch-free pass over all threads counts the proper crossings
 * and sends only threads with a zero orientation down the general path. T-junctions at s or at D are resolved on
 * the spot from u's side map. A thread whose count depends on the Jump's own sides is set aside per destination:
 * at a T-junction (an end of u strictly inside the Jump) as a {@link Junctions} code, which decides the sides
 * without re-counting; collinear with the Jump, handed with the other counts to {@link JumpRules#completes}, which
 * tries the sides. A thread with an end at s is never crossed (a shared peg) and marks its other end as already
 * joined to s (ruling Z36).
 */
final class SpoolScan {
    private static final ThreadLocal<SpoolScan> SCRATCH = ThreadLocal.withInitial(SpoolScan::new);
    static final int MAX = 64;

    private final int[] iq = new int[MAX];
    private final int[] ir = new int[MAX];
    private final int[] own = new int[MAX];
    private final int[] opp = new int[MAX];
    private final int[] one = new int[1];
    /** Per destination: the threads set aside because they depend on the Jump's sides. */
    private final int[][] aside = new int[MAX][8];
    private final int[] asideCount = new int[MAX];
    /**
     * Per destination, for each thread set aside: its {@link Junctions} code when it meets the Jump at a
     * T-junction, or -1 when it overlaps the Jump collinearly.
     */
    private final int[][] junction = new int[MAX][8];
    /** The destinations with a collinear thread set aside: only {@link JumpRules#completes} can decide them. */
    private long overlapped;
    private final Junctions junctions = new Junctions();
    /** A scan of several destinations takes them in angular order around s. */
    private final AngularOrder order = new AngularOrder();

    /** Whether the single Jump number k from s to d is legal (d already passed the destination test). */
    static boolean legal(Board b, Threads th, int seat, int s, int d, int k, int previousTotal) {
        SpoolScan sc = SCRATCH.get();
        sc.one[0] = d;
        return sc.evaluate(b, th, seat, s, sc.one, 1, k, previousTotal) != 0;
    }

    /**
     * The legal Jumps among {@code candidates[0..n)} (which passed the destination test), as a bit mask; writes
     * each candidate's total crossings to {@code totals}, or -1 where it depends on the Jump's sides.
     */
    static long legalAmong(Board b, Threads th, int seat, int s, int[] candidates, int n, int k, int previousTotal,
                           int[] totals) {
        SpoolScan sc = SCRATCH.get();
        if (n == 1) {
            long legal = sc.evaluate(b, th, seat, s, candidates, 1, k, previousTotal);
            totals[0] = sc.asideCount[0] > 0 ? -1 : sc.own[0] + sc.opp[0];
            return legal;
        }
        sc.order.sort(b.geo, s, candidates, n);
        long found = sc.evaluate(b, th, seat, s, sc.order.sorted, n, k, previousTotal);
        long legal = 0;
        for (int j = 0; j < n; j++) {
            int i = sc.order.callerIndex[j];
            totals[i] = sc.asideCount[j] > 0 ? -1 : sc.own[j] + sc.opp[j];
            legal |= (found >>> j & 1) << i;
        }
        return legal;
    }

    /** The total crossings of the Jump from s to d with the given sides (bits over the pegs it passes). */
    static int total(Board b, Threads th, int seat, int s, int d, long sides) {
        SpoolScan sc = SCRATCH.get();
        sc.one[0] = d;
        sc.count(b, th, seat, s, sc.one, 1);
        return sc.own[0] + sc.opp[0] + JumpRules.asideTotal(b, th, s, d, sc.aside[0], sc.junction[0], sc.asideCount[0],
                sides);
    }

    /**
     * Which side for peg {@code index} of the Jump number k from s to d (the sides of the pegs before it being the
     * bits of {@code mask}) can still be completed legally: bit 0 for +, bit 1 for -. One scan serves both.
     */
    static int completingSides(Board b, Threads th, int seat, int s, int d, int k, int previousTotal, int index,
                               long mask) {
        SpoolScan sc = SCRATCH.get();
        sc.one[0] = d;
        sc.count(b, th, seat, s, sc.one, 1);
        boolean plus = JumpRules.completes(b, th, seat, s, d, k, previousTotal, sc.own[0], sc.opp[0], sc.aside[0],
                sc.junction[0], sc.asideCount[0], index + 1, mask | 1L << index);
        boolean minus = JumpRules.completes(b, th, seat, s, d, k, previousTotal, sc.own[0], sc.opp[0], sc.aside[0],
                sc.junction[0], sc.asideCount[0], index + 1, mask);
        return (plus ? 1 : 0) | (minus ? 2 : 0);
    }

    private long joined;
    /**
     * The last single-destination scan, still held in the arrays at index 0 until the next scan: a Jump's
     * legality, its side choices and its total each ask for the same one. Threads change their version whenever
     * they change (a copy written over them too), and a copy is another object.
     */
    private Threads lastThreads;
    private int lastVersion;
    private int lastSeat;
    private int lastFrom;
    private int lastTo;

    /** Sets thread t aside for destination i, with its {@link Junctions} code or -1 for a collinear overlap. */
    private void setAside(int i, int t, int code) {
        int c = asideCount[i];
        if (c == aside[i].length) {
            aside[i] = java.util.Arrays.copyOf(aside[i], 2 * c);
            junction[i] = java.util.Arrays.copyOf(junction[i], 2 * c);
        }
        aside[i][c] = t;
        junction[i][c] = code;
        asideCount[i] = c + 1;
        if (code < 0) {
            overlapped |= 1L << i;
        }
    }

    private long evaluate(Board b, Threads th, int seat, int s, int[] cand, int n, int k, int previousTotal) {
        count(b, th, seat, s, cand, n);
        long legal = 0;
        for (int i = 0; i < n; i++) {
            long bit = 1L << i;
            if ((joined & bit) != 0) {
                continue;
            }
            boolean ok;
            if (b.strict || (overlapped & bit) != 0) {
                ok = JumpRules.completes(b, th, seat, s, cand[i], k, previousTotal, own[i], opp[i], aside[i],
                        junction[i], asideCount[i], 0, 0L);
            } else if (asideCount[i] > 0) {
                ok = junctions.complete(junction[i], asideCount[i], own[i], opp[i], k, previousTotal);
            } else {
                ok = JumpRules.meetsCriteria(own[i], opp[i], k, previousTotal);
            }
            if (ok) {
                legal |= bit;
            }
        }
        return legal;
    }

    /**
     * Fills own/opp crossing counts per candidate, and the masks of candidates already joined to s and of those
     * needing the exact rules (a thread end strictly inside the Jump, or a collinear thread).
     */
    private void count(Board b, Threads th, int seat, int s, int[] cand, int n) {
        if (n == 1 && lastThreads == th && lastVersion == th.version && lastSeat == seat && lastFrom == s
                && lastTo == cand[0]) {
            return;
        }
        lastThreads = n == 1 ? th : null;
        lastVersion = th.version;
        lastSeat = seat;
        lastFrom = s;
        lastTo = n == 1 ? cand[0] : -1;
        Geometry g = b.geo;
        int sq = g.pq[s], sr = g.pr[s];
        for (int i = 0; i < n; i++) {
            iq[i] = g.pq[cand[i]] - sq;
            ir[i] = g.pr[cand[i]] - sr;
            own[i] = 0;
            opp[i] = 0;
            asideCount[i] = 0;
        }
        joined = 0;
        overlapped = 0;
        if (n == 1) {
            countOne(th, seat, s, cand, sq, sr);
            return;
        }
        for (int t = 0, count = th.count; t < count; t++) {
            thread(th, t, seat, s, cand, n, sq, sr);
        }
    }

    /**
     * The scan for one destination: a branch-free pass over the threads counts the proper crossings where none of
     * the four orientations is zero; only the other threads (an end at s or on the line s-D, s or D on the
     * thread's line) take the general path.
     */
    private void countOne(Threads th, int seat, int s, int[] cand, int sq, int sr) {
        int x = iq[0], y = ir[0];
        int[] taq = th.aq, tar = th.ar, tbq = th.bq, tbr = th.br;
        byte[] owner = th.owner;
        int all = 0, mine = 0;
        for (int t = 0, count = th.count; t < count; t++) {
            int cQ = taq[t] - sq, cR = tar[t] - sr, eQ = tbq[t] - sq, eR = tbr[t] - sr;
            int d1 = cQ * eR - cR * eQ;
            int d3 = x * cR - y * cQ;
            int d4 = x * eR - y * eQ;
            int d2 = d1 + d3 - d4; // orient(c, e, D) = d1 + (D - s) x (e - c), without two more products
            if (d1 == 0 || d2 == 0 || d3 == 0 || d4 == 0) {
                thread(th, t, seat, s, cand, 1, sq, sr);
                continue;
            }
            int p = ((d1 ^ d2) & (d3 ^ d4)) >>> 31;
            all += p;
            mine += owner[t] == seat ? p : 0;
        }
        own[0] += mine;
        opp[0] += all - mine;
    }

    /**
     * Thread t against the destinations: marks the one it joins to s (a thread with an end at s is never crossed),
     * or counts its crossings, handing the touching cases to {@link #exact}. Kept small enough to be inlined into
     * the scan's loop; the rarer cases are methods of their own.
     */
    private void thread(Threads th, int t, int seat, int s, int[] cand, int n, int sq, int sr) {
        int f = th.from[t], e = th.to[t];
        if (f == s || e == s) {
            markJoined(f == s ? e : f, cand, n);
            return;
        }
        int cQ = th.aq[t] - sq, cR = th.ar[t] - sr, eQ = th.bq[t] - sq, eR = th.br[t] - sr;
        int d1 = cQ * eR - cR * eQ;
        boolean mine = th.owner[t] == seat;
        if (d1 == 0) {
            throughSpool(th, t, cand, n, cQ, cR, eQ, eR, mine);
            return;
        }
        for (long slow = passes(n, d1, cQ, cR, eQ, eR, mine ? own : opp); slow != 0; slow &= slow - 1) {
            exact(th, t, Long.numberOfTrailingZeros(slow), cand, cQ, cR, eQ, eR, d1, 0, mine);
        }
    }

    /** A thread from s to {@code other} joins s to that destination (ruling Z36). */
    private void markJoined(int other, int[] cand, int n) {
        for (int i = 0; i < n; i++) {
            if (cand[i] == other) {
                joined |= 1L << i;
            }
        }
    }

    /**
     * Thread t = c-e whose line passes through s (d1 = 0) but not with an end at s: only a D whose line from s
     * separates u's ends (or meets one) can meet u.
     */
    private void throughSpool(Threads th, int t, int[] cand, int n, int cQ, int cR, int eQ, int eR, boolean mine) {
        int[] fq = iq, fr = ir;
        long straddle = 0;
        for (int i = 0; i < n; i++) {
            int d3 = fq[i] * cR - fr[i] * cQ;
            int d4 = fq[i] * eR - fr[i] * eQ;
            straddle |= (long) (((d3 ^ d4) >>> 31) | (d3 == 0 ? 1 : 0) | (d4 == 0 ? 1 : 0)) << i;
        }
        int sSide = sideAt(th, t, -cQ, -cR);
        for (; straddle != 0; straddle &= straddle - 1) {
            exact(th, t, Long.numberOfTrailingZeros(straddle), cand, cQ, cR, eQ, eR, 0, sSide, mine);
        }
    }

    /**
     * The proper crossings of a thread u = c-e whose line does not pass through s (d1 = orient(c, e, s), which
     * relative to s is c x e, nonzero) with the Jumps to the destinations, counted into {@code counts}; returns the
     * destinations that need {@link #exact} as a bit mask. Only a Jump whose direction lies in the closed cone from
     * s spanned by c and e (under half a turn) can meet u: elsewhere c and e lie strictly on one side of the line
     * s-D, or D lies on s's side of u's line. With several destinations, in {@link AngularOrder}, only those in
     * the buckets from c's to e's (counterclockwise when d1 > 0) are tested: none in the cone is missed.
     */
    private long passes(int n, int d1, int cQ, int cR, int eQ, int eR, int[] counts) {
        if (n == 1) {
            return properCrossings(0, 1, d1, cQ, cR, eQ, eR, counts);
        }
        int bc = AngularOrder.bucket(cQ, cR), be = AngularOrder.bucket(eQ, eR);
        int lo = d1 > 0 ? bc : be, hi = d1 > 0 ? be : bc;
        int first = order.begin(lo), last = order.end(hi);
        if (lo <= hi) {
            return first < last ? properCrossings(first, last, d1, cQ, cR, eQ, eR, counts) : 0;
        }
        return properCrossings(first, n, d1, cQ, cR, eQ, eR, counts)
                | properCrossings(0, last, d1, cQ, cR, eQ, eR, counts);
    }

    /**
     * The branch-free pass of {@link #passes} over destinations {@code from} to {@code to} (exclusive), with
     * coordinates relative to s. A proper crossing needs D strictly on the far side of u's line (d2 = orient(c, e,
     * D) = d1 + (D - s) x u of the other sign) and c, e strictly on either side of the line s-D (d3, d4 of opposite
     * signs); those are counted here. The touching cases go to {@link #exact}: D strictly on the far side with c
     * or e on the line s-D, or D strictly inside u (on u's line, c and e on either side of the line s-D).
     * Coordinates are below Geometry.COORDINATE_LIMIT, so these int products are exact.
     */
    private long properCrossings(int from, int to, int d1, int cQ, int cR, int eQ, int eR, int[] counts) {
        int[] fq = iq, fr = ir;
        long touching = 0;
        for (int i = from; i < to; i++) {
            int x = fq[i], y = fr[i];
            int d3 = x * cR - y * cQ;
            int d4 = x * eR - y * eQ;
            int d2 = d1 + d3 - d4; // orient(c, e, D) = d1 + (D - s) x (e - c), without two more products
            // ~(v | -v) has its sign bit set iff v == 0.
            int z2 = ~(d2 | -d2), z3 = ~(d3 | -d3), z4 = ~(d4 | -d4);
            int straddle = d3 ^ d4;
            counts[i] += ((d1 ^ d2) & straddle & ~(z2 | z3 | z4)) >>> 31;
            // As s is off u's line, d3 = 0 and d4 = 0 cannot both hold, and d2 = 0 with d3 = 0 (or d4 = 0) means D
            // is u's end c (or e): a shared peg, which never counts.
            int t = ((d1 ^ d2) & ~z2 & (z3 | z4)) | (z2 & straddle & ~(z3 | z4));
            touching |= (long) (t >>> 31) << i;
        }
        return touching;
    }

    /**
     * The exact rules for thread t (u = c-e, relative to s) against destination i, when the fast tests cannot
     * decide: counts a crossing, or sets u aside when the count depends on the Jump's own sides.
     */
    private void exact(Threads th, int t, int i, int[] cand, long cQ, long cR, long eQ, long eR, long d1,
                       int sSide, boolean mine) {
        long uq = eQ - cQ, ur = eR - cR;
        long dq = iq[i], dr = ir[i];
        long d3 = dq * cR - dr * cQ;
        long d4 = dq * eR - dr * eQ;
        if ((d3 > 0 && d4 > 0) || (d3 < 0 && d4 < 0)) {
            return;
        }
        if (d3 == 0 || d4 == 0) {
            if (cand[i] == th.from[t] || cand[i] == th.to[t]) {
                return;
            }
            long length = dq * dq + dr * dr;
            if (d3 != 0 || d4 != 0) {
                long pq = d3 == 0 ? cQ : eQ, pr = d3 == 0 ? cR : eR;
                long dot = pq * dq + pr * dr;
                if (dot <= 0 || dot >= length) {
                    return; // u touches the Jump's line outside the Jump
                }
                // One end of u on the Jump's line means s is off u's line (else u would be collinear).
                setAside(i, t, Junctions.code(dot, d3 == 0 ? d4 : d3, mine));
                return;
            }
            // Collinear: u's ends projected on the Jump (which spans 0..length). An overlap of at most one point
            // counts 0 whatever the sides (it can only be a shared end), so u need not be set aside.
            long pc = cQ * dq + cR * dr, pe = eQ * dq + eR * dr;
            if (Math.max(pc, pe) <= 0 || Math.min(pc, pe) >= length) {
                return;
            }
            setAside(i, t, -1);
            return;
        }
        long d2 = uq * (dr - cR) - ur * (dq - cQ);
        boolean crosses;
        if (d2 == 0) {
            // u straddles the line s-D and D lies on u's line: D is strictly inside u (a T-junction).
            crosses = (d1 > 0 ? 1 : -1) == sideAt(th, t, dq - cQ, dr - cR);
        } else {
            crosses = d1 != 0 ? (d1 > 0) != (d2 > 0) : sSide != 0 && (d2 > 0 ? 1 : -1) == sSide;
        }
        if (crosses) {
            if (mine) {
                own[i]++;
            } else {
                opp[i]++;
            }
        }
    }

    /**
     * The side entry of thread t at the point (c + (wq, wr)) on its line, where c is its start: sigma_t there if
     * the point is strictly inside t, else 0.
     */
    private static int sideAt(Threads th, int t, long wq, long wr) {
        int sq = th.sq[t], sr = th.sr[t];
        long k = sq != 0 ? wq / sq : wr / sr;
        return k <= 0 || k > th.inner[t] ? 0 : th.sides[th.sideStart[t] + (int) k - 1];
    }
}
