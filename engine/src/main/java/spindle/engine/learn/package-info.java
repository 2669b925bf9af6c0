/**
 * Learned evaluators ({@code spindle train}): a {@link spindle.engine.learn.LearnedModel} reads a game's observation
 * tensor ({@link spindle.engine.Game#observe}) and estimates the observing player's payoff; a
 * {@link spindle.engine.learn.LearnedEvaluator} is one per search thread; {@link spindle.engine.learn.LearnedModels}
 * loads the models the games ship, once per JVM. Pure Java on purpose: the search asks the evaluator once per MCTS
 * iteration, hundreds of thousands of times a second, where a library's call overhead and allocation would cost more
 * than the small model itself.
 */
package spindle.engine.learn;
