package spindle.ai;

import java.util.SplittableRandom;
import spindle.engine.ChanceOutcomes;
import spindle.engine.Evaluator;
import spindle.engine.GameState;
import spindle.engine.Position;

/**
 * Depth-limited expectimax (Michie 1966) with max^n decisions for any number of players, meant above all for the
 * solo game: each player maximises their own expected payoff, chance nodes average over their outcomes. Chance nodes
 * with more than {@code width} outcomes are estimated from {@code width} sampled outcomes (sparse sampling, Kearns,
 * Mansour and Ng 2002), so the cost is bounded. Leaves are scored by the game's {@link Evaluator} or by the mean of
 * random playouts. Deepens iteratively while the budget lasts (its iteration count limits nodes).
 */
public final class ExpectimaxAgent implements SearchAgent {
    private static final int MAX_DEPTH = 32;
    private static final int PLAYOUTS = 8;
    private static final int PLAYOUT_PLIES = 2_000;

    private final String name;
    private final Budget budget;
    private final int width;

    private Evaluator evaluator;
    private SplittableRandom random;
    private int[] scratch;
    private int players;
    private long nodes;
    private long nodeLimit;
    private Budget.Deadline deadline;

    public ExpectimaxAgent(String name, Budget budget, int width) {
        this.name = name;
        this.budget = budget;
        this.width = width;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public Budget budget() {
        return budget;
    }

    @Override
    public synchronized Hint analyse(GameState state, Budget b) {
        if (state.isOver() || state.isChance()) {
            throw new IllegalStateException("no decision to make in " + state);
        }
        long start = System.nanoTime();
        Position root = state.position();
        evaluator = state.game().searchKnowledge(state.variant()).evaluator();
        scratch = new int[root.maxActions()];
        players = root.players();
        nodes = 0;
        nodeLimit = b.iterations() > 0 ? b.iterations() : Long.MAX_VALUE;
        deadline = b.deadline();
        int player = root.toMove();
        int[] actions = state.legalActions();
        int best = actions[0];
        double bestValue = Double.NaN;
        for (int depth = 1; depth <= MAX_DEPTH; depth++) {
            // Every depth restarts the generator, so a depth's result does not depend on how deep the last one got.
            random = new SplittableRandom(Seeds.mix(b.seed(), state.ply(), depth));
            try {
                int depthBest = actions[0];
                double depthValue = Double.NEGATIVE_INFINITY;
                for (int a : actions) {
                    Position child = root.copy();
                    child.play(a);
                    double v = value(child, depth - 1)[player];
                    if (v > depthValue) {
                        depthValue = v;
                        depthBest = a;
                    }
                }
                best = depthBest;
                bestValue = depthValue;
            } catch (OutOfBudget e) {
                break;
            }
        }
        long millis = (System.nanoTime() - start) / 1_000_000L;
        return new Hint(best, state.format(best), bestValue, false, nodes, millis);
    }

    private double[] value(Position pos, int depth) {
        if (++nodes > nodeLimit || ((nodes & 255) == 0 && deadline.passed())) {
            throw new OutOfBudget();
        }
        if (pos.isOver()) {
            return pos.payoffs();
        }
        if (depth == 0) {
            return leaf(pos);
        }
        int toMove = pos.toMove();
        if (toMove == Position.CHANCE) {
            ChanceOutcomes outcomes = pos.chance();
            double[] expected = new double[players];
            boolean sample = outcomes.size() > width;
            int n = sample ? width : outcomes.size();
            for (int i = 0; i < n; i++) {
                Position child = pos.copy();
                child.play(sample ? outcomes.sample(random) : outcomes.action(i));
                double[] v = value(child, depth - 1);
                double weight = sample ? 1.0 / n : outcomes.probability(i);
                for (int p = 0; p < players; p++) {
                    expected[p] += weight * v[p];
                }
            }
            return expected;
        }
        int[] list = new int[pos.maxActions()];
        int n = pos.legalActions(list);
        double[] best = null;
        for (int i = 0; i < n; i++) {
            Position child = pos.copy();
            child.play(list[i]);
            double[] v = value(child, depth - 1);
            if (best == null || v[toMove] > best[toMove]) {
                best = v;
            }
        }
        return best;
    }

    private double[] leaf(Position pos) {
        double[] v = new double[players];
        if (evaluator != null) {
            for (int p = 0; p < players; p++) {
                v[p] = evaluator.evaluate(pos, p);
            }
            return v;
        }
        for (int i = 0; i < PLAYOUTS; i++) {
            Position p = pos.copy();
            for (int k = 0; k < PLAYOUT_PLIES && !p.isOver(); k++) {
                p.play(p.randomAction(random, scratch));
            }
            for (int q = 0; q < players; q++) {
                v[q] += (p.isOver() ? p.payoff(q) : 0) / PLAYOUTS;
            }
        }
        return v;
    }
}
