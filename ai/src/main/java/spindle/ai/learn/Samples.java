package spindle.ai.learn;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import spindle.engine.ObservationSpec;

/**
 * Observations with their labels (the observing seat's final payoff), stored sparsely: a plane filled with one
 * value (a state flag) is one entry {@code -(plane + 1)}, other planes their non-zero cells. A board position of
 * thousands of values keeps a few dozen.
 */
final class Samples {
    private final ObservationSpec spec;
    private final List<int[]> indices = new ArrayList<>();
    private final List<float[]> values = new ArrayList<>();
    private final List<Float> labels = new ArrayList<>();
    private final List<Integer> seats = new ArrayList<>();
    private final List<Double> searched = new ArrayList<>();
    private int[] entryBuffer = new int[64];
    private float[] valueBuffer = new float[64];
    /** Planes that are not one value in some sample (set by {@link #chooseInputs()}). */
    private boolean[] cellPlane;

    Samples(ObservationSpec spec) {
        this.spec = spec;
    }

    int size() {
        return labels.size();
    }

    /**
     * Adds one observation ({@link ObservationSpec#size()} values) of {@code seat}, labelled at the end of the game;
     * {@code value} is the search's estimate of the seat's payoff there (NaN when a move was not searched).
     */
    void add(float[] observation, int seat, double value) {
        int area = spec.height() * spec.width();
        int n = 0;
        for (int k = 0; k < spec.planes(); k++) {
            int from = k * area;
            float first = observation[from];
            boolean uniform = true;
            for (int c = from + 1; c < from + area && uniform; c++) {
                uniform = observation[c] == first;
            }
            if (uniform) {
                if (first != 0f) {
                    n = put(n, -(k + 1), first);
                }
                continue;
            }
            for (int c = from; c < from + area; c++) {
                if (observation[c] != 0f) {
                    n = put(n, c, observation[c]);
                }
            }
        }
        indices.add(Arrays.copyOf(entryBuffer, n));
        values.add(Arrays.copyOf(valueBuffer, n));
        labels.add(Float.NaN);
        seats.add(seat);
        searched.add(value);
    }

    /**
     * Labels the samples from {@code first} on: the mean of the seat's final payoff and the search's estimate where
     * there is one (clamped to [0, 1]). The result alone is a noisy target (one game decides all its positions, which
     * a model then learns by heart); the estimate is the position's own, and the mean keeps the result's truth (after
     * the targets of AlphaZero's followers, e.g. Wu 2019, "Accelerating self-play learning in Go").
     */
    void label(int first, double[] payoffs) {
        for (int k = first; k < labels.size(); k++) {
            double z = payoffs[seats.get(k)];
            double q = searched.get(k);
            double y = Double.isNaN(q) ? z : (z + q) / 2;
            labels.set(k, (float) Math.max(0, Math.min(1, y)));
        }
    }

    private int put(int n, int entry, float value) {
        if (n == entryBuffer.length) {
            entryBuffer = Arrays.copyOf(entryBuffer, n * 2);
            valueBuffer = Arrays.copyOf(valueBuffer, n * 2);
        }
        entryBuffer[n] = entry;
        valueBuffer[n] = value;
        return n + 1;
    }

    void addAll(Samples other) {
        indices.addAll(other.indices);
        values.addAll(other.values);
        labels.addAll(other.labels);
        seats.addAll(other.seats);
        searched.addAll(other.searched);
    }

    float label(int sample) {
        return labels.get(sample);
    }

    /**
     * The model's inputs for these samples: observation indices that vary. A plane that is one value in every sample
     * is one input (its first cell); other planes give each cell that is not zero in some sample; inputs with the same
     * value in every sample say nothing and are dropped.
     */
    int[] chooseInputs() {
        int area = spec.height() * spec.width();
        cellPlane = new boolean[spec.planes()];
        for (int[] entries : indices) {
            for (int e : entries) {
                if (e >= 0) {
                    cellPlane[e / area] = true;
                }
            }
        }
        int size = spec.size();
        int[] nonZero = new int[size];
        float[] seen = new float[size];
        boolean[] varies = new boolean[size];
        for (int s = 0; s < size(); s++) {
            int[] entries = indices.get(s);
            float[] vals = values.get(s);
            for (int i = 0; i < entries.length; i++) {
                int e = entries[i];
                if (e >= 0) {
                    count(e, vals[i], nonZero, seen, varies);
                } else {
                    int plane = -e - 1;
                    int from = plane * area;
                    int to = cellPlane[plane] ? from + area : from + 1;
                    for (int c = from; c < to; c++) {
                        count(c, vals[i], nonZero, seen, varies);
                    }
                }
            }
        }
        int n = 0;
        int[] chosen = new int[size];
        for (int c = 0; c < size; c++) {
            boolean constant = nonZero[c] == size() && !varies[c];
            if (nonZero[c] > 0 && !constant) {
                chosen[n++] = c;
            }
        }
        return Arrays.copyOf(chosen, n);
    }

    private static void count(int cell, float value, int[] nonZero, float[] seen, boolean[] varies) {
        if (nonZero[cell]++ == 0) {
            seen[cell] = value;
        } else if (seen[cell] != value) {
            varies[cell] = true;
        }
    }

    /**
     * Sample {@code s} as the sparse input vector of a model with the given inputs: {@code slotOf[c]} is the input
     * of observation index {@code c} or -1 (inputs chosen by {@link #chooseInputs()}). Writes slots and values,
     * returns their count.
     */
    int features(int s, int[] slotOf, int[] slots, float[] out) {
        int area = spec.height() * spec.width();
        int[] entries = indices.get(s);
        float[] vals = values.get(s);
        int n = 0;
        for (int i = 0; i < entries.length; i++) {
            int e = entries[i];
            if (e >= 0) {
                if (slotOf[e] >= 0) {
                    slots[n] = slotOf[e];
                    out[n++] = vals[i];
                }
                continue;
            }
            int plane = -e - 1;
            int from = plane * area;
            for (int c = from, to = cellPlane[plane] ? from + area : from + 1; c < to; c++) {
                if (slotOf[c] >= 0) {
                    slots[n] = slotOf[c];
                    out[n++] = vals[i];
                }
            }
        }
        return n;
    }
}
