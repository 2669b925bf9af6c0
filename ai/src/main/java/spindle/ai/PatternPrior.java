package spindle.ai;

import spindle.engine.MovePrior;
import spindle.engine.Position;
import spindle.engine.learn.MoveFeatures;
import spindle.engine.learn.PatternModel;

/**
 * The tree's prior from learned move patterns: each legal move's Bradley–Terry strength (the product of its
 * features' strengths, {@link PatternModel}) relative to the strongest move's, so the move the patterns like best
 * gets 1 and the others their strength's fraction of it. Used as the progressive bias of {@link MctsTree}. One
 * object per search thread (it keeps the features' scratch).
 */
final class PatternPrior implements MovePrior {
    private final PatternModel model;
    private final MoveFeatures features;
    private final int[] team;

    PatternPrior(PatternModel model, MoveFeatures features) {
        this.model = model;
        this.features = features;
        this.team = new int[features.maxPerMove()];
    }

    @Override
    public void score(Position position, int[] actions, double[] out) {
        features.reset(position);
        double best = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < actions.length; i++) {
            out[i] = model.logStrength(team, features.features(position, actions[i], team));
            best = Math.max(best, out[i]);
        }
        for (int i = 0; i < actions.length; i++) {
            out[i] = Math.exp(out[i] - best);
        }
    }
}
