package spindle.engine.learn;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Objects;
import spindle.engine.Game;
import spindle.engine.ObservationSpec;
import spindle.engine.Variant;

/**
 * A learned evaluation of a game's positions ({@code spindle train}): the probability that the observing player
 * wins, from that player's observation ({@link Game#observe}), for one game, variant and observation shape.
 *
 * <p>The inputs are {@code n} chosen values of the observation, {@code x[i] = observation[inputs[i]]} (the trainer
 * keeps the cells that vary in its self-play data, and one cell of each plane that is always filled with one value,
 * a state flag). The value is {@code sigmoid(z)} with
 * {@code z = bias + Σ_i linear[i] x[i] + Σ_j out[j] relu(hiddenBias[j] + Σ_i W[i][j] x[i])}: logistic regression
 * plus, when {@code hidden > 0}, one hidden layer of rectified units beside it ("wide and deep", Cheng et al. 2016).
 * The sums skip zero inputs, and most inputs of a board position are zero.
 *
 * <p>File format (UTF-8 text, one item per line, numbers as Java writes a {@code float}, which reads back exactly):
 * <pre>
 * spindle-model 1
 * game &lt;game id&gt;
 * variant &lt;the variant as name=value,...&gt;
 * shape &lt;planes&gt; &lt;height&gt; &lt;width&gt;
 * note &lt;free text: how it was trained&gt;
 * inputs &lt;n&gt; &lt;n observation indices&gt;
 * hidden &lt;H&gt;
 * bias &lt;z0&gt;
 * linear &lt;n weights&gt;
 * hidden-bias &lt;H values&gt;            (only when H &gt; 0)
 * hidden-weights &lt;n·H values, input-major: W[0][0..H-1], W[1][0..H-1], ...&gt;   (only when H &gt; 0)
 * out &lt;H weights&gt;                    (only when H &gt; 0)
 * </pre>
 * Immutable: evaluation scratch belongs to each {@link LearnedEvaluator}.
 */
public final class LearnedModel implements ModelFit {
    /** The first line of every model file. */
    public static final String MAGIC = "spindle-model 1";

    private final String gameId;
    private final String variant;
    private final int planes;
    private final int height;
    private final int width;
    private final String note;
    private final int[] inputs;
    private final int hidden;
    private final float bias;
    private final float[] linear;
    private final float[] hiddenBias;
    private final float[] hiddenWeights;
    private final float[] out;

    /**
     * A model; the arrays are copied. {@code hiddenBias}, {@code hiddenWeights} and {@code out} have {@code H},
     * {@code n·H} and {@code H} values ({@code H} = {@code hiddenBias.length}, 0 for logistic regression).
     */
    public LearnedModel(String gameId, String variant, ObservationSpec spec, String note, int[] inputs, float bias,
                        float[] linear, float[] hiddenBias, float[] hiddenWeights, float[] out) {
        this.gameId = Objects.requireNonNull(gameId);
        this.variant = Objects.requireNonNull(variant);
        this.planes = spec.planes();
        this.height = spec.height();
        this.width = spec.width();
        this.note = note.replace('\n', ' ');
        this.inputs = inputs.clone();
        this.hidden = hiddenBias.length;
        this.bias = bias;
        this.linear = linear.clone();
        this.hiddenBias = hiddenBias.clone();
        this.hiddenWeights = hiddenWeights.clone();
        this.out = out.clone();
        if (linear.length != inputs.length || hiddenWeights.length != inputs.length * hidden || out.length != hidden) {
            throw new IllegalArgumentException("model arrays do not match " + inputs.length + " inputs and "
                    + hidden + " hidden units");
        }
        for (int index : inputs) {
            if (index < 0 || index >= spec.size()) {
                throw new IllegalArgumentException("model input " + index + " is outside the observation of "
                        + spec.size() + " values");
            }
        }
    }

    public String gameId() {
        return gameId;
    }

    /** The variant the model was trained on, as {@code name=value,...}. */
    public String variant() {
        return variant;
    }

    /** How the model was trained (the command line, the seed). */
    public String note() {
        return note;
    }

    public int inputCount() {
        return inputs.length;
    }

    public int hiddenUnits() {
        return hidden;
    }

    @Override
    public String mismatch(Game game, Variant v) {
        if (!gameId.equals(game.id())) {
            return "this model is for " + gameId + ", not " + game.id();
        }
        if (!variant.equals(v.toString())) {
            return "this model of " + gameId + " is for the variant " + variant + ", not " + v;
        }
        ObservationSpec spec = game.observationSpec(v).orElse(null);
        if (spec == null) {
            return game.name() + " offers no observation for the variant " + v;
        }
        if (spec.planes() != planes || spec.height() != height || spec.width() != width) {
            return "this model of " + gameId + " reads observations of " + planes + "x" + height + "x" + width
                    + " but the game now gives " + spec.planes() + "x" + spec.height() + "x" + spec.width()
                    + ": train it again (spindle train " + gameId + ")";
        }
        return null;
    }

    /** A new evaluator with its own scratch (one per search thread). Checks that the model fits first. */
    public LearnedEvaluator evaluator(Game game, Variant v) {
        check(game, v);
        return new LearnedEvaluator(this, game, planes * height * width);
    }

    /**
     * The logit {@code z} of an observation; {@code hiddenScratch} holds at least {@link #hiddenUnits()} floats.
     * Allocates nothing.
     */
    public double logit(float[] observation, float[] hiddenScratch) {
        double z = bias;
        int h = hidden;
        if (h > 0) {
            System.arraycopy(hiddenBias, 0, hiddenScratch, 0, h);
        }
        for (int i = 0; i < inputs.length; i++) {
            float x = observation[inputs[i]];
            if (x == 0f) {
                continue;
            }
            z += linear[i] * x;
            for (int j = 0, base = i * h; j < h; j++) {
                hiddenScratch[j] += x * hiddenWeights[base + j];
            }
        }
        for (int j = 0; j < h; j++) {
            float a = hiddenScratch[j];
            if (a > 0f) {
                z += out[j] * a;
            }
        }
        return z;
    }

    /** {@code sigmoid(z)}: the observing player's estimated payoff in [0, 1]. */
    public double value(float[] observation, float[] hiddenScratch) {
        return 1.0 / (1.0 + Math.exp(-logit(observation, hiddenScratch)));
    }

    /** Writes the model in the text format above. */
    public void write(Writer w) throws IOException {
        w.write(MAGIC + "\n");
        w.write("game " + gameId + "\n");
        w.write("variant " + variant + "\n");
        w.write("shape " + planes + " " + height + " " + width + "\n");
        w.write("note " + note + "\n");
        StringBuilder line = new StringBuilder("inputs ").append(inputs.length);
        for (int index : inputs) {
            line.append(' ').append(index);
        }
        w.write(line.append('\n').toString());
        w.write("hidden " + hidden + "\n");
        w.write("bias " + bias + "\n");
        ModelFiles.writeFloats(w, "linear", linear);
        if (hidden > 0) {
            ModelFiles.writeFloats(w, "hidden-bias", hiddenBias);
            ModelFiles.writeFloats(w, "hidden-weights", hiddenWeights);
            ModelFiles.writeFloats(w, "out", out);
        }
    }

    /** Saves the model to a file (replacing it). */
    public void save(Path file) {
        ModelFiles.save(file, this::write);
    }

    /** Loads a model file; a file that is not one throws {@link ModelFormatException} naming the line. */
    public static LearnedModel load(Path file) {
        return ModelFiles.load(file, LearnedModel::read);
    }

    /** Reads a model in the text format above; {@code source} names it in error messages. */
    public static LearnedModel read(Reader reader, String source) throws IOException {
        return new ModelReader(new BufferedReader(reader), source).read();
    }

    /** The same model: game, variant, shape, note and every number. */
    @Override
    public boolean equals(Object o) {
        return o instanceof LearnedModel m && gameId.equals(m.gameId) && variant.equals(m.variant)
                && planes == m.planes && height == m.height && width == m.width && note.equals(m.note)
                && Arrays.equals(inputs, m.inputs) && Float.compare(bias, m.bias) == 0
                && Arrays.equals(linear, m.linear) && Arrays.equals(hiddenBias, m.hiddenBias)
                && Arrays.equals(hiddenWeights, m.hiddenWeights) && Arrays.equals(out, m.out);
    }

    @Override
    public int hashCode() {
        return Objects.hash(gameId, variant, Arrays.hashCode(inputs), Arrays.hashCode(linear));
    }

    @Override
    public String toString() {
        return "model of " + gameId + " (" + variant + "): " + inputs.length + " inputs, " + hidden + " hidden units";
    }
}
