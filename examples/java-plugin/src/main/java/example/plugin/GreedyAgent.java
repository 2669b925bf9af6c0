package example.plugin;

import java.util.Optional;
import java.util.SplittableRandom;
import spindle.ai.Agent;
import spindle.ai.Budget;
import spindle.engine.Evaluator;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.Position;

/**
 * Looks one decision ahead: plays the legal move after which the mover's payoff (at the end of the game) or the
 * game's evaluator (otherwise) is highest; ties, and games without an evaluator, are broken by the budget's seed.
 */
final class GreedyAgent implements Agent {
    private final Game game;

    GreedyAgent(Game game) {
        this.game = game;
    }

    @Override
    public String name() {
        return "greedy";
    }

    @Override
    public int choose(GameState state, Budget budget) {
        Optional<Evaluator> evaluator = game.evaluator(state.variant());
        SplittableRandom random = new SplittableRandom(budget.seed());
        int mover = state.toMove();
        int best = -1;
        double bestValue = Double.NEGATIVE_INFINITY;
        for (int action : state.legalActions()) {
            Position next = state.position();
            next.play(action);
            double value;
            if (next.isOver()) {
                value = next.payoffs()[mover];
            } else if (evaluator.isPresent() && next.toMove() != Position.CHANCE) {
                value = evaluator.get().evaluate(next, mover);
            } else {
                value = 0;
            }
            value += random.nextDouble() * 1e-9; // breaks ties without favouring the first move
            if (value > bestValue) {
                bestValue = value;
                best = action;
            }
        }
        return best;
    }
}
