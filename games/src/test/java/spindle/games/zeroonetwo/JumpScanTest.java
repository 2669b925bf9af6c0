package spindle.games.zeroonetwo;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import spindle.engine.Variant;

/**
 * The fast Jump scan (SpoolScan: angular buckets, junction codes, set-aside threads) against a brute-force count:
 * every thread counted with {@link Crossings#cr} for every choice of sides of the Jump's pegs. Checked along random
 * games at each turn start (first Jumps) and after each Weave Jump (the next Jump's legal set and totals).
 */
class JumpScanTest {
    private static final ZeroOneTwo GAME = new ZeroOneTwo();

    @ParameterizedTest
    @ValueSource(strings = {"", "n=6", "strictSides=on"})
    void fastScanAgreesWithBruteForce(String variantText) {
        Variant v = variantText.isEmpty() ? GAME.defaultVariant() : Variant.parse(GAME, variantText);
        int checked = 0;
        for (int seed = 1; seed <= 12; seed++) {
            ZeroOneTwoPosition p = GAME.newGame(v);
            SplittableRandom random = new SplittableRandom(seed);
            int[] scratch = new int[p.maxActions()];
            while (!p.isOver()) {
                if (p.phase == ZeroOneTwoPosition.P_START) {
                    checked += checkScan(p, 1, 0);
                } else if (p.phase == ZeroOneTwoPosition.P_WEAVE) {
                    checked += checkScan(p, p.weaveK + 1, p.lastTotal);
                }
                p.play(p.randomAction(random, scratch));
            }
        }
        assertThat(checked).isGreaterThan(100);
    }

    /** Compares the scan for Jump number k from the mover's spool with the brute force; returns Jumps checked. */
    private static int checkScan(ZeroOneTwoPosition p, int k, int previousTotal) {
        Board b = p.board;
        int seat = p.seat;
        int s = p.spool[seat];
        int own = b.ownCount[seat];
        int candidates = own + (k == 3 ? b.blackCount : 0);
        int[] totals = new int[SpoolScan.MAX];
        long mask = JumpRules.legalMask(b, p.threads, seat, s, k, previousTotal, totals);
        for (int i = 0; i < candidates; i++) {
            int d = i < own ? b.own[seat][i] : b.black[i - own];
            if (d == s || JumpRules.pegsInside(b, b.geo.pq[s], b.geo.pr[s], b.geo.pq[d], b.geo.pr[d],
                    new int[64]) > 10) {
                continue;
            }
            Brute expected = brute(b, p.threads, seat, s, d, k, previousTotal);
            boolean legal = (mask >>> i & 1) != 0;
            assertThat(legal).as("Jump %d from %d to %d", k, s, d).isEqualTo(expected.legal);
            assertThat(JumpRules.legal(b, p.threads, seat, s, d, k, previousTotal)).isEqualTo(expected.legal);
            if (legal && totals[i] >= 0) {
                assertThat(expected.totals).as("totals of Jump %d from %d to %d", k, s, d).containsOnly(totals[i]);
            }
            if (expected.pegs > 0 && expected.pegs < 8 && !b.strict) {
                for (int m = 0; m < 1 << expected.pegs; m++) {
                    assertThat(SpoolScan.total(b, p.threads, seat, s, d, m)).isEqualTo(expected.totals[m]);
                }
                if (expected.legal) {
                    int sides = SpoolScan.completingSides(b, p.threads, seat, s, d, k, previousTotal, 0, 0L);
                    assertThat(sides).isEqualTo((expected.legalWithFirst(true) ? 1 : 0)
                            | (expected.legalWithFirst(false) ? 2 : 0));
                }
            }
        }
        return candidates;
    }

    /** The brute-force verdict on one Jump: legal for some sides, and its total for each choice of sides. */
    private record Brute(boolean legal, int pegs, int[] totals, boolean[] legalFor) {
        boolean legalWithFirst(boolean plus) {
            for (int m = 0; m < legalFor.length; m++) {
                if (legalFor[m] && ((m & 1) != 0) == plus) {
                    return true;
                }
            }
            return false;
        }
    }

    private static Brute brute(Board b, Threads th, int seat, int s, int d, int k, int previousTotal) {
        JumpRules.Candidate c = new JumpRules.Candidate();
        c.set(b, s, d);
        int pegs = c.pegCount;
        int[] totals = new int[1 << pegs];
        boolean[] legalFor = new boolean[1 << pegs];
        boolean destination = JumpRules.destinationOk(b, seat, s, d, k);
        boolean joined = false;
        for (int t = 0; t < th.count; t++) {
            joined |= (th.from[t] == s && th.to[t] == d) || (th.from[t] == d && th.to[t] == s);
        }
        boolean any = false;
        JumpRules.StoredSegment u = new JumpRules.StoredSegment();
        u.threads = th;
        for (int m = 0; m < 1 << pegs; m++) {
            c.mask = m;
            int own = 0;
            int opp = 0;
            for (int t = 0; t < th.count; t++) {
                u.set(t);
                int x = Crossings.cr(c, u);
                if (th.owner[t] == seat) {
                    own += x;
                } else {
                    opp += x;
                }
            }
            totals[m] = own + opp;
            legalFor[m] = destination && !joined && !(b.strict && c.pegCount > 0)
                    && JumpRules.meetsCriteria(own, opp, k, previousTotal);
            any |= legalFor[m];
        }
        return new Brute(any, pegs, totals, legalFor);
    }
}
