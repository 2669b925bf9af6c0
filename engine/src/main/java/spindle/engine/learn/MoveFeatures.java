package spindle.engine.learn;

import spindle.engine.Position;

/**
 * A game's move features for learned move patterns ({@code spindle train}, {@link PatternModel}): each legal move of
 * a position is described as a <em>team</em> of binary features (a local pattern, a threat made, the distance to the
 * last move, ...), after Coulom 2007, "Computing Elo Ratings of Move Patterns in the Game of Go". A move's strength is
 * the product of its features' strengths; the features are numbered {@code 0 .. count() - 1}.
 *
 * <p>One object serves one search thread and follows one line of play: {@link #reset} reads a position from scratch,
 * and {@link #played} brings the object's state up to date after one move, which costs only the work around that
 * move (the incremental path of a playout). Both paths must give the same {@link #features}; the conformance suite
 * checks this at every position of seeded random games.
 */
public interface MoveFeatures {

    /** The name of this feature set, written into model files (a model for another set is refused). */
    String name();

    /** The version of the set: raise it whenever a feature's meaning or number changes. */
    int version();

    /** How many features there are. */
    int count();

    /** The most features one move can have (the size {@link #features} needs). */
    int maxPerMove();

    /** Reads {@code position} from scratch; what was read before is forgotten. */
    void reset(Position position);

    /** {@code action} was just played, giving {@code after} (the position this object followed, one move on). */
    void played(Position after, int action);

    /**
     * Writes the features of legal {@code action} at {@code position} (the position last read by {@link #reset} or
     * {@link #played}) into {@code out} and returns how many there are; each is in {@code [0, count())}. The position
     * is left unchanged.
     */
    int features(Position position, int action, int[] out);
}
