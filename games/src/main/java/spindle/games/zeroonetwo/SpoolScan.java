package spindle.games.zeroonetwo;

/**
 * Exact legality and crossing totals of Weave Jumps from one spool s, for many destinations at once (the hot path
 * of move generation). For each thread u the vectors from s to its ends are computed once; each destination D then
 * needs two orientation tests in the common case where u lies wholly on one side of the line s-D (a branch-free
 * first pass), and one more when u straddles it. T-junctions at s or at D are resolved on the spot from u's side
 * map. A thread whose count depends on the Jump's own sides (an end of u strictly inside the Jump, or u collinear
 * with it) is set aside per destination and handed with the other counts to {@link JumpRules#completes}, which
 * tries the sides. A thread with an end at s is never crossed (a shared peg) and marks its other end as already
 * joined to s (ruling Z36).
 */
final class SpoolScan {
    private static final ThreadLocal<SpoolScan> SCRATCH = ThreadLocal.withInitial(SpoolScan::new);
    static final int MAX = 64;

    private final long[] vq = new long[MAX];
    private final long[] vr = new long[MAX];
    private final int[] iq = new int[MAX];
    private final int[] ir = new int[MAX];
    private final byte[] flags = new byte[MAX];
    private final int[] own = new int[MAX];
    private final int[] opp = new int[MAX];
    private final int[] one = new int[1];
    /** Per destination: the threads set aside because they depend on the Jump's sides. */
    private final int[][] aside = new int[MAX][8];
    private final int[] asideCount = new int[MAX];

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
        long legal = sc.evaluate(b, th, seat, s, candidates, n, k, previousTotal);
        for (int i = 0; i < n; i++) {
            totals[i] = sc.asideCount[i] > 0 ? -1 : sc.own[i] + sc.opp[i];
        }
        return legal;
    }

    /** The total crossings of the Jump from s to d with the given sides (bits over the pegs it passes). */
    static int total(Board b, Threads th, int s, int d, long sides) {
        SpoolScan sc = SCRATCH.get();
        sc.one[0] = d;
        sc.count(b, th, 0, s, sc.one, 1);
        return sc.own[0] + sc.opp[0] + JumpRules.asideTotal(b, th, s, d, sc.aside[0], sc.asideCount[0], sides);
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
                sc.asideCount[0], index + 1, mask | 1L << index);
        boolean minus = JumpRules.completes(b, th, seat, s, d, k, previousTotal, sc.own[0], sc.opp[0], sc.aside[0],
                sc.asideCount[0], index + 1, mask);
        return (plus ? 1 : 0) | (minus ? 2 : 0);
    }

    private long joined;

    private void setAside(int i, int t) {
        if (asideCount[i] == aside[i].length) {
            aside[i] = java.util.Arrays.copyOf(aside[i], 2 * asideCount[i]);
        }
        aside[i][asideCount[i]++] = t;
    }

    private long evaluate(Board b, Threads th, int seat, int s, int[] cand, int n, int k, int previousTotal) {
        count(b, th, seat, s, cand, n);
        long legal = 0;
        for (int i = 0; i < n; i++) {
            long bit = 1L << i;
            if ((joined & bit) != 0) {
                continue;
            }
            boolean ok = asideCount[i] > 0 || b.strict
                    ? JumpRules.completes(b, th, seat, s, cand[i], k, previousTotal, own[i], opp[i], aside[i],
                            asideCount[i], 0, 0L)
                    : JumpRules.meetsCriteria(own[i], opp[i], k, previousTotal);
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
        Geometry g = b.geo;
        long sq = g.pq[s], sr = g.pr[s];
        for (int i = 0; i < n; i++) {
            vq[i] = g.pq[cand[i]] - sq;
            vr[i] = g.pr[cand[i]] - sr;
            iq[i] = (int) vq[i];
            ir[i] = (int) vr[i];
            own[i] = 0;
            opp[i] = 0;
            asideCount[i] = 0;
        }
        long jn = 0;
        int[] from = th.from, to = th.to;
        // With one destination, a thread whose bounding box misses the Jump's has no point in common with it, so it
        // can neither cross nor touch it (nor be set aside for it): it is skipped. Boxes of s and several
        // destinations would rarely exclude anything.
        int minQ = Integer.MIN_VALUE, maxQ = Integer.MAX_VALUE, minR = Integer.MIN_VALUE, maxR = Integer.MAX_VALUE;
        if (n == 1) {
            int dq = g.pq[cand[0]], dr = g.pr[cand[0]];
            minQ = (int) Math.min(sq, dq);
            maxQ = (int) Math.max(sq, dq);
            minR = (int) Math.min(sr, dr);
            maxR = (int) Math.max(sr, dr);
        }
        int[] taq = th.aq, tar = th.ar, tbq = th.bq, tbr = th.br;
        for (int t = 0, count = th.count; t < count; t++) {
            int f = from[t], e = to[t];
            if (f == s || e == s) {
                int other = f == s ? e : f;
                for (int i = 0; i < n; i++) {
                    if (cand[i] == other) {
                        jn |= 1L << i;
                    }
                }
                continue;
            }
            int aq = taq[t], ar = tar[t], bq = tbq[t], br = tbr[t];
            if (Math.max(aq, bq) < minQ || Math.min(aq, bq) > maxQ || Math.max(ar, br) < minR
                    || Math.min(ar, br) > maxR) {
                continue;
            }
            long cQ = aq - sq, cR = ar - sr, eQ = bq - sq, eR = br - sr;
            long uq = eQ - cQ, ur = eR - cR;
            long d1 = ur * cQ - uq * cR;
            boolean mine = th.owner[t] == seat;
            int[] fq = iq, fr = ir;
            if (d1 != 0) {
                long slow = properCrossings(n, (int) d1, (int) uq, (int) ur, (int) cQ, (int) cR, (int) eQ, (int) eR,
                        mine ? own : opp);
                for (; slow != 0; slow &= slow - 1) {
                    exact(th, t, Long.numberOfTrailingZeros(slow), cand, cQ, cR, eQ, eR, d1, 0, mine);
                }
                continue;
            }
            // s lies on u's line: only a D whose line from s separates u's ends (or meets one) can meet u.
            int icQ = (int) cQ, icR = (int) cR, ieQ = (int) eQ, ieR = (int) eR;
            byte[] fl = flags;
            for (int i = 0; i < n; i++) {
                int d3 = fq[i] * icR - fr[i] * icQ;
                int d4 = fq[i] * ieR - fr[i] * ieQ;
                fl[i] = (byte) (((d3 ^ d4) >>> 31) | (d3 == 0 ? 1 : 0) | (d4 == 0 ? 1 : 0));
            }
            long straddle = 0;
            for (int i = 0; i < n; i++) {
                straddle |= (long) fl[i] << i;
            }
            int sSide = sideAt(th, t, -cQ, -cR);
            for (; straddle != 0; straddle &= straddle - 1) {
                exact(th, t, Long.numberOfTrailingZeros(straddle), cand, cQ, cR, eQ, eR, d1, sSide, mine);
            }
        }
        joined = jn;
    }

    /**
     * The branch-free pass for a thread u = c-e whose line does not pass through s (d1 = orient(c, e, s) != 0),
     * over all destinations, with coordinates relative to s. A proper crossing needs D strictly on the far side of
     * u's line (d2 = orient(c, e, D) = d1 + (D - s) x u of the other sign) and c, e strictly on either side of
     * the line s-D (d3, d4 of opposite signs); those are counted into {@code counts} here. The destinations where
     * D is on the far side or on u's line and one of d2, d3, d4 is zero (a touching case other than D being an end
     * of u) are returned as a bit mask for {@link #exact}. Coordinates are below Geometry.COORDINATE_LIMIT, so these int products are exact.
     */
    private long properCrossings(int n, int d1, int uq, int ur, int cQ, int cR, int eQ, int eR, int[] counts) {
        int[] fq = iq, fr = ir;
        int touching = 0;
        for (int i = 0; i < n; i++) {
            int x = fq[i], y = fr[i];
            int d2 = d1 + uq * y - ur * x;
            int d3 = x * cR - y * cQ;
            int d4 = x * eR - y * eQ;
            // ~(v | -v) has its sign bit set iff v == 0.
            int z2 = ~(d2 | -d2), z3 = ~(d3 | -d3), z4 = ~(d4 | -d4);
            counts[i] += ((d1 ^ d2) & (d3 ^ d4) & ~(z2 | z3 | z4)) >>> 31;
            // As s is off u's line, d2 = 0 with d3 = 0 (or d4 = 0) means D is u's end c (or e): a shared peg.
            int t = (((d1 ^ d2) | z2) & (z2 | z3 | z4) & ~(z2 & (z3 | z4))) >>> 31;
            flags[i] = (byte) t;
            touching |= t;
        }
        if (touching == 0) {
            return 0;
        }
        long mask = 0;
        for (int i = 0; i < n; i++) {
            mask |= (long) flags[i] << i;
        }
        return mask;
    }

    /**
     * The exact rules for thread t (u = c-e, relative to s) against destination i, when the fast tests cannot
     * decide: counts a crossing, or sets u aside when the count depends on the Jump's own sides.
     */
    private void exact(Threads th, int t, int i, int[] cand, long cQ, long cR, long eQ, long eR, long d1,
                       int sSide, boolean mine) {
        long uq = eQ - cQ, ur = eR - cR;
        long dq = vq[i], dr = vr[i];
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
            } else {
                // Collinear: u's ends projected on the Jump (which spans 0..length). An overlap of at most one point
                // counts 0 whatever the sides (it can only be a shared end), so u need not be set aside.
                long pc = cQ * dq + cR * dr, pe = eQ * dq + eR * dr;
                if (Math.max(pc, pe) <= 0 || Math.min(pc, pe) >= length) {
                    return;
                }
            }
            setAside(i, t);
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
