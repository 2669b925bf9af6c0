package spindle.ai;

import java.util.SplittableRandom;
import spindle.engine.ChanceOutcomes;
import spindle.engine.Evaluator;
import spindle.engine.GameState;
import spindle.engine.Position;

/**
 * Alpha-beta minimax for two-player games (Knuth and Moore 1975, "An analysis of alpha-beta pruning") with
 * iterative deepening and a transposition table, best move of the previous iteration searched first. Values are
 * player 0's payoff: player 0 maximises and player 1 minimises, read from {@code toMove()} at every node, so turns
 * of several decisions need no alternation. Chance nodes take the expectation (expectiminimax, Michie 1966).
 * Leaves are scored by the game's {@link Evaluator}, or by the mean of a few random playouts where it has none;
 * wins are pulled slightly toward 1/2 by their distance so that quicker wins and slower losses are preferred.
 * The budget's iteration count limits nodes; the move of the last completed depth is played.
 */
public final class AlphaBetaAgent implements SearchAgent {
    private static final int MAX_DEPTH = 64;
    private static final int PLAYOUTS = 4;
    private static final int PLAYOUT_PLIES = 400;

    private final String name;
    private final Budget budget;
    private final boolean learned;
    private final LearnedSource learnedSource;
    private final TranspositionTable table = new TranspositionTable(18);

    private Evaluator evaluator;
    private SplittableRandom random;
    private int[][] moves;
    private int[] scratch;
    private long nodes;
    private long nodeLimit;
    private Budget.Deadline deadline;
    private boolean inexact;

    public AlphaBetaAgent(String name, Budget budget) {
        this(name, budget, false);
    }

    /** With {@code learned}, leaves are scored by the game's shipped learned model where one fits the variant. */
    public AlphaBetaAgent(String name, Budget budget, boolean learned) {
        this(name, budget, learned, LearnedSource.SHIPPED);
    }

    /** With {@code learned}, leaves are scored by the model of {@code learnedSource}. */
    AlphaBetaAgent(String name, Budget budget, boolean learned, LearnedSource learnedSource) {
        this.name = name;
        this.budget = budget;
        this.learned = learned;
        this.learnedSource = learnedSource;
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
        Position root = state.position();
        if (root.players() != 2 || state.isOver() || state.isChance()) {
            throw new IllegalStateException("alpha-beta needs a two-player decision, not " + state);
        }
        long start = System.nanoTime();
        evaluator = learned ? learnedSource.evaluatorOrTell(state.game(), state.variant())
                .orElseGet(() -> state.game().searchKnowledge(state.variant()).evaluator())
                : state.game().searchKnowledge(state.variant()).evaluator();
        random = new SplittableRandom(Seeds.mix(b.seed(), state.ply(), 0));
        moves = new int[MAX_DEPTH + 1][root.maxActions()];
        scratch = new int[root.maxActions()];
        nodes = 0;
        nodeLimit = b.iterations() > 0 ? b.iterations() : Long.MAX_VALUE;
        deadline = b.deadline();
        int player = root.toMove();
        int bestAction = state.legalActions()[0];
        double bestValue = Double.NaN;
        boolean exact = false;
        for (int depth = 1; depth <= MAX_DEPTH; depth++) {
            inexact = false;
            try {
                double v = search(root, depth, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY, 0);
                int slot = table.find(root.hash());
                if (slot >= 0) {
                    bestAction = table.bestAction(slot);
                }
                bestValue = player == 0 ? v : 1 - v;
                exact = !inexact;
            } catch (OutOfBudget e) {
                break;
            }
            if (exact) {
                break;
            }
        }
        long millis = (System.nanoTime() - start) / 1_000_000L;
        return new Hint(bestAction, state.format(bestAction), bestValue, exact, nodes, millis);
    }

    private double search(Position pos, int depth, double alpha, double beta, int ply) {
        if (++nodes > nodeLimit || ((nodes & 255) == 0 && deadline.passed())) {
            throw new OutOfBudget();
        }
        if (pos.isOver()) {
            double v = pos.payoff(0);
            return 0.5 + (v - 0.5) * (1 - 0.001 * Math.min(ply, 500));
        }
        if (depth == 0) {
            inexact = true;
            return leaf(pos);
        }
        int toMove = pos.toMove();
        if (toMove == Position.CHANCE) {
            ChanceOutcomes outcomes = pos.chance();
            double expected = 0;
            for (int i = 0; i < outcomes.size(); i++) {
                Position child = pos.copy();
                child.play(outcomes.action(i));
                expected += outcomes.probability(i) * search(child, depth - 1, Double.NEGATIVE_INFINITY,
                        Double.POSITIVE_INFINITY, ply + 1);
            }
            return expected;
        }
        long key = pos.hash();
        int slot = table.find(key);
        int hashMove = -1;
        double alpha0 = alpha;
        double beta0 = beta;
        if (slot >= 0) {
            hashMove = table.bestAction(slot);
            if (table.depth(slot) >= depth && ply > 0) {
                double v = table.value(slot);
                byte flag = table.flag(slot);
                // A stored value may rest on heuristic leaves of an earlier search, so it never proves anything.
                inexact = true;
                if (flag == TranspositionTable.EXACT) {
                    return v;
                } else if (flag == TranspositionTable.LOWER) {
                    alpha = Math.max(alpha, v);
                } else {
                    beta = Math.min(beta, v);
                }
                if (alpha >= beta) {
                    return v;
                }
            }
        }
        int[] list = moves[Math.min(ply, MAX_DEPTH)];
        int n = pos.legalActions(list);
        for (int i = 1; i < n; i++) {
            if (list[i] == hashMove) {
                list[i] = list[0];
                list[0] = hashMove;
                break;
            }
        }
        boolean max = toMove == 0;
        double best = max ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
        int bestAction = list[0];
        for (int i = 0; i < n; i++) {
            int a = list[i];
            Position child = pos.copy();
            child.play(a);
            double v = search(child, depth - 1, alpha, beta, ply + 1);
            if (max ? v > best : v < best) {
                best = v;
                bestAction = a;
            }
            if (max) {
                alpha = Math.max(alpha, v);
            } else {
                beta = Math.min(beta, v);
            }
            if (alpha >= beta) {
                break;
            }
        }
        byte flag = best <= alpha0 ? TranspositionTable.UPPER
                : best >= beta0 ? TranspositionTable.LOWER : TranspositionTable.EXACT;
        table.store(key, depth, best, flag, bestAction);
        return best;
    }

    private double leaf(Position pos) {
        if (evaluator != null) {
            return evaluator.evaluate(pos, 0);
        }
        double sum = 0;
        for (int i = 0; i < PLAYOUTS; i++) {
            Position p = pos.copy();
            for (int k = 0; k < PLAYOUT_PLIES && !p.isOver(); k++) {
                p.play(p.randomAction(random, scratch));
            }
            sum += p.isOver() ? p.payoff(0) : 0.5;
        }
        return sum / PLAYOUTS;
    }

    @Override
    public void newGame(GameState start) {
        if (learned) {
            learnedSource.evaluatorOrTell(start.game(), start.variant());
        }
    }
}
