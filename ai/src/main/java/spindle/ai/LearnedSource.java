package spindle.ai;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import spindle.engine.Evaluator;
import spindle.engine.Game;
import spindle.engine.SpindleException;
import spindle.engine.Variant;
import spindle.engine.VariantException;
import spindle.engine.learn.LearnedModel;
import spindle.engine.learn.LearnedModels;
import spindle.engine.learn.ModelMismatchException;

/**
 * Where a search's learned evaluator comes from: the model shipped with the game ({@code learned=on}, or the game's
 * default) or a model file ({@code model=FILE}, as {@code spindle train} writes it). A file's model must fit the game
 * and variant played, or the search refuses it, naming both; a shipped model that does not fit is passed over, and
 * when the user asked for it ({@code learned=on}) that is said once per game and variant on standard error.
 */
final class LearnedSource {
    /** The shipped model where one fits, silently the game's own evaluator otherwise (the game's default). */
    static final LearnedSource SHIPPED = new LearnedSource(null, null, false);
    /** The shipped model, asked for by {@code learned=on}: saying so when none fits. */
    static final LearnedSource SHIPPED_ASKED = new LearnedSource(null, null, true);
    /** Game and variant already told that no shipped model fits them. */
    private static final Set<String> TOLD = java.util.Collections.newSetFromMap(new ConcurrentHashMap<>());

    private final LearnedModel model;
    private final String file;
    private final boolean asked;

    private LearnedSource(LearnedModel model, String file, boolean asked) {
        this.model = model;
        this.file = file;
        this.asked = asked;
    }

    /** The model of {@code file} for {@code game}; refused (naming both) when it was trained for another game. */
    static LearnedSource file(String file, Game game, String spec) {
        LearnedModel m;
        try {
            m = LearnedModel.load(Path.of(file));
        } catch (UncheckedIOException e) {
            IOException cause = e.getCause();
            throw new VariantException("cannot read the model " + file + " of '" + spec + "': "
                    + (cause instanceof java.nio.file.NoSuchFileException ? "no such file" : cause.getMessage()));
        } catch (SpindleException | IllegalArgumentException e) {
            throw new VariantException("the model " + file + " of '" + spec + "' is not a Spindle model: "
                    + e.getMessage());
        }
        if (!m.gameId().equals(game.id())) {
            throw new VariantException("the model " + file + " is for " + m.gameId() + " (" + m.variant()
                    + "), not " + game.id() + ": train one with spindle train " + game.id());
        }
        return new LearnedSource(m, file, true);
    }

    /**
     * A new learned evaluator for the variant played (one per search thread), or empty where the shipped model does
     * not fit it. A model file that does not fit throws {@link ModelMismatchException} naming both variants.
     */
    Optional<Evaluator> evaluator(Game game, Variant variant) {
        if (model != null) {
            try {
                return Optional.of(model.evaluator(game, variant));
            } catch (ModelMismatchException e) {
                throw new ModelMismatchException("model " + file + " does not fit the game played: " + e.getMessage());
            }
        }
        Optional<Evaluator> shipped = LearnedModels.evaluator(game, variant).map(Evaluator.class::cast);
        if (shipped.isEmpty() && asked && TOLD.add(game.id() + " " + variant)) {
            System.err.println("spindle: learned=on: no model shipped with " + game.name() + " fits the variant "
                    + variant + LearnedModels.shipped(game).map(m -> " (the shipped one is for " + m.variant() + ")")
                    .orElse("") + "; searching with the game's own evaluator (model=FILE uses a model of your own)");
        }
        return shipped;
    }
}
