package spindle.games.zeroonetwo;

/**
 * The crossing count cr(t, u) of two threads, rules 4.3, in exact integer arithmetic. The first matching rule
 * applies: a shared peg (0), a proper crossing (1), a T-junction at a peg (1 iff the passing thread bows towards
 * the other thread's far end), a collinear overlap (the sign changes of the determined orders along the line,
 * ruling Z15), otherwise 0.
 */
final class Crossings {
    private Crossings() {
    }

    static int cr(Segment t, Segment u) {
        int aq = t.aq(), ar = t.ar(), bq = t.bq(), br = t.br();
        int cq = u.aq(), cr = u.ar(), dq = u.bq(), dr = u.br();
        if ((aq == cq && ar == cr) || (aq == dq && ar == dr) || (bq == cq && br == cr) || (bq == dq && br == dr)) {
            return 0;
        }
        long d1 = Lattice.orient(cq, cr, dq, dr, aq, ar);
        long d2 = Lattice.orient(cq, cr, dq, dr, bq, br);
        long d3 = Lattice.orient(aq, ar, bq, br, cq, cr);
        long d4 = Lattice.orient(aq, ar, bq, br, dq, dr);
        if (((d1 < 0 && d2 > 0) || (d1 > 0 && d2 < 0)) && ((d3 < 0 && d4 > 0) || (d3 > 0 && d4 < 0))) {
            return 1;
        }
        if (d1 == 0 && d2 != 0) {
            return Lattice.strictlyBetween(cq, cr, dq, dr, aq, ar) && Long.signum(d2) == u.side(aq, ar) ? 1 : 0;
        }
        if (d2 == 0 && d1 != 0) {
            return Lattice.strictlyBetween(cq, cr, dq, dr, bq, br) && Long.signum(d1) == u.side(bq, br) ? 1 : 0;
        }
        if (d3 == 0 && d4 != 0) {
            return Lattice.strictlyBetween(aq, ar, bq, br, cq, cr) && Long.signum(d4) == t.side(cq, cr) ? 1 : 0;
        }
        if (d4 == 0 && d3 != 0) {
            return Lattice.strictlyBetween(aq, ar, bq, br, dq, dr) && Long.signum(d3) == t.side(dq, dr) ? 1 : 0;
        }
        if (d1 == 0 && d2 == 0) {
            return collinear(t, u);
        }
        return 0;
    }

    /**
     * Rule 4.3.4: walk the overlap in t's direction; at each peg the order of the two threads is sign(h_t - h_u),
     * with u's sides negated when u runs the other way; the count is the number of sign changes.
     */
    private static int collinear(Segment t, Segment u) {
        int aq = t.aq(), ar = t.ar();
        int dqT = t.bq() - aq, drT = t.br() - ar;
        int g = Lattice.gcd(Math.abs(dqT), Math.abs(drT));
        int sq = dqT / g, sr = drT / g;
        int kc = stepsFrom(aq, ar, sq, sr, u.aq(), u.ar());
        int kd = stepsFrom(aq, ar, sq, sr, u.bq(), u.br());
        int lo = Math.max(0, Math.min(kc, kd));
        int hi = Math.min(g, Math.max(kc, kd));
        if (hi - lo <= 0) {
            return 0;
        }
        int uDirection = kd > kc ? 1 : -1;
        int last = 0;
        int changes = 0;
        for (int k = lo; k <= hi; k++) {
            int q = aq + k * sq, r = ar + k * sr;
            boolean endT = k == 0 || k == g;
            boolean endU = k == kc || k == kd;
            int ht = endT ? 0 : t.side(q, r);
            int hu = endU ? 0 : u.side(q, r) * uDirection;
            if (!endT && !endU && ht == 0) {
                continue; // no peg here: not an event
            }
            int order = Integer.signum(ht - hu);
            if (order == 0) {
                continue;
            }
            if (last != 0 && order != last) {
                changes++;
            }
            last = order;
        }
        return changes;
    }

    /** k such that (q, r) = (aq, ar) + k (sq, sr), for a point known to lie on that line. */
    private static int stepsFrom(int aq, int ar, int sq, int sr, int q, int r) {
        return sq != 0 ? (q - aq) / sq : (r - ar) / sr;
    }
}
