/**
 * Self-play training of learned evaluators ({@code spindle train}): {@link spindle.ai.learn.Trainer} plays
 * {@code mcts} against itself, fits a {@link spindle.engine.learn.LearnedModel} to the positions labelled with the
 * results, and measures each generation against the previous one ({@link spindle.ai.learn.CurveRow}).
 */
package spindle.ai.learn;
