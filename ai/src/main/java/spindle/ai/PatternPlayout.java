package spindle.ai;

import java.util.SplittableRandom;
import spindle.engine.PlayoutPolicy;
import spindle.engine.Position;
import spindle.engine.learn.MoveFeatures;
import spindle.engine.learn.PatternModel;

/**
 * A softmax playout policy from learned move patterns (Coulom 2007 used his patterns this way in Crazy Stone's
 * playouts, MoHex 2.0 in Hex's): among the moves with features, a move is played more often the stronger its
 * Bradley–Terry strength. A ply reads the features of a few moves, not of every move: the game's own playout policy
 * (or a uniformly random move) proposes one; a move without features (Warp and Weft's threads and switch, whose
 * timing the game's policy keeps) is played as proposed; otherwise {@value #SAMPLE} proposals with features are drawn
 * (those without now passed over, at most {@code 4 * SAMPLE} draws) and one of them is played with the chance its
 * strength gives it among them. So the draw is the exact softmax only in the limit of a large sample: a sample of
 * three sharpens the proposals' distribution towards strong moves at the cost of three feature reads a ply. One
 * object per search thread.
 */
final class PatternPlayout implements PlayoutPolicy {
    /** Moves with features drawn per ply, among which the strengths choose. */
    static final int SAMPLE = 3;

    private final PatternModel model;
    private final MoveFeatures features;
    /** The game's own playout policy, which proposes the moves (uniformly random ones without it), or null. */
    private final PlayoutPolicy own;
    private final int[] team;
    /** Per feature, its strength. */
    private final double[] single;
    private final int[] candidates = new int[SAMPLE];
    private final double[] strengths = new double[SAMPLE];

    PatternPlayout(PatternModel model, MoveFeatures features, PlayoutPolicy own) {
        this.model = model;
        this.features = features;
        this.own = own;
        this.team = new int[features.maxPerMove()];
        this.single = model.strengths();
    }

    @Override
    public int choose(Position position, SplittableRandom random, int[] scratch) {
        features.reset(position);
        int action = draw(position, random, scratch);
        int n = features.features(position, action, team);
        if (n == 0) {
            return action;
        }
        candidates[0] = action;
        strengths[0] = strength(n);
        double sum = strengths[0];
        int k = 1;
        for (int draws = 1; k < SAMPLE && draws < 4 * SAMPLE; draws++) {
            action = draw(position, random, scratch);
            n = features.features(position, action, team);
            if (n > 0) {
                candidates[k] = action;
                strengths[k] = strength(n);
                sum += strengths[k++];
            }
        }
        double r = random.nextDouble() * sum;
        for (int i = 0; i < k - 1; i++) {
            r -= strengths[i];
            if (r < 0) {
                return candidates[i];
            }
        }
        return candidates[k - 1];
    }

    private int draw(Position position, SplittableRandom random, int[] scratch) {
        return own != null ? own.choose(position, random, scratch) : position.randomAction(random, scratch);
    }

    /** The strength of a move of {@code n} features {@code team[0..n)}. */
    private double strength(int n) {
        return n == 1 ? single[team[0]] : Math.exp(model.logStrength(team, n));
    }
}
