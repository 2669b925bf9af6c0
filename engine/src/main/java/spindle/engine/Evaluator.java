package spindle.engine;

/** A game-specific heuristic for the AI. */
@FunctionalInterface
public interface Evaluator {

    /**
     * The estimated payoff of {@code player} in a position that is not over, on the payoff scale of the game
     * (a win probability in [0, 1] for win/loss games).
     */
    double evaluate(Position position, int player);
}
