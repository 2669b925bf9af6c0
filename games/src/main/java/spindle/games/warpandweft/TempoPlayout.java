package spindle.games.warpandweft;

import static spindle.games.warpandweft.WarpAndWeftPosition.PATCHING;
import static spindle.games.warpandweft.WarpAndWeftPosition.THREADING;

import java.util.SplittableRandom;
import spindle.engine.PlayoutPolicy;
import spindle.engine.Position;

/**
 * The playout policy of the strong search: uniform random moves, except that a Threading side which could claim a
 * patch after switching switches with an extra {@value #SWITCH_PERCENT}% chance.
 *
 * <p>Why: a uniform playout switches with chance 1 / (free threads + 1), so from the opening each side claims some
 * 30 of its 32 threads before it ever patches, and the fight for the patches (the Bridg-it that decides the game,
 * rules 6.4) starts only when the board is full of threads. Real games switch after ten or so threads. Playouts
 * that reach the patches sooner value the early patches and the tempo of the states the way play does. The check
 * is a few bit counts, so playouts keep their speed (the full scan of {@link WarpAndWeftKnowledge} cost 65% of the
 * iterations).
 *
 * <p>Measured at equal time against {@code uct} (seed 11, tuning): at {@code :20ms:cpu} an extra 15% scored 81.1% (37
 * games) and 40% 70.8% (24), against 75% with uniform playouts; at {@code :50ms:cpu} 15% scored 81.8% (33 games),
 * 25% 93.1% (29), against 52.6% (19) with uniform playouts and the same C.
 */
final class TempoPlayout implements PlayoutPolicy {
    /** Extra chance, in percent, that a Threading side with a patch to claim switches. */
    static final int SWITCH_PERCENT = 25;

    /**
     * Learned switch strengths ({@link TempoFeatures}), indexed by feature, or null for the hand-set rule above: a
     * switch of strength {@code w} among {@code n} placements is played with chance {@code w / (n + w)}.
     */
    private final double[] switchStrength;

    /** The hand-set policy: an extra {@value #SWITCH_PERCENT}% chance to start patching. */
    TempoPlayout() {
        this.switchStrength = null;
    }

    private TempoPlayout(double[] switchStrength) {
        this.switchStrength = switchStrength;
    }

    /** The policy of learned strengths, {@code strengths[f]} for feature {@code f} of {@link TempoFeatures}. */
    static TempoPlayout learned(double[] strengths) {
        if (strengths.length != TempoFeatures.COUNT) {
            throw new IllegalArgumentException("expected " + TempoFeatures.COUNT + " strengths");
        }
        return new TempoPlayout(strengths.clone());
    }

    @Override
    public int choose(Position position, SplittableRandom random, int[] scratch) {
        WarpAndWeftPosition p = (WarpAndWeftPosition) position;
        if (switchStrength != null) {
            return learnedChoice(p, random, scratch);
        }
        int s = p.sideToMove();
        // The draw comes last: where the rule does not apply, the playout's random numbers are a uniform one's.
        if (p.stateOf(s) == THREADING && !p.swapAvailable() && p.claims.placements(s, PATCHING) > 0
                && Bits.below(random, 100) < SWITCH_PERCENT) {
            return p.g.switchCode;
        }
        return p.randomAction(random, scratch);
    }

    /** The switch with chance {@code w / (n + w)}, else one of the {@code n} placements uniformly. */
    private int learnedChoice(WarpAndWeftPosition p, SplittableRandom random, int[] scratch) {
        int f = TempoFeatures.switchFeature(p);
        if (f < 0) {
            return p.randomAction(random, scratch);
        }
        int s = p.sideToMove();
        int state = p.stateOf(s);
        long lo = p.claims.placementWord(s, state, 0);
        long hi = p.claims.placementWord(s, state, 1);
        int nLo = Long.bitCount(lo);
        int n = nLo + Long.bitCount(hi);
        double w = switchStrength[f];
        double r = random.nextDouble() * (n + w);
        if (n == 0 || r < w) {
            return p.g.switchCode;
        }
        int i = Math.min((int) (r - w), n - 1);
        int base = state == THREADING ? s * p.g.threads : 2 * p.g.threads;
        return i < nLo ? base + Bits.select(lo, i) : base + 64 + Bits.select(hi, i - nLo);
    }
}
