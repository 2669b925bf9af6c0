package spindle.ai.learn;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import spindle.engine.AiSettings;
import spindle.engine.Evaluator;
import spindle.engine.Game;
import spindle.engine.Notation;
import spindle.engine.ObservationSpec;
import spindle.engine.Parameter;
import spindle.engine.PlayoutPolicy;
import spindle.engine.Position;
import spindle.engine.SearchKnowledge;
import spindle.engine.Variant;
import spindle.engine.learn.LearnedModel;
import spindle.engine.learn.MoveFeatures;
import spindle.engine.learn.PatternModel;

/**
 * A game whose search knowledge evaluates with a candidate model (or, without one, the game itself), or plays its
 * playouts by candidate playout strengths ({@link Game#learnedPlayout}): how the trainers let {@code mcts} play with a
 * model that is not shipped. Everything else is the game's.
 */
final class ModelGame implements Game {
    private final Game game;
    private final LearnedModel model;
    private final PatternModel playout;

    ModelGame(Game game, LearnedModel model) {
        this(game, model, null);
    }

    private ModelGame(Game game, LearnedModel model, PatternModel playout) {
        this.game = game;
        this.model = model;
        this.playout = playout;
    }

    /** The game whose playouts play by {@code strengths} of its playout features. */
    static ModelGame withPlayout(Game game, PatternModel strengths) {
        return new ModelGame(game, null, strengths);
    }

    @Override
    public SearchKnowledge searchKnowledge(Variant variant) {
        SearchKnowledge k = game.searchKnowledge(variant);
        if (playout != null) {
            return k.withPlayout(game.learnedPlayout(variant, playout).orElseThrow(() -> new IllegalArgumentException(
                    "these playout strengths do not fit " + game.name() + " (" + variant + ")")));
        }
        Evaluator e = model == null ? k.evaluator() : model.evaluator(game, variant);
        return k.withEvaluator(e);
    }

    @Override
    public String id() {
        return game.id();
    }

    @Override
    public String name() {
        return game.name();
    }

    @Override
    public String description() {
        return game.description();
    }

    @Override
    public int minPlayers() {
        return game.minPlayers();
    }

    @Override
    public int maxPlayers() {
        return game.maxPlayers();
    }

    @Override
    public List<Parameter> parameters() {
        return game.parameters();
    }

    @Override
    public List<Preset> presets() {
        return game.presets();
    }

    @Override
    public void validate(Variant variant) {
        game.validate(variant);
    }

    @Override
    public Position newGame(Variant variant) {
        return game.newGame(variant);
    }

    @Override
    public Notation notation(Variant variant) {
        return game.notation(variant);
    }

    @Override
    public String render(Position position) {
        return game.render(position);
    }

    @Override
    public Map<String, Object> describe(Position position) {
        return game.describe(position);
    }

    @Override
    public List<String> playerNames(Variant variant) {
        return game.playerNames(variant);
    }

    @Override
    public OptionalInt plyBound(Variant variant) {
        return game.plyBound(variant);
    }

    @Override
    public AiSettings aiSettings(Variant variant) {
        return game.aiSettings(variant);
    }

    @Override
    public Optional<Evaluator> evaluator(Variant variant) {
        return game.evaluator(variant);
    }

    @Override
    public Optional<ObservationSpec> observationSpec(Variant variant) {
        return game.observationSpec(variant);
    }

    @Override
    public void observe(Position position, int player, float[] out) {
        game.observe(position, player, out);
    }

    @Override
    public Optional<MoveFeatures> moveFeatures(Variant variant) {
        return game.moveFeatures(variant);
    }

    @Override
    public Optional<MoveFeatures> playoutFeatures(Variant variant) {
        return game.playoutFeatures(variant);
    }

    @Override
    public Optional<PlayoutPolicy> learnedPlayout(Variant variant, PatternModel strengths) {
        return game.learnedPlayout(variant, strengths);
    }

    @Override
    public Variant defaultVariant() {
        return game.defaultVariant();
    }
}
