package spindle.match.analysis;

import java.util.Arrays;

/**
 * Mean (with a 95% normal-approximation interval, mean ± 1.96·s/√n), median, standard deviation and range of a
 * sample of numbers.
 */
public record Summary(long n, double mean, double meanLow, double meanHigh, double median, double stddev,
                      double min, double max) {

    public static Summary of(double[] values) {
        int n = values.length;
        if (n == 0) {
            return new Summary(0, 0, 0, 0, 0, 0, 0, 0);
        }
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        double sum = 0;
        for (double v : sorted) {
            sum += v;
        }
        double mean = sum / n;
        double squares = 0;
        for (double v : sorted) {
            squares += (v - mean) * (v - mean);
        }
        double sd = n > 1 ? Math.sqrt(squares / (n - 1)) : 0;
        double half = Proportion.Z95 * sd / Math.sqrt(n);
        double median = n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
        return new Summary(n, mean, mean - half, mean + half, median, sd, sorted[0], sorted[n - 1]);
    }
}
