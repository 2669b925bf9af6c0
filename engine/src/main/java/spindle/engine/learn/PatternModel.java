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
import spindle.engine.Variant;

/**
 * Learned move patterns ({@code spindle train}): a Bradley–Terry strength for each of a game's move features
 * ({@link MoveFeatures}), fitted by minorization–maximization from the moves strong play chose (Coulom 2007). A move's
 * strength is the product of its features' strengths, so the chance the model gives a legal move is its strength over
 * the sum of all legal moves' strengths. The file keeps {@code log} strengths.
 *
 * <p>File format (UTF-8 text, one item per line, numbers as Java writes a {@code float}, which reads back exactly):
 * <pre>
 * spindle-patterns 1
 * game &lt;game id&gt;
 * variant &lt;the variant as name=value,...&gt;
 * features &lt;feature set name&gt; &lt;version&gt; &lt;n&gt;
 * note &lt;free text: how it was trained&gt;
 * strengths &lt;n natural logarithms of the features' strengths&gt;
 * </pre>
 * A model fits a game and variant only when the game's feature set of that name (the tree's, {@link
 * Game#moveFeatures}, or the playouts', {@link Game#playoutFeatures}) has that version and count now.
 */
public final class PatternModel implements ModelFit {
    /** The first line of every pattern file. */
    public static final String MAGIC = "spindle-patterns 1";

    private final String gameId;
    private final String variant;
    private final String features;
    private final int version;
    private final String note;
    private final float[] logStrengths;

    /** A model; the array is copied. */
    public PatternModel(String gameId, String variant, String features, int version, String note,
                        float[] logStrengths) {
        this.gameId = Objects.requireNonNull(gameId);
        this.variant = Objects.requireNonNull(variant);
        this.features = Objects.requireNonNull(features);
        this.version = version;
        this.note = note.replace('\n', ' ');
        this.logStrengths = logStrengths.clone();
    }

    public String gameId() {
        return gameId;
    }

    /** The variant the model was trained on, as {@code name=value,...}. */
    public String variant() {
        return variant;
    }

    public String note() {
        return note;
    }

    public int featureCount() {
        return logStrengths.length;
    }

    /** The natural logarithm of feature {@code f}'s strength. */
    public double logStrength(int f) {
        return logStrengths[f];
    }

    /** Every feature's strength (not its logarithm), a new array indexed by feature. */
    public double[] strengths() {
        double[] out = new double[logStrengths.length];
        for (int f = 0; f < out.length; f++) {
            out[f] = Math.exp(logStrengths[f]);
        }
        return out;
    }

    /** The log strength of a move with {@code n} features {@code team[0..n)}: the sum of theirs. */
    public double logStrength(int[] team, int n) {
        double sum = 0;
        for (int i = 0; i < n; i++) {
            sum += logStrengths[team[i]];
        }
        return sum;
    }

    /**
     * Whether these patterns weigh the moves of playouts ({@link Game#playoutFeatures}, {@code spindle train
     * --patterns --playout}) rather than the tree's (its prior, {@link Game#moveFeatures}): told by their feature set.
     */
    public boolean forPlayouts(Game game, Variant v) {
        return game.playoutFeatures(v).map(f -> f.name().equals(features)).orElse(false);
    }

    @Override
    public String mismatch(Game game, Variant v) {
        if (!gameId.equals(game.id())) {
            return "these patterns are for " + gameId + ", not " + game.id();
        }
        if (!variant.equals(v.toString())) {
            return "these patterns of " + gameId + " are for the variant " + variant + ", not " + v;
        }
        // the playouts' set when it bears the model's name, else the tree's (one feature object either way)
        MoveFeatures f = game.playoutFeatures(v).filter(p -> p.name().equals(features))
                .or(() -> game.moveFeatures(v)).orElse(null);
        if (f == null) {
            return game.name() + " has no move features for the variant " + v;
        }
        if (!f.name().equals(features) || f.version() != version || f.count() != logStrengths.length) {
            return "these patterns of " + gameId + " read the features " + features + " version " + version + " ("
                    + logStrengths.length + ") but the game now has " + f.name() + " version " + f.version() + " ("
                    + f.count() + "): train them again (spindle train " + gameId + " --patterns)";
        }
        return null;
    }

    /** Writes the model in the text format above. */
    public void write(Writer w) throws IOException {
        w.write(MAGIC + "\n");
        w.write("game " + gameId + "\n");
        w.write("variant " + variant + "\n");
        w.write("features " + features + " " + version + " " + logStrengths.length + "\n");
        w.write("note " + note + "\n");
        ModelFiles.writeFloats(w, "strengths", logStrengths);
    }

    /** Saves the model to a file (replacing it). */
    public void save(Path file) {
        ModelFiles.save(file, this::write);
    }

    /** Loads a pattern file; a file that is not one throws {@link ModelFormatException} naming the line. */
    public static PatternModel load(Path file) {
        return ModelFiles.load(file, PatternModel::read);
    }

    /** Reads a model in the text format above; {@code source} names it in error messages. */
    public static PatternModel read(Reader reader, String source) throws IOException {
        return new ModelReader(new BufferedReader(reader), source).readPatterns();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PatternModel m && gameId.equals(m.gameId) && variant.equals(m.variant)
                && features.equals(m.features) && version == m.version && note.equals(m.note)
                && Arrays.equals(logStrengths, m.logStrengths);
    }

    @Override
    public int hashCode() {
        return Objects.hash(gameId, variant, features, Arrays.hashCode(logStrengths));
    }

    @Override
    public String toString() {
        return "patterns of " + gameId + " (" + variant + "): " + logStrengths.length + " features of " + features
                + " version " + version;
    }
}
