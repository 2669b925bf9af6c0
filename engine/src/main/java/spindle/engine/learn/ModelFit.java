package spindle.engine.learn;

import spindle.engine.Game;
import spindle.engine.Variant;

/**
 * Whether a learned file ({@link LearnedModel}, {@link PatternModel}) fits the game and variant it is used with: one
 * way to ask and one way to refuse, whatever the file says it was trained for.
 */
public interface ModelFit {

    /** Why this model does not fit {@code game} and {@code variant} as they are now, or null when it does. */
    String mismatch(Game game, Variant variant);

    /** Whether the model was trained for this game and variant, with what the game gives it now. */
    default boolean fits(Game game, Variant variant) {
        return mismatch(game, variant) == null;
    }

    /** Refuses a model of another game, variant or shape, saying which ({@link ModelMismatchException}). */
    default void check(Game game, Variant variant) {
        String why = mismatch(game, variant);
        if (why != null) {
            throw new ModelMismatchException(why);
        }
    }
}
