package spindle.match.puzzle;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import spindle.ai.Agents;
import spindle.ai.Budget;
import spindle.ai.SearchAgent;
import spindle.engine.GameState;

/**
 * Solo puzzles ("the best play of this throw", Just Playing a Round): a play after a throw whose expectimax value is
 * at least {@link PuzzleMiner.Limits#margin} (in the game's payoff units) above every other play's. Only plays whose
 * result is again a decision or the end are looked at, so that each play's value is one expectimax search from a
 * decision, not an average over throws still to come.
 */
final class SoloPuzzles {
    private SoloPuzzles() {
    }

    private record Valued(String move, double value) {
    }

    static Optional<PuzzleMiner.Found> at(GameState state, PuzzleMiner.Limits limits, Budget.Deadline deadline) {
        long start = System.nanoTime();
        int[] actions = state.legalActions();
        if (actions.length < 2) {
            return Optional.empty();
        }
        SearchAgent expectimax = (SearchAgent) Agents.create("expectimax", state.game());
        List<Valued> values = new ArrayList<>();
        long iterations = limits.searchIterations();
        for (int action : actions) {
            String type = state.game().decisionType(state.view(), action);
            if (!type.equals("play") && !type.equals("group")) {
                return Optional.empty(); // a decision to stop, retire or bank, not a play of the throw
            }
            GameState child = state.apply(action);
            if (child.isChance() || deadline.passed()) {
                return Optional.empty();
            }
            double value = child.isOver() ? child.payoffs()[0]
                    : expectimax.analyse(child, Budget.iterations(iterations, 1)).value();
            values.add(new Valued(state.format(action), value));
        }
        values.sort(Comparator.comparingDouble(Valued::value).reversed());
        Valued best = values.get(0);
        if (best.value() - values.get(1).value() < limits.margin()) {
            return Optional.empty();
        }
        List<Map<String, Object>> alternatives = new ArrayList<>();
        for (Valued v : values) {
            alternatives.add(Map.of("move", v.move(), "value", PuzzleMiner.round(v.value())));
        }
        Map<String, Object> proof = new LinkedHashMap<>();
        proof.put("kind", Puzzle.EXPECTIMAX);
        proof.put("iterations", iterations);
        proof.put("value", PuzzleMiner.round(best.value()));
        proof.put("margin", limits.margin());
        proof.put("alternatives", alternatives);
        proof.put("millis", (System.nanoTime() - start) / 1_000_000);
        return Optional.of(new PuzzleMiner.Found(List.of(best.move()), proof, null));
    }
}
