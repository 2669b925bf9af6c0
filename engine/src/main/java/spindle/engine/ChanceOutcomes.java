package spindle.engine;

import java.util.Arrays;
import java.util.random.RandomGenerator;

/**
 * The outcomes of a chance node with their probabilities. Immutable, so a game can hand out one shared instance
 * (for example "a die: six outcomes of 1/6") without allocating on the hot path.
 */
public final class ChanceOutcomes {
    private final int[] actions;
    private final double[] probabilities;
    private final double[] cumulative;

    private ChanceOutcomes(int[] actions, double[] probabilities) {
        if (actions.length == 0 || actions.length != probabilities.length) {
            throw new IllegalArgumentException("need one probability per outcome and at least one outcome");
        }
        this.actions = actions.clone();
        this.probabilities = probabilities.clone();
        this.cumulative = new double[probabilities.length];
        double sum = 0;
        for (int i = 0; i < probabilities.length; i++) {
            if (!(probabilities[i] > 0)) {
                throw new IllegalArgumentException("probabilities must be positive: " + probabilities[i]);
            }
            sum += probabilities[i];
            cumulative[i] = sum;
        }
        if (Math.abs(sum - 1.0) > 1e-9) {
            throw new IllegalArgumentException("probabilities must sum to 1, not " + sum);
        }
    }

    /** Outcomes with the given probabilities (which must be positive and sum to 1). */
    public static ChanceOutcomes of(int[] actions, double[] probabilities) {
        return new ChanceOutcomes(actions, probabilities);
    }

    /** Equally likely outcomes. */
    public static ChanceOutcomes uniform(int... actions) {
        double[] p = new double[actions.length];
        Arrays.fill(p, 1.0 / actions.length);
        return new ChanceOutcomes(actions, p);
    }

    public int size() {
        return actions.length;
    }

    public int action(int index) {
        return actions[index];
    }

    public double probability(int index) {
        return probabilities[index];
    }

    /** Probability of {@code action}, 0 if it is not an outcome. */
    public double probabilityOf(int action) {
        for (int i = 0; i < actions.length; i++) {
            if (actions[i] == action) {
                return probabilities[i];
            }
        }
        return 0;
    }

    /** Draws one outcome with its probability. */
    public int sample(RandomGenerator random) {
        double u = random.nextDouble();
        for (int i = 0; i < cumulative.length - 1; i++) {
            if (u < cumulative[i]) {
                return actions[i];
            }
        }
        return actions[actions.length - 1];
    }

    @Override
    public String toString() {
        StringBuilder s = new StringBuilder("ChanceOutcomes[");
        for (int i = 0; i < actions.length; i++) {
            s.append(i == 0 ? "" : ", ").append(actions[i]).append('=').append(probabilities[i]);
        }
        return s.append(']').toString();
    }
}
