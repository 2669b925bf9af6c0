package spindle.ai;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import spindle.engine.Evaluator;
import spindle.engine.Game;
import spindle.engine.MovePrior;
import spindle.engine.PlayoutPolicy;
import spindle.engine.SearchKnowledge;
import spindle.engine.SpindleException;
import spindle.engine.Variant;
import spindle.engine.VariantException;
import spindle.engine.learn.LearnedModel;
import spindle.engine.learn.LearnedModels;
import spindle.engine.learn.ModelMismatchException;
import spindle.engine.learn.PatternModel;

/**
 * Where a search's learned knowledge comes from: the models shipped with the game ({@code learned=on}, or the game's
 * default) or a model file ({@code model=FILE}, as {@code spindle train} writes it). A model is either a value model
 * (the evaluator, {@link LearnedModel}) or move patterns (the tree's prior, {@link PatternModel}); a file is read as
 * whichever its first line names. A file's model must fit the game and variant played, or the search refuses it,
 * naming both; a shipped model that does not fit is passed over, and when the user asked for it ({@code learned=on})
 * and nothing shipped fits, that is said once per game and variant on standard error.
 */
final class LearnedSource {
    /** The shipped models where they fit, silently the game's own knowledge otherwise (the game's default). */
    static final LearnedSource SHIPPED = new LearnedSource(null, null, null, false);
    /** The shipped models, asked for by {@code learned=on}: saying so when none fits. */
    static final LearnedSource SHIPPED_ASKED = new LearnedSource(null, null, null, true);
    /** Game and variant already told that no shipped model fits them. */
    private static final Set<String> TOLD = java.util.Collections.newSetFromMap(new ConcurrentHashMap<>());

    private final LearnedModel model;
    private final PatternModel patterns;
    private final String file;
    private final boolean asked;

    private LearnedSource(LearnedModel model, PatternModel patterns, String file, boolean asked) {
        this.model = model;
        this.patterns = patterns;
        this.file = file;
        this.asked = asked;
    }

    /** The model of {@code file} for {@code game}; refused (naming both) when it was trained for another game. */
    static LearnedSource file(String file, Game game, String spec) {
        LearnedModel m = null;
        PatternModel p = null;
        try {
            if (PatternModel.MAGIC.equals(firstLine(Path.of(file)))) {
                p = PatternModel.load(Path.of(file));
            } else {
                m = LearnedModel.load(Path.of(file));
            }
        } catch (UncheckedIOException e) {
            IOException cause = e.getCause();
            throw new VariantException("cannot read the model " + file + " of '" + spec + "': "
                    + (cause instanceof java.nio.file.NoSuchFileException ? "no such file" : cause.getMessage()));
        } catch (SpindleException | IllegalArgumentException e) {
            throw new VariantException("the model " + file + " of '" + spec + "' is not a Spindle model: "
                    + e.getMessage());
        }
        String gameId = m != null ? m.gameId() : p.gameId();
        if (!gameId.equals(game.id())) {
            throw new VariantException("the model " + file + " is for " + gameId + " ("
                    + (m != null ? m.variant() : p.variant()) + "), not " + game.id() + ": train one with spindle train "
                    + game.id());
        }
        return new LearnedSource(m, p, file, true);
    }

    private static String firstLine(Path file) {
        try (BufferedReader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            String line = r.readLine();
            return line == null ? "" : line.strip();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * {@code k} with the learned parts that fit the variant played: the value model's evaluator and the patterns'
     * prior (new objects, one per search thread). A model file that does not fit throws
     * {@link ModelMismatchException} naming both variants.
     */
    SearchKnowledge apply(SearchKnowledge k, Game game, Variant variant) {
        Optional<Evaluator> e = evaluator(game, variant);
        Optional<MovePrior> p = prior(game, variant, k.prior());
        Optional<PlayoutPolicy> playout = playout(game, variant, k.playout());
        if (e.isEmpty() && p.isEmpty() && playout.isEmpty()) {
            tellNoneFits(game, variant);
        }
        return k.withEvaluator(e.orElse(k.evaluator())).withPrior(p.orElse(k.prior()))
                .withPlayout(playout.orElse(k.playout()));
    }

    /** The learned evaluator alone (for alpha-beta), or empty where no value model fits. */
    Optional<Evaluator> evaluatorOrTell(Game game, Variant variant) {
        Optional<Evaluator> e = evaluator(game, variant);
        if (e.isEmpty() && (model != null || patterns == null)) {
            tellNoneFits(game, variant);
        }
        return e;
    }

    private Optional<Evaluator> evaluator(Game game, Variant variant) {
        if (file != null) {
            if (model == null) {
                return Optional.empty();
            }
            try {
                return Optional.of(model.evaluator(game, variant));
            } catch (ModelMismatchException e) {
                throw new ModelMismatchException("model " + file + " does not fit the game played: " + e.getMessage());
            }
        }
        return LearnedModels.evaluator(game, variant).map(Evaluator.class::cast);
    }

    private Optional<MovePrior> prior(Game game, Variant variant, MovePrior own) {
        PatternModel p = file != null ? patterns : LearnedModels.patterns(game, variant).orElse(null);
        if (p == null || checked(p, game, variant).forPlayouts(game, variant)) {
            return Optional.empty();
        }
        return game.moveFeatures(variant).map(f -> new PatternPrior(p, f, own));
    }

    private Optional<PlayoutPolicy> playout(Game game, Variant variant, PlayoutPolicy own) {
        PatternModel p = file != null ? patterns : LearnedModels.playoutPatterns(game, variant).orElse(null);
        if (p == null || !checked(p, game, variant).forPlayouts(game, variant)) {
            return Optional.empty();
        }
        return game.learnedPlayout(variant, p)
                .or(() -> game.playoutFeatures(variant).map(f -> new PatternPlayout(p, f, own)));
    }

    /** {@code p}, refused when it came from the user's file and does not fit the game played. */
    private PatternModel checked(PatternModel p, Game game, Variant variant) {
        if (file != null) {
            try {
                p.check(game, variant);
            } catch (ModelMismatchException e) {
                throw new ModelMismatchException("model " + file + " does not fit the game played: " + e.getMessage());
            }
        }
        return p;
    }

    private void tellNoneFits(Game game, Variant variant) {
        if (file == null && asked && TOLD.add(game.id() + " " + variant)) {
            String shippedFor = LearnedModels.shipped(game).map(LearnedModel::variant)
                    .or(() -> LearnedModels.patterns(game).map(PatternModel::variant))
                    .map(v -> " (the shipped one is for " + v + ")").orElse("");
            System.err.println("spindle: learned=on: no model shipped with " + game.name() + " fits the variant "
                    + variant + shippedFor + "; searching with the game's own evaluator (model=FILE uses a model of "
                    + "your own)");
        }
    }
}
