package spindle.engine.learn;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import spindle.engine.Game;
import spindle.engine.Variant;

/**
 * The models shipped with the games: {@code spindle/learned/<game-id>.model} on the class path, found through the
 * game's own class loader (so a plug-in game ships its model in its jar), read once per JVM.
 */
public final class LearnedModels {
    private static final Map<String, Optional<LearnedModel>> SHIPPED = new ConcurrentHashMap<>();

    private LearnedModels() {
    }

    /** The resource name of a game's shipped model. */
    public static String resource(String gameId) {
        return "spindle/learned/" + gameId + ".model";
    }

    /** The model shipped for this game, if any, whatever its variant. */
    public static Optional<LearnedModel> shipped(Game game) {
        return SHIPPED.computeIfAbsent(game.id(), id -> load(game));
    }

    /** The shipped model of this game when it was trained for exactly this variant (and the current observation). */
    public static Optional<LearnedModel> shipped(Game game, Variant variant) {
        return shipped(game).filter(m -> m.fits(game, variant));
    }

    /** A new evaluator of the shipped model for this variant (one per search thread), or empty when none fits. */
    public static Optional<LearnedEvaluator> evaluator(Game game, Variant variant) {
        return shipped(game, variant).map(m -> m.evaluator(game, variant));
    }

    private static Optional<LearnedModel> load(Game game) {
        String name = resource(game.id());
        ClassLoader loader = game.getClass().getClassLoader();
        try (InputStream in = loader == null ? ClassLoader.getSystemResourceAsStream(name)
                : loader.getResourceAsStream(name)) {
            if (in == null) {
                return Optional.empty();
            }
            return Optional.of(LearnedModel.read(new InputStreamReader(in, StandardCharsets.UTF_8), name));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
