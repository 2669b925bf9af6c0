/**
 * Self-play training ({@code spindle train}). Value models: {@link spindle.ai.learn.Trainer} plays {@code mcts}
 * against itself, fits a {@link spindle.engine.learn.LearnedModel} to the positions labelled with the results, and
 * measures each generation against the previous one ({@link spindle.ai.learn.CurveRow}). Move patterns
 * ({@code --patterns}): {@link spindle.ai.learn.PatternTrainer} records the moves {@code mcts} chose at a long
 * budget as competitions among the legal moves' feature teams ({@code MoveEvents}), {@code PatternFitter} fits the
 * features' Bradley–Terry strengths by minorization–maximization into a {@link spindle.engine.learn.PatternModel},
 * and held-out games measure its top-1 and top-3 move prediction.
 */
package spindle.ai.learn;
