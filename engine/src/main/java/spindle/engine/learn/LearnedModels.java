package spindle.engine.learn;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import spindle.engine.Game;
import spindle.engine.Variant;

/**
 * The models shipped with the games, on the class path, found through the game's own class loader (so a plug-in game
 * ships its model in its jar), each read once per JVM: the value model {@code spindle/learned/<game-id>.model} and
 * the move patterns {@code spindle/learned/<game-id>.patterns} (the tree's prior) and {@code
 * spindle/learned/<game-id>.playout} (the playout policy's).
 */
public final class LearnedModels {
    private static final Map<String, Optional<LearnedModel>> SHIPPED = new ConcurrentHashMap<>();
    private static final Map<String, Optional<PatternModel>> PATTERNS = new ConcurrentHashMap<>();
    private static final Map<String, Optional<PatternModel>> PLAYOUTS = new ConcurrentHashMap<>();

    private LearnedModels() {
    }

    /** The resource name of a game's shipped value model. */
    public static String resource(String gameId) {
        return "spindle/learned/" + gameId + ".model";
    }

    /** The resource name of a game's shipped move patterns. */
    public static String patternResource(String gameId) {
        return "spindle/learned/" + gameId + ".patterns";
    }

    /** The model shipped for this game, if any, whatever its variant. */
    public static Optional<LearnedModel> shipped(Game game) {
        return SHIPPED.computeIfAbsent(game.id(), id -> load(game, resource(id), LearnedModel::read));
    }

    /** The shipped model of this game when it was trained for exactly this variant (and the current observation). */
    public static Optional<LearnedModel> shipped(Game game, Variant variant) {
        return shipped(game).filter(m -> m.fits(game, variant));
    }

    /** A new evaluator of the shipped model for this variant (one per search thread), or empty when none fits. */
    public static Optional<LearnedEvaluator> evaluator(Game game, Variant variant) {
        return shipped(game, variant).map(m -> m.evaluator(game, variant));
    }

    /** The move patterns shipped for this game, if any, whatever their variant. */
    public static Optional<PatternModel> patterns(Game game) {
        return PATTERNS.computeIfAbsent(game.id(), id -> load(game, patternResource(id), PatternModel::read));
    }

    /** The shipped move patterns of this game when they fit this variant and the game's feature set. */
    public static Optional<PatternModel> patterns(Game game, Variant variant) {
        return patterns(game).filter(m -> m.fits(game, variant));
    }

    /** The resource name of a game's shipped playout patterns. */
    public static String playoutResource(String gameId) {
        return "spindle/learned/" + gameId + ".playout";
    }

    /** The playout patterns shipped for this game, if any, whatever their variant. */
    public static Optional<PatternModel> playoutPatterns(Game game) {
        return PLAYOUTS.computeIfAbsent(game.id(), id -> load(game, playoutResource(id), PatternModel::read));
    }

    /** The shipped playout patterns of this game when they fit this variant and the game's playout features. */
    public static Optional<PatternModel> playoutPatterns(Game game, Variant variant) {
        return playoutPatterns(game).filter(m -> m.fits(game, variant) && m.forPlayouts(game, variant));
    }

    /** How a model is read from its text. */
    private interface Format<M> {
        M read(Reader reader, String source) throws IOException;
    }

    private static <M> Optional<M> load(Game game, String name, Format<M> format) {
        ClassLoader loader = game.getClass().getClassLoader();
        try (InputStream in = loader == null ? ClassLoader.getSystemResourceAsStream(name)
                : loader.getResourceAsStream(name)) {
            if (in == null) {
                return Optional.empty();
            }
            return Optional.of(format.read(new InputStreamReader(in, StandardCharsets.UTF_8), name));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
