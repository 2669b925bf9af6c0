package spindle.ai.learn;

import java.util.SplittableRandom;
import spindle.engine.ObservationSpec;
import spindle.engine.learn.LearnedModel;

/**
 * Fits a {@link LearnedModel} to samples: minimises the cross-entropy between {@code sigmoid(z)} and the label with
 * Adam (Kingma and Ba 2015) on mini-batches, in a seeded order, on one thread (so the result depends on the seed
 * only). The model's function is written out in {@link LearnedModel}; {@link #logit} is the same sum over the sparse
 * input of one sample, keeping the hidden activations for the gradient.
 */
final class Fitter {
    private static final int BATCH = 32;
    private static final double RATE = 0.003;
    private static final double DECAY = 1e-4;
    private static final double B1 = 0.9;
    private static final double B2 = 0.999;

    private final int n;
    private final int h;
    /** Parameters: bias, linear[n], hidden bias[h], W[n*h] (input-major), out[h]. */
    private final double[] p;
    private final double[] grad;
    private final double[] m;
    private final double[] v;
    private final double[] act;
    private long step;

    Fitter(int inputs, int hidden, long seed) {
        n = inputs;
        h = hidden;
        int size = 1 + n + h + n * h + h;
        p = new double[size];
        grad = new double[size];
        m = new double[size];
        v = new double[size];
        act = new double[Math.max(1, h)];
        SplittableRandom random = new SplittableRandom(seed);
        double scale = 1.0 / Math.sqrt(Math.max(1, n) / 8.0);
        for (int i = hiddenWeights(); i < hiddenWeights() + n * h; i++) {
            p[i] = (random.nextDouble() * 2 - 1) * scale;
        }
        for (int j = 0; j < h; j++) {
            p[out() + j] = (random.nextDouble() * 2 - 1) * 0.1;
        }
    }

    private int linear() {
        return 1;
    }

    private int hiddenBias() {
        return 1 + n;
    }

    private int hiddenWeights() {
        return 1 + n + h;
    }

    private int out() {
        return 1 + n + h + n * h;
    }

    /** z of one sparse input; leaves the hidden activations in {@code act}. */
    double logit(int[] slots, float[] x, int count) {
        double z = p[0];
        for (int j = 0; j < h; j++) {
            act[j] = p[hiddenBias() + j];
        }
        for (int k = 0; k < count; k++) {
            int i = slots[k];
            z += p[linear() + i] * x[k];
            for (int j = 0, base = hiddenWeights() + i * h; j < h; j++) {
                act[j] += x[k] * p[base + j];
            }
        }
        for (int j = 0; j < h; j++) {
            if (act[j] > 0) {
                z += p[out() + j] * act[j];
            }
        }
        return z;
    }

    /** Adds the gradient of one sample's loss to the batch gradient; returns the loss. */
    private double accumulate(int[] slots, float[] x, int count, double label) {
        double z = logit(slots, x, count);
        double y = sigmoid(z);
        double d = y - label;
        grad[0] += d;
        for (int j = 0; j < h; j++) {
            if (act[j] > 0) {
                grad[out() + j] += d * act[j];
            }
        }
        for (int k = 0; k < count; k++) {
            int i = slots[k];
            grad[linear() + i] += d * x[k];
            for (int j = 0, base = hiddenWeights() + i * h; j < h; j++) {
                if (act[j] > 0) {
                    grad[base + j] += d * p[out() + j] * x[k];
                }
            }
        }
        for (int j = 0; j < h; j++) {
            if (act[j] > 0) {
                grad[hiddenBias() + j] += d * p[out() + j];
            }
        }
        return crossEntropy(y, label);
    }

    /** One pass over {@code order} (the training samples' indices) in a shuffled order; returns the mean loss. */
    double epoch(Encoded data, int[] order, SplittableRandom random) {
        for (int i = order.length - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = order[i];
            order[i] = order[j];
            order[j] = t;
        }
        double loss = 0;
        for (int start = 0; start < order.length; start += BATCH) {
            int end = Math.min(order.length, start + BATCH);
            for (int s = start; s < end; s++) {
                int k = order[s];
                loss += accumulate(data.slots[k], data.values[k], data.slots[k].length, data.labels[k]);
            }
            update(end - start);
        }
        return loss / Math.max(1, order.length);
    }

    /** Mean loss over the given samples, without learning. */
    double loss(Encoded data, int[] which) {
        double loss = 0;
        for (int k : which) {
            loss += crossEntropy(sigmoid(logit(data.slots[k], data.values[k], data.slots[k].length)),
                    data.labels[k]);
        }
        return loss / Math.max(1, which.length);
    }

    private void update(int batch) {
        step++;
        double c1 = 1 - Math.pow(B1, step);
        double c2 = 1 - Math.pow(B2, step);
        for (int i = 0; i < p.length; i++) {
            double g = grad[i] / batch + (i == 0 ? 0 : DECAY * p[i]);
            grad[i] = 0;
            if (g == 0 && m[i] == 0) {
                continue;
            }
            m[i] = B1 * m[i] + (1 - B1) * g;
            v[i] = B2 * v[i] + (1 - B2) * g * g;
            p[i] -= RATE * (m[i] / c1) / (Math.sqrt(v[i] / c2) + 1e-8);
        }
    }

    LearnedModel model(String gameId, String variant, ObservationSpec spec, String note, int[] inputs) {
        float[] linearWeights = floats(linear(), n);
        float[] hb = floats(hiddenBias(), h);
        float[] hw = floats(hiddenWeights(), n * h);
        float[] o = floats(out(), h);
        return new LearnedModel(gameId, variant, spec, note, inputs, (float) p[0], linearWeights, hb, hw, o);
    }

    private float[] floats(int from, int count) {
        float[] f = new float[count];
        for (int i = 0; i < count; i++) {
            f[i] = (float) p[from + i];
        }
        return f;
    }

    static double sigmoid(double z) {
        return 1.0 / (1.0 + Math.exp(-z));
    }

    private static double crossEntropy(double y, double label) {
        double e = 1e-7;
        return -(label * Math.log(Math.max(e, y)) + (1 - label) * Math.log(Math.max(e, 1 - y)));
    }

    /** Samples as sparse input vectors of a chosen input set, ready for many passes. */
    static final class Encoded {
        final int[][] slots;
        final float[][] values;
        final float[] labels;

        Encoded(Samples samples, int[] inputs, int observationSize) {
            int[] slotOf = new int[observationSize];
            java.util.Arrays.fill(slotOf, -1);
            for (int i = 0; i < inputs.length; i++) {
                slotOf[inputs[i]] = i;
            }
            int count = samples.size();
            slots = new int[count][];
            values = new float[count][];
            labels = new float[count];
            int[] s = new int[inputs.length];
            float[] x = new float[inputs.length];
            for (int k = 0; k < count; k++) {
                int c = samples.features(k, slotOf, s, x);
                slots[k] = java.util.Arrays.copyOf(s, c);
                values[k] = java.util.Arrays.copyOf(x, c);
                labels[k] = samples.label(k);
            }
        }
    }
}
