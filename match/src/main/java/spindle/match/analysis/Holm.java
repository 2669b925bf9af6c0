package spindle.match.analysis;

import java.util.Arrays;
import java.util.Comparator;

/**
 * Holm's step-down multiple-comparison correction (S. Holm 1979, "A simple sequentially rejective multiple test
 * procedure", Scand. J. Statist. 6): with m p-values sorted ascending, reject the k-th smallest while
 * p(k) ≤ α/(m−k+1) and stop at the first that is not. It keeps the chance of any false claim among all m comparisons at most α.
 */
public final class Holm {
    private Holm() {
    }

    /** Holm-adjusted p-values, in the input order: reject exactly those at or below α. */
    public static double[] adjust(double[] p) {
        int m = p.length;
        Integer[] order = new Integer[m];
        for (int i = 0; i < m; i++) {
            order[i] = i;
        }
        Arrays.sort(order, Comparator.comparingDouble(i -> p[i]));
        double[] adjusted = new double[m];
        double running = 0;
        for (int k = 0; k < m; k++) {
            running = Math.max(running, Math.min(1, (m - k) * p[order[k]]));
            adjusted[order[k]] = running;
        }
        return adjusted;
    }

    /** Which hypotheses Holm rejects at level {@code alpha}, in the input order. */
    public static boolean[] reject(double[] p, double alpha) {
        double[] adjusted = adjust(p);
        boolean[] r = new boolean[p.length];
        for (int i = 0; i < p.length; i++) {
            r[i] = adjusted[i] <= alpha;
        }
        return r;
    }

    /** The two-sided p-value of a normal test statistic z: erfc(|z|/√2). */
    public static double twoSided(double z) {
        return erfc(Math.abs(z) / Math.sqrt(2));
    }

    /** erfc for x ≥ 0 (Numerical Recipes' Chebyshev fit, relative error below 1.2e-7). */
    private static double erfc(double x) {
        double t = 1 / (1 + 0.5 * x);
        double y = t * Math.exp(-x * x - 1.26551223 + t * (1.00002368 + t * (0.37409196 + t * (0.09678418
                + t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587
                + t * (-0.82215223 + t * 0.17087277)))))))));
        return Math.min(1, y);
    }
}
