package spindle.engine.learn;

import java.io.BufferedReader;
import java.io.IOException;
import java.util.Collections;
import spindle.engine.ObservationSpec;

/**
 * Reads the text formats of {@link LearnedModel} and {@link PatternModel}, line by line, naming the line of anything
 * wrong.
 */
final class ModelReader {
    private final BufferedReader in;
    private final String source;
    private int lineNumber;

    ModelReader(BufferedReader in, String source) {
        this.in = in;
        this.source = source;
    }

    LearnedModel read() throws IOException {
        String magic = next();
        if (!LearnedModel.MAGIC.equals(magic)) {
            throw fail("is not a Spindle model (the first line must be '" + LearnedModel.MAGIC + "')");
        }
        String game = field("game");
        String variant = field("variant");
        String[] shape = field("shape").split(" ");
        if (shape.length != 3) {
            throw fail("shape needs planes, height and width");
        }
        int planes = integer(shape[0]);
        int height = integer(shape[1]);
        int width = integer(shape[2]);
        String note = field("note");
        String[] inputText = field("inputs").split(" ");
        int n = integer(inputText[0]);
        if (inputText.length != n + 1) {
            throw fail("inputs says " + n + " but lists " + (inputText.length - 1));
        }
        int[] inputs = new int[n];
        for (int i = 0; i < n; i++) {
            inputs[i] = integer(inputText[i + 1]);
        }
        int hidden = integer(field("hidden"));
        float bias = floats(field("bias"), 1)[0];
        float[] linear = floats(field("linear"), n);
        float[] hiddenBias = hidden > 0 ? floats(field("hidden-bias"), hidden) : new float[0];
        float[] hiddenWeights = hidden > 0 ? floats(field("hidden-weights"), n * hidden) : new float[0];
        float[] out = hidden > 0 ? floats(field("out"), hidden) : new float[0];
        ObservationSpec spec;
        try {
            spec = new ObservationSpec(planes, height, width, Collections.nCopies(Math.max(planes, 0), "plane"));
            return new LearnedModel(game, variant, spec, note, inputs, bias, linear, hiddenBias, hiddenWeights, out);
        } catch (IllegalArgumentException e) {
            throw fail(e.getMessage());
        }
    }

    /** Reads the text format of {@link PatternModel}. */
    PatternModel readPatterns() throws IOException {
        if (!PatternModel.MAGIC.equals(next())) {
            throw fail("is not a Spindle pattern file (the first line must be '" + PatternModel.MAGIC + "')");
        }
        String game = field("game");
        String variant = field("variant");
        String[] features = field("features").split(" ");
        if (features.length != 3) {
            throw fail("features needs a name, a version and a count");
        }
        int version = integer(features[1]);
        int n = integer(features[2]);
        if (n < 0) {
            throw fail("the feature count must not be negative");
        }
        String note = field("note");
        float[] strengths = floats(field("strengths"), n);
        return new PatternModel(game, variant, features[0], version, note, strengths);
    }

    private String next() throws IOException {
        lineNumber++;
        String line = in.readLine();
        if (line == null) {
            throw fail("ends too early");
        }
        return line.strip();
    }

    /** The rest of the next line, which must start with {@code name}. */
    private String field(String name) throws IOException {
        String line = next();
        if (line.equals(name)) {
            return "";
        }
        if (!line.startsWith(name + " ")) {
            throw fail("expected '" + name + " ...'");
        }
        return line.substring(name.length() + 1);
    }

    private int integer(String text) {
        try {
            return Integer.parseInt(text);
        } catch (NumberFormatException e) {
            throw fail("'" + text + "' is not a whole number");
        }
    }

    private float[] floats(String text, int count) {
        String[] parts = text.isEmpty() ? new String[0] : text.split(" ");
        if (parts.length != count) {
            throw fail("expected " + count + " numbers, found " + parts.length);
        }
        float[] values = new float[count];
        for (int i = 0; i < count; i++) {
            try {
                values[i] = Float.parseFloat(parts[i]);
            } catch (NumberFormatException e) {
                throw fail("'" + parts[i] + "' is not a number");
            }
            if (!Float.isFinite(values[i])) {
                throw fail("the numbers must be finite");
            }
        }
        return values;
    }

    private ModelFormatException fail(String why) {
        return new ModelFormatException(source + ", line " + lineNumber + ": " + why);
    }
}
