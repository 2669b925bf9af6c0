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
import spindle.engine.Position;
import spindle.engine.SearchKnowledge;
import spindle.engine.Variant;
import spindle.engine.learn.LearnedModel;
import spindle.engine.learn.MoveFeatures;

/**
 * A game whose search knowledge evaluates with a candidate model (or, without one, the game itself): how the trainer
 * lets {@code mcts} play with a model that is not shipped. Everything else is the game's.
 */
final class ModelGame implements Game {
    private final Game game;
    private final LearnedModel model;

    ModelGame(Game game, LearnedModel model) {
        this.game = game;
        this.model = model;
    }

    @Override
    public SearchKnowledge searchKnowledge(Variant variant) {
        SearchKnowledge k = game.searchKnowledge(variant);
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
    public Variant defaultVariant() {
        return game.defaultVariant();
    }
}
