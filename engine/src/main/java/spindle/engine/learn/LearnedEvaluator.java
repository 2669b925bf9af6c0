package spindle.engine.learn;

import spindle.engine.Evaluator;
import spindle.engine.Game;
import spindle.engine.Position;

/**
 * A {@link LearnedModel} as the search's {@link Evaluator}: observes the position from the asked player's seat and
 * returns the model's win probability. One object per search thread: it keeps the observation and hidden-layer
 * scratch and allocates nothing per call.
 *
 * <p>In a two-player game the payoffs of a position sum to 1 (a win, a loss or two halves), so the other seat's
 * value is {@code 1 - v}: the last position's value is kept by its {@link Position#hash()}, and a search that asks
 * for both seats of one position (MCTS's playout does) pays for one observation.
 */
public final class LearnedEvaluator implements Evaluator {
    private final LearnedModel model;
    private final Game game;
    private final float[] observation;
    private final float[] hidden;
    private long lastHash;
    private int lastPlayer = -1;
    private double lastValue;

    LearnedEvaluator(LearnedModel model, Game game, int observationSize) {
        this.model = model;
        this.game = game;
        this.observation = new float[observationSize];
        this.hidden = new float[Math.max(1, model.hiddenUnits())];
    }

    public LearnedModel model() {
        return model;
    }

    @Override
    public double evaluate(Position position, int player) {
        boolean twoPlayers = position.players() == 2;
        long hash = twoPlayers ? position.hash() : 0;
        if (twoPlayers && lastPlayer >= 0 && hash == lastHash) {
            return player == lastPlayer ? lastValue : 1 - lastValue;
        }
        game.observe(position, player, observation);
        double v = model.value(observation, hidden);
        if (twoPlayers) {
            lastHash = hash;
            lastPlayer = player;
            lastValue = v;
        }
        return v;
    }
}
