package spindle.ai;

import spindle.engine.MovePrior;
import spindle.engine.Position;
import spindle.engine.learn.MoveFeatures;
import spindle.engine.learn.PatternModel;

/**
 * The tree's prior from learned move patterns: each legal move's Bradley–Terry strength (the product of its
 * features' strengths, {@link PatternModel}) relative to the strongest move's, so the move the patterns like best
 * gets 1 and the others their strength's fraction of it, averaged with the game's own prior where it has one (the
 * hand-written tactics keep their say). Used as the progressive bias of {@link MctsTree}. One object per search
 * thread (it keeps the features' scratch).
 */
final class PatternPrior implements MovePrior {
    private final PatternModel model;
    private final MoveFeatures features;
    /** The game's own prior, averaged with the patterns', or null. */
    private final MovePrior own;
    private final int[] team;
    private double[] ownScores = new double[0];

    PatternPrior(PatternModel model, MoveFeatures features, MovePrior own) {
        this.model = model;
        this.features = features;
        this.own = own;
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
        if (own != null && ownScores.length < actions.length) {
            ownScores = new double[actions.length];
        }
        if (own != null) {
            own.score(position, actions, ownScores);
        }
        for (int i = 0; i < actions.length; i++) {
            out[i] = Math.exp(out[i] - best);
            if (own != null) {
                out[i] = (out[i] + ownScores[i]) / 2;
            }
        }
    }
}
